import { type Context, Hono } from "hono";
import { ensureCustomerAccount } from "../auth/accounts";
import { createDb, type Db } from "../db/client";
import { safeEqual } from "../crypto";
import { hmacHex } from "../signing";
import { type CheckoutAddress, findLead } from "../models/leads";
import { applyBillingChange, convertLeadForPaidCheckout, keepCheckoutAddress, replanCustomer } from "../leads/change";
import { customerStates } from "../models/lead-accounts";
import { type BillingChange, billingStateOfSubscription } from "../models/billing";
import { matchBillingEvent } from "../billing/events";
import { z } from "~/lib/zod";
import { log } from "../log";
import { afterProviderEvent } from "../billing/provider-reports";

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
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.minLength(1), z.maxLength(255)),
  /** Unix seconds: orders the events of one subscription (an older one never undoes a newer). */
  created: z.optional(z.number().check(z.int(), z.nonnegative())),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type StripeEvent = z.infer<typeof eventSchema>;

const id = z.string().check(z.maxLength(255));
/** An id field that may be expanded into an object. */
const idOrObject = z.pipe(
  z.nullish(z.union([id, z.object({ id })])),
  z.transform((v) => (typeof v === "string" ? v : (v?.id ?? null))),
);

const upTo = (length: number) => z.nullish(z.string().check(z.maxLength(length)));

const addressSchema = z.nullish(
  z.object({
    line1: upTo(300),
    line2: upTo(300),
    postal_code: upTo(20),
  }),
);

const checkoutSessionSchema = z.object({
  id: upTo(255),
  client_reference_id: upTo(255),
  payment_status: z.nullish(z.string()),
  mode: z.nullish(z.string()),
  customer: idOrObject,
  subscription: idOrObject,
  // The addresses checkout collected, when it was set up to: shipping (where the service goes) first.
  shipping_details: z.catch(z.nullish(z.object({ address: addressSchema })), null),
  collected_information: z.catch(z.nullish(z.object({ shipping_details: z.nullish(z.object({ address: addressSchema })) })), null),
  customer_details: z.catch(z.nullish(z.object({ address: addressSchema })), null),
});

type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The service address a checkout collected: its shipping address, else the billing one; null without a street line. */
function checkoutAddress(session: CheckoutSession): CheckoutAddress | null {
  const found = session.collected_information?.shipping_details?.address ?? session.shipping_details?.address ?? session.customer_details?.address ?? null;
  if (!found?.line1) return null;
  return { line1: found.line1, line2: found.line2 ?? "", postalCode: found.postal_code ?? "" };
}

/** The lead id our checkout puts in the subscription's metadata (server/billing/stripe.ts); anything else is ignored. */
const leadIdMetadata = z.pipe(
  z.nullish(z.object({ lead_id: z.optional(z.string().check(z.maxLength(20))) })),
  z.transform((m) => (m?.lead_id && /^\d{1,15}$/.test(m.lead_id) ? Number(m.lead_id) : null)),
);

/** The latest time a timestamp may name (9999-12-31); anything past it, or not a whole number, is ignored (null). */
const MAX_UNIX_SECONDS = 253_402_300_799;
const unixSeconds = z.catch(z.nullish(z.number().check(z.int(), z.nonnegative(), z.lte(MAX_UNIX_SECONDS))), null);

const subscriptionSchema = z.object({
  id,
  status: z.string().check(z.maxLength(64)),
  customer: idOrObject,
  metadata: leadIdMetadata,
  pause_collection: z.optional(z.unknown()),
  /** Older API versions give the period on the subscription, newer ones on each item. */
  current_period_end: unixSeconds,
  items: z.nullish(z.object({ data: z.array(z.object({ current_period_end: unixSeconds })) })),
});

const invoiceSchema = z.object({
  id: z.nullish(id),
  customer: idOrObject,
  /** Older API versions name the subscription here, newer ones under parent.subscription_details. */
  subscription: idOrObject,
  parent: z.nullish(z.object({ subscription_details: z.nullish(z.object({ subscription: idOrObject, metadata: leadIdMetadata })) })),
});

/**
 * The event's `created`, which orders a customer's events; one more than a day ahead of our clock
 * (or missing) counts as received now, so an absurd value cannot hold back every later event.
 */
