import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type BillingState, type Lead, leadEvents, leads, stripeEvents } from "../db/schema";

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

/** The customer whose subscription this is (leads not purged). */
export async function leadBySubscription(db: Db, subscriptionId: string): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: and(eq(leads.stripe_subscription_id, subscriptionId), isNull(leads.purged_at)) });
}

/** The provider's customer's leads (not purged), whatever their subscription. */
export async function leadsByCustomer(db: Db, customerId: string): Promise<Lead[]> {
  return db.query.leads.findMany({ where: and(eq(leads.stripe_customer_id, customerId), isNull(leads.purged_at)) });
}

/** The lead our checkout named in a subscription's metadata, while it has no subscription yet. */
export async function leadWithoutSubscription(db: Db, leadId: number): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: and(eq(leads.id, leadId), isNull(leads.stripe_subscription_id), isNull(leads.purged_at)) });
}

/**
 * The event is not older than the one that set the state; of two in the same second, canceled wins
 * (a paid invoice and the deletion of its subscription in one second end canceled, in either order).
 */
const newerThanStored = (change: BillingChange) =>
  sql`(${leads.billing_event_created} IS NULL OR ${leads.billing_event_created} < ${change.created} OR (${leads.billing_event_created} = ${change.created} AND (${change.state} = 'canceled' OR ${leads.billing_state} IS NOT 'canceled')))`;

/**
 * A subscription's event changes only the customer of that subscription (or one with none yet,
 * which then keeps it), and nothing once that subscription is canceled: canceled is final for a
 * subscription id at the provider. A new checkout (a new subscription) is not held by this.
 */
const sameSubscription = (change: BillingChange) =>
  change.subscriptionId
    ? sql`(${leads.stripe_subscription_id} IS NULL OR ${leads.stripe_subscription_id} = ${change.subscriptionId}) AND NOT (${leads.billing_state} IS 'canceled' AND ${leads.stripe_subscription_id} IS ${change.subscriptionId})`
    : undefined;

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
    .where(and(eq(leads.id, lead.id), newerThanStored(change), recorded ? undefined : sameSubscription(change), sql`${fresh}`))
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
