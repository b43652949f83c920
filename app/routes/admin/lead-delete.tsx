import { data, Form, href, Link, redirect, useLocation, useNavigation } from "react-router";
import { AdminDialog, LeadDialogError } from "~/components/admin/admin-dialog";
import { leadIdParam, leadListUrl } from "~/lib/lead-admin-url";
import { pageMeta } from "~/lib/meta";
import { dbContext, staffContext } from "~server/context";
import { getLead } from "~server/models/lead-admin";
import { softDeleteLead } from "~server/leads/change";
import type { Route } from "./+types/lead-delete";

export async function loader({ context, params }: Route.LoaderArgs) {
  const lead = await getLead(context.get(dbContext), leadIdParam(params.id));
  if (!lead || lead.deleted_at) throw data("Lead not found", { status: 404 });
  return { lead: { id: lead.id, name: `${lead.first_name} ${lead.last_name}`.trim(), email: lead.email } };
}

/** Soft delete: the lead moves to the Deleted view and can be restored. */
export async function action({ context, params, url }: Route.ActionArgs) {
  const admin = context.get(staffContext);
  const id = leadIdParam(params.id);
  // A deleted customer's future visits go now (the owner re-plans), so their stop leaves today's route on the next load.
  const { result } = await softDeleteLead(context.get(dbContext), id, admin);
  if (result === "not_found") throw data("Lead not found", { status: 404 });
  return redirect(leadListUrl(url.searchParams), 303);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Delete Lead", description: "Delete a lead.", path: href("/admin"), noindex: true });

export default function DeleteLead({ loaderData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formAction?.startsWith(location.pathname) === true;
  return (
    <AdminDialog title="Delete lead">
      <p className="text-base font-semibold text-ink">Are you sure you want to delete this lead?</p>
      <p className="mt-2 text-sm text-ink-muted">
        <strong className="text-ink">{lead.name}</strong> ({lead.email}) will move to the Deleted view. You can restore it from there.
      </p>
      <Form method="post" preventScrollReset className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={leadListUrl(location.search)} preventScrollReset className="btn-secondary rounded-lg">
          Cancel
        </Link>
        <button type="submit" disabled={deleting} className="btn-primary rounded-lg bg-red-700 hover:bg-red-800">
          {deleting ? "Deleting..." : "Delete lead"}
        </button>
      </Form>
    </AdminDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadDialogError error={error} title="Delete lead" />;
}
