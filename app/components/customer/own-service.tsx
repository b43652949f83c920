import { Form, href, Link, useNavigation } from "react-router";
import { Field } from "~/components/form-field";
import { CalendarIcon, CardIcon, ExternalLinkIcon, HomeIcon, LockIcon, MapPinIcon } from "~/components/icons";
import { initials } from "~/content/customer-sample";
import type { FieldErrors, FormValues } from "~/lib/forms";
import { PanelCard, TabPanel } from "./panel";

/** A customer's own service as the customer area shows it (read from their converted lead). */
export interface OwnService {
  name: string;
  email: string;
  phone: string;
  address: string;
  serviceType: string;
  frequency: string;
  preferredDay: string | null;
  memberSince: string;
  notes: string;
  gateInstructions: string;
  notifications: { visitSummary: boolean; reminders: boolean; promotions: boolean };
}

export interface OwnServiceForm {
  intent: "contact" | "notifications";
  errors: FieldErrors;
  values: FormValues;
}

/** The sidebar summary: who, where, which plan and since when; nothing the business does not know. */
export function OwnProfileCard({ service }: { service: OwnService }) {
  return (
    <section aria-labelledby="profile-name" className="card p-5">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-ink text-lg font-bold tracking-wide text-white">
          {initials(service.name)}
        </span>
        <div className="min-w-0">
          <h2 id="profile-name" className="truncate text-lg font-bold text-ink">
            {service.name}
          </h2>
          <p className="text-sm font-medium text-brand-dark">{planText(service)}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 border-t border-line pt-4 text-sm">
        <div className="flex gap-2.5">
          <dt className="shrink-0">
            <MapPinIcon className="h-4.5 w-4.5 text-ink-muted" />
            <span className="sr-only">Service address</span>
          </dt>
          <dd className="text-ink-soft">{service.address || "Address not on file yet"}</dd>
        </div>
        <div className="flex gap-2.5">
          <dt className="shrink-0">
            <HomeIcon className="h-4.5 w-4.5 text-ink-muted" />
            <span className="sr-only">Service type</span>
          </dt>
          <dd className="text-ink-soft">{service.serviceType}</dd>
        </div>
        <div className="flex gap-2.5 pl-7 text-ink-muted">
          <dt>Member since</dt>
          <dd className="font-medium text-ink-soft">{service.memberSince}</dd>
        </div>
      </dl>
    </section>
  );
}

const planText = (s: OwnService) => `${s.frequency} service${s.preferredDay ? ` · ${s.preferredDay}s` : ""}`;

export function OwnServicesPanel({ service }: { service: OwnService }) {
  return (
    <TabPanel id="services" title="Services" description="Your plan, your instructions for the crew, and your visits.">
      <PanelCard title="Your plan">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-ink-muted">How often</dt>
            <dd className="font-semibold text-ink">{service.frequency}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">Preferred day</dt>
            <dd className="font-semibold text-ink">{service.preferredDay ?? "No preference yet: we'll agree it with you"}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">Service</dt>
            <dd className="font-semibold text-ink">{service.serviceType}</dd>
          </div>
        </dl>
        <div className="mt-5 grid gap-4 border-t border-line pt-5 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold text-ink">Gate and yard instructions</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{service.gateInstructions || "None yet."}</p>
            <Link to={`${href("/customer")}?tab=account`} className="link mt-1 inline-flex min-h-11 items-center text-sm font-semibold">
              Update instructions
            </Link>
          </div>
          <div>
            <h4 className="text-sm font-semibold text-ink">Notes from your quote request</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{service.notes || "None."}</p>
          </div>
        </div>
      </PanelCard>

      <PanelCard title="Visits">
        <div className="flex items-start gap-3">
          <CalendarIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
          <div>
            <p className="font-semibold text-ink">No visits recorded yet.</p>
            <p className="mt-1 text-sm text-ink-muted">
              Once your first visit is scheduled it shows here, and after each visit you'll find what the crew did. Questions about your schedule? Call or
              e-mail us.
            </p>
          </div>
        </div>
      </PanelCard>
    </TabPanel>
  );
}

export function OwnBillingPanel({ billingPortalUrl }: { billingPortalUrl: string }) {
  return (
    <TabPanel id="billing" title="Billing & Invoices" description="Payments are handled by our card payment provider's secure billing portal.">
      <PanelCard title="Invoices and payment method">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <CardIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
            <p className="text-ink-soft">
              Your invoices, receipts and card are kept in the billing portal, not on this site. No invoices are shown here, so nothing you see can differ from
              what you were charged.
            </p>
          </div>
          <a href={billingPortalUrl} target="_blank" rel="noopener noreferrer" className="btn-primary w-full shrink-0 sm:w-auto">
            Manage billing
            <ExternalLinkIcon className="h-4 w-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </PanelCard>
    </TabPanel>
  );
}

