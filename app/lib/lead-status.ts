import { LEAD_STATUS_LIST, type LeadStatus, optionLabel } from "~/lib/lead-options";

/** How the admin shows a lead's status: its label, its colours, and whether it needs a follow-up. */
/** A lead still open after this many days without any change gets a "needs follow-up" flag. */
export const STALE_AFTER_DAYS = 7;
const OPEN_STATUSES: readonly LeadStatus[] = ["new", "contacted", "scheduled"];

/** Display labels, from ~/lib/lead-options (frequencies written Weekly, Bi-Weekly, Monthly). */
export const statusLabel = (status: LeadStatus) => optionLabel(LEAD_STATUS_LIST, status);
/** Status colours (new blue, contacted yellow, scheduled purple, converted green, lost grey). */
export const STATUS_STYLES: Record<LeadStatus, { badge: string; dot: string }> = {
  new: { badge: "bg-blue-50 text-blue-800 ring-blue-600/25", dot: "bg-blue-600" },
  contacted: { badge: "bg-yellow-50 text-yellow-900 ring-yellow-600/35", dot: "bg-yellow-500" },
  scheduled: { badge: "bg-purple-50 text-purple-800 ring-purple-600/25", dot: "bg-purple-600" },
  converted: { badge: "bg-green-50 text-green-800 ring-green-600/25", dot: "bg-green-600" },
  lost: { badge: "bg-gray-100 text-gray-700 ring-gray-500/25", dot: "bg-gray-500" },
};

/** Open and unchanged for STALE_AFTER_DAYS or more. */
export function isStale(lead: { status: LeadStatus; updated_at: string }, nowMs = Date.now()): boolean {
  if (!OPEN_STATUSES.includes(lead.status)) return false;
  const updated = Date.parse(lead.updated_at);
  return Number.isFinite(updated) && nowMs - updated >= STALE_AFTER_DAYS * 24 * 60 * 60 * 1000;
}
