import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { type StandInRecord, standInAnswer } from "~server/billing/stand-in";
import { stripeSignature } from "./stripe-signature";
import { fetchWorker } from "./worker";

/** The webhook secret the worker project is started with (vitest.config.ts). */
export const WEBHOOK_SECRET = "whsec_test_secret";

/** A `Stripe-Signature` header for `body`, as the provider signs it (t=<seconds>,v1=<HMAC-SHA256 hex>). */
export function signedHeader(body: string, t = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) {
  return stripeSignature(body, secret, t);
}

/** POSTs a webhook body, with a signature header when one is given. */
export function postWebhook(body: string, signature?: string) {
  return fetchWorker("/api/stripe/webhook", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
  });
}

/** POSTs an event signed with the test secret. */
export async function postSignedEvent(event: unknown) {
  const body = JSON.stringify(event);
  return postWebhook(body, await signedHeader(body));
}

/** The provider's API as the stand-in answers it (server/billing/stand-in.ts), reached through a `fetch` spy: no network. */
export const STAND_IN = "https://stripe-stand-in.test";
export const PAYMENTS = {
  STRIPE_SECRET_KEY: "sk_test_stand_in",
  STRIPE_API_BASE: STAND_IN,
  STRIPE_PRICE_WEEKLY: "price_weekly_test",
  STRIPE_PRICE_MONTHLY: "price_monthly_test",
};
/** The worker's env with payments configured (and any other variable). */
export const withPayments = (extra: Record<string, string> = {}) => ({ ...env, ...PAYMENTS, ...extra }) as Env;

/**
 * Sends the requests to STAND_IN to the stand-in and returns the list each is recorded in; any
 * other request goes out as usual. `vi.restoreAllMocks()` ends it.
 */
export function routeToStandIn(): StandInRecord[] {
  const records: StandInRecord[] = [];
  const passThrough = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(STAND_IN)) return passThrough(input, init);
    const { response, record } = await standInAnswer(request, new URL(request.url).pathname);
    records.push(record);
    return response;
  });
  return records;
}
