import { data, href, redirect } from "react-router";
import { AdminDialog, LeadDialogError } from "~/components/admin/admin-dialog";
import { EditConflict, type EditField } from "~/components/admin/edit-conflict";
import { LeadEditForm } from "~/components/admin/lead-edit-form";
import { type FormValues, parseForm, formVersion } from "~/lib/forms";
import { leadEditSchema, STALE_SAVE_MESSAGE } from "~/lib/lead-edit-schema";
import { leadIdParam, leadListUrl, withConversionNotice, withSavedNotice } from "~/lib/lead-admin-url";
import { pageMeta } from "~/lib/meta";
import { cloudflareContext, dbContext, staffContext } from "~server/context";
import { log } from "~server/log";
import { EDITABLE_FIELDS, getLead } from "~server/models/lead-admin";
import { editLead } from "~server/leads/change";
import { assignCrew } from "~server/leads/crew-assignments";
import { activeCrew, crewOfLead } from "~server/models/crew-routes";
import { CREW_CHOICE_MESSAGE, CREW_STALE_MESSAGE, crewFieldSchema } from "~/lib/crew-forms";
import type { Route } from "./+types/lead-edit";

export async function loader({ context, params }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const lead = await getLead(db, leadIdParam(params.id));
  if (!lead || lead.deleted_at) throw data("Lead not found", { status: 404 });
  const [members, crew] = await Promise.all([activeCrew(db), crewOfLead(db, lead.id)]);
  return { lead, crew: { members, value: crew ? String(crew.id) : "" } };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const admin = context.get(staffContext);
  const id = leadIdParam(params.id);
  const form = await request.formData();
  const version = formVersion(form);
  const parsed = parseForm(leadEditSchema, form);
  // The Crew field is saved beside the lead (crew_assignments, written by the owner: server/leads/crew-assignments.ts).
  const crew = parseForm(crewFieldSchema, form);
  if (version === null) {
    return data(
      { errors: {}, values: parsed.values, version, formError: "This form is out of date: reload the lead and save again.", conflict: null },
      { status: 400 },
    );
  }
  const db = context.get(dbContext);
  // The Crew field changes only when the office changed it on this page, from a route still as shown.
  const crewChange = crew.ok && crew.data.crew !== undefined && crew.data.crewShown !== undefined && crew.data.crew !== crew.data.crewShown;
  const crewStale = async () => {
    const now = (await crewOfLead(db, id))?.id ?? null;
    return data(
      {
        errors: {},
        values: { ...parsed.values, crew: now === null ? "" : String(now) },
        version,
        formError: CREW_STALE_MESSAGE,
        conflict: null,
        crewShown: now === null ? "" : String(now),
      },
      { status: 409 },
    );
  };
  if (crewChange && crew.ok && ((await crewOfLead(db, id))?.id ?? null) !== crew.data.crewShown) return crewStale();
  if (!parsed.ok || !crew.ok) {
    return data(
      {
        errors: { ...(parsed.ok ? {} : parsed.errors), ...(crew.ok ? {} : crew.errors) },
        values: parsed.values,
        version,
        formError: "Please correct the highlighted fields.",
        conflict: null,
      },
      { status: 400 },
    );
  }
  let outcome: Awaited<ReturnType<typeof editLead>>;
  let next: { before: string; after: string } | null = null;
  try {
    // The owner gives a converted customer their account and re-plans the visits when the save moves them.
    outcome = await editLead(db, id, parsed.data, version, admin, context.get(cloudflareContext).env);
    if (outcome.result === "applied" && outcome.visits && outcome.visits.before !== outcome.visits.after) next = outcome.visits;
    // The Crew field follows the lead's own save (applied or unchanged); a stale save writes neither.
    if ((outcome.result === "applied" || outcome.result === "unchanged") && crewChange && crew.data.crew !== undefined) {
      const assigned = await assignCrew(db, id, crew.data.crew, admin, crew.data.crewShown);
      if (assigned.result === "stale") return crewStale();
      if (assigned.result === "not_crew") {
        return data(
          {
            errors: { crew: CREW_CHOICE_MESSAGE },
            values: parsed.values,
            version: outcome.lead.version,
            formError: "Please correct the highlighted fields.",
            conflict: null,
          },
          { status: 400 },
        );
      }
    }
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
        crew={{
          members: loaderData.crew.members,
          value: values.crew ?? loaderData.crew.value,
          shown: actionData && "crewShown" in actionData && typeof actionData.crewShown === "string" ? actionData.crewShown : loaderData.crew.value,
        }}
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
