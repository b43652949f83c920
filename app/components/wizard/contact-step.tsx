import { ErrorSummary, Field } from "~/components/form-field";
import { ArrowRightIcon, ChevronLeftIcon, MapPinIcon } from "~/components/icons";
import { isMiamiDadeZip, miamiDadeZips } from "~/content/miami-dade-zips";
import { contactFields, EMAIL_PATTERN, LIMITS } from "~/lib/lead-schema";
import type { LeadMessages, WizardCopy } from "./copy";
import { FormNotice } from "./notice";
import { TurnstileWidget } from "~/components/turnstile-widget";
import type { FormView } from "~/lib/wizard-view";
import { StepButton, stepErrors, WizardForm } from "./wizard-form";

/**
 * Step 2: contact information. Residential also asks how often and which day, then Next stores
 * the lead; commercial Next goes to step 3.
 */
export function ContactStep({ view, t, messages }: { view: FormView; t: WizardCopy; messages: LeadMessages }) {
  const serviceType = view.serviceType ?? "residential";
  const fields = contactFields(serviceType);
  const optional = t.form.optional;
  const { errors, autoFocus: af } = stepErrors(view, fields);
  const v = view.values;
  const isFinal = serviceType === "residential";

  return (
    <div>
      <StepHeading eyebrow={t.service[serviceType].title} title={t.contact.title}>
        {isFinal ? t.contact.introResidential : t.contact.introCommercial}
      </StepHeading>
      {view.notice && <FormNotice notice={view.notice} />}
      <ErrorSummary errors={errors} labels={t.fields} text={{ one: t.form.fixOne, many: t.form.fixMany }} />
      <WizardForm view={view} visible={fields} t={t}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="fullName" label={t.fields.fullName} error={errors.fullName} required optionalText={optional} className="sm:col-span-2">
            {(p) => (
              <input
                {...p}
                autoFocus={af("fullName")}
                type="text"
                autoComplete="name"
                maxLength={LIMITS.fullName}
                data-required={messages.fullNameRequired}
                defaultValue={v.fullName}
                className="field-input"
              />
            )}
          </Field>
          <Field name="email" label={t.fields.email} error={errors.email} required optionalText={optional}>
            {(p) => (
              <input
                {...p}
                autoFocus={af("email")}
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={LIMITS.email}
                data-required={messages.emailRequired}
                data-invalid={messages.emailInvalid}
                data-pattern={EMAIL_PATTERN}
                defaultValue={v.email}
                className="field-input"
              />
            )}
          </Field>
          <Field name="phone" label={t.fields.phone} error={errors.phone} required optionalText={optional}>
            {(p) => (
              <input
                {...p}
                autoFocus={af("phone")}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={LIMITS.phone}
                data-required={messages.phoneRequired}
                data-invalid={messages.phoneInvalid}
                data-format="us-phone"
                defaultValue={v.phone}
                className="field-input"
              />
            )}
          </Field>
          <SmsConsentField t={t} checked={Boolean(v.smsConsent)} error={errors.smsConsent} autoFocus={af("smsConsent")} />
          <ZipField
            t={t}
            messages={messages}
            autoFocus={af("zipCode")}
            error={errors.zipCode}
            required={serviceType === "commercial"}
            defaultValue={v.zipCode}
          />
          <Field name="referralSource" label={t.fields.referralSource} error={errors.referralSource} optionalText={optional}>
            {(p) => (
              <select {...p} autoFocus={af("referralSource")} defaultValue={v.referralSource ?? ""} className="field-input">
                <option value="">{t.contact.selectOption}</option>
                {t.options.referralSource.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {isFinal && <ScheduleFields t={t} frequency={v.serviceFrequency} day={v.preferredDay} errors={errors} autoFocus={af} />}
        {isFinal && view.turnstileSiteKey && <TurnstileWidget siteKey={view.turnstileSiteKey} noScriptText={t.form.turnstileNoScript} />}
        <StepActions>
          <StepButton intent="back" label={t.buttons.back} variant="secondary" formNoValidate>
            <ChevronLeftIcon className="order-first h-5 w-5" />
          </StepButton>
          <StepButton intent={isFinal ? "submit" : "next"} label={t.buttons.next} pendingLabel={t.buttons.processing}>
            <ArrowRightIcon className="h-5 w-5" />
          </StepButton>
        </StepActions>
        {isFinal && <p className="mt-4 text-center text-sm text-ink-muted sm:text-right">{t.contact.noPayment}</p>}
      </WizardForm>
    </div>
  );
}

/** Residential: how often (weekly preselected, or the plan chosen on /pricing) and a preferred day. */
function ScheduleFields({
  t,
  frequency,
  day,
  errors,
  autoFocus,
}: {
  t: WizardCopy;
  frequency?: string;
  day?: string;
  errors: Record<string, string>;
  autoFocus: (name: string) => true | undefined;
}) {
  const checked = frequency ?? "weekly";
  return (
    <div className="mt-5 grid gap-5">
      <fieldset aria-describedby={errors.serviceFrequency ? "serviceFrequency-error" : undefined}>
        <legend className="field-label">
          {t.contact.frequencyLegend}
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {t.options.serviceFrequency.map((o, i) => (
            <label
              key={o.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink/20 bg-white px-4 py-3 text-ink has-checked:border-brand has-checked:bg-brand-tint has-checked:ring-2 has-checked:ring-brand/30"
            >
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid on a native radio is exposed by browsers and allowed by axe; the rule reads ARIA's radio role, which does not list it. */}
              <input
                // The error summary links to the group's first choice.
                id={i === 0 ? "serviceFrequency" : undefined}
                type="radio"
                name="serviceFrequency"
                value={o.value}
                required
                defaultChecked={checked === o.value}
                autoFocus={checked === o.value ? autoFocus("serviceFrequency") : undefined}
                aria-invalid={errors.serviceFrequency ? true : undefined}
                className="h-4 w-4 accent-brand"
              />
              {o.label}
            </label>
          ))}
        </div>
        {errors.serviceFrequency && (
          <p id="serviceFrequency-error" className="field-error">
            {errors.serviceFrequency}
          </p>
        )}
      </fieldset>
      <Field name="preferredDay" label={t.fields.preferredDay} error={errors.preferredDay} hint={t.contact.dayHint} optionalText={t.form.optional}>
        {(p) => (
          <select {...p} autoFocus={autoFocus("preferredDay")} defaultValue={day ?? ""} className="field-input sm:max-w-xs">
            <option value="">{t.contact.noDayPreference}</option>
            {t.options.preferredDay.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/**
 * Beside the phone: the optional, unticked text-message box. Its label is the exact wording the
 * lead stores a version of, and its value is that version, so the server records what was shown.
 */
function SmsConsentField({ t, checked, error, autoFocus }: { t: WizardCopy; checked: boolean; error?: string; autoFocus?: boolean }) {
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3 rounded-lg border border-ink/15 bg-white px-4 py-3">
        <input
          id="smsConsent"
          type="checkbox"
          name="smsConsent"
          value={t.contact.smsConsent.version}
          defaultChecked={checked}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "smsConsent-error" : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand"
        />
        <label htmlFor="smsConsent" className="text-sm leading-relaxed text-ink">
          {t.contact.smsConsent.label}
        </label>
      </div>
      {error && (
        <p id="smsConsent-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Zip code with an honest note, as soon as it is typed, when it is outside Miami-Dade: the server
 * renders it for the zip it knows; the step's script (app/enhance/wizard-form.js) follows what is
 * typed, with the note's markup from the template and the county's zips from `data-local-zips`.
 */
function ZipField({
  t,
  messages,
  error,
  required,
  defaultValue,
  autoFocus,
}: {
  t: WizardCopy;
  messages: LeadMessages;
  error?: string;
  required: boolean;
  defaultValue?: string;
  autoFocus?: boolean;
}) {
  const zip = defaultValue?.trim() ?? "";
  const outside = /^\d{5}$/.test(zip) && !isMiamiDadeZip(zip);
  const note = (
    <p className="mt-1.5 flex items-start gap-1.5 text-sm text-amber-800">
      <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
      {t.contact.outOfArea}
    </p>
  );
  return (
    <Field name="zipCode" label={t.fields.zipCode} error={error} required={required} optionalText={t.form.optional}>
      {(p) => (
        <>
          <input
            {...p}
            autoFocus={autoFocus}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]{5}"
            maxLength={5}
            defaultValue={defaultValue}
            data-required={required ? messages.zipRequired : undefined}
            data-invalid={messages.zipInvalid}
            data-local-zips={LOCAL_ZIPS}
            className="field-input"
          />
          {/* The live region is in the server's HTML too; only its content changes as the visitor types. */}
          <div role="status" data-zip-note="">
            {outside && !error && note}
          </div>
          <template data-zip-note-template="">{note}</template>
        </>
      )}
    </Field>
  );
}

/** Miami-Dade's zips, for the out-of-area note as the visitor types. */
const LOCAL_ZIPS = [...miamiDadeZips].join(" ");

export function StepHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id="step-heading" tabIndex={-1} className="mt-1 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-2 text-ink-muted">{children}</p>}
    </div>
  );
}

export function StepActions({ children }: { children: React.ReactNode }) {
  return <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-between">{children}</div>;
}
