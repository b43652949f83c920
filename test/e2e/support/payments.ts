import type { APIRequestContext } from "@playwright/test";
import { stripeSignature } from "../../worker/support/stripe-signature";
import { E2E_STRIPE_WEBHOOK_SECRET } from "./server";
import { expect } from "./test";

/** Posts an event to the payment webhook signed as the provider signs it (HMAC-SHA256 of `${t}.${body}`); expects 200 and answers its JSON. */
export async function postSignedEvent(request: APIRequestContext, event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  const res = await request.post("/api/stripe/webhook", {
    data: body,
    headers: { "Content-Type": "application/json", "Stripe-Signature": await stripeSignature(body, E2E_STRIPE_WEBHOOK_SECRET) },
  });
  expect(res.status()).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}
