import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { createDb } from "../db/client";
import { receiveBillingEvent, type WebhookOutcome } from "../billing/webhook";

/** POST /api/stripe/webhook: the payment provider's events (server/billing/webhook.ts); a malformed payload gets 400 JSON, never a 500. */
export const stripeWebhook = new Hono<{ Bindings: Env & { STRIPE_WEBHOOK_SECRET?: string } }>();

stripeWebhook.post("/", async (c) => {
  const outcome = await receiveBillingEvent(createDb(c.env.DB), c.env, {
    secret: c.env.STRIPE_WEBHOOK_SECRET,
    signature: c.req.header("Stripe-Signature"),
    rawBody: await c.req.text(),
  });
  const [body, status] = answer(outcome);
  return c.json(body, status);
});

/** The JSON answer and status of each outcome: 2xx stops the provider's retries, 503 asks for one. */
function answer(outcome: WebhookOutcome): [Record<string, unknown>, ContentfulStatusCode] {
  switch (outcome.result) {
    case "misconfigured":
      return [{ error: "Webhook not configured" }, 503];
    case "invalid_signature":
      return [{ error: "Invalid signature" }, 400];
    case "invalid_json":
      return [{ error: "Invalid JSON" }, 400];
    case "malformed":
      return [{ error: `Malformed ${outcome.what}` }, 400];
    case "ignored":
      return [{ received: true, ignored: outcome.ignored }, 200];
    case "received":
      return [{ received: true, ...outcome.answer }, 200];
    case "unavailable":
      return [{ error: "Temporarily unavailable" }, 503];
  }
}