function createdOf(event: StripeEvent): number {
  const now = Math.floor(Date.now() / 1000);
  return event.created !== undefined && event.created <= now + 86_400 ? event.created : now;
}

type Handler = (c: Context<WebhookEnv>, event: StripeEvent, db: Db) => Promise<Response>;

/**
 * POST /api/stripe/webhook: a completed checkout converts its lead and starts its billing; the
 * subscription and invoice events keep the customer's billing state (docs/decisions/0012). Each
 * event id is acted on once (stored in stripe_events); a malformed payload gets 400 JSON, never a 500.
 */
type WebhookEnv = { Bindings: Env & { STRIPE_WEBHOOK_SECRET?: string } };
export const stripeWebhook = new Hono<WebhookEnv>();

const HANDLERS: Record<string, Handler> = {
  "checkout.session.completed": onCheckoutCompleted,
  "customer.subscription.updated": onSubscriptionChanged,
  "customer.subscription.deleted": onSubscriptionChanged,
  "invoice.paid": onInvoice,
  "invoice.payment_failed": onInvoice,
};

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
  const handler = HANDLERS[event.data.type];
  if (!handler) return c.json({ received: true, ignored: event.data.type });
  try {
    return await handler(c, event.data, createDb(c.env.DB));
  } catch (error) {
    // The provider retries non-2xx deliveries; nothing was recorded, so the retry acts.
    log.error("stripe_webhook_failed", error);
    return c.json({ error: "Temporarily unavailable" }, 503);
  }
});

/**
 * checkout.session.completed: converts the lead its client reference names, gives the customer
 * their account and first visits, and keeps the subscription for billing. A subscription checkout
 * with a trial or a full discount completes with payment_status "no_payment_required": it converts
 * too; "unpaid" (a delayed payment method) waits for a later event.
 */
async function onCheckoutCompleted(c: Context<WebhookEnv>, event: StripeEvent, db: Db): Promise<Response> {
  const session = checkoutSessionSchema.safeParse(event.data.object);
  if (!session.success) return c.json({ error: "Malformed checkout session" }, 400);
  const { payment_status: paymentStatus } = session.data;
  if (paymentStatus !== "paid" && paymentStatus !== "no_payment_required") return c.json({ received: true, ignored: "unpaid" });

  const reference = session.data.client_reference_id ?? null;
  const result = await convertLeadForPaidCheckout(db, {
    eventId: event.id,
    eventType: event.type,
    clientReference: reference,
    checkoutSession: session.data.id ?? null,
  });
  if (!result.matched && !result.duplicate) log.warn("stripe_webhook_unmatched", { reference, event: event.id });
  // A lead without a street address keeps the one checkout collected (never replaces one it has).
  const collected = checkoutAddress(session.data);
  if (result.leadId && collected) await keepCheckoutAddress(db, result.leadId, collected);
  // The paying customer gets their account; idempotent, so a replay (which the provider sends
  // after a failure here) finishes what a failed delivery started and never invites twice.
  let lead = result.leadId ? await findLead(db, result.leadId) : undefined;
  // A subscription checkout starts the customer's billing (once: a replay was recorded already).
  if (lead && !result.duplicate && session.data.subscription) {
    await applyBillingChange(
      db,
      lead,
      {
        eventId: event.id,
        eventType: event.type,
        created: createdOf(event),
        state: "active",
        subscriptionId: session.data.subscription,
        customerId: session.data.customer,
      },
      { recorded: true },
    );
    lead = await findLead(db, lead.id);
  }
  const account = lead?.status === "converted" ? await ensureCustomerAccount(db, c.env, lead, { id: null, email: "stripe" }) : null;
  // Their first visits are planned now when the plan has a day (otherwise an admin sets it).
  // An account already linked (a customer subscribing again) is e-mailed when their next visit moved.
  if (lead && account && account !== "not_linked") await replanCustomer(db, lead.id, { notify: account === "already_linked" ? c.env : undefined });
  // The answer says what the conversion did: the account, and the first visit or what stops it.
  const state = lead?.status === "converted" ? (await customerStates(db, [lead.id]))[lead.id] : undefined;
  const visits = state ? (state.firstVisit ? { firstVisit: state.firstVisit } : { missing: state.missing }) : undefined;
  const { leadId: _leadId, ...answer } = result;
  return c.json({ received: true, ...answer, ...(account ? { account } : {}), ...(visits ? { visits } : {}) });
}

