import { StatusBadge } from "~/components/admin/lead-status-badge";
import { EDIT_FIELD_LABELS } from "~/lib/lead-edit-schema";
import { formatDateTime } from "~/lib/dates";
import { isLeadStatus } from "~/lib/lead-admin-url";
import { actorLabel, BILLING_STATE_LIST, CODED_LEAD_FIELDS, isCodedLeadField, optionLabel } from "~/lib/lead-options";
import { CANCEL_REASON_LIST } from "~/lib/self-service";
import type { LeadEvent } from "~server/db/schema";

/** A lead's history, oldest first: what happened, when and by whom. */
export function LeadTimeline({ events, createdAt }: { events: LeadEvent[]; createdAt: string }) {
  if (events.length === 0) {
    return <p className="text-sm text-ink-muted">No changes recorded yet. Received {formatDateTime(createdAt)}.</p>;
  }
  return (
    <ol className="relative space-y-4 border-l-2 border-line pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-brand" />
          <p className="font-semibold text-ink">{describe(event)}</p>
          <StatusChange event={event} />
          <p className="mt-0.5 text-xs text-ink-muted">
            <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            {` · by ${actorLabel(event.actor)}`}
          </p>
        </li>
      ))}
    </ol>
  );
}

function describe(event: LeadEvent): string {
  switch (event.type) {
    case "created":
      return "Lead created";
    case "status_changed":
      return "Status changed";
    case "edited": {
      const fields = changedFields(event);
      return `Edited ${fields.length > 0 ? fields.join(", ") : "details"}`;
    }
    case "deleted":
      return "Deleted";
    case "restored":
      return "Restored";
    case "converted":
      return "Converted (plan purchased)";
    case "customer_updated": {
      const fields = changedFields(event);
      return `Customer updated ${fields.length > 0 ? fields.join(", ") : "details"}`;
    }
    case "billing_changed":
      return billingChange(event);
    case "payment_link_sent":
      return "Payment link sent";
    case "visitor_change_held": {
      // Nothing was written: what the visitor typed, kept for the office to read.
      const fields = changedFields(event);
      return `Quote form sent again, not applied (with the office): ${fields.length > 0 ? fields.join(", ") : "details"}`;
    }
    case "visit_skipped":
    case "visit_unskipped":
    case "service_paused":
    case "pause_ended":
    case "cancellation_requested":
    case "cancellation_withdrawn":
      return serviceChange(event);
  }
}

/** The customer's own change in words: "Customer skipped the visit of 2026-12-03", "Customer paused 2026-12-10 to 2026-12-24". */
function serviceChange(event: LeadEvent): string {
  let c: Record<string, unknown> = {};
  try {
    const parsed: unknown = event.changes ? JSON.parse(event.changes) : null;
    if (parsed && typeof parsed === "object") c = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the type alone.
  }
  const str = (key: string) => (typeof c[key] === "string" ? c[key] : "");
  const pause = Array.isArray(c.pause) ? c.pause.filter((d) => typeof d === "string").join(" to ") : "";
  switch (event.type) {
    case "visit_skipped":
      return `Customer skipped the visit of ${str("visit")}`;
    case "visit_unskipped":
      return `Customer undid the skip of ${str("visit")}`;
    case "service_paused":
      return `Customer paused ${pause}`;
    case "pause_ended":
      return `Pause (${pause}) ended early: visits from the day after ${str("ended")}`;
    case "cancellation_withdrawn":
      return `Paid again: the cancellation (last day ${str("end")}) is withdrawn and the service restarts`;
    default: {
      const reason = optionLabel(CANCEL_REASON_LIST, str("reason") || null) || str("reason");
      return `Customer canceled: last day ${str("end")}, reason: ${reason}${str("comment") ? `, "${str("comment")}"` : ""}`;
    }
  }
}

/** "Billing: Active → Canceled (customer.subscription.deleted)": which event of the payment provider moved it. */
function billingChange(event: LeadEvent): string {
  const label = (state: string | null) => optionLabel(BILLING_STATE_LIST, state) || "none";
  let source = "";
  try {
    const parsed = event.changes ? (JSON.parse(event.changes) as { event_type?: unknown }) : null;
    if (parsed && typeof parsed.event_type === "string") source = ` (${parsed.event_type})`;
  } catch {
    // A note that is not JSON says nothing more.
  }
  return `Billing: ${label(event.from_status)} → ${label(event.to_status)}${source}`;
}

const fieldName = (key: string) => (key in EDIT_FIELD_LABELS ? EDIT_FIELD_LABELS[key as keyof typeof EDIT_FIELD_LABELS].toLowerCase() : key.replace(/_/g, " "));

/** A changed field in words; coded fields also say from what to what ("service frequency: Weekly → Monthly"). */
function changedFields(event: LeadEvent): string[] {
  if (!event.changes) return [];
  try {
    const parsed: unknown = JSON.parse(event.changes);
    if (!parsed || typeof parsed !== "object") return [];
    return Object.entries(parsed as Record<string, unknown>).map(([key, change]) => {
      const field = fieldName(key);
      // The crew member's name (or none: Unassigned), written by server/models/crew-routes.ts.
      if (key === "crew" && Array.isArray(change)) return `crew: ${change.map((v) => (typeof v === "string" ? v : "Unassigned")).join(" → ")}`;
      if (!isCodedLeadField(key) || !Array.isArray(change) || change.length !== 2) return field;
      const [before, after] = change.map((v) => optionLabel(CODED_LEAD_FIELDS[key], typeof v === "string" ? v : null) || "none");
      return `${field}: ${before} → ${after}`;
    });
  } catch {
    return [];
  }
}

function StatusChange({ event }: { event: LeadEvent }) {
  if (!isLeadStatus(event.from_status) || !isLeadStatus(event.to_status)) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
      <StatusBadge status={event.from_status} />
      <span aria-hidden="true">→</span>
      <span className="sr-only">to</span>
      <StatusBadge status={event.to_status} />
    </span>
  );
}
