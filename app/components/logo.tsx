import { business } from "~/content/business";
import { useUi } from "~/lib/root-data";
import { PawIcon } from "./icons";

/**
 * Paw mark plus wordmark. Height follows the parent (80px, 64px once scrolled).
 * Its accessible name is the visible name plus "home page" (screen readers only), since it is
 * always the link home.
 */
/** The paw mark and the wordmark; `compact` keeps only the mark below the md breakpoint (headers with many tabs). */
export function Logo({ className = "", label, compact = false }: { className?: string; label?: string; compact?: boolean }) {
  const ui = useUi();
  const text = label ?? ui.nav.homePage;
  return (
    <span className={`flex h-full items-center gap-2.5 ${className}`}>
      <span className="grid aspect-square h-[55%] place-items-center rounded-full bg-brand text-white shadow-sm">
        <PawIcon className="h-[60%] w-[60%]" />
      </span>
      <span className={`${compact ? "hidden md:flex" : "flex"} flex-col leading-none`}>
        <span className="text-lg font-extrabold tracking-tight text-ink sm:text-xl">{business.name.replace(/ Miami$/, "")}</span>
        <span className="mt-0.5 text-xs font-semibold tracking-[0.2em] text-brand-dark uppercase"> Miami</span>
      </span>
      {text && <span className="sr-only">, {text}</span>}
    </span>
  );
}
