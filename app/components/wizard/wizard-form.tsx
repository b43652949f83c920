import { useId } from "react";
import { useLocalizedHref } from "~/lib/i18n";
import { ATTRIBUTION_FIELDS, WIZARD_FIELDS, type WizardField } from "~/lib/lead-schema";
import type { WizardCopy } from "./copy";
import { HONEYPOT_FIELD, type FormView } from "~/lib/wizard-view";

interface WizardFormProps {
  view: FormView;
  /** Fields shown as inputs on this step; every other collected value rides along as a hidden field. */
  visible: readonly WizardField[];
  t: WizardCopy;
  className?: string;
  children: React.ReactNode;
}

/**
 * One wizard step as a real form post, answered with a redirect to the next step's URL. The
 * server keeps the draft; the other steps' values also ride along in hidden fields. The page has
 * no React (docs/decisions/0002): the step's script (app/enhance/wizard-form.js) enhances this
 * markup in place. It finds the form by `data-wizard-form`, and reads the summary's heading in the
 * page's language from `data-fix-one` and `data-fix-many`; each field carries its own messages.
 */
export function WizardForm({ view, visible, t, className, children }: WizardFormProps) {
  const to = useLocalizedHref();
  const honeypotId = `${HONEYPOT_FIELD}-${useId()}`;
  const hidden = WIZARD_FIELDS.filter((f) => !visible.includes(f) && f !== "serviceType");
  return (
    <form
      method="post"
      action={`${to("/get-started")}?step=${view.step}`}
      className={className}
      data-wizard-form={view.step === "service" ? undefined : ""}
      data-fix-one={view.step === "service" ? undefined : t.form.fixOne}
      data-fix-many={view.step === "service" ? undefined : t.form.fixMany}
    >
      <input type="hidden" name="step" value={view.step} />
      <input type="hidden" name="token" value={view.token} />
      {view.serviceType && <input type="hidden" name="serviceType" value={view.serviceType} />}
      {hidden.map((f) => (view.values[f] ? <input key={f} type="hidden" name={f} value={view.values[f]} /> : null))}
      {ATTRIBUTION_FIELDS.map((f) =>
        f === "landing_referrer" ? (
          // Always present (empty values are dropped by the server).
          <input key={f} type="hidden" name={f} defaultValue={view.attribution[f] ?? ""} />
        ) : view.attribution[f] ? (
          <input key={f} type="hidden" name={f} value={view.attribution[f]} />
        ) : null,
      )}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>{t.form.honeypot}</label>
        <input id={honeypotId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {children}
    </form>
  );
}

/**
 * A named submit button. With JavaScript its step's script shows `pendingLabel` (`data-pending`)
 * while the page posts, after a spinner with the classes of `data-spinner`.
 */
export function StepButton({
  intent,
  label,
  pendingLabel,
  variant = "primary",
  formNoValidate,
  className = "",
  children,
}: {
  intent: "service" | "next" | "back" | "submit";
  label: string;
  pendingLabel?: string;
  variant?: "primary" | "secondary";
  formNoValidate?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate={formNoValidate}
      data-pending={pendingLabel}
      data-spinner={pendingLabel ? SPINNER_CLASS : undefined}
      className={`${variant === "primary" ? "btn-primary" : "btn-secondary"} ${className}`}
    >
      {label}
      {children}
    </button>
  );
}

/** The classes of the spinner a pending button shows. */
const SPINNER_CLASS = "h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent";

/**
 * A step's errors (the server's, from the view) and which field gets autoFocus: the first with an
 * error, rendered into the HTML so the browser focuses it with or without JavaScript.
 */
export function stepErrors(view: FormView, fields: readonly string[]) {
  const errors = view.errors;
  const firstError = fields.find((f) => errors[f]);
  const autoFocus = (name: string) => firstError === name || undefined;
  return { errors, autoFocus };
}
