import { useLocation } from "react-router";
import type { NavGroup } from "~/lib/navigation-types";
import { fill, useLocalizedHref } from "~/lib/i18n";
import { useUi } from "~/lib/root-data";
import { LanguageSwitch } from "./language-switch";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";
import { Logo } from "./logo";

/** Whether `path` is `href` or a page under it (what NavLink would call active). */
function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The header is the same markup on every page. app/enhance/site.js keeps `data-scrolled` in step with
 * the scroll position (past 10px: shadow, 64px logo); CSS does the rest. Links are plain anchors:
 * most pages are documents without React, so a link is a document navigation.
 */
/**
 * The menu comes from the site layout's loader, so pages with React do not ship it as code. The
 * full menu needs 1280px: below that (and in Spanish, whose labels are longer) the phone menu
 * serves, so no item ever wraps onto two lines (test/e2e/layout.spec.ts measures it).
 */
export function SiteHeader({ navGroups }: { navGroups: readonly NavGroup[] }) {
  const { pathname } = useLocation();
  const ui = useUi();
  const to = useLocalizedHref();

  return (
    <header
      data-scrolled="false"
      // app/enhance/site.js may have set data-scrolled before React hydrates a page.
      suppressHydrationWarning
      className="group/header fixed inset-x-0 top-0 z-40 border-b border-transparent bg-white transition-shadow data-[scrolled=true]:border-line data-[scrolled=true]:shadow-[0_4px_20px_rgb(15_42_61/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href={to("/")} data-testid="logo" className="block h-20 shrink-0 transition-[height] duration-200 group-data-[scrolled=true]/header:h-16">
          <Logo />
        </a>

        <nav aria-label={ui.nav.main} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {navGroups.map((group) => (
              <li key={group.href} className="group relative">
                <a
                  href={group.href}
                  aria-current={pathname === group.href ? "page" : undefined}
                  className={`flex min-h-11 items-center gap-1 rounded-full px-3 text-[0.95rem] font-semibold whitespace-nowrap transition-colors hover:bg-mist hover:text-brand-dark ${
                    isActive(pathname, group.href) ? "text-brand-dark" : "text-ink"
                  }`}
                  aria-haspopup="true"
                >
                  {group.label}
                  <ChevronDownIcon className="h-4 w-4 transition-transform group-focus-within:rotate-180 group-hover:rotate-180" />
                </a>
                {/* Opens on hover and on keyboard focus; no JavaScript needed. */}
                <div className="invisible absolute top-full left-1/2 z-50 -translate-x-1/2 pt-2 opacity-0 transition-opacity duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  <ul
                    aria-label={fill(ui.nav.groupPages, { label: group.label })}
                    className={`card p-2 ${group.items.length > 6 ? "grid w-[34rem] grid-cols-3 gap-x-1" : "w-64"}`}
                  >
                    {group.items.map((item) => (
                      <li key={item.href + item.label}>
                        <a href={item.href} className="block rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-tint hover:text-brand-dark">
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 xl:flex">
          <LanguageSwitch className="inline-flex min-h-11 items-center rounded-full px-3 text-[0.95rem] font-semibold whitespace-nowrap text-ink hover:bg-mist hover:text-brand-dark" />
          <a
            href={to("/login")}
            className="inline-flex min-h-11 items-center rounded-full px-3 text-[0.95rem] font-semibold whitespace-nowrap text-ink hover:bg-mist hover:text-brand-dark"
          >
            {ui.login}
          </a>
          <a href={to("/get-started")} className="btn-primary whitespace-nowrap">
            {ui.getStarted}
          </a>
        </div>

        <div className="flex items-center gap-2 xl:hidden">
          <LanguageSwitch className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-ink hover:bg-mist" />
          <MobileMenu key={pathname} navGroups={navGroups} />
        </div>
      </div>
    </header>
  );
}

/**
 * The phone menu is a <details> disclosure, so it opens and closes without JavaScript.
 * It is keyed by pathname, so a route change remounts it closed.
 */
function MobileMenu({ navGroups }: { navGroups: readonly NavGroup[] }) {
  const ui = useUi();
  const to = useLocalizedHref();
  return (
    <details className="group/menu">
      <summary
        className="flex min-h-11 min-w-11 list-none items-center justify-center gap-2 rounded-full border border-line bg-white px-3 text-sm font-semibold text-ink"
        aria-label={ui.nav.menu}
      >
        <MenuIcon className="h-6 w-6 group-open/menu:hidden" />
        <CloseIcon className="hidden h-6 w-6 group-open/menu:block" />
      </summary>
      <nav
        aria-label={ui.nav.mobile}
        className="fixed inset-x-0 top-20 bottom-0 overflow-y-auto border-t border-line bg-white px-4 pt-2 pb-28 group-data-[scrolled=true]/header:top-16"
      >
        <ul className="divide-y divide-line">
          {navGroups.map((group) => (
            <li key={group.href}>
              {/* name= makes the groups an exclusive accordion: one open at a time. */}
              <details name="mobile-nav-group" className="group/item">
                <summary className="flex min-h-12 list-none items-center justify-between py-3 text-lg font-semibold text-ink">
                  {group.label}
                  <ChevronDownIcon className="h-5 w-5 text-ink-muted transition-transform group-open/item:rotate-180" />
                </summary>
                <ul className="mb-3 grid gap-0.5 pl-2">
                  <li>
                    <a href={group.href} className="block rounded-lg px-3 py-2.5 font-semibold text-brand-dark hover:bg-brand-tint">
                      {fill(ui.nav.groupOverview, { label: group.label })}
                    </a>
                  </li>
                  {group.items
                    .filter((item) => item.href !== group.href)
                    .map((item) => (
                      <li key={item.href}>
                        <a href={item.href} className="block rounded-lg px-3 py-2.5 text-ink hover:bg-brand-tint">
                          {item.label}
                        </a>
                      </li>
                    ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-3">
          <a href={to("/get-started")} className="btn-primary w-full">
            {ui.getStarted}
          </a>
          <a href={to("/login")} className="btn-secondary w-full">
            {ui.login}
          </a>
        </div>
      </nav>
    </details>
  );
}
