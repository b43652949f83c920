import type { Page } from "@playwright/test";
import { twilioSignature } from "../../worker/support/sms-signature";
import { test } from "./test";

/** The end-to-end build's TWILIO_AUTH_TOKEN (vite.config.ts). */
const TWILIO_E2E_TOKEN = "twilio_e2e_auth_token";

/** A customer's text to our number as the SMS provider posts it: form-encoded, signed with X-Twilio-Signature. */
export async function postInboundText(page: Page, params: Record<string, string>) {
  const url = new URL("/api/sms/inbound", test.info().project.use.baseURL).toString();
  return page.request.post(url, { form: params, headers: { "X-Twilio-Signature": await twilioSignature(url, params, TWILIO_E2E_TOKEN) } });
}
