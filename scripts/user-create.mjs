// Creates or updates a sign-in account in D1 (local by default, --remote for the deployed one).
// Usage: npm run user:create -- --email you@example.com --password '…' --role admin [--name "…"] [--demo] [--remote [--env staging]]
// --demo (customers only) makes the demo account, which sees the fixed sample dashboard labelled "Sample data".
// Saving a password makes the account active and ends its earlier sessions.
// The password may come from the USER_PASSWORD environment variable instead of --password,
// which keeps it out of shell history. Hashing is the Worker's own code (server/auth/password.ts).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";

/** @type {{ hashPassword(password: string): Promise<string> }} */
// Loaded by URL so the Worker's module is used as is (Node strips its types) without pulling
// server code into the scripts' type-check project.
const { hashPassword } = await import(new URL("../server/auth/password.ts", import.meta.url).href);

const ROLES = ["admin", "crew", "customer"];

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`user:create: ${message}`);
  console.error(
    "usage: npm run user:create -- --email you@example.com --password '…' --role admin|crew|customer [--name \"…\"] [--demo] [--remote [--env staging]] [--persist-to DIR]",
  );
  process.exit(2);
}

const options = /** @type {const} */ ({
  email: { type: "string" },
  password: { type: "string" },
  role: { type: "string", default: "customer" },
  name: { type: "string" },
  demo: { type: "boolean", default: false },
  remote: { type: "boolean", default: false },
  env: { type: "string" },
  "persist-to": { type: "string" },
});
/** @type {ReturnType<typeof parseArgs<{ options: typeof options; strict: true }>>["values"]} */
let values;
try {
  ({ values } = parseArgs({
    options,
    strict: true,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const email = (values.email ?? "").trim().toLowerCase();
const password = values.password ?? process.env.USER_PASSWORD ?? "";
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail("--email must be a valid email address");
if ([...password].length < 12) fail("--password must be at least 12 characters");
if (password.trim().toLowerCase() === email) fail("--password must not be the e-mail address");
if (!ROLES.includes(values.role)) fail(`--role must be one of ${ROLES.join(", ")}`);
if (values.demo && values.role !== "customer") fail("--demo is for a customer account (--role customer)");
for (const [label, text] of [
  ["email", email],
  ["name", values.name ?? ""],
]) {
  // Control characters have no place in these fields and could confuse the SQL console.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point.
  if (/[\u0000-\u001f]/.test(text)) fail(`--${label} contains control characters`);
}

/** A SQL string literal: single quotes doubled, which is the only escape SQLite needs. */
const sqlString = (/** @type {string} */ text) => `'${String(text).replace(/'/g, "''")}'`;

const hash = await hashPassword(password);
const e = sqlString(email);
const setName = values.name !== undefined ? `, name = ${sqlString(values.name)}` : "";
// Update-then-insert instead of ON CONFLICT: the unique index is on lower(email).
const demo = values.demo ? 1 : 0;
const sql = [
  `UPDATE users SET password_hash = ${sqlString(hash)}, role = ${sqlString(values.role)}, status = 'active', demo = ${demo}, sessions_valid_after = ${Date.now()}${setName} WHERE lower(email) = ${e};`,
  `INSERT INTO users (email, password_hash, role, name, demo) SELECT ${e}, ${sqlString(hash)}, ${sqlString(values.role)}, ${sqlString(values.name ?? "")}, ${demo} WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(email) = ${e});`,
].join(" ");

const root = path.resolve(import.meta.dirname, "..");
const wrangler = path.join(root, "node_modules", ".bin", "wrangler");
// Remote writes go to a named environment of wrangler.toml (production unless --env says otherwise).
// Local writes may name another local state directory (the end-to-end tests use their own).
const local = values["persist-to"] ? ["--local", "--persist-to", values["persist-to"]] : ["--local"];
const target = values.remote ? ["--remote", "--env", values.env ?? "production"] : local;
try {
  execFileSync(wrangler, ["d1", "execute", "DB", ...target, "--config", "wrangler.toml", "--yes", "--command", sql], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
} catch {
  console.error(`user:create: wrangler d1 execute failed (did you run "npm run db:migrate:${values.remote ? "remote" : "local"}"?)`);
  process.exit(1);
}
console.log(`Saved ${values.demo ? "demo " : ""}${values.role} ${email} in the ${values.remote ? "remote" : "local"} D1 database.`);
