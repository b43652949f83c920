import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type BillingPlan, billingPlans, type BillingState, type Invoice, invoices, type Lead, leads, stripeEvents } from "../db/schema";
import { INVOICES_SHOWN } from "~/lib/customer-dashboard";
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
  /**
   * States this event does not move the customer out of (server/service/account.ts,
   * billingStateGuard): a paid invoice says a payment went through, not that a paused subscription resumed.
   */
  unless?: readonly BillingState[];
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

/** The statement that records a provider event's id (a replay inserts nothing: `returning` is empty). */
export function recordStripeEvent(db: Db, event: { id: string; type: string; leadId: number | null; at: string }) {
  return db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, lead_id: event.leadId, received_at: event.at })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
}

/** What the customer pays, as the provider reported it: the plan's price (undefined until reported) and the invoices, newest first. */
export async function paymentsOf(db: Db, leadId: number, limit = INVOICES_SHOWN): Promise<{ plan: BillingPlan | undefined; invoices: Invoice[] }> {
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
