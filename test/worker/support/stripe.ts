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
