import type { Db } from "../db/client";
import { type CheckoutAddress, findLead } from "../models/leads";
import { applyBillingChange, convertLeadForPaidCheckout, customerAccountAfterConversion, keepCheckoutAddress } from "../leads/change";
import { customerStates } from "../models/lead-accounts";
import { type BillingChange, billingStateOfSubscription } from "../models/billing";
import { z } from "~/lib/zod";
import { log } from "../log";
import { matchBillingEvent } from "./events";
import { afterProviderEvent } from "./provider-reports";
import { PAYMENT_LEAVES } from "../service/account";
import { restartAfterPayment } from "../service/changes";
import { verifyStripeSignature } from "./webhook-signature";

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

/** What one delivery of the payment webhook came to; the Hono handler (server/api/stripe-webhook.ts) answers it. */
export type WebhookOutcome =
  | { result: "misconfigured" }
  | { result: "invalid_signature" }
  | { result: "invalid_json" }
  | { result: "malformed"; what: "event" | "checkout session" | "subscription" | "invoice" }
  | { result: "ignored"; ignored: string }
  | { result: "received"; answer: Record<string, unknown> }
  /** Something failed before anything was recorded: the provider's retry acts. */
  | { result: "unavailable" };

export interface WebhookDelivery {
  /** STRIPE_WEBHOOK_SECRET. */
  secret: string | undefined;
  /** The `Stripe-Signature` header. */
  signature: string | undefined;
  rawBody: string;
}

type Handler = (db: Db, env: Env, event: StripeEvent) => Promise<WebhookOutcome>;

const HANDLERS: Record<string, Handler> = {
  "checkout.session.completed": onCheckoutCompleted,
  // A delayed payment method (a bank debit): the checkout completed unpaid, and this says it was paid.
  "checkout.session.async_payment_succeeded": onCheckoutCompleted,
  "customer.subscription.updated": onSubscriptionChanged,
  "customer.subscription.deleted": onSubscriptionChanged,
  "invoice.paid": onInvoice,
  "invoice.payment_failed": onInvoice,
};

/**
 * One delivery of the payment webhook: a completed checkout converts its lead and starts its
 * billing; the subscription and invoice events keep the customer's billing state
 * (docs/decisions/0012). The signature is checked first; each event id is acted on once (stored
 * in stripe_events); a malformed payload is an outcome, never a throw.
 */
export async function receiveBillingEvent(db: Db, env: Env, delivery: WebhookDelivery): Promise<WebhookOutcome> {
  if (!delivery.secret) {
    log.error("stripe_webhook_misconfigured", "STRIPE_WEBHOOK_SECRET is not set");
    return { result: "misconfigured" };
  }
  if (!(await verifyStripeSignature(delivery.secret, delivery.signature, delivery.rawBody))) return { result: "invalid_signature" };
  let json: unknown;
  try {
    json = JSON.parse(delivery.rawBody);
  } catch {
    return { result: "invalid_json" };
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) return { result: "malformed", what: "event" };
  const handler = HANDLERS[event.data.type];
  if (!handler) return { result: "ignored", ignored: event.data.type };
  try {
    return await handler(db, env, event.data);
  } catch (error) {
    // The provider retries non-2xx deliveries; nothing was recorded, so the retry acts.
    log.error("stripe_webhook_failed", error);
    return { result: "unavailable" };
  }
}

/**
 * checkout.session.completed: converts the lead its client reference names, gives the customer
 * their account and first visits, and keeps the subscription for billing. A subscription checkout
 * with a trial or a full discount completes with payment_status "no_payment_required": it converts
 * too; "unpaid" (a delayed payment method) waits for `checkout.session.async_payment_succeeded`,
 * which this handles alike. A payment for a service with a cancellation in force restarts it
 * (server/service/changes.ts, restartAfterPayment: the cancellation withdrawn, the visits back,
 * the customer and the office told), so a charge never comes without visits.
 */
async function onCheckoutCompleted(db: Db, env: Env, event: StripeEvent): Promise<WebhookOutcome> {
  const session = checkoutSessionSchema.safeParse(event.data.object);
  if (!session.success) return { result: "malformed", what: "checkout session" };
  const { payment_status: paymentStatus } = session.data;
  if (paymentStatus !== "paid" && paymentStatus !== "no_payment_required") return { result: "ignored", ignored: "unpaid" };

  const reference = session.data.client_reference_id ?? null;
  // The owner converts, gives the customer their account and plans their first visits (when the plan has a day).
  const result = await convertLeadForPaidCheckout(
    db,
    { eventId: event.id, eventType: event.type, clientReference: reference, checkoutSession: session.data.id ?? null },
    { notify: env },
  );
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
      { recorded: true, notify: env },
    );
    lead = await findLead(db, lead.id);
  }
  // Paid while a cancellation is in force (pending, or ended by its last day): the service restarts.
  const restarted = lead && !result.duplicate ? await restartAfterPayment(db, env, lead.id, "stripe") : false;
  // A replay (or a lead converted before) finishes what a failed delivery started: the owner's account step, never inviting twice.
  const account = result.account ?? (lead?.status === "converted" ? await customerAccountAfterConversion(db, env, lead, "stripe") : null);
  // The answer says what the conversion did: the account, and the first visit or what stops it.
  const state = lead?.status === "converted" ? (await customerStates(db, [lead.id]))[lead.id] : undefined;
  const visits = state ? (state.firstVisit ? { firstVisit: state.firstVisit } : { missing: state.missing }) : undefined;
  const { leadId: _leadId, ...answer } = result;
  return { result: "received", answer: { ...answer, ...(account ? { account } : {}), ...(visits ? { visits } : {}), ...(restarted ? { restarted } : {}) } };
}

