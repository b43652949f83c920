import { ErrorSummary, Field } from "~/components/form-field";
import { ChevronLeftIcon } from "~/components/icons";
import { COMMUNITY_FIELDS, COMMUNITY_ROLES, communitySchema, FIELD_LABELS, LIMITS, REQUEST_TYPES } from "~/lib/lead-schema";
import { StepActions, StepHeading } from "./contact-step";
import { FormNotice } from "./notice";
import { TurnstileWidget } from "./turnstile-widget";
import type { FormView } from "./types";
import { StepButton, useStepErrors, WizardForm } from "./wizard-form";

/** Commercial step 3: community information, then Submit Request. */
export function CommunityStep({ view }: { view: FormView }) {
  const { errors, setClientErrors, ref, autoFocus: af } = useStepErrors(view, COMMUNITY_FIELDS);
  const v = view.values;

  return (
    <div ref={ref}>
      <StepHeading eyebrow="Commercial Scooping" title="Community Information">
        A few details help us prepare an accurate proposal for your property.
      </StepHeading>
      {view.notice && <FormNotice notice={view.notice} />}
      <ErrorSummary errors={errors} labels={FIELD_LABELS} />
      <WizardForm view={view} visible={COMMUNITY_FIELDS} schema={communitySchema} onClientErrors={setClientErrors}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="communityName" label="Community name" error={errors.communityName} required className="sm:col-span-2">
            {(p) => (
              <input
                {...p}
                autoFocus={af("communityName")}
                type="text"
                maxLength={LIMITS.communityName}
                defaultValue={v.communityName}
                className="field-input"
              />
            )}
          </Field>
          <Field name="managementCompany" label="Management company" error={errors.managementCompany} className="sm:col-span-2">
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
          <Field name="role" label="Your role" error={errors.role}>
            {(p) => (
              <select {...p} autoFocus={af("role")} defaultValue={v.role ?? ""} className="field-input">
                <option value="">Select your role</option>
                {COMMUNITY_ROLES.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="numHomes" label="Number of homes" error={errors.numHomes} hint="Approximate is fine.">
            {(p) => (
              <input
                {...p}
                autoFocus={af("numHomes")}
                type="number"
                inputMode="numeric"
                min={1}
                max={LIMITS.numHomes}
                step={1}
                defaultValue={v.numHomes}
                className="field-input"
              />
            )}
          </Field>
        </div>
        <fieldset className="mt-5">
          <legend className="field-label">
            What would you like? <span className="ml-1.5 text-sm font-normal text-ink-muted">(optional)</span>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {REQUEST_TYPES.map((o) => (
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
        {view.turnstileSiteKey && <TurnstileWidget siteKey={view.turnstileSiteKey} />}
        <StepActions>
          <StepButton intent="back" label="Back" variant="secondary" formNoValidate>
            <ChevronLeftIcon className="order-first h-5 w-5" />
          </StepButton>
          <StepButton intent="submit" label="Submit Request" pendingLabel="Submitting..." />
        </StepActions>
      </WizardForm>
    </div>
  );
}
