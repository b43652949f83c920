import type { Page } from "@playwright/test";
import { businessDate } from "../../../app/lib/dates";
import { twilioSignature } from "../../worker/support/sms-signature";
import { seedCustomer } from "./customers";
import { runId } from "./local-state";
import { E2E_TWILIO_AUTH_TOKEN } from "./server";
import { test } from "./test";

/** A customer's text to our number as the SMS provider posts it: form-encoded, signed with X-Twilio-Signature. */
export async function postInboundText(page: Page, params: Record<string, string>) {
  const url = new URL("/api/sms/inbound", test.info().project.use.baseURL).toString();
  return page.request.post(url, { form: params, headers: { "X-Twilio-Signature": await twilioSignature(url, params, E2E_TWILIO_AUTH_TOKEN) } });
}

const run = runId();
/** The password of every customer seedTextingCustomer makes. */
const TEXTING_CUSTOMER_PASSWORD = "texting customer 1";

/**
 * A number of this run and project of its own: (786) NXX-XXXX, N from 2 to 9, never an N11
 * exchange (211 to 911 are service codes, which server/sms/phone.ts refuses as "not a US number":
 * one run in a hundred drew one and its texts were never sent).
 */
function phoneFor(project: string, n: number) {
  const seed = (parseInt(run.slice(-5), 36) * 7 + (project === "js" ? 0 : 500_000) + n * 1_000) % 8_000_000;
  const number = 2_000_000 + seed;
  const digits = String(/^[2-9]11/.test(String(number)) ? number + 100_000 : number);
  return { typed: `(786) ${digits.slice(0, 3)}-${digits.slice(3)}`, e164: `+1786${digits}` };
}

/**
 * A converted customer with an account and a visit today; `texts` records the quote form's consent.
 * `n` gives the customer a number of its own within the run and project (each spec uses its own).
 */
export async function seedTextingCustomer(
  key: string,
  project: string,
  n: number,
  { locale, zip, texts }: { locale: "en" | "es"; zip: string; texts: boolean },
) {
  const phone = phoneFor(project, n);
  const customer = await seedCustomer({
    email: `${key}.${project}.${run}@example.com`,
    password: TEXTING_CUSTOMER_PASSWORD,
    firstName: "Lucía",
    lastName: `${key[0]?.toUpperCase()}${key.slice(1)}${project.replace(/\W/g, "")}${run}`,
    locale,
    lead: {
      phone: phone.typed,
      address: `${zip.slice(-2)} Coral Way, Miami, FL`,
      zip_code: zip,
      preferred_day: "monday",
      ...(texts ? { sms_updates: true, sms_consent_version: "sms-2026-11-25", sms_consent_at: new Date(Date.now() - 86_400_000).toISOString() } : {}),
    },
    visitOn: businessDate(),
  });
  return { ...customer, phone };
}
