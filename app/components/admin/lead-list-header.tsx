import { href, Link } from "react-router";
import { DownloadIcon } from "~/components/icons";
import { type LeadFilters, leadFiltersSearch } from "~/lib/lead-admin-url";

/** The lead list's heading: how many leads it shows, the Active/Deleted views and the CSV export of the same filters. */
export function LeadListHeader({ filters, total, first, last }: { filters: LeadFilters; total: number; first: number; last: number }) {
  const deletedView = filters.view === "deleted";
  const admin = href("/admin");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-4 sm:px-5">
      <div>
        <h2 id="leads-heading" className="text-lg font-bold text-ink">
          Lead Management
        </h2>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {total === 0 ? "No leads" : `Showing ${first}–${last} of ${total} ${deletedView ? "deleted " : ""}lead${total === 1 ? "" : "s"}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <nav aria-label="Lead views" className="flex rounded-lg bg-mist p-1 text-sm font-semibold">
          <ViewTab to={`${admin}${leadFiltersSearch(filters, { view: "active", page: 1 })}`} current={!deletedView}>
            Active
          </ViewTab>
          <ViewTab to={`${admin}${leadFiltersSearch(filters, { view: "deleted", page: 1 })}`} current={deletedView}>
            Deleted
          </ViewTab>
        </nav>
        <a
          href={`${href("/admin/leads.csv")}${leadFiltersSearch(filters, { page: 1 })}`}
          download
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-mist"
        >
          <DownloadIcon className="size-4" />
          Export CSV
        </a>
      </div>
    </div>
  );
}

function ViewTab({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 ${current ? "bg-white text-ink shadow-sm" : "text-ink-muted hover:text-ink"}`}
    >
      {children}
    </Link>
  );
}
