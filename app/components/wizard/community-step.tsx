import { ErrorSummary, Field } from "~/components/form-field";
import { ChevronLeftIcon } from "~/components/icons";
import { COMMUNITY_FIELDS, LIMITS } from "~/lib/lead-schema";
import { StepActions, StepHeading } from "./contact-step";
import type { LeadMessages, WizardCopy } from "./copy";
import { FormNotice } from "./notice";
import { TurnstileWidget } from "~/components/turnstile-widget";
import type { FormView } from "~/lib/wizard-view";
import { StepButton, stepErrors, WizardForm } from "./wizard-form";

/** Commercial step 3: community information, then Submit Request. */
export function CommunityStep({ view, t, messages }: { view: FormView; t: WizardCopy; messages: LeadMessages }) {
  const { errors, autoFocus: af } = stepErrors(view, COMMUNITY_FIELDS);
  const optional = t.form.optional;
  const v = view.values;

  return (
    <div>
      <StepHeading eyebrow={t.service.commercial.title} title={t.community.title}>
        {t.community.intro}
      </StepHeading>
      {view.notice && <FormNotice notice={view.notice} />}
      <ErrorSummary errors={errors} labels={t.fields} text={{ one: t.form.fixOne, many: t.form.fixMany }} />
      <WizardForm view={view} visible={COMMUNITY_FIELDS} t={t}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="communityName" label={t.fields.communityName} error={errors.communityName} required optionalText={optional} className="sm:col-span-2">
            {(p) => (
              <input
                {...p}
                autoFocus={af("communityName")}
                type="text"
                maxLength={LIMITS.communityName}
                data-required={messages.communityNameRequired}
                defaultValue={v.communityName}
                className="field-input"
              />
            )}
          </Field>
          <Field name="managementCompany" label={t.fields.managementCompany} error={errors.managementCompany} optionalText={optional} className="sm:col-span-2">
            {(p) => (
              <input
                {...p}
                autoFocus={af("managementCompany")}
                type="text"
                autoComplete="organization"
                maxLength={LIMITS.managementCompany}
                defaultValue={v.managementCompany}
                className="field-input"
              />
            )}
          </Field>
          <Field name="role" label={t.fields.role} error={errors.role} optionalText={optional}>
            {(p) => (
              <select {...p} autoFocus={af("role")} defaultValue={v.role ?? ""} className="field-input">
                <option value="">{t.community.selectRole}</option>
                {t.options.role.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="numHomes" label={t.fields.numHomes} error={errors.numHomes} hint={t.community.homesHint} optionalText={optional}>
            {(p) => (
              <input
                {...p}
                autoFocus={af("numHomes")}
                type="number"
                inputMode="numeric"
                min={1}
                max={LIMITS.numHomes}
                step={1}
                data-invalid={messages.numHomesWhole}
                data-range={messages.numHomesRange}
                defaultValue={v.numHomes}
                className="field-input"
              />
            )}
          </Field>
        </div>
        <fieldset className="mt-5">
          <legend className="field-label">
            {t.community.requestLegend} <span className="ml-1.5 text-sm font-normal text-ink-muted">{optional}</span>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {t.options.requestType.map((o) => (
              <label
                key={o.value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink/20 bg-white px-4 py-3 text-ink has-checked:border-brand has-checked:bg-brand-tint has-checked:ring-2 has-checked:ring-brand/30"
              >
                <input type="radio" name="requestType" value={o.value} defaultChecked={v.requestType === o.value} className="h-4 w-4 accent-brand" />
                {o.label}
              </label>
            ))}
          </div>
          {errors.requestType && <p className="field-error">{errors.requestType}</p>}
        </fieldset>
        {view.turnstileSiteKey && <TurnstileWidget siteKey={view.turnstileSiteKey} noScriptText={t.form.turnstileNoScript} />}
        <StepActions>
          <StepButton intent="back" label={t.buttons.back} variant="secondary" formNoValidate>
            <ChevronLeftIcon className="order-first h-5 w-5" />
          </StepButton>
          <StepButton intent="submit" label={t.buttons.submit} pendingLabel={t.buttons.submitting} />
        </StepActions>
      </WizardForm>
    </div>
  );
}
