import { Form, href, Link, useNavigation } from "react-router";
import { SearchIcon } from "~/components/icons";
import { type LeadFilters, leadFiltersSearch } from "~/lib/lead-admin-url";
import { statusLabel } from "~/lib/lead-status";
import { SERVICE_STATE_LIST, LEAD_LOCALE_LIST, LEAD_STATUSES } from "~/lib/lead-options";

/** The search, status and language filter: a GET form, so the filters live in the URL and work without JavaScript. */
export function LeadFiltersForm({ filters }: { filters: LeadFilters }) {
  const navigation = useNavigation();
  const admin = href("/admin");
  const searching = navigation.state === "loading" && navigation.location.pathname === admin && navigation.formMethod === undefined;
  const filtered = filters.q !== "" || filters.status !== "all" || filters.locale !== "all" || filters.billing !== "all";
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter leads"
      className="grid gap-3 border-b border-line bg-canvas px-4 py-4 sm:grid-cols-[1fr_11rem_9rem_9rem_auto] sm:items-end sm:px-5"
    >
      {filters.view === "deleted" && <input type="hidden" name="view" value="deleted" />}
      <div>
        <label htmlFor="lead-search" className="mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Search
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-ink-muted" />
          <input
            id="lead-search"
            type="search"
            name="q"
            defaultValue={filters.q}
            key={filters.q}
            placeholder="Name, email, address or phone"
            className="field-input min-h-10 py-2 pl-9 text-sm"
          />
        </div>
      </div>
      <div>
        <label htmlFor="lead-status" className="mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Status
        </label>
        <select id="lead-status" name="status" defaultValue={filters.status} key={filters.status} className="field-input min-h-10 py-2 text-sm">
          <option value="all">All statuses</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-locale" className="mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Language
        </label>
        <select id="lead-locale" name="locale" defaultValue={filters.locale} key={filters.locale} className="field-input min-h-10 py-2 text-sm">
          <option value="all">All languages</option>
          {LEAD_LOCALE_LIST.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-billing" className="mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase">
          Service
        </label>
        <select id="lead-billing" name="billing" defaultValue={filters.billing} key={filters.billing} className="field-input min-h-10 py-2 text-sm">
          <option value="all">Any service</option>
          {SERVICE_STATE_LIST.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          className="inline-flex min-h-10 items-center justify-center rounded-lg bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft"
        >
          {searching ? "Filtering..." : "Filter"}
        </button>
        {filtered && (
          <Link
            to={`${admin}${leadFiltersSearch(filters, { q: "", status: "all", locale: "all", billing: "all", page: 1 })}`}
            className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-ink-muted hover:bg-mist hover:text-ink"
          >
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}
