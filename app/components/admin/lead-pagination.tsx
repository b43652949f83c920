import { href } from "react-router";
import { Pager } from "~/components/admin/pager";
import { type LeadFilters, leadFiltersSearch } from "~/lib/lead-admin-url";

/** Previous/Next through the filtered list; nothing when it fits on one page. */
export function LeadPagination({ filters, page, pageCount }: { filters: LeadFilters; page: number; pageCount: number }) {
  return (
    <Pager
      label="Pagination"
      status={`Page ${page} of ${pageCount}`}
      page={page}
      pageCount={pageCount}
      pageUrl={(n) => `${href("/admin")}${leadFiltersSearch(filters, { page: n })}`}
      className="border-t border-line px-4 py-3 sm:px-5"
    />
  );
}
