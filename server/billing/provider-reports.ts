import { z } from "~/lib/zod";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { log } from "../log";
import { findLead } from "../models/leads";
import { recordInvoice, recordPlanPrice } from "../models/billing";
import { billingOf, loadAccount } from "../service/account";
import { enqueueServiceNotices } from "../notifications/enqueue";
import { matchOneOffInvoice } from "./events";

/**
 * What the payment provider's events tell beyond the billing state (docs/decisions/0020): the
 * invoices and the plan's price, kept for the billing tab, and the e-mails when the state moves
 * to canceled, paused or past due. A step after the webhook's own (server/billing/webhook.ts),
 * which finds the customer and applies the state; this reads the customer before and after it.
 * A one-off invoice (no subscription) is kept for its customer too, and changes no state.
 */

const unix = z.number().check(z.int());
const text = (n: number) => z.nullish(z.string().check(z.maxLength(n)));

const invoiceFields = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  number: text(100),
  created: unix,
  amount_paid: z.nullish(unix),
  amount_due: z.nullish(unix),
  total: z.nullish(unix),
  currency: z.string().check(z.maxLength(10)),
  hosted_invoice_url: z.nullish(z.string().check(z.maxLength(2000), z.startsWith("https://"))),
});

const recurring = z.object({ interval: z.string().check(z.maxLength(10)), interval_count: z.optional(unix) });
const priceFields = z.object({ unit_amount: unix, currency: z.string().check(z.maxLength(10)), recurring: recurring });
const subscriptionPrice = z.object({ items: z.object({ data: z.array(z.object({ price: priceFields })).check(z.minLength(1)) }) });

/** Keeps the invoice an `invoice.paid` or `invoice.payment_failed` event carries; a payload without the fields is skipped. */
export async function keepInvoice(db: Db, leadId: number, eventType: string, eventCreated: number, object: unknown): Promise<void> {
  const parsed = z.catch(z.nullable(invoiceFields), null).parse(object);
  if (!parsed) return;
  const paid = eventType === "invoice.paid";
  await recordInvoice(db, leadId, {
    id: parsed.id,
    number: parsed.number ?? null,
    created: parsed.created,
    amount: (paid ? parsed.amount_paid : parsed.amount_due) ?? parsed.total ?? 0,
    currency: parsed.currency,
    status: paid ? "paid" : "failed",
    hostedUrl: parsed.hosted_invoice_url ?? null,
    eventCreated,
  });
}

const providerId = z.pipe(
  z.nullish(z.union([z.string().check(z.maxLength(255)), z.object({ id: z.string().check(z.maxLength(255)) })])),
  z.transform((v) => (typeof v === "string" ? v : (v?.id ?? null))),
);
/** Whose invoice it is, and its subscription (older API versions name it on the invoice, newer ones under parent.subscription_details). */
const invoiceOwner = z.object({
  customer: providerId,
  subscription: providerId,
  parent: z.catch(z.nullish(z.object({ subscription_details: z.nullish(z.object({ subscription: providerId })) })), null),
});

/**
 * Keeps a one-off invoice (one with no subscription) for the customer whose provider customer id
 * it names (server/billing/events.ts): the billing tab lists everything the customer paid, but
 * only a subscription's invoices move the billing state, so nothing else changes.
 */
async function keepOneOffInvoice(db: Db, eventType: string, eventCreated: number, object: unknown): Promise<void> {
  const owner = z.catch(z.nullable(invoiceOwner), null).parse(object);
  if (!owner || owner.subscription || owner.parent?.subscription_details?.subscription) return;
  const match = await matchOneOffInvoice(db, owner.customer);
  if (!match) return;
  if (match.ambiguous) log.warn("stripe_invoice_ambiguous", { leadId: match.lead.id, leads: match.ambiguous.join(",") });
  await keepInvoice(db, match.lead.id, eventType, eventCreated, object);
}

/** Keeps the plan's price a subscription event carries (its first item's price and interval). */
export async function keepPlanPrice(db: Db, leadId: number, eventCreated: number, object: unknown): Promise<void> {
  const parsed = z.catch(z.nullable(subscriptionPrice), null).parse(object);
  const price = parsed?.items.data[0]?.price;
  if (!price) return;
  await recordPlanPrice(db, leadId, {
    amount: price.unit_amount,
    currency: price.currency,
    interval: price.recurring.interval,
    intervalCount: price.recurring.interval_count ?? 1,
    eventCreated,
  });
}

const STOPS = ["canceled", "paused", "past_due"] as const;

/**
 * After the webhook applied an event to `before` (the customer as it was): keeps what the event
 * reports and, when the state moved to canceled, paused or past due, e-mails the office and the
 * customer. Not when the customer's own pause or cancellation explains it (they and the office
 * were told when they asked).
 */
export async function afterProviderEvent(
  env: Env,
  db: Db,
  before: Lead | undefined,
  event: { type: string; created?: number; object: unknown },
): Promise<void> {
  const created = event.created ?? Math.floor(Date.now() / 1000);
  const invoice = event.type === "invoice.paid" || event.type === "invoice.payment_failed";
  // No customer matched by subscription: a one-off invoice is still the customer's payment.
  if (!before) {
    if (invoice) await keepOneOffInvoice(db, event.type, created, event.object);
    return;
  }
  if (invoice) await keepInvoice(db, before.id, event.type, created, event.object);
  if (event.type.startsWith("customer.subscription.")) await keepPlanPrice(db, before.id, created, event.object);
  const after = await findLead(db, before.id);
  const state = after ? billingOf(after).state : null;
  if (!after || state === billingOf(before).state || !STOPS.some((s) => s === state)) return;
  const account = await loadAccount(db, after.id);
  if (state === "paused" && account?.pause) return;
  if (state === "canceled" && account?.cancellation) return;
  await enqueueServiceNotices(env, after.id, "billing", "provider");
}
