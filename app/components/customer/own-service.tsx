import { Form, href, Link, useNavigation } from "react-router";
import { Field } from "~/components/form-field";
import { CalendarIcon, HomeIcon, LockIcon, MapPinIcon } from "~/components/icons";
import { initials } from "~/content/customer-sample";
import { formatIsoDate } from "~/lib/dates";
import type { FieldErrors, FormValues } from "~/lib/forms";
import { fill, localizePath, useLocale } from "~/lib/i18n";
import type { CustomerAreaCopy } from "~server/content/customer-area";
import type { PreferredDay } from "~/lib/lead-options";
import type { MissingForVisits } from "~/lib/service-address";
import { PanelCard, TabPanel } from "./panel";
import { ServiceDetailsFields } from "./service-details-fields";

/** A customer's own service as the customer area shows it (read from their converted lead), in the page's language. */
export interface OwnService {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The stored street line, ZIP and day code, for the address form. */
  street: string;
  zip: string;
  day: PreferredDay | null;
  /** What the service still lacks before visits are planned (~/lib/service-address). */
  missing: MissingForVisits[];
  serviceType: string;
  frequency: string;
  preferredDay: string | null;
  memberSince: string;
  notes: string;
  gateInstructions: string;
  notifications: { visitSummary: boolean; reminders: boolean; promotions: boolean };
  /** Text messages: on when the customer's consent is current; the wording they agree to by turning them on. */
  texts: { on: boolean; wording: string };
}

export interface OwnServiceForm {
  intent: "contact" | "service" | "notifications";
  errors: FieldErrors;
  values: FormValues;
}

/** The customer area's own URL in the page's language, with a query. */
export function useCustomerPath() {
  const locale = useLocale();
  return (query: string) => `${localizePath(locale, href("/customer"))}${query}`;
}

/** The sidebar summary: who, where, which plan and since when; nothing the business does not know. */
export function OwnProfileCard({ service, t }: { service: OwnService; t: CustomerAreaCopy }) {
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
          <p className="text-sm font-medium text-brand-dark">{planText(service, t)}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 border-t border-line pt-4 text-sm">
        <div className="flex gap-2.5">
          <dt className="shrink-0">
            <MapPinIcon className="h-4.5 w-4.5 text-ink-muted" />
            <span className="sr-only">{t.profile.address}</span>
          </dt>
          <dd className="text-ink-soft">{service.address || t.profile.noAddress}</dd>
        </div>
        <div className="flex gap-2.5">
          <dt className="shrink-0">
            <HomeIcon className="h-4.5 w-4.5 text-ink-muted" />
            <span className="sr-only">{t.profile.type}</span>
          </dt>
          <dd className="text-ink-soft">{service.serviceType}</dd>
        </div>
        <div className="flex gap-2.5 pl-7 text-ink-muted">
          <dt>{t.profile.memberSince}</dt>
          <dd className="font-medium text-ink-soft">{service.memberSince}</dd>
        </div>
      </dl>
    </section>
  );
}

const planText = (s: OwnService, t: CustomerAreaCopy) =>
  s.preferredDay ? fill(t.profile.planDay, { frequency: s.frequency, day: s.preferredDay }) : fill(t.profile.plan, { frequency: s.frequency });

