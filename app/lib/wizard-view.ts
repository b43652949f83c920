import type { Attribution, LeadServiceType, WizardValues } from "~/lib/lead-schema";

/** The quote wizard's pages as the server builds them and the wizard's components render them. */

export type FormStep = "service" | "contact" | "community";

/** A wizard step with a form: everything needed to render it again, input included. */
export interface FormView {
  step: FormStep;
  serviceType: LeadServiceType | null;
  values: WizardValues;
  attribution: Attribution;
  /** Signed issued-at time and form key, carried in a hidden field. */
  token: string;
  errors: Record<string, string>;
  /** A message about the whole form (rate limit, database failure, spam check). */
  notice?: { kind: "error" | "warning"; title: string; message: string };
  /** Turnstile site key when the check is configured, shown on the final step. */
  turnstileSiteKey: string | null;
}

/** Residential "Choose Your Plan", shown once the lead is stored. */
export interface PlanView {
  step: "plan";
  firstName: string;
  email: string;
  phone: string;
  zipCode: string;
  outOfArea: boolean;
  clientReference: string;
  /** Link back to the contact step, prefilled from the stored lead. */
  backHref: string;
  pricing: { tableId: string; publishableKey: string; scriptUrl: string };
}

export type WizardView = FormView | PlanView;

/** The honeypot input's name: hidden from people, tempting to form-filling bots. */
export const HONEYPOT_FIELD = "contact_me_by_fax_only";
