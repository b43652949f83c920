import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type BillingPlan, billingPlans, type BillingState, type Invoice, invoices, type Lead, leadEvents, leads, stripeEvents } from "../db/schema";
import { businessDate } from "~/lib/dates";
import type { InvoiceState } from "~/lib/self-service";

/**
 * A customer's billing state follows the payment provider's events (docs/decisions/0012): each
 * event is acted on once (its id in stripe_events), and an event older than the one that last set
 * the state (by the provider's `created`) changes nothing, so out-of-order deliveries never undo
 * a newer state.
 */

/** The state a subscription's `status` means here; null: not a state we act on (incomplete). */
export function billingStateOfSubscription(status: string, pauseCollection?: unknown): BillingState | null {
  if (pauseCollection) return "paused";
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "paused":
      return "paused";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    default:
      return null;
  }
}

/** Visits are planned for no state (a customer the office bills another way), active and past due. */
export const STATES_WITHOUT_VISITS: readonly BillingState[] = ["canceled", "paused"];

export interface BillingChange {
  eventId: string;
  eventType: string;
  /** The event's `created` (unix seconds). */
  created: number;
  state: BillingState;
  subscriptionId?: string | null;
  customerId?: string | null;
  /** The end of the current period, ISO-8601, when the event gives it. */
  nextChargeAt?: string | null;
}

export interface BillingResult {
  duplicate: boolean;
  matched: boolean;
  /** The state (or the ids and dates) were updated; false for an event older than the last one applied. */
  applied: boolean;
  leadId: number | null;
  from: BillingState | null;
  to: BillingState | null;
}

/**
 * The customer an event is about: by subscription id, else by customer id, else (an event that
 * arrived before its checkout's) by the lead id our checkout put in the subscription's metadata,
 * for a lead that has no subscription yet.
 */
export async function findLeadForBilling(
  db: Db,
  ids: { subscriptionId?: string | null; customerId?: string | null; metadataLeadId?: number | null },
): Promise<Lead | undefined> {
  if (ids.subscriptionId) {
    const lead = await db.query.leads.findFirst({ where: and(eq(leads.stripe_subscription_id, ids.subscriptionId), isNull(leads.purged_at)) });
    if (lead) return lead;
  }
  if (ids.customerId) {
    const lead = await db.query.leads.findFirst({ where: and(eq(leads.stripe_customer_id, ids.customerId), isNull(leads.purged_at)) });
    if (lead) return lead;
  }
  if (ids.metadataLeadId && ids.subscriptionId) {
    return db.query.leads.findFirst({ where: and(eq(leads.id, ids.metadataLeadId), isNull(leads.stripe_subscription_id), isNull(leads.purged_at)) });
  }
  return undefined;
}

/**
 * Applies one signed event to its customer, in one batch: the event row (a replay inserts nothing
 * and so changes nothing), the lead's billing columns when the event is not older than the last
 * one applied, and a history row when the state changed. `recorded: true` when the caller already
 * recorded the event id (a completed checkout records it while converting the lead).
 */
export async function applyBillingChange(db: Db, lead: Lead | undefined, change: BillingChange, { recorded = false } = {}): Promise<BillingResult> {
  const at = new Date().toISOString();
  const recordEvent = db
    .insert(stripeEvents)
    .values({ id: change.eventId, type: change.eventType, lead_id: lead?.id ?? null, received_at: at })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  if (!lead) {
    if (recorded) return { duplicate: false, matched: false, applied: false, leadId: null, from: null, to: null };
    const [inserted] = await db.batch([recordEvent]);
    return { duplicate: inserted.length === 0, matched: false, applied: false, leadId: null, from: null, to: null };
  }
  const from = lead.billing_state;
  // Gate on the event row: changes() is the row count of the statement just before (the event
  // insert, 0 for a replay), or 1 when the caller recorded it already.
  const fresh = recorded ? sql`1` : sql`changes() > 0`;
  const update = db
    .update(leads)
    .set({
      billing_state: change.state,
      billing_state_at: sql`CASE WHEN ${leads.billing_state} IS ${change.state} THEN ${leads.billing_state_at} ELSE ${at} END`,
      billing_event_created: change.created,
      ...(change.subscriptionId ? { stripe_subscription_id: change.subscriptionId } : {}),
      ...(change.customerId ? { stripe_customer_id: change.customerId } : {}),
      ...(change.nextChargeAt !== undefined ? { billing_next_charge_at: change.nextChargeAt } : {}),
      updated_at: at,
      version: sql`${leads.version} + 1`,
    })
    .where(and(eq(leads.id, lead.id), sql`(${leads.billing_event_created} IS NULL OR ${leads.billing_event_created} <= ${change.created})`, sql`${fresh}`))
    .returning({ id: leads.id });
  const note = JSON.stringify({ event: change.eventId, event_type: change.eventType });
  // The history row only when this update happened (changes() is the update's row count) and moved the state.
  const history = db.insert(leadEvents).select(sql`
    SELECT NULL, ${lead.id}, 'billing_changed', ${from}, ${change.state}, ${note}, 'stripe', ${at}, NULL
    WHERE changes() > 0
  `);
  if (recorded) {
    const [updated] = from === change.state ? await db.batch([update]) : await db.batch([update, history]);
    return { duplicate: false, matched: true, applied: updated.length > 0, leadId: lead.id, from, to: change.state };
  }
  const [inserted, updated] = from === change.state ? await db.batch([recordEvent, update]) : await db.batch([recordEvent, update, history]);
  return { duplicate: inserted.length === 0, matched: true, applied: updated.length > 0, leadId: lead.id, from, to: change.state };
}

