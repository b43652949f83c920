import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * End-to-end tests run the production build on a local D1/KV state directory of their own,
 * created fresh for every run (playwright.config.ts), so they never share rows with
 * `npm run dev` or with an earlier run.
 */
export const root = path.resolve(import.meta.dirname, "../../..");
export const E2E_STATE_DIR = ".wrangler/e2e-state";

const wranglerBin = path.join(root, "node_modules/.bin/wrangler");

/**
 * Runs wrangler against the end-to-end state directory and returns its output. The running server
 * and parallel tests write the same SQLite file, so a statement can meet SQLITE_BUSY; it then did
 * nothing and is run again (each attempt is a new process, which takes a moment by itself).
 */
export function wrangler(args: string[]): string {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(wranglerBin, [...args, "--persist-to", E2E_STATE_DIR], {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      const busy = error instanceof Error && /SQLITE_BUSY/.test(`${error.message}${(error as { stdout?: string }).stdout ?? ""}`);
      if (!busy || attempt === 5) throw error;
    }
  }
}

/**
 * A name part of this run of a spec file (the time and the process), so that seeds of two runs,
 * or of the two projects' workers, never meet; `prefix` marks the file.
 */
export const runId = (prefix = "") => `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}`;

export const sql = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Executes SQL on the end-to-end D1. */
export function d1(command: string): string {
  return wrangler(["d1", "execute", "DB", "--local", "--yes", "--command", command]);
}

/** The rows a SELECT on the end-to-end D1 returns. */
export function query<T>(command: string): T[] {
  const out = JSON.parse(wrangler(["d1", "execute", "DB", "--local", "--json", "--command", command])) as { results: T[] }[];
  return out[0]?.results ?? [];
}

/**
 * Creates (or updates) an account with a known password through `npm run user:create`, as an
 * operator would. Specs seed accounts while the server and the other worker write the same SQLite
 * file: a write that meets SQLITE_BUSY did nothing and is run again, as `wrangler()` does
 * (creating or updating the same account twice leaves one).
 */
export function createAccount(user: { email: string; password: string; role: "customer" | "admin" | "crew"; name: string }) {
  const args = [
    "run",
    "-s",
    "user:create",
    "--",
    "--email",
    user.email,
    "--password",
    user.password,
    "--role",
    user.role,
    "--name",
    user.name,
    "--persist-to",
    E2E_STATE_DIR,
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npm", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "ignore", "pipe"] });
      return;
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? "";
      if (!/SQLITE_BUSY|database is locked/.test(`${error instanceof Error ? error.message : ""}${stderr}`) || attempt === 5) {
        process.stderr.write(stderr);
        throw error;
      }
    }
  }
}

/**
 * Inserts leads, each unless a lead with its e-mail exists. Playwright may run a file's
 * `beforeAll` more than once in one worker (the module, and its per-run names, stay loaded), so
 * a seed must be idempotent or a test meets two leads with its name.
 */
export function insertLeadsOnce(columns: readonly string[], rows: readonly Record<string, string>[]) {
  const statements = rows.map((row) => {
    const email = row.email;
    if (!email) throw new Error("insertLeadsOnce: every row needs an email value");
    const values = columns.map((c) => row[c] ?? "NULL").join(", ");
    return `INSERT INTO leads (${columns.join(", ")}) SELECT ${values} WHERE NOT EXISTS (SELECT 1 FROM leads WHERE email = ${email});`;
  });
  d1(statements.join(" "));
}

/** Inserts one lead unless a lead with its e-mail exists; each value is a string, quoted for SQL here. */
export function insertLeadOnce(lead: Record<string, string> & { email: string }) {
  insertLeadsOnce(Object.keys(lead), [Object.fromEntries(Object.entries(lead).map(([column, value]) => [column, sql(value)]))]);
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