/** customer.subscription.updated / .deleted: the subscription's status is the customer's billing state. */
async function onSubscriptionChanged(c: Context<WebhookEnv>, event: StripeEvent, db: Db): Promise<Response> {
  const parsed = subscriptionSchema.safeParse(event.data.object);
  if (!parsed.success) return c.json({ error: "Malformed subscription" }, 400);
  const sub = parsed.data;
  const state = event.type === "customer.subscription.deleted" ? "canceled" : billingStateOfSubscription(sub.status, sub.pause_collection);
  if (!state) return c.json({ received: true, ignored: sub.status });
  const periodEnd = sub.current_period_end ?? sub.items?.data[0]?.current_period_end ?? null;
  const nextChargeAt = state === "canceled" ? null : periodEnd ? new Date(periodEnd * 1000).toISOString() : undefined;
  const before = (await matchBillingEvent(db, { subscriptionId: sub.id, customerId: sub.customer, metadataLeadId: sub.metadata })).lead;
  const response = await applyAndPlan(c, db, event, { state, subscriptionId: sub.id, customerId: sub.customer, nextChargeAt }, sub.metadata);
  // A separate step: the plan's price, and the e-mails when service stops (server/billing/provider-reports.ts).
  if (response.ok) await afterProviderEvent(c.env, db, before, { type: event.type, created: event.created, object: event.data.object });
  return response;
}

/** invoice.paid: active again; invoice.payment_failed: past due (visits continue, the office and the customer are warned). */
async function onInvoice(c: Context<WebhookEnv>, event: StripeEvent, db: Db): Promise<Response> {
  const parsed = invoiceSchema.safeParse(event.data.object);
  if (!parsed.success) return c.json({ error: "Malformed invoice" }, 400);
  const subscriptionId = parsed.data.subscription ?? parsed.data.parent?.subscription_details?.subscription ?? null;
  const state = event.type === "invoice.paid" ? "active" : "past_due";
  const metadataLeadId = parsed.data.parent?.subscription_details?.metadata ?? null;
  const before = (await matchBillingEvent(db, { subscriptionId, customerId: parsed.data.customer, metadataLeadId })).lead;
  const response = await applyAndPlan(c, db, event, { state, subscriptionId, customerId: parsed.data.customer }, metadataLeadId);
  // A separate step: the invoice for the billing tab, and the e-mails when a payment fails (server/billing/provider-reports.ts).
  if (response.ok) await afterProviderEvent(c.env, db, before, { type: event.type, created: event.created, object: event.data.object });
  return response;
}

/**
 * Applies a billing change to the customer it names, then, in the same request, plans their
 * visits again: canceled or paused removes the future scheduled ones, active again plans them
 * (planVisits' eligibility reads the billing state). An unknown subscription is logged without
 * personal data and answered 200, so the provider stops retrying.
 */
async function applyAndPlan(
  c: Context<WebhookEnv>,
  db: Db,
  event: StripeEvent,
  change: Pick<BillingChange, "state" | "subscriptionId" | "customerId" | "nextChargeAt">,
  metadataLeadId: number | null = null,
): Promise<Response> {
  const match = await matchBillingEvent(db, { ...change, metadataLeadId });
  const result = await applyBillingChange(db, match.lead, { ...change, eventId: event.id, eventType: event.type, created: createdOf(event) });
  if (!match.lead)
    log.warn(match.ignored === "unknown" ? "stripe_billing_unmatched" : "stripe_billing_ignored", { event: event.id, type: event.type, reason: match.ignored });
  // Visits that stop (paused, canceled) or start again are e-mailed to the customer (the schedule reminder).
  if (result.leadId && result.applied) await replanCustomer(db, result.leadId, { notify: c.env });
  return c.json({ received: true, duplicate: result.duplicate, matched: result.matched, applied: result.applied, state: result.applied ? result.to : null });
}