/** The customer's closed visits (one page, newest first) and their next planned one. */
export interface OwnVisits {
  items: {
    id: number;
    date: string;
    status: "scheduled" | "done" | "skipped";
    reason: "gate_locked" | "dog_loose" | "weather" | "other" | null;
    note: string;
    hasPhoto: boolean;
  }[];
  next: string | null;
  page: number;
  pageCount: number;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function OwnServicesPanel({ service, visits, t }: { service: OwnService; visits: OwnVisits | null; t: CustomerAreaCopy }) {
  const locale = useLocale();
  const customerPath = useCustomerPath();
  const date = (iso: string) => formatIsoDate(iso, locale);
  const c = t.services;
  return (
    <TabPanel id="services" title={c.title} description={c.description}>
      {service.missing.length > 0 && <MissingNotice missing={service.missing} t={t} />}
      <PanelCard title={c.plan}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-ink-muted">{c.frequency}</dt>
            <dd className="font-semibold text-ink">{capitalize(service.frequency)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{c.day}</dt>
            <dd className="font-semibold text-ink">{service.preferredDay ? capitalize(service.preferredDay) : c.noDay}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t.profile.type}</dt>
            <dd className="font-semibold text-ink">{service.serviceType}</dd>
          </div>
        </dl>
        <div className="mt-5 grid gap-4 border-t border-line pt-5 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold text-ink">{c.gate}</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{service.gateInstructions || c.none}</p>
            <Link to={customerPath("?tab=account")} className="link mt-1 inline-flex min-h-11 items-center text-sm font-semibold">
              {c.editInstructions}
            </Link>
          </div>
          <div>
            <h4 className="text-sm font-semibold text-ink">{c.notes}</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{service.notes || c.none}</p>
          </div>
        </div>
      </PanelCard>

      <PanelCard title={c.visits} description={visits?.next ? fill(c.next, { date: date(visits.next) }) : undefined}>
        {!visits || visits.items.length === 0 ? (
          <div className="flex items-start gap-3">
            <CalendarIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
            <div>
              <p className="font-semibold text-ink">{c.noVisits}</p>
              <p className="mt-1 text-sm text-ink-muted">{visits?.next ? fill(c.firstPlanned, { date: date(visits.next) }) : c.noVisitsHelp}</p>
            </div>
          </div>
        ) : (
          <>
            <ol className="-my-3 divide-y divide-line">
              {visits.items.map((v) => (
                <li key={v.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{date(v.date)}</p>
                    <p
                      className={`mt-0.5 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${v.status === "done" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}
                    >
                      {v.status === "done" ? c.done : fill(c.skipped, { reason: c.reasons[v.reason ?? "other"] })}
                    </p>
                    {v.note && <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{v.note}</p>}
                  </div>
                  {v.hasPhoto && (
                    <a href={href("/visits/:id/photo", { id: String(v.id) })} className="shrink-0">
                      <img
                        src={href("/visits/:id/photo", { id: String(v.id) })}
                        alt={fill(c.photoAlt, { date: date(v.date) })}
                        width={160}
                        height={120}
                        loading="lazy"
                        className="h-[120px] w-[160px] rounded-lg border border-line object-cover"
                      />
                    </a>
                  )}
                </li>
              ))}
            </ol>
            {visits.pageCount > 1 && (
              <nav aria-label={c.pages} className="mt-4 flex items-center justify-between border-t border-line pt-4 text-sm">
                {visits.page > 1 ? (
                  <Link to={customerPath(`?tab=services&page=${visits.page - 1}`)} className="link min-h-11 content-center">
                    {c.newer}
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-ink-muted">{fill(c.page, { page: visits.page, count: visits.pageCount })}</span>
                {visits.page < visits.pageCount ? (
                  <Link to={customerPath(`?tab=services&page=${visits.page + 1}`)} className="link min-h-11 content-center">
                    {c.older}
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
        )}
      </PanelCard>
    </TabPanel>
  );
}

/** Exactly what stands between the customer and their first visit, and where they give it. */
function MissingNotice({ missing, t }: { missing: MissingForVisits[]; t: CustomerAreaCopy }) {
  const customerPath = useCustomerPath();
  const c = t.services;
  return (
    <section aria-labelledby="missing-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h3 id="missing-heading" className="font-bold">
        {c.missingTitle}
      </h3>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {missing.map((m) => (
          <li key={m}>{c.missing[m]}</li>
        ))}
      </ul>
      <Link to={customerPath("?tab=account")} className="btn-primary mt-3 w-full sm:w-auto">
        {c.missingAction}
      </Link>
    </section>
  );
}

function SaveButton({ intent, label, pending }: { intent: OwnServiceForm["intent"]; label: string; pending: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className="btn-primary w-full sm:w-auto">
      {busy ? pending : label}
    </button>
  );
}

function SavedNotice({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      {text}
    </p>
  );
}

export function OwnNotificationsPanel({ service, saved, t }: { service: OwnService; saved: boolean; t: CustomerAreaCopy }) {
  const customerPath = useCustomerPath();
  const c = t.notifications;
  const items = [
    { name: "visitSummary", label: c.visitSummary, description: c.visitSummaryHelp, checked: service.notifications.visitSummary },
    { name: "reminders", label: c.reminders, description: c.remindersHelp, checked: service.notifications.reminders },
    { name: "promotions", label: c.promotions, description: c.promotionsHelp, checked: service.notifications.promotions },
  ];
  return (
    <TabPanel id="notifications" title={c.title} description={c.description}>
      <Form method="post" action={customerPath("?tab=notifications")} className="grid gap-6">
        <PanelCard title={c.card} description={fill(c.allTo, { email: service.email })}>
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
        <PanelCard title={c.textsCard} description={fill(c.textsTo, { phone: service.phone })}>
          <div className="flex items-center justify-between gap-4">
            <div className="min-w-0">
              <label htmlFor="pref-texts" className="block cursor-pointer font-semibold text-ink">
                {c.texts}
              </label>
              <p id="pref-texts-description" className="text-sm text-ink-muted">
                {c.textsHelp}
              </p>
            </div>
            <input
              id="pref-texts"
              name="texts"
              type="checkbox"
              defaultChecked={service.texts.on}
              aria-describedby="pref-texts-description pref-texts-terms"
              className="size-6 shrink-0 cursor-pointer accent-brand"
            />
          </div>
          <p id="pref-texts-terms" className="mt-3 text-sm text-ink-muted">
            {c.textsAgree} <q>{service.texts.wording}</q> {c.textsStop}
          </p>
        </PanelCard>
        <SavedNotice show={saved} text={t.saved} />
        <div className="flex justify-end">
          <SaveButton intent="notifications" label={c.save} pending={t.saving} />
        </div>
      </Form>
    </TabPanel>
  );
}

export function OwnAccountPanel({
  service,
  form,
  saved,
  savedService,
  t,
}: {
  service: OwnService;
  form: OwnServiceForm | null;
  saved: boolean;
  savedService: boolean;
  t: CustomerAreaCopy;
}) {
  const locale = useLocale();
  const customerPath = useCustomerPath();
  const c = t.account;
  const errors = form?.intent === "contact" ? form.errors : {};
  const values = form?.intent === "contact" ? form.values : {};
  const serviceErrors = form?.intent === "service" ? form.errors : {};
  const serviceValues = form?.intent === "service" ? form.values : {};
  return (
    <TabPanel id="account" title={c.title} description={c.description}>
      <PanelCard title={c.serviceCard} description={c.serviceCardHelp}>
        <Form method="post" action={customerPath("?tab=account")} noValidate className="grid gap-4">
          <ServiceDetailsFields
            values={{
              address: serviceValues.address ?? service.street,
              zipCode: serviceValues.zipCode ?? service.zip,
              preferredDay: serviceValues.preferredDay ?? service.day ?? "",
            }}
            errors={serviceErrors}
            t={c}
            days={t.days}
          />
          <SavedNotice show={savedService} text={t.saved} />
          <div className="flex justify-end">
            <SaveButton intent="service" label={c.saveService} pending={t.saving} />
          </div>
        </Form>
      </PanelCard>

      <PanelCard title={c.card} description={c.cardHelp}>
        <Form method="post" action={customerPath("?tab=account")} noValidate className="grid gap-4">
          <Field name="phone" label={c.phone} error={errors.phone} required>
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
          <Field name="gateInstructions" label={c.gate} hint={c.gateHint} error={errors.gateInstructions} optionalText={c.optional}>
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
          <SavedNotice show={saved} text={t.saved} />
          <div className="flex justify-end">
            <SaveButton intent="contact" label={c.save} pending={t.saving} />
          </div>
        </Form>
      </PanelCard>

      <PanelCard title={c.password}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
            <p className="text-ink-soft">
              {c.signedInAs} <strong className="font-semibold break-all text-ink">{service.email}</strong>
            </p>
          </div>
          <Link to={localizePath(locale, href("/forgot-password"))} className="btn-secondary w-full sm:w-auto">
            {c.changePassword}
          </Link>
        </div>
        <p className="mt-3 text-sm text-ink-muted">{c.passwordHelp}</p>
      </PanelCard>
    </TabPanel>
  );
}
