import type { Config } from "../config";
import type { ServiceFrequency } from "../db/schema";
import { log } from "../log";

/**
 * The payment provider's REST API, called with `fetch` (no SDK on Workers): form-encoded bodies,
 * `Authorization: Bearer <secret key>`, JSON answers. The origin is STRIPE_API_BASE, so tests and
 * local runs talk to a stand-in (docs/configuration.md, "Payments").
 */

/** The price variable of each service frequency (one subscription price per plan and frequency). */
export const PRICE_VAR: Record<ServiceFrequency, "STRIPE_PRICE_WEEKLY" | "STRIPE_PRICE_BI_WEEKLY" | "STRIPE_PRICE_MONTHLY"> = {
  weekly: "STRIPE_PRICE_WEEKLY",
  "bi-weekly": "STRIPE_PRICE_BI_WEEKLY",
  monthly: "STRIPE_PRICE_MONTHLY",
};

/** Payments are configured when the secret key is set (prices are checked per plan). */
export const paymentsConfigured = (config: Config) => Boolean(config.STRIPE_SECRET_KEY);

export class StripeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "StripeError";
  }
}

/** Request parameters: scalars, nested objects and lists of objects. */
export type FormValue = string | number | boolean | null | undefined | FormParams | FormParams[];
export interface FormParams {
  [key: string]: FormValue;
}

/**
 * Encodes nested parameters the way the API reads them: `line_items[0][price]=...`.
 * Undefined and null values are left out.
 */
export function formEncode(params: FormParams, prefix = "", out = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value)) value.forEach((item, i) => formEncode(item, `${name}[${i}]`, out));
    else if (typeof value === "object") formEncode(value, name, out);
    else out.append(name, String(value));
  }
  return out;
}

async function post<T>(config: Config, path: string, params: FormParams, idempotencyKey?: string, fetcher: typeof fetch = fetch): Promise<T> {
  if (!config.STRIPE_SECRET_KEY) throw new StripeError("STRIPE_SECRET_KEY is not set", 0);
  // The base may carry a path (a stand-in under /dev/stripe): append, do not resolve.
  const res = await fetcher(`${config.STRIPE_API_BASE.replace(/\/+$/, "")}${path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${config.STRIPE_SECRET_KEY}`,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
    },
    body: formEncode(params),
  });
  const body = (await res.json().catch(() => null)) as (T & { error?: { type?: string; code?: string } }) | null;
  if (!res.ok || !body) {
    // The provider's error type and code only: its message can quote what was sent.
    const reason = body?.error ? `${body.error.type ?? "error"}${body.error.code ? `/${body.error.code}` : ""}` : "no JSON answer";
    log.error("stripe_api_failed", `${path} answered ${res.status}: ${reason}`);
    throw new StripeError(`${path} answered ${res.status}`, res.status);
  }
  return body;
}

export interface CheckoutSession {
  id: string;
  url: string;
  /** Unix seconds. */
  expires_at?: number;
}

export interface CheckoutInput {
  price: string;
  clientReference: string;
  leadId: number;
  email: string;
  /** An existing customer of the provider, so a second subscription lands on the same customer. */
  customer?: string | null;
  locale: "en" | "es";
  successUrl: string;
  cancelUrl: string;
  /** The same key returns the same session (a double submit makes one). */
  idempotencyKey: string;
}

/** POST /v1/checkout/sessions: a subscription checkout for one price. */
export function createCheckoutSession(config: Config, input: CheckoutInput, fetcher?: typeof fetch): Promise<CheckoutSession> {
  return post<CheckoutSession>(
    config,
    "/v1/checkout/sessions",
    {
      mode: "subscription",
      line_items: [{ price: input.price, quantity: 1 }],
      client_reference_id: input.clientReference,
      ...(input.customer ? { customer: input.customer } : { customer_email: input.email }),
      locale: input.locale,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: { lead_id: input.leadId },
      subscription_data: { metadata: { lead_id: input.leadId } },
    },
    input.idempotencyKey,
    fetcher,
  );
}

/** POST /v1/billing_portal/sessions: a one-time link to the customer's billing portal. */
export function createPortalSession(config: Config, input: { customer: string; returnUrl: string; locale: "en" | "es" }, fetcher?: typeof fetch) {
  return post<{ id: string; url: string }>(
    config,
    "/v1/billing_portal/sessions",
    { customer: input.customer, return_url: input.returnUrl, locale: input.locale },
    undefined,
    fetcher,
  );
}

/** Unix seconds of the start of a Miami calendar date ("2026-12-25"), near enough for the provider's dates (UTC midnight + 5 h). */
const unixOfDate = (date: string) => Math.floor(Date.parse(`${date}T05:00:00Z`) / 1000);

/**
 * POST /v1/subscriptions/:id: pauses collection (invoices voided) until `resumesOn` (a Miami date:
 * the day after the pause's last day). One key per pause, so a retried request pauses once.
 */
export function pauseCollection(config: Config, input: { subscription: string; resumesOn: string; idempotencyKey: string }, fetcher?: typeof fetch) {
  return post<{ id: string }>(
    config,
    `/v1/subscriptions/${encodeURIComponent(input.subscription)}`,
    { pause_collection: { behavior: "void", resumes_at: unixOfDate(input.resumesOn) } },
    input.idempotencyKey,
    fetcher,
  );
}

/** POST /v1/subscriptions/:id with an empty pause_collection: collection resumes now (a pause ended early). */
export function resumeCollection(config: Config, input: { subscription: string; idempotencyKey: string }, fetcher?: typeof fetch) {
  return post<{ id: string }>(config, `/v1/subscriptions/${encodeURIComponent(input.subscription)}`, { pause_collection: "" }, input.idempotencyKey, fetcher);
}

/** POST /v1/subscriptions/:id: the subscription ends at the end of the period already paid (no refund, no new charge). */
export function cancelAtPeriodEnd(config: Config, input: { subscription: string; idempotencyKey: string }, fetcher?: typeof fetch) {
  return post<{ id: string }>(
    config,
    `/v1/subscriptions/${encodeURIComponent(input.subscription)}`,
    { cancel_at_period_end: true },
    input.idempotencyKey,
    fetcher,
  );
}
