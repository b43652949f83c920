import { Outlet, useLocation } from "react-router";
import { LanguageHint } from "~/components/language-switch";
import { MobileStickyBar } from "~/components/mobile-sticky-bar";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { stripLocale } from "~/lib/i18n";
import { useUi } from "~/lib/root-data";
import { localeOf } from "~server/request-language";
import { navigation } from "~server/content/navigation";
import type { Route } from "./+types/site-layout";

/** Navigation is data in the page's language: it reaches the browser in the HTML, not as a module of every page. */
export function loader({ request }: Route.LoaderArgs) {
  return navigation(localeOf(request));
}

/** The menu never changes between navigations within one language (each language has its own layout route). */
export function shouldRevalidate() {
  return false;
}

/** The quote wizard's own pages: the sticky bar would cover its form fields on phones. */
const isWizardPath = (pathname: string) => {
  const path = stripLocale(pathname);
  return path === "/get-started" || path.startsWith("/get-started/");
};

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const ui = useUi();
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-full bg-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {ui.skipLink}
      </a>
      <SiteHeader navGroups={loaderData.navGroups} />
      {/* The header is fixed at 80px; padding keeps content clear of it without layout shift. */}
      <main id="main" tabIndex={-1} className="pt-20 focus:outline-none">
        <LanguageHint />
        <Outlet />
      </main>
      <SiteFooter links={loaderData.footer} />
      {!isWizardPath(pathname) && <MobileStickyBar />}
    </>
  );
}
