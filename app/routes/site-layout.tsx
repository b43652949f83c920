import { Outlet } from "react-router";
import { MobileStickyBar } from "~/components/mobile-sticky-bar";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";

export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* The header is fixed at 80px; padding keeps content clear of it without layout shift. */}
      <main id="main" tabIndex={-1} className="pt-20 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <MobileStickyBar />
    </>
  );
}
