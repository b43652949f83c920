import type { Page } from "@playwright/test";
import { createAccount, seedRequest } from "./local-state";
import { E2E_ORIGIN } from "./server";

/**
 * Signs a user in for browser tests without the login page: the account is made as `npm run
 * user:create` makes one and a session goes into the KV (server/auth/session.ts's own
 * `createSession`), both through the running server's seeding routes (POST /dev/seed/*).
 */
export interface SeedUser {
  email: string;
  name: string;
  role: "customer" | "admin";
  /** The demo account, which sees the sample dashboard. */
  demo?: boolean;
}

/** Creates (or updates) the account, with a password nobody knows, and returns a fresh session id for the `session` cookie. */
export async function seedSession(user: SeedUser): Promise<string> {
  const email = user.email.toLowerCase();
  await createAccount({ email, role: user.role, name: user.name, demo: user.demo ?? false });
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
