import { Form } from "react-router";
import { Field } from "~/components/form-field";
import type { FieldErrors } from "~/lib/forms";

/** The team page's "Invite someone": an e-mail with a link to choose a password, in the language chosen. */
export function InviteForm({ errors, values, inviting }: { errors: FieldErrors; values: Record<string, string>; inviting: boolean }) {
  return (
    <section aria-labelledby="invite-heading" className="card p-5">
      <h2 id="invite-heading" className="text-lg font-bold text-ink">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-ink-muted">They get an e-mail with a link to choose a password. The link works for 7 days.</p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="invite" />
        <Field name="email" label="Email" error={errors.email} required>
          {(props) => (
            <input {...props} type="email" autoComplete="off" defaultValue={values.email ?? ""} autoFocus={Boolean(errors.email)} className="field-input" />
          )}
        </Field>
        <Field name="name" label="Name" error={errors.name}>
          {(props) => <input {...props} type="text" autoComplete="off" maxLength={100} defaultValue={values.name ?? ""} className="field-input" />}
        </Field>
        <Field name="role" label="Role" error={errors.role} required>
          {(props) => (
            <select {...props} defaultValue={values.role ?? "admin"} className="field-input">
              <option value="admin">Admin (office staff)</option>
              <option value="crew">Crew (the day's visits only)</option>
              <option value="customer">Customer</option>
            </select>
          )}
        </Field>
        <Field name="locale" label="Language of the e-mail" error={errors.locale} required>
          {(props) => (
            <select {...props} defaultValue={values.locale ?? "en"} className="field-input">
              <option value="en">English</option>
              <option value="es">Español</option>
            </select>
          )}
        </Field>
        <button type="submit" disabled={inviting} className="btn-primary w-full rounded-lg">
          {inviting ? "Sending invitation..." : "Send invitation"}
        </button>
      </Form>
    </section>
  );
}
