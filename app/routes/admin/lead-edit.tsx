import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { AdminDialog, LeadDialogError } from "~/components/admin/admin-dialog";
import { Field } from "~/components/form-field";
import {
  formVersion,
  frequencyLabel,
  LEAD_STATUS_OPTIONS,
  leadEditSchema,
  leadIdParam,
  leadListUrl,
  PROPERTY_TYPE_OPTIONS,
  SERVICE_FREQUENCY_OPTIONS,
  STALE_SAVE_MESSAGE,
  statusLabel,
} from "~/lib/lead-admin";
import { type FormValues, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~server/auth/guards";
import { dbContext } from "~server/context";
import { EDITABLE_FIELDS, editLead, getLead } from "~server/models/lead-admin";
import type { Route } from "./+types/lead-edit";
import { log } from "~server/log";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const lead = await getLead(context.get(dbContext), leadIdParam(params.id));
  if (!lead || lead.deleted_at) throw data("Lead not found", { status: 404 });
  return { lead };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
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
  try {
    outcome = await editLead(context.get(dbContext), id, parsed.data, version, admin);
  } catch (error) {
    log.error("admin_edit_failed", error, { leadId: id });
    return data({ errors: {}, values: parsed.values, version, formError: "Failed to update lead. Please try again.", conflict: null }, { status: 500 });
  }
  if (outcome.result === "not_found") throw data("Lead not found", { status: 404 });
  if (outcome.result === "conflict") {
    // Nothing was written. The form keeps what this admin typed and now carries the stored
    // version; the stored values are shown beside it, so saving again is a deliberate choice.
    const current = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, String(outcome.current[field] ?? "")])) as Record<ConflictField, string>;
    return data({ errors: {}, values: parsed.values, version: outcome.current.version, formError: STALE_SAVE_MESSAGE, conflict: { current } }, { status: 409 });
  }
  return redirect(leadListUrl(url.searchParams), 303);
}

type ConflictField = (typeof EDITABLE_FIELDS)[number];

const FIELD_LABELS: Record<ConflictField, string> = {
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  property_type: "Property type",
  service_frequency: "Service frequency",
  status: "Status",
  special_instructions: "Special instructions",
};

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Edit Lead", description: "Edit a lead.", path: "/admin", noindex: true });

export default function EditLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith(location.pathname) === true;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values: FormValues = actionData?.values ?? {};
  const value = (field: keyof typeof lead) => values[field] ?? String(lead[field] ?? "");
  const version = actionData?.version ?? lead.version;
  const conflict = actionData?.conflict ?? null;
  const differing = conflict ? (Object.keys(FIELD_LABELS) as ConflictField[]).filter((field) => conflict.current[field] !== (values[field] ?? "").trim()) : [];

  return (
    <AdminDialog title="Edit Lead" description={`${lead.first_name} ${lead.last_name}`.trim()} wide>
      {actionData?.formError && (
        <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {actionData.formError}
          {conflict && (
            <div className="mt-2 font-normal">
              {differing.length === 0 ? (
                <p>The saved values now match yours.</p>
              ) : (
                <>
                  <p>Saved now (the form below still holds what you typed):</p>
                  <table className="mt-1 w-full text-left text-sm">
                    <thead>
                      <tr>
                        <th scope="col" className="pr-3 font-semibold">
                          Field
                        </th>
                        <th scope="col" className="pr-3 font-semibold">
                          Saved now
                        </th>
                        <th scope="col" className="font-semibold">
                          Yours
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {differing.map((field) => (
                        <tr key={field} data-conflict-field={field}>
                          <th scope="row" className="pr-3 align-top font-medium">
                            {FIELD_LABELS[field]}
                          </th>
                          <td className="pr-3 align-top break-words whitespace-pre-wrap">{conflict.current[field] || "(empty)"}</td>
                          <td className="align-top break-words whitespace-pre-wrap">{values[field] || "(empty)"}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </div>
          )}
        </div>
      )}
      <Form method="post" noValidate preventScrollReset className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="version" value={version ?? ""} />
        <Field name="first_name" label="First name" required error={errors.first_name}>
          {(p) => <input {...p} defaultValue={value("first_name")} autoComplete="off" autoFocus className="field-input" />}
        </Field>
        <Field name="last_name" label="Last name" error={errors.last_name}>
          {(p) => <input {...p} defaultValue={value("last_name")} autoComplete="off" className="field-input" />}
        </Field>
        <Field name="email" label="Email" required error={errors.email}>
          {(p) => <input {...p} type="email" defaultValue={value("email")} autoComplete="off" className="field-input" />}
        </Field>
        <Field name="phone" label="Phone" required error={errors.phone}>
          {(p) => <input {...p} type="tel" defaultValue={value("phone")} autoComplete="off" className="field-input" />}
        </Field>
        <Field name="address" label="Address" error={errors.address} className="sm:col-span-2">
          {(p) => <input {...p} defaultValue={value("address")} autoComplete="off" className="field-input" />}
        </Field>
        <Field name="property_type" label="Property type" required error={errors.property_type}>
          {(p) => (
            <select {...p} defaultValue={value("property_type")} className="field-input">
              {PROPERTY_TYPE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="service_frequency" label="Service frequency" required error={errors.service_frequency}>
          {(p) => (
            <select {...p} defaultValue={value("service_frequency")} className="field-input">
              {SERVICE_FREQUENCY_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {frequencyLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="status" label="Status" required error={errors.status}>
          {(p) => (
            <select {...p} defaultValue={value("status")} className="field-input">
              {LEAD_STATUS_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {statusLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="special_instructions" label="Special instructions" error={errors.special_instructions} className="sm:col-span-2">
          {(p) => <textarea {...p} rows={4} defaultValue={value("special_instructions")} className="field-input" />}
        </Field>
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link to={leadListUrl(location.search)} preventScrollReset className="btn-secondary rounded-lg">
            Cancel
          </Link>
          <button type="submit" disabled={saving} className="btn-primary rounded-lg">
            {saving ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </Form>
    </AdminDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LeadDialogError error={error} title="Edit Lead" />;
}
