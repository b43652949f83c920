import type { Config } from "../config";
import { createDb } from "../db/client";
import { log } from "../log";
import { keepText } from "../models/outbox";
import { countSegments } from "./segments";

export interface OutgoingSms {
  /** E.164. */
  to: string;
  body: string;
  /** Where the provider posts delivery statuses (POST /api/sms/status). */
  statusCallback: string;
}

/** What the provider answered: its message id, or that the text was only logged. */
export type SmsSendResult = { sid: string } | { logged: true };

/**
 * A send the provider refused or could not take. `retry` says whether another attempt may work
 * (timeouts, 429, 5xx) or not (an invalid or unsubscribed number). The message holds the HTTP
 * status and the provider's numeric code only: no number, no body.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "SmsSendError";
  }
}

/** How long a send may take before it is abandoned (and retried through the queue). */
export const SMS_TIMEOUT_MS = 10_000;

/**
 * Sends one text through SMS_PROVIDER:
 * - `outbox`: development and tests; kept in D1 (`sms_outbox`), listed at /dev/outbox.
 * - `log`: logs its length and segments only; nothing is sent.
 * - `twilio`: Twilio's Messages API over plain fetch: POST
 *   https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json, Basic auth with the
 *   account SID and auth token, form fields To, From or MessagingServiceSid, Body, StatusCallback.
 */
export async function sendSms(env: Env, config: Config, sms: OutgoingSms, fetcher: typeof fetch = fetch): Promise<SmsSendResult> {
  switch (config.SMS_PROVIDER) {
    case "outbox": {
      const id = await keepText(createDb(env.DB), sms);
      return { sid: `SMoutbox${String(id).padStart(8, "0")}` };
    }
    case "log": {
      const { encoding, segments } = countSegments(sms.body);
      log.info("sms_logged", { provider: "log", length: sms.body.length, encoding, segments });
      return { logged: true };
    }
    case "twilio":
      return sendWithTwilio(config, sms, fetcher);
  }
}

async function sendWithTwilio(config: Config, sms: OutgoingSms, fetcher: typeof fetch): Promise<SmsSendResult> {
  const sid = config.TWILIO_ACCOUNT_SID;
  const token = config.TWILIO_AUTH_TOKEN;
  if (!sid || !token || !(config.TWILIO_FROM_NUMBER || config.TWILIO_MESSAGING_SERVICE_SID)) {
    throw new SmsSendError("Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, sender)", true);
  }
  const form = new URLSearchParams({ To: sms.to, Body: sms.body, StatusCallback: sms.statusCallback });
  if (config.TWILIO_MESSAGING_SERVICE_SID) form.set("MessagingServiceSid", config.TWILIO_MESSAGING_SERVICE_SID);
  else if (config.TWILIO_FROM_NUMBER) form.set("From", config.TWILIO_FROM_NUMBER);
  let res: Response;
  try {
    res = await fetcher(`https://api.twilio.com/2010-04-01/Accounts/${sid}/Messages.json`, {
      method: "POST",
      headers: { Authorization: `Basic ${btoa(`${sid}:${token}`)}`, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: form,
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new SmsSendError(timedOut ? `Twilio did not answer within ${SMS_TIMEOUT_MS / 1000} s` : "Twilio unreachable", true);
  }
  // Only the id and the numeric code are read: the rest of the answer echoes the number and body.
  let json: { sid?: unknown; code?: unknown } = {};
  try {
    json = await res.json<typeof json>();
  } catch {
    json = {};
  }
  if (res.ok && typeof json.sid === "string") return { sid: json.sid };
  const code = typeof json.code === "number" || typeof json.code === "string" ? String(json.code) : null;
  // Throttled or a server error: another attempt may work. Any other refusal (invalid number,
  // unsubscribed recipient 21610, not a mobile) will not.
  const retry = res.status === 429 || res.status >= 500 || res.ok;
  throw new SmsSendError(`Twilio answered HTTP ${res.status}${code ? `, error ${code}` : ""}`, retry, code);
}
