import { localizePath } from "~/lib/i18n";
import { type Config, getConfig } from "../config";
import type { Lead } from "../db/schema";
import { createPortalSession, paymentsConfigured, StripeError } from "./stripe";

/** The billing portal link is a session made through the API (STRIPE_PORTAL_SESSIONS = "1" with the secret key), else BILLING_PORTAL_URL. */
export const portalSessions = (config: Config) => config.STRIPE_PORTAL_SESSIONS === "1" && paymentsConfigured(config);

/** A one-time portal session for the customer, back to their billing tab afterwards. */
export async function openPortal(
  env: Env,
  lead: Lead,
  locale: "en" | "es",
  fetcher?: typeof fetch,
): Promise<{ result: "ok"; url: string } | { result: "not_configured" | "failed" }> {
  const config = getConfig(env);
  if (!portalSessions(config) || !lead.stripe_customer_id) return { result: "not_configured" };
  try {
    const returnUrl = new URL(`${localizePath(locale, "/customer")}?tab=billing`, config.SITE_URL).toString();
    const session = await createPortalSession(config, { customer: lead.stripe_customer_id, returnUrl, locale }, fetcher);
    return { result: "ok", url: session.url };
  } catch (error) {
    if (error instanceof StripeError) return { result: "failed" };
    throw error;
  }
}
