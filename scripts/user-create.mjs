// Creates or updates a sign-in account in D1 (local by default, --remote for the deployed one).
// Usage: npm run user:create -- --email you@example.com --password '…' --role admin [--name "…"] [--remote [--env staging]]
// The password may come from the USER_PASSWORD environment variable instead of --password,
// which keeps it out of shell history. Hashing is the Worker's own code (server/auth/password.ts).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";

/** @type {{ hashPassword(password: string): Promise<string> }} */
// Loaded by URL so the Worker's module is used as is (Node strips its types) without pulling
// server code into the scripts' type-check project.
const { hashPassword } = await import(new URL("../server/auth/password.ts", import.meta.url).href);

const ROLES = ["admin", "customer"];

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`user:create: ${message}`);
  console.error(
    "usage: npm run user:create -- --email you@example.com --password '…' --role admin|customer [--name \"…\"] [--remote [--env staging]] [--persist-to DIR]",
  );
  process.exit(2);
}

const options = /** @type {const} */ ({
  email: { type: "string" },
  password: { type: "string" },
  role: { type: "string", default: "customer" },
  name: { type: "string" },
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
if (password.length < 8) fail("--password must be at least 8 characters");
if (!ROLES.includes(values.role)) fail(`--role must be one of ${ROLES.join(", ")}`);
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
const sql = [
  `UPDATE users SET password_hash = ${sqlString(hash)}, role = ${sqlString(values.role)}${setName} WHERE lower(email) = ${e};`,
  `INSERT INTO users (email, password_hash, role, name) SELECT ${e}, ${sqlString(hash)}, ${sqlString(values.role)}, ${sqlString(values.name ?? "")} WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(email) = ${e});`,
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
console.log(`Saved ${values.role} ${email} in the ${values.remote ? "remote" : "local"} D1 database.`);
