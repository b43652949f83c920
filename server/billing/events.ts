import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { leadBySubscription, leadsByCustomer, leadWithoutSubscription } from "../models/billing";

/**
 * Which customer a subscription or invoice event is about (docs/decisions/0012). A customer at the
 * provider may have several subscriptions over the years (an old one, a one-off invoice), so an
 * event is matched by its subscription id; the customer id only finds a lead that has no
 * subscription yet (customers backfilled active before billing states existed), which then keeps
 * the subscription id. Events of another subscription and invoices with no subscription change nothing.
 */
export type BillingMatch =
  { lead: Lead; by: "subscription" | "customer" | "metadata" } | { lead: undefined; ignored: "no_subscription" | "other_subscription" | "unknown" };

export async function matchBillingEvent(
  db: Db,
  ids: { subscriptionId?: string | null; customerId?: string | null; metadataLeadId?: number | null },
): Promise<BillingMatch> {
  if (!ids.subscriptionId) return { lead: undefined, ignored: "no_subscription" };
  const bySubscription = await leadBySubscription(db, ids.subscriptionId);
  if (bySubscription) return { lead: bySubscription, by: "subscription" };
  const ofCustomer = ids.customerId ? await leadsByCustomer(db, ids.customerId) : [];
  const withoutSubscription = ofCustomer.filter((l) => !l.stripe_subscription_id);
  // One lead of that customer with no subscription: this is its subscription. Two would be a guess.
  if (withoutSubscription.length === 1) return { lead: withoutSubscription[0]!, by: "customer" };
  if (ids.metadataLeadId) {
    const named = await leadWithoutSubscription(db, ids.metadataLeadId);
    if (named) return { lead: named, by: "metadata" };
  }
  return { lead: undefined, ignored: ofCustomer.length > 0 ? "other_subscription" : "unknown" };
}

/**
 * Which customer a one-off invoice (one with no subscription: an extra cleanup, a charge the
 * office made) is about: the lead whose provider customer id it names. Several leads may share
 * one (a customer who came back): the one with a subscription, and of several with one, the one
 * whose billing moved last (then the newest); that choice is logged (`ambiguous`), so the office
 * can check it. The invoice is only kept for the billing tab: it never changes a billing state.
 */
export async function matchOneOffInvoice(db: Db, customerId: string | null): Promise<{ lead: Lead; ambiguous: number[] | null } | undefined> {
  const ofCustomer = customerId ? await leadsByCustomer(db, customerId) : [];
  const subscribed = ofCustomer.filter((l) => l.stripe_subscription_id);
  const candidates = subscribed.length > 0 ? subscribed : ofCustomer;
  const [lead, ...others] = candidates.toSorted((a, b) => (b.billing_event_created ?? 0) - (a.billing_event_created ?? 0) || b.id - a.id);
  if (!lead) return undefined;
  return { lead, ambiguous: others.length > 0 ? candidates.map((l) => l.id) : null };
}
