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
