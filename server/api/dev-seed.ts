import { Hono } from "hono";
import { USER_ROLES } from "../db/schema";
import { createSession } from "../auth/session";
import { hashPassword } from "../auth/password";
import { createDb } from "../db/client";
import { localOnly } from "../middleware/local-only";
import { seedLead, type SeedLead } from "../leads/seed-lead";
import { findLeadByEmail } from "../models/leads";
import { runSeedStatements } from "../models/seed-statements";
import { findUserByEmail, upsertUser } from "../models/users";
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
});
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

/** Creates or updates an account with a known password, as `npm run user:create` does. */
devSeed.post("/account", async (c) => {
  const body = await bodyOf(c.req.raw, accountBody);
  if (!body) return c.json({ error: "expected { email, password, role, name?, demo? }" }, 400);
  const { password, ...account } = body;
  const user = await upsertUser(createDb(c.env.DB), { ...account, passwordHash: await hashPassword(password) });
  return c.json({ id: user.id });
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
