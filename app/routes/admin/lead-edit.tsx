import { data, href, redirect } from "react-router";
import { AdminDialog, LeadDialogError } from "~/components/admin/admin-dialog";
import { EditConflict, type EditField } from "~/components/admin/edit-conflict";
import { LeadEditForm } from "~/components/admin/lead-edit-form";
import { type FormValues, parseForm } from "~/lib/forms";
import { formVersion, leadEditSchema, leadIdParam, leadListUrl, STALE_SAVE_MESSAGE, withConversionNotice, withSavedNotice } from "~/lib/lead-admin-forms";
import { pageMeta } from "~/lib/meta";
import { customerAccountAfterChange } from "~server/auth/accounts";
import { cloudflareContext, dbContext, staffContext } from "~server/context";
import { log } from "~server/log";
import { EDITABLE_FIELDS, getLead } from "~server/models/lead-admin";
import { editLead } from "~server/leads/change";
import type { Route } from "./+types/lead-edit";

export async function loader({ context, params }: Route.LoaderArgs) {
  const lead = await getLead(context.get(dbContext), leadIdParam(params.id));
  if (!lead || lead.deleted_at) throw data("Lead not found", { status: 404 });
  return { lead };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const admin = context.get(staffContext);
  const id = leadIdParam(params.id);
  const form = await request.formData();
  const version = formVersion(form);
  const parsed = parseForm(leadEditSchema, form);
  if (version === null) {
    return data(
      { errors: {}, values: parsed.values, version, formError: "This form is out of date: reload the lead and save again.", conflict: null },
      { status: 400 },
    );
  }
  if (!parsed.ok) {
    return data(
      { errors: parsed.errors, values: parsed.values, version, formError: "Please correct the highlighted fields.", conflict: null },
      { status: 400 },
    );
  }
  let outcome: Awaited<ReturnType<typeof editLead>>;
  let next: Awaited<ReturnType<typeof customerAccountAfterChange>> = null;
  try {
    outcome = await editLead(context.get(dbContext), id, parsed.data, version, admin, context.get(cloudflareContext).env);
    if (outcome.result === "applied") next = await customerAccountAfterChange(context.get(dbContext), context.get(cloudflareContext).env, id, admin);
  } catch (error) {
    log.error("admin_edit_failed", error, { leadId: id });
    return data({ errors: {}, values: parsed.values, version, formError: "Failed to update lead. Please try again.", conflict: null }, { status: 500 });
  }
  if (outcome.result === "not_found") throw data("Lead not found", { status: 404 });
  if (outcome.result === "stale") {
    // Nothing was written. The form keeps what this admin typed and now carries the stored
    // version; the stored values are shown beside it, so saving again is a deliberate choice.
    const current = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, String(outcome.current[field] ?? "")])) as Record<EditField, string>;
    return data({ errors: {}, values: parsed.values, version: outcome.current.version, formError: STALE_SAVE_MESSAGE, conflict: { current } }, { status: 409 });
  }
  // "Saved" on the list, with the next visit when the save moved it; a converted customer's save also
  // answers with their account and visits (or what is still missing).
  const saved = withSavedNotice(leadListUrl(url.searchParams), id, next);
  return redirect(parsed.data.status === "converted" ? withConversionNotice(saved, id) : saved, 303);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Edit Lead", description: "Edit a lead.", path: href("/admin"), noindex: true });

export default function EditLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const values: FormValues = actionData?.values ?? {};
  return (
    <AdminDialog title="Edit Lead" description={`${lead.first_name} ${lead.last_name}`.trim()} wide>
      {actionData?.formError && (
        <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {actionData.formError}
          {actionData.conflict && <EditConflict current={actionData.conflict.current} values={values} />}
        </div>
      )}
      <LeadEditForm
        value={(field) => values[field] ?? String(lead[field] ?? "")}
        version={actionData?.version ?? lead.version}
        errors={actionData?.errors ?? {}}
      />
    </AdminDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadDialogError error={error} title="Edit Lead" />;
}
