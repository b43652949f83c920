import { invitationServiceSchema } from "~/lib/customer-schema";
import { type FieldErrors, type FormValues, formValues, parseForm, formVersion } from "~/lib/forms";
import type { Locale } from "~/lib/i18n";
import type { SavedValue } from "~/lib/customer-dashboard";
import { accountPages } from "../content/account-pages";
import { inLocale } from "../content/catalogue";
import { customerArea } from "../content/customer-area";
import type { Db } from "../db/client";
import type { Lead, TokenPurpose, User } from "../db/schema";
import { updateCustomerService } from "../leads/change";
import { peekToken, redeemPasswordToken } from "../models/auth-tokens";
import { invitedService } from "../models/customer-service";
import { findUserById } from "../models/users";
import { hashPassword } from "./password";
import { newPasswordErrors } from "./password-policy";

/** What a posted password-reset or invitation link came to (app/routes/auth/set-password.tsx answers it). */
export type RedeemOutcome =
  /** The link is used, expired, unknown, or its service is gone: nothing changed. */
  | { result: "expired" }
  /** Wrong input: the messages beside the fields, what was typed kept; nothing redeemed. */
  | { result: "invalid"; errors: FieldErrors; values: FormValues | null }
  /** The service changed since the page was shown: nothing saved, the link not used; the page shows what is saved now. */
  | { result: "stale"; values: FormValues; current: Lead }
  /** The password is set, the account active, its other sessions ended: sign the person in. */
  | { result: "redeemed"; user: User };

/**
 * Redeems a password-reset or invitation link: the new password (with the policy's checks), and
 * for an invitation to a service the address and day, saved as the customer's own change at the
 * version the page showed (a complete address and day plan the first visits). A refusal of either
 * redeems nothing.
 */
export async function redeemAccountLink(
  db: Db,
  env: Env,
  input: { token: string; purpose: TokenPurpose; form: FormData; locale: Locale },
): Promise<RedeemOutcome> {
  const { token, purpose, form, locale } = input;
  const account = await peekToken(db, token, purpose);
  if (!account) return { result: "expired" };
  const { password = "", confirm = "" } = formValues(form);
  const passwordErrors = await newPasswordErrors(password, confirm, account.email, inLocale(accountPages, locale));
  // The service address and day are checked with the password: a refusal keeps what was typed and redeems nothing.
  const lead = purpose === "invitation" ? await invitedService(db, account.userId) : undefined;
  const details = lead ? parseForm(invitationServiceSchema(inLocale(customerArea, locale).errors), form) : null;
  const errors = { ...passwordErrors, ...(details && !details.ok ? details.errors : {}) };
  if (Object.keys(errors).length > 0) return { result: "invalid", errors, values: details?.values ?? null };

  if (lead && details?.ok) {
    const { address, zipCode, preferredDay, gateInstructions } = details.data;
    const outcome = await updateCustomerService(
      db,
      lead,
      { address, zip_code: zipCode, out_of_area: false, preferred_day: preferredDay, gate_instructions: gateInstructions },
      formVersion(form),
      { id: account.userId, email: account.email },
      { notify: env },
    );
    // Kept with what was typed, the password too, so the person only looks again and sends.
    if (outcome.result === "stale") return { result: "stale", values: { ...details.values, password, confirm }, current: outcome.current };
    // The service was deleted meanwhile: the invitation to it no longer stands.
    if (outcome.result === "not_found") return { result: "expired" };
  }

  // One batch: the password, the account's activation, the end of its other sessions and the link's use.
  const userId = await redeemPasswordToken(db, token, purpose, await hashPassword(password));
  const user = userId === null ? undefined : await findUserById(db, userId);
  return user ? { result: "redeemed", user } : { result: "expired" };
}

/** What is saved now, in words (the customer area's labels), beside an invitation's save refused because the service changed meanwhile. */
export function savedServiceNow(lead: Lead, locale: Locale): SavedValue[] {
  const area = inLocale(customerArea, locale);
  const day = lead.preferred_day ? area.days[lead.preferred_day] : "";
  return [
    { label: area.account.address, value: lead.address },
    { label: area.account.zip, value: lead.zip_code },
    { label: area.account.day, value: day.charAt(0).toUpperCase() + day.slice(1) },
    { label: area.account.gate, value: lead.gate_instructions },
  ];
}
