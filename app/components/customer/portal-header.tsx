import { href } from "react-router";
import { Logo } from "~/components/logo";
import { initials } from "~/lib/initials";
import { LogOutIcon } from "~/components/icons";
import { localizePath, useLocale } from "~/lib/i18n";

/** The portal's own chrome: no marketing navigation, just who is signed in and a way out. */
const ENGLISH = { portal: "Customer Portal", adminDashboard: "Admin dashboard", signedInAs: "Signed in as", signOut: "Sign out" };

export function PortalHeader({ name, isAdmin, t = ENGLISH }: { name: string; isAdmin: boolean; t?: typeof ENGLISH }) {
  const locale = useLocale();
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex h-full min-w-0 items-center gap-4">
          <a href={localizePath(locale, "/")} className="block h-16 shrink-0">
            <Logo />
          </a>
          <span className="hidden h-6 w-px bg-line sm:block" aria-hidden="true" />
          <span className="hidden text-sm font-semibold text-ink-muted sm:block">{t.portal}</span>
        </div>
        <div className="flex shrink-0 items-center gap-2 sm:gap-3">
          {isAdmin && (
            <a
              href={href("/admin")}
              className="hidden min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-dark hover:bg-brand-tint md:inline-flex"
            >
              {t.adminDashboard}
            </a>
          )}
          <span className="flex items-center gap-2.5">
            <span aria-hidden="true" className="grid h-9 w-9 place-items-center rounded-full bg-brand-soft text-sm font-bold text-brand-dark">
              {initials(name)}
            </span>
            <span className="hidden max-w-48 truncate text-sm font-semibold text-ink sm:block" data-testid="portal-user">
              <span className="sr-only">{t.signedInAs} </span>
              {name}
            </span>
          </span>
          <form method="post" action={href("/logout")}>
            <input type="hidden" name="locale" value={locale} />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3.5 text-sm font-semibold whitespace-nowrap text-ink transition-colors hover:bg-mist sm:px-4"
            >
              <LogOutIcon className="h-4 w-4" />
              {t.signOut}
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