function SaveButton({ intent, label }: { intent: OwnServiceForm["intent"]; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className="btn-primary w-full sm:w-auto">
      {busy ? "Saving..." : label}
    </button>
  );
}

function SavedNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      Saved. Our team sees the change right away.
    </p>
  );
}

export function OwnNotificationsPanel({ service, saved }: { service: OwnService; saved: boolean }) {
  const items = [
    {
      name: "visitSummary",
      label: "Visit summaries",
      description: "An e-mail after each visit: what the crew did, any note, and your next visit.",
      checked: service.notifications.visitSummary,
    },
    {
      name: "reminders",
      label: "Service reminders",
      description: "A reminder before a visit when your schedule changes.",
      checked: service.notifications.reminders,
    },
    {
      name: "promotions",
      label: "News and offers",
      description: "Occasional e-mails about seasonal services. Never shared.",
      checked: service.notifications.promotions,
    },
  ];
  return (
    <TabPanel id="notifications" title="Notifications" description="Choose which e-mails we send you.">
      <Form method="post" action={`${href("/customer")}?tab=notifications`} className="grid gap-6">
        <PanelCard title="E-mails we send you" description={`All go to ${service.email}.`}>
          <ul className="-my-3 divide-y divide-line">
            {items.map((item) => (
              <li key={item.name} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <label htmlFor={`pref-${item.name}`} className="block cursor-pointer font-semibold text-ink">
                    {item.label}
                  </label>
                  <p id={`pref-${item.name}-description`} className="text-sm text-ink-muted">
                    {item.description}
                  </p>
                </div>
                <input
                  id={`pref-${item.name}`}
                  name={item.name}
                  type="checkbox"
                  defaultChecked={item.checked}
                  aria-describedby={`pref-${item.name}-description`}
                  className="size-6 shrink-0 cursor-pointer accent-brand"
                />
              </li>
            ))}
          </ul>
        </PanelCard>
        <SavedNotice show={saved} />
        <div className="flex justify-end">
          <SaveButton intent="notifications" label="Save preferences" />
        </div>
      </Form>
    </TabPanel>
  );
}

export function OwnAccountPanel({ service, form, saved }: { service: OwnService; form: OwnServiceForm | null; saved: boolean }) {
  const errors = form?.intent === "contact" ? form.errors : {};
  const values = form?.intent === "contact" ? form.values : {};
  return (
    <TabPanel id="account" title="Account Settings" description="How we reach you and how the crew gets into your yard.">
      <PanelCard title="Contact and access" description="Your name, e-mail and address are changed by our office: call or e-mail us.">
        <Form method="post" action={`${href("/customer")}?tab=account`} noValidate className="grid gap-4">
          <Field name="phone" label="Phone" error={errors.phone} required>
            {(props) => (
              <input
                {...props}
                type="tel"
                autoComplete="tel"
                defaultValue={values.phone ?? service.phone}
                autoFocus={Boolean(errors.phone)}
                className="field-input sm:max-w-xs"
              />
            )}
          </Field>
          <Field
            name="gateInstructions"
            label="Gate and yard instructions"
            hint="Gate code, which side to use, where the dogs are during the visit."
            error={errors.gateInstructions}
          >
            {(props) => (
              <textarea
                {...props}
                rows={4}
                maxLength={1000}
                defaultValue={values.gateInstructions ?? service.gateInstructions}
                autoFocus={Boolean(errors.gateInstructions)}
                className="field-input"
              />
            )}
          </Field>
          <SavedNotice show={saved} />
          <div className="flex justify-end">
            <SaveButton intent="contact" label="Save changes" />
          </div>
        </Form>
      </PanelCard>

      <PanelCard title="Password and sign-in">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
            <p className="text-ink-soft">
              Signed in as <strong className="font-semibold break-all text-ink">{service.email}</strong>
            </p>
          </div>
          <Link to={href("/forgot-password")} className="btn-secondary w-full sm:w-auto">
            Change password
          </Link>
        </div>
        <p className="mt-3 text-sm text-ink-muted">We e-mail you a link to choose a new password; it signs you out everywhere else.</p>
      </PanelCard>
    </TabPanel>
  );
}
