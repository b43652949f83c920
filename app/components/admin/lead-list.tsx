import { LeadRow } from "~/components/admin/lead-row";
import type { LeadFilters } from "~/lib/lead-admin-url";
import type { LeadRowData } from "~server/models/lead-admin";
import type { DuplicateMatch } from "~server/models/lead-stats";

/** The table of leads on this page, one <tbody> per lead, or the empty state; `openId`'s details below its row. */
export function LeadList({
  leads,
  filters,
  duplicates,
  openId = null,
}: {
  leads: LeadRowData[];
  filters: LeadFilters;
  duplicates: Record<number, DuplicateMatch[]>;
  openId?: number | null;
}) {
  const filtered = filters.q !== "" || filters.status !== "all" || filters.locale !== "all";
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{filters.view === "deleted" ? "Deleted leads" : "Leads"}</caption>
        <thead className="bg-canvas text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="py-2.5 pr-2 pl-4 font-semibold sm:px-5">
              Lead
            </th>
            <th scope="col" className="hidden px-3 py-2.5 font-semibold md:table-cell">
              Contact
            </th>
            <th scope="col" className="hidden px-3 py-2.5 font-semibold sm:table-cell">
              Date
            </th>
            <th scope="col" className="px-2 py-2.5 font-semibold sm:px-3">
              Status
            </th>
            <th scope="col" className="py-2.5 pr-4 pl-2 text-right font-semibold sm:px-5">
              Actions
            </th>
          </tr>
        </thead>
        {leads.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={5} className="px-5 py-14 text-center">
                <p className="font-semibold text-ink">No leads found matching your criteria.</p>
                {filtered && <p className="mt-1 text-ink-muted">Try a different search, status or language.</p>}
              </td>
            </tr>
          </tbody>
        ) : (
          leads.map((lead) => <LeadRow key={lead.id} lead={lead} filters={filters} duplicates={duplicates[lead.id]} open={lead.id === openId} />)
        )}
      </table>
    </div>
  );
}
