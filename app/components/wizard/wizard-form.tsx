import { useEffect, useId, useRef, useState } from "react";
import { isHydrating } from "~/components/form-field";
import { Form, useNavigation } from "react-router";
import { useLocalizedHref } from "~/lib/i18n";
import { ATTRIBUTION_FIELDS, fieldErrors, WIZARD_FIELDS, type WizardField } from "~/lib/lead-schema";
import { z } from "~/lib/zod";
import type { WizardCopy } from "./copy";
import { HONEYPOT_FIELD, type FormView } from "~/lib/wizard-view";

interface WizardFormProps {
  view: FormView;
  /** Fields shown as inputs on this step; every other collected value rides along as a hidden field. */
  visible: readonly WizardField[];
  t: WizardCopy;
  /** Checked in the browser before Next/Submit (the server checks again), with the page's messages. */
  schema?: z.core.$ZodType;
  /** Errors found in the browser replace the server's until the next submit. */
  onClientErrors?: (errors: Record<string, string> | null) => void;
  className?: string;
  children: React.ReactNode;
}

/** True while this page has a submission in flight (JS on); with JS off the browser handles it. */
export function useBusyIntent() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const intent = busy ? navigation.formData?.get("intent") : null;
  return { busy, intent: typeof intent === "string" ? intent : null };
}

/**
 * One wizard step as a real form post, answered with a redirect to the next step's URL. The
 * server keeps the draft; the other steps' values also ride along in hidden fields. It works
 * without JavaScript; with JavaScript it submits without a reload, refuses a second submit
 * while one is in flight, and checks fields with the shared schema first.
 */
export function WizardForm({ view, visible, t, schema, onClientErrors, className, children }: WizardFormProps) {
  const to = useLocalizedHref();
  const { busy } = useBusyIntent();
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const referrerRef = useRef<HTMLInputElement>(null);
  const honeypotId = `${HONEYPOT_FIELD}-${useId()}`;

  useEffect(() => {
    if (!busy) inFlight.current = false;
  }, [busy]);

  // The landing page's referrer, when the server could not see it (client-side navigation):
  // written into the field the server rendered, so the form's markup never changes. Its origin
  // and path only, as the server records it (server/attribution/cookie.ts).
  useEffect(() => {
    const input = referrerRef.current;
    if (!input || input.value || !document.referrer) return;
    try {
      const referrer = new URL(document.referrer);
      if (referrer.host !== window.location.host) input.value = `${referrer.origin}${referrer.pathname}`.slice(0, 300);
    } catch {
      // Not a URL: nothing to record.
    }
  }, [view.attribution.landing_referrer]);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (inFlight.current || busy) {
      event.preventDefault();
      return;
    }
    const submitter = "submitter" in event.nativeEvent ? event.nativeEvent.submitter : null;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : "";
    if (schema && (intent === "next" || intent === "submit")) {
      const data = Object.fromEntries([...new FormData(event.currentTarget)].filter((e): e is [string, string] => typeof e[1] === "string"));
      const result = z.safeParse(schema, data);
      if (!result.success) {
        event.preventDefault();
        onClientErrors?.(fieldErrors(result.error));
        return;
      }
    }
    onClientErrors?.(null);
    inFlight.current = true;
  }

  const hidden = WIZARD_FIELDS.filter((f) => !visible.includes(f) && f !== "serviceType");
  return (
    <Form
      ref={formRef}
      method="post"
      action={`${to("/get-started")}?step=${view.step}`}
      onSubmit={handleSubmit}
      className={className}
      aria-busy={busy || undefined}
    >
      <input type="hidden" name="step" value={view.step} />
      <input type="hidden" name="token" value={view.token} />
      {view.serviceType && <input type="hidden" name="serviceType" value={view.serviceType} />}
      {hidden.map((f) => (view.values[f] ? <input key={f} type="hidden" name={f} value={view.values[f]} /> : null))}
      {ATTRIBUTION_FIELDS.map((f) =>
        f === "landing_referrer" ? (
          // Always present (empty values are dropped by the server), so the browser can fill it in place.
          <input key={f} ref={referrerRef} type="hidden" name={f} defaultValue={view.attribution[f] ?? ""} />
        ) : view.attribution[f] ? (
          <input key={f} type="hidden" name={f} value={view.attribution[f]} />
        ) : null,
      )}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>{t.form.honeypot}</label>
        <input id={honeypotId} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {children}
    </Form>
  );
}

/** A named submit button that shows its pending label while its own submission is in flight. */
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
  const { busy, intent: busyIntent } = useBusyIntent();
  const pending = busy && busyIntent === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate={formNoValidate}
      disabled={busy}
      className={`${variant === "primary" ? "btn-primary" : "btn-secondary"} ${className}`}
    >
      {pending && pendingLabel ? (
        <>
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        <>
          {label}
          {children}
        </>
      )}
    </button>
  );
}

/**
 * Moves focus to the first invalid field when errors appear (after the summary announced them).
 * Not while the server's page hydrates: its HTML already autofocused that field, and the visitor
 * may have moved on and started typing elsewhere.
 */
export function useFocusFirstError(errors: Record<string, string>, container: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (Object.keys(errors).length === 0 || isHydrating()) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, container]);
}

/**
 * Errors for one step: the server's from the view, or the browser's own check before a submit,
 * cleared whenever a new view arrives. Also focuses the first error and says which field gets
 * autoFocus, which is rendered into the HTML so it works without JavaScript too.
 */
export function useStepErrors(view: FormView, fields: readonly string[]) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [lastView, setLastView] = useState(view);
  if (lastView !== view) {
    setLastView(view);
    setClientErrors(null);
  }
  const errors = clientErrors ?? view.errors;
  const ref = useRef<HTMLDivElement>(null);
  useFocusFirstError(errors, ref);
  const firstError = fields.find((f) => errors[f]);
  const autoFocus = (name: string) => firstError === name || undefined;
  return { errors, setClientErrors, ref, autoFocus };
}
