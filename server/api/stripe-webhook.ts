import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { businessDate } from "~/lib/dates";
import { ensureCustomerAccount } from "../auth/accounts";
import { planVisits } from "../models/visits";
import { customerStates } from "../models/lead-accounts";
import { createDb } from "../db/client";
import { leads } from "../db/schema";
import { safeEqual } from "../crypto";
import { hmacHex } from "../leads/signing";
import { type CheckoutAddress, convertLeadForPaidCheckout, keepCheckoutAddress } from "../models/leads";
import { z } from "zod";
import { log } from "../log";

/** Signatures older (or newer) than this are refused, against replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>[,v1=...]`): v1 is
 * HMAC-SHA256 of `${t}.${rawBody}` with the endpoint secret. Any matching v1 passes.
 */
export async function verifyStripeSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
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
  // Every candidate is compared (no early exit), each in constant time.
  for (const sig of signatures) ok = (await safeEqual(sig, expected)) || ok;
  return ok;
}

/** The part of an event we read; anything else in a signed body is ignored. */
const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const addressSchema = z
  .object({
    line1: z.string().max(300).nullish(),
    line2: z.string().max(300).nullish(),
    postal_code: z.string().max(20).nullish(),
  })
  .nullish();

const checkoutSessionSchema = z.object({
  id: z.string().max(255).nullish(),
  client_reference_id: z.string().max(255).nullish(),
  payment_status: z.string().nullish(),
  // The addresses checkout collected, when it was set up to: shipping (where the service goes) first.
  shipping_details: z.object({ address: addressSchema }).nullish().catch(null),
  collected_information: z
    .object({ shipping_details: z.object({ address: addressSchema }).nullish() })
    .nullish()
    .catch(null),
  customer_details: z.object({ address: addressSchema }).nullish().catch(null),
});

type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The service address a checkout collected: its shipping address, else the billing one; null without a street line. */
function checkoutAddress(session: CheckoutSession): CheckoutAddress | null {
  const found = session.collected_information?.shipping_details?.address ?? session.shipping_details?.address ?? session.customer_details?.address ?? null;
  if (!found?.line1) return null;
  return { line1: found.line1, line2: found.line2 ?? "", postalCode: found.postal_code ?? "" };
}

/**
 * POST /api/stripe/webhook: marks the lead behind a paid checkout as converted. Each event id is
 * acted on once (stored in stripe_events); a malformed payload gets 400 JSON, never a 500.
 */
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
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return c.json({ error: "Invalid JSON" }, 400);
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) return c.json({ error: "Malformed event" }, 400);
  const { id, type, data } = event.data;
  if (type !== "checkout.session.completed") return c.json({ received: true, ignored: type });

  const session = checkoutSessionSchema.safeParse(data.object);
  if (!session.success) return c.json({ error: "Malformed checkout session" }, 400);
  // A completed checkout can still be unpaid (delayed payment methods): only "paid" converts.
  if (session.data.payment_status !== "paid") return c.json({ received: true, ignored: "unpaid" });

  const reference = session.data.client_reference_id ?? null;
  try {
    const db = createDb(c.env.DB);
    const result = await convertLeadForPaidCheckout(db, {
      eventId: id,
      eventType: type,
      clientReference: reference,
      checkoutSession: session.data.id ?? null,
    });
    if (!result.matched && !result.duplicate) log.warn("stripe_webhook_unmatched", { reference, event: id });
    // A lead without a street address keeps the one checkout collected (never replaces one it has).
    const collected = checkoutAddress(session.data);
    if (result.leadId && collected) await keepCheckoutAddress(db, result.leadId, collected);
    // The paying customer gets their account; idempotent, so a replay (which the provider sends
    // after a failure here) finishes what a failed delivery started and never invites twice.
    const lead = result.leadId ? await db.query.leads.findFirst({ where: eq(leads.id, result.leadId) }) : undefined;
    const account = lead?.status === "converted" ? await ensureCustomerAccount(db, c.env, lead, { id: null, email: "stripe" }) : null;
    // Their first visits are planned now when the plan has a day (otherwise an admin sets it).
    if (lead && account && account !== "not_linked") await planVisits(db, businessDate(), { leadId: lead.id });
    // The answer says what the conversion did: the account, and the first visit or what stops it.
    const state = lead?.status === "converted" ? (await customerStates(db, [lead.id]))[lead.id] : undefined;
    const visits = state ? (state.firstVisit ? { firstVisit: state.firstVisit } : { missing: state.missing }) : undefined;
    const { leadId: _leadId, ...answer } = result;
    return c.json({ received: true, ...answer, ...(account ? { account } : {}), ...(visits ? { visits } : {}) });
  } catch (error) {
    // The provider retries non-2xx deliveries; nothing was recorded, so the retry acts.
    log.error("stripe_webhook_failed", error);
    return c.json({ error: "Temporarily unavailable" }, 503);
  }
});
