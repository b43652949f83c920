import { href } from "react-router";
import { Field } from "~/components/form-field";
import { LockIcon } from "~/components/icons";
import { type OwnService, type OwnServiceForm, visitDayWords } from "~/lib/customer-dashboard";
import { fill, localizePath, useLocale } from "~/lib/i18n";
import type { CustomerAreaCopy } from "~server/content/customer-area";
import { useCustomerPath } from "./customer-path";
import { ConflictNotice, CustomerForm, type DemoAnswer, DemoNotice, SaveButton, SavedNotice, VersionField } from "./form-status";
import { PanelCard, TabPanel } from "./panel";
import { ServiceDetailsFields } from "./service-details-fields";

/** The account tab: the service address and day, the phone and gate instructions, and the password. */
export function AccountPanel({
  service,
  form,
  saved,
  savedService,
  next = null,
  today,
  demoAnswer = null,
  demoPasswordNote = null,
  t,
}: {
  service: OwnService;
  form: OwnServiceForm | null;
  saved: boolean;
  savedService: boolean;
  /** The next planned visit as it is now (after a new day, the one the notice names). */
  next?: string | null;
  today: string;
  demoAnswer?: DemoAnswer | null;
  /** The demo account's words in place of "Change password" (its shared password stays as it is). */
  demoPasswordNote?: string | null;
  t: CustomerAreaCopy;
}) {
  const locale = useLocale();
  const customerPath = useCustomerPath();
  const c = t.account;
  const contact = form?.intent === "contact" ? form : null;
  const errors = contact?.errors ?? {};
  const values = contact?.values ?? {};
  const serviceForm = form?.intent === "service" ? form : null;
  const serviceErrors = serviceForm?.errors ?? {};
  const serviceValues = serviceForm?.values ?? {};
  const serviceConflict = serviceForm?.conflict ?? null;
  const contactConflict = contact?.conflict ?? null;
  return (
    <TabPanel id="account" title={c.title} description={c.description}>
      <PanelCard title={c.serviceCard} description={c.serviceCardHelp}>
        <CustomerForm action={customerPath("?tab=account")} noValidate className="grid gap-4">
          <VersionField version={serviceForm ? serviceForm.version : service.version} />
          <ConflictNotice
            saved={
              serviceConflict && [
                { label: c.address, value: serviceConflict.address ?? "" },
                { label: c.zip, value: serviceConflict.zipCode ?? "" },
                { label: c.day, value: dayName(serviceConflict.preferredDay, t.days) },
              ]
            }
            t={t.conflict}
          />
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
          <SavedNotice
            show={savedService && !serviceForm}
            text={next ? fill(t.savedNext, { date: visitDayWords(next, today, locale, t.services.today) }) : t.saved}
          />
          <DemoNotice answer={demoAnswer} id="service" />
          <div className="flex justify-end">
            <SaveButton intent="service" label={c.saveService} pending={t.saving} />
          </div>
        </CustomerForm>
      </PanelCard>

      <PanelCard title={c.card} description={c.cardHelp}>
        <CustomerForm action={customerPath("?tab=account")} noValidate className="grid gap-4">
          <VersionField version={contact ? contact.version : service.version} />
          <ConflictNotice
            saved={
              contactConflict && [
                { label: c.phone, value: contactConflict.phone ?? "" },
                { label: c.gate, value: contactConflict.gateInstructions ?? "" },
                { label: c.dogs, value: contactConflict.dogs ?? "" },
              ]
            }
            t={t.conflict}
          />
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
          <Field name="dogs" label={c.dogs} hint={c.dogsHint} error={errors.dogs} optionalText={c.optional}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                maxLength={2}
                autoComplete="off"
                defaultValue={values.dogs ?? (service.dogs === null ? "" : String(service.dogs))}
                autoFocus={Boolean(errors.dogs) && !errors.phone && !errors.gateInstructions}
                className="field-input w-24"
              />
            )}
          </Field>
          <SavedNotice show={saved && !contact} text={t.saved} />
          <DemoNotice answer={demoAnswer} id="contact" />
          <div className="flex justify-end">
            <SaveButton intent="contact" label={c.save} pending={t.saving} />
          </div>
        </CustomerForm>
      </PanelCard>

      <PanelCard title={c.password}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
            <p className="text-ink-soft">
              {c.signedInAs} <strong className="font-semibold break-all text-ink">{service.email}</strong>
            </p>
          </div>
          {demoPasswordNote === null && (
            <a href={localizePath(locale, href("/forgot-password"))} className="btn-secondary w-full sm:w-auto">
              {c.changePassword}
            </a>
          )}
        </div>
        <p className="mt-3 text-sm text-ink-muted">{demoPasswordNote ?? c.passwordHelp}</p>
      </PanelCard>
    </TabPanel>
  );
}

/** A stored day code in words ("Friday", "Viernes"), or "" for none. */
function dayName(code: string | undefined, days: CustomerAreaCopy["days"]): string {
  const name = code && code in days ? days[code as keyof typeof days] : "";
  return name.charAt(0).toUpperCase() + name.slice(1);
}
