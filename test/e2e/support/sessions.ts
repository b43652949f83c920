import { d1, seedRequest, sql } from "./local-state";

/**
 * Signs a user in for browser tests without the login page: the user row goes into the end-to-end
 * D1 and a session into its KV (server/auth/session.ts's own `createSession`), both through the
 * running server's seeding routes (POST /dev/seed/*).
 */
export interface SeedUser {
  email: string;
  name: string;
  role: "customer" | "admin";
  /** The demo account, which sees the sample dashboard. */
  demo?: boolean;
}

/** Inserts (or reuses) the user and returns a fresh session id for the `session` cookie. */
export async function seedSession(user: SeedUser): Promise<string> {
  const email = user.email.toLowerCase();
  // Nobody signs in with this password; the hash only satisfies the NOT NULL column.
  const demo = user.demo ? 1 : 0;
  await d1(
    `INSERT INTO users (email, password_hash, role, name, demo) VALUES (${sql(email)}, 'e2e-no-password', ${sql(user.role)}, ${sql(user.name)}, ${demo}) ON CONFLICT DO NOTHING; UPDATE users SET role = ${sql(user.role)}, name = ${sql(user.name)}, demo = ${demo} WHERE lower(email) = ${sql(email)};`,
  );
  return (await seedRequest<{ sessionId: string }>("session", { email })).sessionId;
}

/** Local environments name the cookie "session" (production uses the __Host- prefix). */
export const SESSION_COOKIE = "session";
