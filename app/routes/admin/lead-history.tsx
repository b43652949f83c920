import { data, href } from "react-router";
import { AdminDialog, LeadDialogError } from "~/components/admin/admin-dialog";
import { LeadTimeline } from "~/components/admin/lead-timeline";
import { leadIdParam } from "~/lib/lead-admin-url";
import { leadDisplayName } from "~/lib/lead-options";
import { pageMeta } from "~/lib/meta";
import { dbContext } from "~server/context";
import { getLead, leadHistory } from "~server/models/lead-admin";
import type { Route } from "./+types/lead-history";

export async function loader({ context, params }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const id = leadIdParam(params.id);
  const lead = await getLead(db, id);
  if (!lead) throw data("Lead not found", { status: 404 });
  const events = await leadHistory(db, id);
  return { lead: { name: leadDisplayName(lead), created_at: lead.created_at }, events };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Lead History", description: "A lead's history.", path: href("/admin"), noindex: true });

export default function LeadHistory({ loaderData }: Route.ComponentProps) {
  const { lead, events } = loaderData;
  return (
    <AdminDialog title="Lead history" description={lead.name}>
      <LeadTimeline events={events} createdAt={lead.created_at} />
    </AdminDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadDialogError error={error} title="Lead history" />;
}
