import { href, Link } from "react-router";
import { type LeadFilters, leadFiltersSearch } from "~/lib/lead-admin-url";

/** Previous/Next through the filtered list; nothing when it fits on one page. */
export function LeadPagination({ filters, page, pageCount }: { filters: LeadFilters; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pageUrl = (n: number) => `${href("/admin")}${leadFiltersSearch(filters, { page: n })}`;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm sm:px-5">
      <span className="text-ink-muted">
        Page {page} of {pageCount}
      </span>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={pageUrl(page - 1)} className="rounded-lg border border-line bg-white px-3 py-2 font-semibold hover:bg-mist">
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={pageUrl(page + 1)} className="rounded-lg border border-line bg-white px-3 py-2 font-semibold hover:bg-mist">
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
