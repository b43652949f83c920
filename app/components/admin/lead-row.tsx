import { href, Link, Outlet } from "react-router";
import { ServiceBadge } from "~/components/admin/billing-badge";
import { DuplicateBadge } from "~/components/admin/duplicate-badge";
import { LanguageBadge } from "~/components/admin/language-badge";
import { actionButton, EditDeleteLinks, RestoreButton } from "~/components/admin/lead-actions";
import { StatusBadge } from "~/components/admin/lead-status-badge";
import { ClockIcon } from "~/components/icons";
import { formatDate } from "~/lib/dates";
import { type LeadFilters, leadFiltersSearch, leadUrl } from "~/lib/lead-admin-url";
import { STALE_AFTER_DAYS } from "~/lib/lead-status";
import { leadDisplayName, leadServiceLabel } from "~/lib/lead-options";
import type { LeadRowData } from "~server/models/lead-admin";
import type { OpenLeadPlace } from "~/routes/admin/lead";
import type { DuplicateMatch } from "~server/models/lead-stats";

/**
 * One lead: its table row and, when it is open (the lead's own URL, /admin/leads/7), a full-width
 * details row with the lead's details route in it. "Details" and "Hide" are links, so opening a lead
 * is a page of its own without JavaScript and loads only that lead's details with it.
 */
export function LeadRow({
  lead,
  filters,
  duplicates,
  open = false,
}: {
  lead: LeadRowData;
  filters: LeadFilters;
  duplicates?: DuplicateMatch[];
  open?: boolean;
}) {
  const search = leadFiltersSearch(filters);
  const name = leadDisplayName(lead);
  const detailsId = `lead-${lead.id}-details`;
  const deleted = lead.deleted_at !== null;
  return (
    <tbody id={`lead-${lead.id}`} className="group border-t border-line">
      <tr className={`align-top ${open ? "bg-brand-tint/60" : "hover:bg-canvas"}`}>
        <td className="py-3 pr-2 pl-4 sm:px-5">
          <p className="font-semibold [overflow-wrap:anywhere] text-ink">
            {name}
            <LanguageBadge locale={lead.locale} />
          </p>
          <p className="text-xs text-ink-muted">{leadServiceLabel(lead)}</p>
          <p className="mt-0.5 text-xs [overflow-wrap:anywhere] text-ink-muted md:hidden">{lead.email}</p>
          <p className="text-xs text-ink-muted sm:hidden">{formatDate(lead.created_at)}</p>
          {lead.stale && !deleted && (
            <p className="mt-1 inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
              <ClockIcon className="size-3.5" />
              {`No activity ${STALE_AFTER_DAYS}+ days`}
            </p>
          )}
          <DuplicateBadge lead={lead} matches={duplicates} />
        </td>
        <td className="hidden px-3 py-3 md:table-cell">
          <p className="[overflow-wrap:anywhere] text-ink">{lead.email}</p>
          <p className="text-ink-muted">{lead.phone}</p>
        </td>
        <td className="hidden px-3 py-3 whitespace-nowrap text-ink-muted sm:table-cell">
          <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
        </td>
        <td className="px-2 py-3 sm:px-3">
          <StatusBadge status={lead.status} />
          {lead.service_state && (
            <span className="mt-1 block">
              <ServiceBadge state={lead.service_state} />
            </span>
          )}
        </td>
        <td className="py-3 pr-4 pl-2 sm:px-5">
          <div className="flex justify-end gap-1.5">
            <Link
              to={open ? `${href("/admin")}${search}` : `${leadUrl(lead.id, search)}#lead-${lead.id}`}
              preventScrollReset
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              className={actionButton}
            >
              {open ? "Hide" : "Details"}
              <span className="sr-only"> for {name}</span>
            </Link>
            {deleted ? (
              <RestoreButton leadId={lead.id} name={name} search={search} />
            ) : (
              // On phones these two move into the details panel, leaving room for the lead's name.
              <span className="hidden gap-1.5 sm:flex">
                <EditDeleteLinks leadId={lead.id} name={name} search={search} />
              </span>
            )}
          </div>
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className="bg-brand-tint/40">
          <td colSpan={5} className="px-4 pt-1 pb-5 sm:px-5">
            <Outlet context={{ inRow: true } satisfies OpenLeadPlace} />
          </td>
        </tr>
      )}
    </tbody>
  );
}
