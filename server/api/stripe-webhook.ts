import { Hono } from "hono";
import { createDb } from "../db/client";
import { hmacHex, timingSafeEqual } from "../leads/signing";
import { markConvertedByClientReference } from "../models/leads";
import { log } from "../log";

/** Signatures older (or newer) than this are refused, against replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>[,v1=...]`): v1 is
 * HMAC-SHA256 of `${t}.${rawBody}` with the endpoint secret. Any matching v1 passes.
 */
export async function verifyStripeSignature(secret: string, header: string | undefined, rawBody: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<boolean> {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === "v1" && value) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = await hmacHex(secret, `${timestamp}.${rawBody}`);
  let ok = false;
  for (const sig of signatures) ok = timingSafeEqual(sig, expected) || ok;
  return ok;
}

interface CheckoutEvent {
  id?: string;
  type?: string;
  data?: { object?: { id?: string; client_reference_id?: string | null; customer?: string | null } };
}

/** POST /api/stripe/webhook: marks the lead behind a completed checkout as converted. */
export const stripeWebhook = new Hono<{ Bindings: Env & { STRIPE_WEBHOOK_SECRET?: string } }>();

stripeWebhook.post("/", async (c) => {
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    log.error("stripe_webhook_misconfigured", "STRIPE_WEBHOOK_SECRET is not set");
    return c.json({ error: "Webhook not configured" }, 503);
  }
  const rawBody = await c.req.text();
  if (!(await verifyStripeSignature(secret, c.req.header("Stripe-Signature"), rawBody))) {
    return c.json({ error: "Invalid signature" }, 400);
  }
  let event: CheckoutEvent;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return c.json({ error: "Invalid JSON" }, 400);
  }
  if (event.type !== "checkout.session.completed") return c.json({ received: true, ignored: event.type ?? "unknown" });

  const session = event.data?.object;
  const reference = session?.client_reference_id;
  if (!reference) return c.json({ received: true, matched: false });
  const result = await markConvertedByClientReference(createDb(c.env.DB), reference, "stripe", {
    checkout_session: session?.id ?? null,
    event: event.id ?? null,
  });
  if (!result) log.warn("stripe_webhook_unmatched", { reference });
  return c.json({ received: true, matched: Boolean(result), changed: result?.changed ?? false });
});
