import path from "node:path";
import { E2E_ORIGIN } from "./server";

/**
 * End-to-end tests run the production build on a local D1/KV state directory of their own,
 * created fresh for every run (playwright.config.ts), so they never share rows with
 * `npm run dev` or with an earlier run.
 *
 * Specs seed it through the running server's development-only routes (POST /dev/seed/*,
 * server/api/dev-seed.ts), so the server is the only writer of its SQLite file and KV: no
 * wrangler process writes beside it (both sides met SQLITE_BUSY that way), and a seed is one
 * HTTP request, not a process per statement. Every helper here is async: await it.
 */
export const root = path.resolve(import.meta.dirname, "../../..");
export const E2E_STATE_DIR = ".wrangler/e2e-state";

/** POSTs `body` to /dev/seed/<route> and returns the answer; a refused seed throws with the server's reason. */
export async function seedRequest<T>(route: string, body: unknown): Promise<T> {
  const res = await fetch(`${E2E_ORIGIN}/dev/seed/${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`seeding /dev/seed/${route} failed (${res.status}): ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A name part of this run of a spec file (the time and the process), so that seeds of two runs,
 * or of the two projects' workers, never meet; `prefix` marks the file.
 */
export const runId = (prefix = "") => `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}`;

export const sql = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Executes SQL (one or more statements, in one batch: all or nothing) on the end-to-end D1. */
export async function d1(command: string): Promise<void> {
  await seedRequest("sql", { sql: command });
}

/** The rows a SELECT (the last statement of `command`) on the end-to-end D1 returns. */
export async function query<T>(command: string): Promise<T[]> {
  return (await seedRequest<{ rows: T[] }>("sql", { sql: command })).rows;
}

/**
 * Creates (or updates) an account with a known password, the way `npm run user:create` does
 * (the Worker's own hashing; saving a password makes the account active and ends its sessions).
 */
export async function createAccount(user: { email: string; password: string; role: "customer" | "admin" | "crew"; name: string }): Promise<void> {
  await seedRequest("account", user);
}

/**
 * Inserts leads, each unless a lead with its e-mail exists. Playwright may run a file's
 * `beforeAll` more than once in one worker (the module, and its per-run names, stay loaded), so
 * a seed must be idempotent or a test meets two leads with its name.
 */
export async function insertLeadsOnce(columns: readonly string[], rows: readonly Record<string, string>[]): Promise<void> {
  const statements = rows.map((row) => {
    const email = row.email;
    if (!email) throw new Error("insertLeadsOnce: every row needs an email value");
    const values = columns.map((c) => row[c] ?? "NULL").join(", ");
    return `INSERT INTO leads (${columns.join(", ")}) SELECT ${values} WHERE NOT EXISTS (SELECT 1 FROM leads WHERE email = ${email});`;
  });
  await d1(statements.join(" "));
}

/** Inserts one lead unless a lead with its e-mail exists; each value is a string, quoted for SQL here. */
export async function insertLeadOnce(lead: Record<string, string> & { email: string }): Promise<void> {
  await insertLeadsOnce(Object.keys(lead), [Object.fromEntries(Object.entries(lead).map(([column, value]) => [column, sql(value)]))]);
}

const leadIdOf = (email: string) => `(SELECT id FROM leads WHERE email = ${sql(email)})`;

/** SQL that links the account of `email` to the lead with that e-mail (a converted customer), in `locale`. */
export const linkAccountSql = (email: string, locale: "en" | "es") =>
  `UPDATE users SET lead_id = ${leadIdOf(email)}, locale = ${sql(locale)} WHERE email = ${sql(email)};`;

/** SQL that plans a visit on `date` for the lead and account of `email`, once. */
export const planVisitSql = (email: string, date: string) =>
  `INSERT INTO visits (lead_id, user_id, date) SELECT ${leadIdOf(email)}, id, ${sql(date)} FROM users WHERE email = ${sql(email)} ON CONFLICT DO NOTHING;`;

/** SQL that puts the customer of `customerEmail` at the end of the route of the crew account `crewEmail` (as the office's assignment does). */
export const assignCrewSql = (customerEmail: string, crewEmail: string) =>
  `INSERT INTO crew_assignments (lead_id, crew_user_id, position) SELECT ${leadIdOf(customerEmail)}, id, ` +
  `(SELECT coalesce(max(position), 0) + 1 FROM crew_assignments WHERE crew_user_id = users.id) FROM users WHERE email = ${sql(crewEmail)} ` +
  `ON CONFLICT (lead_id) DO UPDATE SET crew_user_id = excluded.crew_user_id, position = excluded.position;`;
