import { data } from "react-router";
import { AdminDialog, LeadDialogError } from "~/components/admin/admin-dialog";
import { StatusBadge } from "~/components/admin/status-badge";
import { formatDateTime, isLeadStatus, leadIdParam } from "~/lib/lead-admin";
import { actorLabel, CODED_LEAD_FIELDS, isCodedLeadField, leadDisplayName, optionLabel } from "~/lib/lead-options";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~server/auth/guards";
import { dbContext } from "~server/context";
import type { LeadEvent } from "~server/db/schema";
import { getLead, leadHistory } from "~server/models/lead-admin";
import type { Route } from "./+types/lead-history";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  const id = leadIdParam(params.id);
  const lead = await getLead(db, id);
  if (!lead) throw data("Lead not found", { status: 404 });
  const events = await leadHistory(db, id);
  return { lead: { name: leadDisplayName(lead), created_at: lead.created_at }, events };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Lead History", description: "A lead's history.", path: "/admin", noindex: true });

const FIELD_LABELS: Record<string, string> = {
  first_name: "first name",
  last_name: "last name",
  email: "email",
  phone: "phone",
  address: "address",
  property_type: "property type",
  service_frequency: "service frequency",
  status: "status",
  special_instructions: "special instructions",
};

/** A changed field in words; coded fields also say from what to what ("service frequency: Weekly → Monthly"). */
function changedFields(event: LeadEvent): string[] {
  if (!event.changes) return [];
  try {
    const parsed: unknown = JSON.parse(event.changes);
    if (!parsed || typeof parsed !== "object") return [];
    return Object.entries(parsed as Record<string, unknown>).map(([key, change]) => {
      const field = FIELD_LABELS[key] ?? key.replace(/_/g, " ");
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
  }
}

export default function LeadHistory({ loaderData }: Route.ComponentProps) {
  const { lead, events } = loaderData;
  return (
    <AdminDialog title="Lead history" description={lead.name}>
      {events.length === 0 ? (
        <p className="text-sm text-ink-muted">No changes recorded yet. Received {formatDateTime(lead.created_at)}.</p>
      ) : (
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
      )}
    </AdminDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadDialogError error={error} title="Lead history" />;
}
