import { Form, href, Link } from "react-router";
import { Field } from "~/components/form-field";
import { LockIcon } from "~/components/icons";
import type { OwnService, OwnServiceForm } from "~/lib/customer-dashboard";
import { localizePath, useLocale } from "~/lib/i18n";
import type { CustomerAreaCopy } from "~server/content/customer-area";
import { useCustomerPath } from "./customer-path";
import { type DemoAnswer, DemoNotice, SaveButton, SavedNotice } from "./form-status";
import { PanelCard, TabPanel } from "./panel";
import { ServiceDetailsFields } from "./service-details-fields";

/** The account tab: the service address and day, the phone and gate instructions, and the password. */
export function AccountPanel({
  service,
  form,
  saved,
  savedService,
  demoAnswer = null,
  demoPasswordNote = null,
  t,
}: {
  service: OwnService;
  form: OwnServiceForm | null;
  saved: boolean;
  savedService: boolean;
  demoAnswer?: DemoAnswer | null;
  /** The demo account's words in place of "Change password" (its shared password stays as it is). */
  demoPasswordNote?: string | null;
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
          <DemoNotice answer={demoAnswer} id="service" />
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
          <DemoNotice answer={demoAnswer} id="contact" />
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
          {demoPasswordNote === null && (
            <Link to={localizePath(locale, href("/forgot-password"))} className="btn-secondary w-full sm:w-auto">
              {c.changePassword}
            </Link>
          )}
        </div>
        <p className="mt-3 text-sm text-ink-muted">{demoPasswordNote ?? c.passwordHelp}</p>
      </PanelCard>
    </TabPanel>
  );
}
