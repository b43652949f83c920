import { Form, href, Link } from "react-router";
import { LogOutIcon } from "~/components/icons";
import { Logo } from "~/components/logo";

/** The crew's header words, in the page's language; a crew account (and the Spanish crew page) sees only its own page. */
export interface CrewHeader {
  home: string;
  badge: string;
  logo: string;
  logOut: string;
}

/**
 * The admin pages' header with their navigation (Leads, Overview, Schedule, Visits, Team) and Log out; on a
 * phone the logo keeps only its mark and the tabs take a row of their own. Rendered once, by the admin layout. With
 * `crew`, it has no admin navigation: the logo leads to the crew's day.
 */
export function AdminHeader({ email, current, crew }: { email: string; current: "leads" | "overview" | "schedule" | "visits" | "team"; crew?: CrewHeader }) {
  const tab = (active: boolean) =>
    `inline-flex min-h-10 items-center rounded-lg px-2 text-sm sm:px-3 font-semibold ${active ? "bg-mist text-ink" : "text-ink-muted hover:bg-mist hover:text-ink"}`;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-2 px-4 sm:h-16 sm:flex-nowrap sm:gap-x-4 sm:px-6 lg:px-8">
        <div className="flex h-16 min-w-0 items-center gap-3 py-2">
          <Link to={crew ? crew.home : href("/admin")} className="h-full shrink-0">
            <Logo label={crew ? crew.logo : "admin dashboard"} compact />
          </Link>
          <span className={`rounded-md bg-ink px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase ${crew ? "" : "hidden sm:inline"}`}>
            {crew ? crew.badge : "Admin"}
          </span>
        </div>
        {/* On a phone the tabs take a row of their own under the logo, so all five fit at 390 px. */}
        {!crew && (
          <nav aria-label="Admin" className="order-last flex w-full gap-0.5 overflow-x-auto pb-2 sm:order-none sm:ml-auto sm:w-auto sm:gap-1 sm:pb-0">
            <Link to={href("/admin")} aria-current={current === "leads" ? "page" : undefined} className={tab(current === "leads")}>
              Leads
            </Link>
            <Link to={href("/admin/overview")} aria-current={current === "overview" ? "page" : undefined} className={tab(current === "overview")}>
              Overview
            </Link>
            <Link to={href("/admin/schedule")} aria-current={current === "schedule" ? "page" : undefined} className={tab(current === "schedule")}>
              Schedule
            </Link>
            <Link to={href("/admin/visits")} aria-current={current === "visits" ? "page" : undefined} className={tab(current === "visits")}>
              Visits
            </Link>
            <Link to={href("/admin/team")} aria-current={current === "team" ? "page" : undefined} className={tab(current === "team")}>
              Team
            </Link>
          </nav>
        )}
        <div className="flex items-center gap-1 sm:gap-3">
          <span className="hidden text-sm text-ink-muted lg:inline">{email}</span>
          <Form method="post" action={href("/logout")}>
            <button
              type="submit"
              className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-lg border border-line px-2 text-sm font-semibold text-ink hover:bg-mist sm:px-3"
            >
              <LogOutIcon className="size-4" />
              <span className={crew ? "" : "sr-only sm:not-sr-only"}>{crew ? crew.logOut : "Log out"}</span>
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
