import { Hono } from "hono";
import { LEAD_LOCALES } from "~/lib/lead-options";
import { USER_ROLES } from "../db/schema";
import { createSession } from "../auth/session";
import { hashPassword } from "../auth/password";
import { createDb } from "../db/client";
import { localOnly } from "../middleware/local-only";
import { seedCustomerAccount, seedLead, type SeedLead, seedRoute } from "../leads/seed-lead";
import { findLeadByEmail } from "../models/leads";
import { runSeedStatements } from "../models/seed-statements";
import { findUserByEmail, upsertUser } from "../models/users";
import { planVisitOn } from "../models/visits";
import { z } from "~/lib/zod";

/**
 * /dev/seed/*: how the end-to-end specs put their rows and sessions in place (test/e2e/support/
 * local-state.ts), through the running server, so it is the only writer of its local D1 and KV
 * (the wrangler CLI writing the same SQLite file beside it met SQLITE_BUSY, and a KV write failed
 * a run). Development and tests only, behind the same guard as the payment stand-in and the outbox:
 * anywhere else every path here is 404.
 */
export const devSeed = new Hono<{ Bindings: Env }>();

devSeed.use("*", localOnly());

const sqlBody = z.object({ sql: z.string() });
const accountBody = z.object({
  email: z.string(),
  password: z.string(),
  role: z.enum(USER_ROLES),
  name: z.optional(z.string()),
  demo: z.optional(z.boolean()),
  locale: z.optional(z.enum(LEAD_LOCALES)),
});
const customerBody = z.object({ email: z.string(), name: z.optional(z.string()), locale: z.optional(z.enum(LEAD_LOCALES)) });
const visitBody = z.object({ email: z.string(), date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) });
const routeBody = z.object({ customer: z.string(), crew: z.string() });
const sessionBody = z.object({ email: z.string() });
const leadBody = z.object({
  lead: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  once: z.optional(z.boolean()),
});

async function bodyOf<T>(request: Request, schema: z.ZodMiniType<T>): Promise<T | null> {
  const parsed = schema.safeParse(await request.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

/** Runs the statements of `sql` in one batch; answers the rows of the last one. */
devSeed.post("/sql", async (c) => {
  const body = await bodyOf(c.req.raw, sqlBody);
  if (!body) return c.json({ error: "expected { sql }" }, 400);
  try {
    return c.json({ rows: await runSeedStatements(c.env.DB, body.sql) });
  } catch (error) {
    return c.json({ error: error instanceof Error ? error.message : String(error) }, 400);
  }
});

/**
 * A lead made by the test factory (server/leads/seed-lead.ts: through the owner, never a column
 * written here); with `once`, the lead already stored with its e-mail is answered instead.
 */
devSeed.post("/lead", async (c) => {
  const body = await bodyOf(c.req.raw, leadBody);
  const email = body?.lead.email;
  if (!body || typeof email !== "string") return c.json({ error: "expected { lead: { email, … }, once? }" }, 400);
  const db = createDb(c.env.DB);
  try {
    const lead = (body.once ? await findLeadByEmail(db, email) : undefined) ?? (await seedLead(db, body.lead as unknown as SeedLead));
    return c.json({ id: lead.id, version: lead.version, clientReference: lead.client_reference });
  } catch (error) {
    return c.json({ error: error instanceof Error ? error.message : String(error) }, 400);
  }
});

/** Creates or updates an account with a known password (and a language, when given), as `npm run user:create` does. */
devSeed.post("/account", async (c) => {
  const body = await bodyOf(c.req.raw, accountBody);
  if (!body) return c.json({ error: "expected { email, password, role, name?, demo?, locale? }" }, 400);
  const { password, ...account } = body;
  const user = await upsertUser(createDb(c.env.DB), { ...account, passwordHash: await hashPassword(password) });
  return c.json({ id: user.id });
});

/**
 * The customer account of the converted lead with this e-mail, as converting it gives one (the test
 * factory's seedCustomerAccount): the account with the e-mail linked to the lead, or a pending one
 * made for it (in `locale` or the lead's, named `name` or as the lead). Once: an account already
 * linked is answered as it is. No visits are planned: /visit plans the days a spec needs.
 */
devSeed.post("/customer", async (c) => {
  const body = await bodyOf(c.req.raw, customerBody);
  if (!body) return c.json({ error: "expected { email, name?, locale? }" }, 400);
  const db = createDb(c.env.DB);
  const lead = await findLeadByEmail(db, body.email);
  if (!lead) return c.json({ error: `no lead ${body.email}` }, 404);
  const { result, user } = await seedCustomerAccount(db, lead, body);
  if (result === "not_linked") return c.json({ error: `the account ${body.email} cannot be linked to lead ${lead.id}` }, 409);
  return c.json({ result, id: user.id, leadId: lead.id });
});

/** A visit planned on `date` (YYYY-MM-DD) for the customer of the lead with this e-mail (planVisitOn), once. */
devSeed.post("/visit", async (c) => {
  const body = await bodyOf(c.req.raw, visitBody);
  if (!body) return c.json({ error: "expected { email, date: YYYY-MM-DD }" }, 400);
  const db = createDb(c.env.DB);
  const lead = await findLeadByEmail(db, body.email);
  const visit = lead ? await planVisitOn(db, lead.id, body.date) : undefined;
  if (!visit) return c.json({ error: `no customer account linked to a lead ${body.email}` }, 404);
  return c.json({ id: visit.id });
});

/**
 * The customer of the lead `customer` (an e-mail) on the route of the crew account `crew`, through
 * the owner's assignment (the test factory's seedRoute: its history row, the route re-ordered by
 * distance, a stop without a position at the end). Once: "unchanged" when it is there already.
 */
devSeed.post("/route", async (c) => {
  const body = await bodyOf(c.req.raw, routeBody);
  if (!body) return c.json({ error: "expected { customer, crew }" }, 400);
  const db = createDb(c.env.DB);
  const [lead, crew] = await Promise.all([findLeadByEmail(db, body.customer), findUserByEmail(db, body.crew)]);
  if (!lead || !crew) return c.json({ error: `no lead ${body.customer} or no account ${body.crew}` }, 404);
  const outcome = await seedRoute(db, lead.id, crew.id);
  if (outcome.result === "ok" || outcome.result === "unchanged") return c.json({ result: outcome.result });
  return c.json({ error: `assigning ${body.customer} to ${body.crew}: ${outcome.result}` }, outcome.result === "not_found" ? 404 : 400);
});

/** A fresh session of an existing account (for the `session` cookie), as signing in starts one. */
devSeed.post("/session", async (c) => {
  const body = await bodyOf(c.req.raw, sessionBody);
  if (!body) return c.json({ error: "expected { email }" }, 400);
  const user = await findUserByEmail(createDb(c.env.DB), body.email);
  if (!user) return c.json({ error: `no account ${body.email}` }, 404);
  const { id } = await createSession(c.env, user, false);
  return c.json({ sessionId: id });
});
