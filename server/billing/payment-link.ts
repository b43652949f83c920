import { localizePath } from "~/lib/i18n";
import { needsSubscription } from "../service/account";
import { getConfig } from "../config";
import { randomId } from "../crypto";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { log } from "../log";
import { ensureClientReference, recordPaymentLink } from "../leads/change";
import type { ActingUser } from "../models/lead-admin";
import { enqueuePaymentLink } from "../notifications/enqueue";
import { emailLocale } from "../notifications/templates";
import { type CheckoutSession, createCheckoutSession, PRICE_VAR, StripeError, paymentsConfigured } from "./stripe";

export type CheckoutOutcome =
  | { result: "ok"; session: CheckoutSession; price: string; url: string }
  /** No secret key: payments are not set up here (local development). */
  | { result: "not_configured" }
  /** The plan's price variable is empty. */
  | { result: "no_price"; variable: string }
  /** Commercial service is quoted, not sold by subscription. */
  | { result: "not_residential" }
  /** The customer already has a subscription (active, past due or paused): the portal manages it. */
  | { result: "has_subscription" }
  | { result: "provider_failed"; status: number };

/**
 * Creates a subscription checkout for the lead's plan (price id by service frequency), in the
 * customer's language, carrying the lead's payment reference so the completed checkout converts
 * it and starts its billing. Nothing is made when a setting is missing: the caller says why.
 * `returnPath` is where the provider sends the customer back (success and cancel).
 */
export async function startCheckout(db: Db, env: Env, lead: Lead, returnPath: string, fetcher?: typeof fetch): Promise<CheckoutOutcome> {
  const config = getConfig(env);
  if (!paymentsConfigured(config)) return { result: "not_configured" };
  if (lead.service_type !== "residential") return { result: "not_residential" };
  if (!needsSubscription(lead)) return { result: "has_subscription" };
  const variable = PRICE_VAR[lead.service_frequency];
  const price = config[variable];
  if (!price) return { result: "no_price", variable };
  const reference = await ensureClientReference(db, lead, randomId(16));
  const locale = emailLocale(lead.locale);
  const back = (state: string) =>
    new URL(`${localizePath(locale, returnPath)}${returnPath.includes("?") ? "&" : "?"}checkout=${state}`, config.SITE_URL).toString();
  try {
    const session = await createCheckoutSession(
      config,
      {
        price,
        clientReference: reference,
        leadId: lead.id,
        email: lead.email,
        customer: lead.stripe_customer_id,
        locale,
        successUrl: back("done"),
        cancelUrl: back("canceled"),
        // A double submit within the same minute gets the same session from the provider.
        idempotencyKey: `checkout-${lead.id}-${Math.floor(Date.now() / 60_000)}`,
      },
      fetcher,
    );
    return { result: "ok", session, price, url: session.url };
  } catch (error) {
    if (error instanceof StripeError) return { result: "provider_failed", status: error.status };
    log.error("stripe_checkout_failed", error, { leadId: lead.id });
    return { result: "provider_failed", status: 0 };
  }
}

export type PaymentLinkOutcome =
  | Exclude<CheckoutOutcome, { result: "ok" }>
  /** Made, kept on the lead and queued for the customer's e-mail. */
  | { result: "sent" }
  /** Made and kept, but the e-mail could not be queued: sending again makes a fresh one. */
  | { result: "not_queued" };

/**
 * The office's "Send payment link": a subscription checkout for the lead's plan, kept on the lead
 * (its history names who sent it) and e-mailed to the customer in their language through the
 * notification queue (the e-mail reads the link from the lead). Nothing is made when a setting is missing.
 */
export async function sendPaymentLink(db: Db, env: Env, lead: Lead, by: ActingUser, returnPath: string): Promise<PaymentLinkOutcome> {
  const outcome = await startCheckout(db, env, lead, returnPath);
  if (outcome.result !== "ok") return outcome;
  const expiresAt = outcome.session.expires_at ? new Date(outcome.session.expires_at * 1000).toISOString() : null;
  await recordPaymentLink(db, lead.id, { url: outcome.session.url, expiresAt, sessionId: outcome.session.id }, by);
  try {
    await enqueuePaymentLink(env, lead.id);
  } catch (error) {
    log.error("payment_link_enqueue_failed", error, { leadId: lead.id });
    return { result: "not_queued" };
  }
  return { result: "sent" };
}
