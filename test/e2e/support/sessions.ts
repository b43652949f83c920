import { randomBytes } from "node:crypto";
import { d1, sql, wrangler } from "./local-state";

/**
 * Signs a user in for browser tests without the login page: the user row goes into local D1
 * and a session into local KV (the shape of `SessionData` in server/auth/session.ts), both
 * through wrangler's local simulators that the preview server reads.
 */
export interface SeedUser {
  email: string;
  name: string;
  role: "customer" | "admin";
  /** The demo account, which sees the sample dashboard. */
  demo?: boolean;
}

/** Inserts (or reuses) the user and returns a fresh session id for the `session` cookie. */
export function seedSession(user: SeedUser): string {
  const email = user.email.toLowerCase();
  // Nobody signs in with this password; the hash only satisfies the NOT NULL column.
  const demo = user.demo ? 1 : 0;
  const insert = `INSERT INTO users (email, password_hash, role, name, demo) VALUES (${sql(email)}, 'e2e-no-password', ${sql(user.role)}, ${sql(user.name)}, ${demo}) ON CONFLICT DO NOTHING; UPDATE users SET role = ${sql(user.role)}, name = ${sql(user.name)}, demo = ${demo} WHERE lower(email) = ${sql(email)};`;
  d1(insert);
  const out = wrangler(["d1", "execute", "DB", "--local", "--json", "--command", `SELECT id FROM users WHERE lower(email) = ${sql(email)}`]);
  const rows: { results: { id: number }[] }[] = JSON.parse(out);
  const id = rows[0]?.results[0]?.id;
  if (typeof id !== "number") throw new Error(`could not seed user ${email}: ${out}`);

  const sessionId = randomBytes(32).toString("base64url");
  const now = Date.now();
  const data = { userId: id, email, role: user.role, remember: false, createdAt: now, lastSeenAt: now };
  wrangler(["kv", "key", "put", "--local", "--binding", "SESSIONS", `session:${sessionId}`, JSON.stringify(data)]);
  return sessionId;
}

/** Local environments name the cookie "session" (production uses the __Host- prefix). */
export const SESSION_COOKIE = "session";
