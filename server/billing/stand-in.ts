import { Hono } from "hono";
import { randomId } from "../crypto";
import { localOnly } from "../middleware/local-only";

/**
 * A stand-in for the payment provider's API, for development and tests only (docs/testing.md,
 * "Payments"): it answers the calls the site makes (checkout, billing portal, subscription updates) the way the provider documents them, and
 * records what it was asked. The worker tests call `standInAnswer` from a `fetch` spy; the
 * end-to-end build points STRIPE_API_BASE at `/dev/stripe` of its own server, which records in
 * KV and lists the records at GET /dev/stripe/requests. Anywhere else it does not exist (404).
 */

export interface StandInRecord {
  method: string;
  /** The API path, e.g. /v1/checkout/sessions. */
  path: string;
  /** The form-encoded parameters as sent (`line_items[0][price]` etc.). */
  params: Record<string, string>;
  /** A Bearer secret key was sent (the key itself is never recorded). */
  authorized: boolean;
  idempotencyKey: string | null;
  at: string;
}

const error = (status: number, message: string, param?: string) =>
  Response.json({ error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } }, { status });

/** The provider's answer to one request, and the record of it. `path` is the API path (after the base). */
export async function standInAnswer(request: Request, path: string): Promise<{ response: Response; record: StandInRecord }> {
  const authorized = /^Bearer sk_(test|live)_\S+$/.test(request.headers.get("Authorization") ?? "");
  const params = Object.fromEntries(new URLSearchParams(request.method === "POST" ? await request.text() : ""));
  const record: StandInRecord = {
    method: request.method,
    path,
    params,
    authorized,
    idempotencyKey: request.headers.get("Idempotency-Key"),
    at: new Date().toISOString(),
  };
  const now = Math.floor(Date.now() / 1000);
  let response: Response;
  if (!authorized) response = error(401, "You did not provide an API key.");
  else if (request.method === "POST" && path === "/v1/checkout/sessions") {
    if (params.mode !== "subscription" && params.mode !== "payment" && params.mode !== "setup") response = error(400, "Invalid mode", "mode");
    else if (!params["line_items[0][price]"]) response = error(400, "Missing required param: line_items[0][price].", "line_items[0][price]");
    else if (!params.success_url) response = error(400, "Missing required param: success_url.", "success_url");
    else {
      const id = `cs_test_${randomId(18)}`;
      response = Response.json({
        id,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        locale: params.locale ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        created: now,
        expires_at: now + 24 * 60 * 60,
        livemode: false,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }
  } else if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
    if (!params.customer) response = error(400, "Missing required param: customer.", "customer");
    else {
      const id = `bps_${randomId(18)}`;
      response = Response.json({
        id,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url ?? null,
        locale: params.locale ?? null,
        created: now,
        livemode: false,
        url: `https://billing.stripe.com/p/session/test_${id}`,
      });
    }
  } else if (request.method === "POST" && /^\/v1\/subscriptions\/[^/]+$/.test(path)) {
    // A subscription update: pause or resume collection, or cancel at the period's end. An id
    // starting sub_missing answers as the provider does for a subscription it does not know.
    const id = decodeURIComponent(path.slice("/v1/subscriptions/".length));
    if (id.startsWith("sub_missing")) response = error(404, `No such subscription: '${id}'`, "id");
    else {
      const resumesAt = params["pause_collection[resumes_at]"];
      response = Response.json({
        id,
        object: "subscription",
        status: "active",
        cancel_at_period_end: params.cancel_at_period_end === "true",
        pause_collection: params["pause_collection[behavior]"]
          ? { behavior: params["pause_collection[behavior]"], resumes_at: resumesAt ? Number(resumesAt) : null }
          : null,
        livemode: false,
      });
    }
  } else response = error(404, `Unrecognized request URL (${request.method}: ${path}).`);
  return { response, record };
}

const RECORD_PREFIX = "stripe-stand-in:";

/** /dev/stripe/*: the stand-in over HTTP, in development and tests only; records kept a day in KV. */
export const stripeStandIn = new Hono<{ Bindings: Env }>();

stripeStandIn.use("*", localOnly());

/** What the stand-in was asked, oldest first (JSON). */
stripeStandIn.get("/requests", async (c) => {
  const list = await c.env.SESSIONS.list({ prefix: RECORD_PREFIX });
  const records = await Promise.all(list.keys.map((key) => c.env.SESSIONS.get<StandInRecord>(key.name, "json")));
  return c.json(records.filter(Boolean), 200, { "Cache-Control": "no-store" });
});

stripeStandIn.all("/v1/*", async (c) => {
  const path = new URL(c.req.url).pathname.replace(/^\/dev\/stripe/, "");
  const { response, record } = await standInAnswer(c.req.raw, path);
  // Keys sort by time: the list comes back in the order the requests came.
  await c.env.SESSIONS.put(`${RECORD_PREFIX}${Date.now().toString().padStart(15, "0")}:${randomId(6)}`, JSON.stringify(record), {
    expirationTtl: 24 * 60 * 60,
  });
  return response;
});
