import { Outlet, useLocation } from "react-router";
import { MobileStickyBar } from "~/components/mobile-sticky-bar";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { navCities } from "~/content/locations";
import { footerQuickLinks, legalLinks, navGroups } from "~/content/navigation";
import type { Route } from "./+types/site-layout";

/** Navigation is data: it reaches the browser in the HTML, not as a module of every page. */
export function loader() {
  return {
    navGroups,
    footer: {
      quickLinks: footerQuickLinks,
      cities: navCities.map((c) => ({ label: c.name, href: `/locations/${c.slug}` })),
      legalLinks,
    },
  };
}

/** The menu never changes between navigations. */
export function shouldRevalidate() {
  return false;
}

/** The quote wizard's own pages: the sticky bar would cover its form fields on phones. */
const isWizardPath = (pathname: string) => pathname === "/get-started" || pathname.startsWith("/get-started/");

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-full bg-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Skip to content
      </a>
      <SiteHeader navGroups={loaderData.navGroups} />
      {/* The header is fixed at 80px; padding keeps content clear of it without layout shift. */}
      <main id="main" tabIndex={-1} className="pt-20 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter links={loaderData.footer} />
      {!isWizardPath(pathname) && <MobileStickyBar />}
    </>
  );
}
