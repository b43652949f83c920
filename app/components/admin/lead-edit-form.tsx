import { CrewOptions } from "~/components/admin/crew-options";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { EditField } from "~/components/admin/edit-conflict";
import { Field } from "~/components/form-field";
import { EDIT_FIELD_LABELS } from "~/lib/lead-edit-schema";
import { leadListUrl } from "~/lib/lead-admin-url";
import { statusLabel } from "~/lib/lead-status";
import { NO_DAY_PREFERENCE, PREFERRED_DAY_LIST, frequencyLabel, LEAD_STATUSES, PROPERTY_TYPES, SERVICE_FREQUENCIES } from "~/lib/lead-options";

/**
 * The Edit Lead form: a plain POST to the dialog's route, validated on the server. `value` gives
 * each field's text (what was typed after a failed save, else the stored value); `version` is
 * the lead version the save is based on (optimistic concurrency).
 */
export function LeadEditForm({
  value,
  version,
  errors,
  crew,
}: {
  value: (field: EditField) => string;
  version: number | null;
  errors: Partial<Record<string, string>>;
  /** The Crew field: the active crew members, the chosen one's id ("" for Unassigned) and the one stored when the page was loaded. */
  crew: { members: { id: number; name: string; email: string }[]; value: string; shown: string };
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith(location.pathname) === true;
  const label = EDIT_FIELD_LABELS;
  return (
    <Form method="post" noValidate preventScrollReset className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="version" value={version ?? ""} />
      <Field name="first_name" label={label.first_name} required error={errors.first_name}>
        {(p) => <input {...p} defaultValue={value("first_name")} autoComplete="off" autoFocus className="field-input" />}
      </Field>
      <Field name="last_name" label={label.last_name} error={errors.last_name}>
        {(p) => <input {...p} defaultValue={value("last_name")} autoComplete="off" className="field-input" />}
      </Field>
      <Field name="email" label={label.email} required error={errors.email}>
        {(p) => <input {...p} type="email" defaultValue={value("email")} autoComplete="off" className="field-input" />}
      </Field>
      <Field name="phone" label={label.phone} required error={errors.phone}>
        {(p) => <input {...p} type="tel" defaultValue={value("phone")} autoComplete="off" className="field-input" />}
      </Field>
      <Field name="address" label={label.address} hint="House number and street; visits are planned once it is set." error={errors.address}>
        {(p) => <input {...p} defaultValue={value("address")} autoComplete="off" className="field-input" />}
      </Field>
      <Field name="zip_code" label={label.zip_code} error={errors.zip_code}>
        {(p) => <input {...p} defaultValue={value("zip_code")} inputMode="numeric" maxLength={5} autoComplete="off" className="field-input" />}
      </Field>
      <Field name="preferred_day" label={label.preferred_day} error={errors.preferred_day}>
        {(p) => (
          <select {...p} defaultValue={value("preferred_day")} className="field-input">
            <option value="">{NO_DAY_PREFERENCE}</option>
            {PREFERRED_DAY_LIST.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <input type="hidden" name="crewShown" value={crew.shown} />
      <Field name="crew" label="Crew" hint="Whose route the visits are on; the week board (/admin/schedule) shows them." error={errors.crew}>
        {(p) => (
          <select {...p} defaultValue={crew.value} key={crew.shown} className="field-input">
            <option value="">Unassigned</option>
            <CrewOptions members={crew.members} />
          </select>
        )}
      </Field>
      <Field name="gate_instructions" label={label.gate_instructions} error={errors.gate_instructions}>
        {(p) => <textarea {...p} rows={2} defaultValue={value("gate_instructions")} className="field-input" />}
      </Field>
      <Field name="dogs" label={label.dogs} hint="How many live there; the crew sees it on the stop. Empty if nobody said." error={errors.dogs}>
        {(p) => <input {...p} defaultValue={value("dogs")} inputMode="numeric" maxLength={2} autoComplete="off" className="field-input" />}
      </Field>
      <Field name="property_type" label={label.property_type} required error={errors.property_type}>
        {(p) => (
          <select {...p} defaultValue={value("property_type")} className="field-input">
            {PROPERTY_TYPES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="service_frequency" label={label.service_frequency} required error={errors.service_frequency}>
        {(p) => (
          <select {...p} defaultValue={value("service_frequency")} className="field-input">
            {SERVICE_FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {frequencyLabel(option)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="status" label={label.status} required error={errors.status}>
        {(p) => (
          <select {...p} defaultValue={value("status")} className="field-input">
            {LEAD_STATUSES.map((option) => (
              <option key={option} value={option}>
                {statusLabel(option)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="special_instructions"
        label={label.special_instructions}
        hint="What the customer wrote in the quote; they read it back in their services tab."
        error={errors.special_instructions}
        className="sm:col-span-2"
      >
        {(p) => <textarea {...p} rows={3} defaultValue={value("special_instructions")} className="field-input" />}
      </Field>
      <Field
        name="office_notes"
        label={label.office_notes}
        hint="For the office and the crew's stop only; the customer never sees it."
        error={errors.office_notes}
        className="sm:col-span-2"
      >
        {(p) => <textarea {...p} rows={3} defaultValue={value("office_notes")} className="field-input" />}
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
  );
}