/** customer.subscription.updated / .deleted: the subscription's status is the customer's billing state. */
async function onSubscriptionChanged(db: Db, env: Env, event: StripeEvent): Promise<WebhookOutcome> {
  const parsed = subscriptionSchema.safeParse(event.data.object);
  if (!parsed.success) return { result: "malformed", what: "subscription" };
  const sub = parsed.data;
  const state = event.type === "customer.subscription.deleted" ? "canceled" : billingStateOfSubscription(sub.status, sub.pause_collection);
  if (!state) return { result: "ignored", ignored: sub.status };
  const periodEnd = sub.current_period_end ?? sub.items?.data[0]?.current_period_end ?? null;
  const nextChargeAt = state === "canceled" ? null : periodEnd ? new Date(periodEnd * 1000).toISOString() : undefined;
  const before = (await matchBillingEvent(db, { subscriptionId: sub.id, customerId: sub.customer, metadataLeadId: sub.metadata })).lead;
  const outcome = await applyAndPlan(db, env, event, { state, subscriptionId: sub.id, customerId: sub.customer, nextChargeAt }, sub.metadata);
  // A separate step: the plan's price, and the e-mails when service stops (server/billing/provider-reports.ts).
  await afterProviderEvent(env, db, before, { type: event.type, created: event.created, object: event.data.object });
  return outcome;
}

/**
 * invoice.paid: active again, except from paused (a payment does not resume collection the provider
 * paused; its subscription event does); invoice.payment_failed: past due (the office and the
 * customer are warned).
 */
async function onInvoice(db: Db, env: Env, event: StripeEvent): Promise<WebhookOutcome> {
  const parsed = invoiceSchema.safeParse(event.data.object);
  if (!parsed.success) return { result: "malformed", what: "invoice" };
  const subscriptionId = parsed.data.subscription ?? parsed.data.parent?.subscription_details?.subscription ?? null;
  const paid = event.type === "invoice.paid";
  const metadataLeadId = parsed.data.parent?.subscription_details?.metadata ?? null;
  const before = (await matchBillingEvent(db, { subscriptionId, customerId: parsed.data.customer, metadataLeadId })).lead;
  const outcome = await applyAndPlan(
    db,
    env,
    event,
    { state: paid ? "active" : "past_due", subscriptionId, customerId: parsed.data.customer, ...(paid ? { unless: PAYMENT_LEAVES } : {}) },
    metadataLeadId,
  );
  // A separate step: the invoice for the billing tab, and the e-mails when a payment fails (server/billing/provider-reports.ts).
  await afterProviderEvent(env, db, before, { type: event.type, created: event.created, object: event.data.object });
  return outcome;
}

/**
 * Applies a billing change to the customer it names, then, in the same request, plans their
 * visits again: canceled or paused removes the future scheduled ones, active again plans them
 * (planVisits' eligibility reads the billing state). An unknown subscription is logged without
 * personal data and answered 200, so the provider stops retrying.
 */
async function applyAndPlan(
  db: Db,
  env: Env,
  event: StripeEvent,
  change: Pick<BillingChange, "state" | "subscriptionId" | "customerId" | "nextChargeAt" | "unless">,
  metadataLeadId: number | null = null,
): Promise<WebhookOutcome> {
  const match = await matchBillingEvent(db, { ...change, metadataLeadId });
  // Visits that stop (paused, canceled) or start again are re-planned by the owner and e-mailed to the customer (the schedule reminder).
  const result = await applyBillingChange(db, match.lead, { ...change, eventId: event.id, eventType: event.type, created: createdOf(event) }, { notify: env });
  if (!match.lead)
    log.warn(match.ignored === "unknown" ? "stripe_billing_unmatched" : "stripe_billing_ignored", { event: event.id, type: event.type, reason: match.ignored });
  return {
    result: "received",
    answer: { duplicate: result.duplicate, matched: result.matched, applied: result.applied, state: result.applied ? result.to : null },
  };
}
