import { href, Outlet, useLocation } from "react-router";
import { AdminHeader } from "~/components/admin/admin-header";
import { localeFromPath, localizePath, stripLocale } from "~/lib/i18n";
import { requireStaff } from "~server/auth/guards";
import { inLocale } from "~server/content/catalogue";
import { crewDay } from "~server/content/crew-day";
import { staffContext } from "~server/context";
import type { Route } from "./+types/layout";

/** The one admin page a crew account may use (either language, and its `.data` requests). */
const CREW_PAGE = "/admin/visits";

function pageOf(pathname: string): string {
  return stripLocale(pathname.replace(/\.data$/, "")).replace(/\/+$/, "") || "/";
}

/**
 * Every /admin page's guard, in one place: an admin may use them all; a crew account only the
 * day's visits (its loader and its action); anyone else, the crew elsewhere included, is sent
 * away before any loader or action runs, so nothing is read or changed. The account is handed to
 * the pages through `staffContext`.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const allow = pageOf(new URL(request.url).pathname) === CREW_PAGE ? "crew" : "admin";
    context.set(staffContext, await requireStaff(request, context, allow));
  },
];

export function loader({ context, url }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const locale = localeFromPath(url.pathname);
  const t = inLocale(crewDay, locale);
  // The crew page's error words, for its ErrorBoundary (which has no loader data of its own).
  const crewError = pageOf(url.pathname) === CREW_PAGE ? { title: t.meta.title, ...t.error } : null;
  // A crew account, and anyone on the Spanish crew page, gets the crew's header in the page's language.
  if (user.role !== "crew" && locale === "en") return { email: user.email, crew: undefined, crewError };
  const home = localizePath(locale, href("/admin/visits"));
  return { email: user.email, crew: { home, badge: t.header.badge, logo: t.header.logo, logOut: t.header.logOut }, crewError };
}

const CURRENT = { "/admin": "leads", "/admin/overview": "overview", "/admin/schedule": "schedule", "/admin/visits": "visits", "/admin/team": "team" } as const;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  const current = page.startsWith("/admin/leads/") ? "leads" : (CURRENT[page as keyof typeof CURRENT] ?? "leads");
  return (
    <div className="min-h-dvh bg-mist">
      <AdminHeader email={loaderData.email} current={current} crew={loaderData.crew} />
      <Outlet />
    </div>
  );
}
