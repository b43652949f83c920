import { Hono } from "hono";
import { cors } from "hono/cors";
import { FIELD_LABELS, fieldErrors, leadApiSchema, splitFullName } from "~/lib/lead-schema";
import { leadMessages } from "../content/lead-messages";
import { createDb } from "../db/client";
import { randomId } from "../crypto";
import { sha256Hex } from "../signing";
import { retryAfterText, submitLead } from "../leads/submit";
import { clientIp } from "../rate-limit-rules";
import { isTestLeadEmail } from "../leads/test-leads";

/** The API's field rules, with English messages (its callers are integrators, not visitors). */
const schema = leadApiSchema(leadMessages.en);

/**
 * Public lead API for other sites and integrations: POST /api/leads with the wizard's lead as JSON.
 * Answers 201 { id } (201 { id, test: true } for a test lead, server/leads/test-leads.ts) or
 * 4xx/5xx { error, details } where details is a readable message
 * (clients show details, else error) and `fields` maps each invalid field to its message.
 */
export const leadsApi = new Hono<{ Bindings: Env }>();

leadsApi.use("/", cors({ origin: "*", allowMethods: ["POST", "OPTIONS"], allowHeaders: ["Content-Type", "Idempotency-Key"], maxAge: 86400 }));

leadsApi.post("/", async (c) => {
  // The body is at most BODY_LIMITS.api bytes, counted while it was read (middleware/body-limit.ts).
  const raw = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return c.json({ error: "Invalid JSON", details: "The request body must be a JSON object." }, 400);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const details = Object.entries(fields)
      .map(([k, m]) => `${FIELD_LABELS[k] ?? k}: ${m}`)
      .join(". ");
    return c.json({ error: "Validation failed", details, fields }, 400);
  }

  const headerKey = c.req.header("Idempotency-Key")?.trim();
  if (headerKey !== undefined && !/^[\x21-\x7e]{1,200}$/.test(headerKey)) {
    return c.json({ error: "Invalid Idempotency-Key", details: "Use 1 to 200 visible ASCII characters." }, 400);
  }
  // A key is scoped to its payload, so reusing one with different data never returns someone else's lead.
  const idempotencyKey = headerKey ? `api:${await sha256Hex(`${headerKey}\n${JSON.stringify(parsed.data)}`)}` : `api:${randomId()}`;

  const lead = parsed.data;
  const { firstName, lastName } = splitFullName(lead.fullName);
  const outcome = await submitLead({
    db: createDb(c.env.DB),
    env: c.env,
    ctx: c.executionCtx,
    ip: clientIp(c.req.raw),
    input: {
      firstName,
      lastName,
      fullName: lead.fullName,
      email: lead.email,
      phone: lead.phone,
      zipCode: lead.zip_code,
      serviceType: lead.service_type,
      serviceFrequency: lead.service_frequency,
      referralSource: lead.referral_source,
      specialInstructions: lead.special_instructions,
      locale: lead.locale,
    },
    meta: { idempotencyKey, actor: "api" },
  });

  if (!outcome.ok) {
    if (outcome.reason === "rate_limited") {
      c.header("Retry-After", String(outcome.retryAfter));
      return c.json({ error: "Too many submissions", details: `Too many leads from this address. Try again ${retryAfterText(outcome.retryAfter)}.` }, 429);
    }
    return c.json({ error: "Failed to submit lead", details: "The lead could not be saved. Please try again." }, 503);
  }
  if (!outcome.created) c.header("Idempotent-Replayed", "true");
  // A test lead says so: `npm run smoke` checks that the marker was recognised (server/leads/test-leads.ts).
  if (isTestLeadEmail(outcome.lead.email)) return c.json({ id: outcome.lead.id, test: true }, 201);
  return c.json({ id: outcome.lead.id }, 201);
});
