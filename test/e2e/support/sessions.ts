import type { Page } from "@playwright/test";
import { d1, seedRequest, sql } from "./local-state";
import { E2E_ORIGIN } from "./server";

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

/**
 * Signs `page`'s context in as the existing account `email` with a fresh session the server starts
 * (POST /dev/seed/session): the cookie a sign-in would set, without the login page.
 */
export async function signInWithSession(page: Page, email: string): Promise<void> {
  const { sessionId } = await seedRequest<{ sessionId: string }>("session", { email });
  await page.context().addCookies([sessionCookie(sessionId)]);
}

/** The `session` cookie of `sessionId` for the end-to-end server, as the server sets it. */
export const sessionCookie = (sessionId: string) => ({ name: SESSION_COOKIE, value: sessionId, url: E2E_ORIGIN, httpOnly: true, sameSite: "Lax" as const });
