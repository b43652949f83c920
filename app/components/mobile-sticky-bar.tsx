import { useLocalizedHref } from "~/lib/i18n";
import { useBusiness, useUi } from "~/lib/root-data";
import { PhoneIcon } from "./icons";

/** Phones only: the two primary actions, always one tap away. */
export function MobileStickyBar() {
  const contact = useBusiness();
  const ui = useUi();
  const to = useLocalizedHref();
  return (
    <div
      data-testid="mobile-sticky-bar"
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-3 border-t border-line bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_20px_rgb(15_42_61/0.08)] lg:hidden"
    >
      <a href={to("/get-started")} className="btn-primary w-full">
        {ui.getStarted}
      </a>
      <a href={contact.phoneHref} className="btn-secondary w-full">
        <PhoneIcon className="h-5 w-5" />
        {ui.callUs}
      </a>
    </div>
  );
}
