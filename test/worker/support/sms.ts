import { twilioSignature } from "./sms-signature";
import { fetchWorker } from "./worker";

/** The Worker's TWILIO_AUTH_TOKEN in the worker tests (vitest.config.ts). */
export const TWILIO_TEST_TOKEN = "twilio_test_auth_token";

/** Twilio's signature of a webhook to `url`, with the worker tests' token unless another is given. */
export const sign = (url: string, params: Record<string, string>, token = TWILIO_TEST_TOKEN) => twilioSignature(url, params, token);

/** A form POST to one of the SMS webhooks with this X-Twilio-Signature (none when null). */
export function postSigned(path: string, params: Record<string, string>, signature: string | null | Promise<string>) {
  return Promise.resolve(signature).then((resolved) =>
    fetchWorker(path, {
      method: "POST",
      body: new URLSearchParams(params),
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8", ...(resolved === null ? {} : { "X-Twilio-Signature": resolved }) },
    }),
  );
}

/** A new provider message id, as Twilio's: SM and 32 hex digits. */
export const messageSid = () => `SM${crypto.randomUUID().replace(/-/g, "")}`;

/** A text to our number from `from`, signed as Twilio signs it; `extra` adds or replaces parameters (MessageSid, NumMedia). */
export function inbound(from: string, body: string, extra: Record<string, string> = {}) {
  const params = { MessageSid: messageSid(), From: from, To: "+13055550100", Body: body, AccountSid: "AC" + "0".repeat(32), ...extra };
  return postSigned("/api/sms/inbound", params, sign("http://localhost/api/sms/inbound", params));
}