/** Keeps the last payment link sent (a checkout session) on the lead, with a history row by the office. */
export async function recordPaymentLink(
  db: Db,
  leadId: number,
  link: { url: string; expiresAt: string | null; sessionId: string },
  actor: { id: number; email: string },
) {
  const at = new Date().toISOString();
  await db.batch([
    db.update(leads).set({ billing_checkout_url: link.url, billing_checkout_expires_at: link.expiresAt, updated_at: at }).where(eq(leads.id, leadId)),
    db.insert(leadEvents).values({
      lead_id: leadId,
      type: "payment_link_sent",
      changes: JSON.stringify({ checkout_session: link.sessionId }),
      actor: actor.email,
      actor_user_id: actor.id,
      created_at: at,
    }),
  ]);
}

/** A payment reference for a lead that has none (one the office entered): the wizard's shape, residential_<id>_<random>. */
export async function ensureClientReference(db: Db, lead: Lead, random: string): Promise<string> {
  if (lead.client_reference) return lead.client_reference;
  await db
    .update(leads)
    .set({ client_reference: `residential_${lead.id}_${random}` })
    .where(and(eq(leads.id, lead.id), isNull(leads.client_reference)));
  const row = await db.query.leads.findFirst({ where: eq(leads.id, lead.id), columns: { client_reference: true } });
  if (!row?.client_reference) throw new Error("No client reference after update");
  return row.client_reference;
}

/** Customers by billing state, for the overview (leads not deleted). */
export async function billingCounts(db: Db): Promise<Record<BillingState, number>> {
  const rows = await db
    .select({ state: leads.billing_state, n: sql<number>`count(*)` })
    .from(leads)
    .where(and(isNull(leads.deleted_at), sql`${leads.billing_state} IS NOT NULL`))
    .groupBy(leads.billing_state);
  const counts: Record<BillingState, number> = { active: 0, past_due: 0, paused: 0, canceled: 0 };
  for (const row of rows) if (row.state) counts[row.state] = row.n;
  return counts;
}

/** What the customer pays, as the provider reported it: the plan's price (undefined until reported) and the invoices, newest first. */
export async function paymentsOf(db: Db, leadId: number, limit = 24): Promise<{ plan: BillingPlan | undefined; invoices: Invoice[] }> {
  const [plan, rows] = await Promise.all([
    db.query.billingPlans.findFirst({ where: eq(billingPlans.lead_id, leadId) }),
    db.select().from(invoices).where(eq(invoices.lead_id, leadId)).orderBy(desc(invoices.date), desc(invoices.event_created)).limit(limit),
  ]);
  return { plan, invoices: rows };
}

export interface InvoiceReport {
  id: string;
  number: string | null;
  /** Unix seconds of the invoice's own date. */
  created: number;
  amount: number;
  currency: string;
  status: InvoiceState;
  hostedUrl: string | null;
  /** The event's `created`: a newer report of the same invoice replaces an older one, never the reverse. */
  eventCreated: number;
}

/** Keeps an invoice the provider reported (invoice.paid, invoice.payment_failed) for its customer. */
export async function recordInvoice(db: Db, leadId: number, report: InvoiceReport): Promise<void> {
  const row = {
    lead_id: leadId,
    number: report.number,
    date: businessDate(new Date(report.created * 1000)),
    amount: report.amount,
    currency: report.currency,
    status: report.status,
    hosted_url: report.hostedUrl,
    event_created: report.eventCreated,
  };
  await db
    .insert(invoices)
    .values({ id: report.id, ...row })
    .onConflictDoUpdate({ target: invoices.id, set: row, setWhere: sql`${invoices.event_created} <= ${report.eventCreated}` });
}

export interface PlanReport {
  amount: number;
  currency: string;
  interval: string;
  intervalCount: number;
  eventCreated: number;
}

/** Keeps the plan's price a subscription event reported (the newest event wins). */
export async function recordPlanPrice(db: Db, leadId: number, report: PlanReport): Promise<void> {
  const row = {
    amount: report.amount,
    currency: report.currency,
    interval: report.interval,
    interval_count: report.intervalCount,
    event_created: report.eventCreated,
  };
  await db
    .insert(billingPlans)
    .values({ lead_id: leadId, ...row })
    .onConflictDoUpdate({ target: billingPlans.lead_id, set: row, setWhere: sql`${billingPlans.event_created} <= ${report.eventCreated}` });
}
