import type { Page } from "@playwright/test";
import { accountPages } from "../../../server/content/account-pages";
import { ADMIN } from "./accounts";
import { signInWithSession } from "./sessions";
import { expect, waitForHydration, waitForNewDocument } from "./test";

/**
 * Signs in on the login page of `locale` in `page`'s context, as a person does, and waits for the
 * page the account lands on, wired with JavaScript on (React hydrated, or a document's own scripts
 * run, as on the crew's day), so the next action never lands in the gap. The server writes the
 * session: specs never write KV while it runs (two local writers at once lose one write: "KV PUT
 * failed: 500").
 */
export async function signInThroughLoginPage(page: Page, email: string, password: string, locale: "en" | "es", javaScriptEnabled: boolean) {
  const words = accountPages[locale];
  await page.goto(locale === "es" ? "/es/login" : "/login");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel(words.common.email).fill(email);
  await page.getByLabel(words.signIn.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: words.signIn.submit }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  if (javaScriptEnabled) await waitForHydration(page);
}

/**
 * Signs `page`'s context in as the existing account `email` with a session the server starts (POST
 * /dev/seed/session), then opens `path`, hydrated with JavaScript on: for tests whose subject is
 * not signing in.
 */
export async function openSignedIn(page: Page, email: string, path: string) {
  await signInWithSession(page, email);
  await page.goto(path);
  // A page of a context of the test's own has no hydration wait in its `goto` (support/test.ts).
  await waitForNewDocument(page);
}

/**
 * Signs `page`'s context in as the run's admin (made with `npm run user:create` before the server
 * started) and opens `path`, hydrated with JavaScript on: the session is one the server itself
 * starts for the account (POST /dev/seed/session, `createSession` as signing in does), so no login
 * page is loaded. For tests whose subject is not signing in: the login page has its own tests
 * (sign-in.spec.ts, admin.spec.ts's first test through `signInThroughLoginPage`), and its page load
 * and post are CPU every other test would spend again.
 */
export async function signInAsAdmin(page: Page, path = "/admin") {
  await openSignedIn(page, ADMIN.email, path);
  if (path === "/admin") await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/**
 * The path of the newest one-time link (`reset-password` or `invite`) e-mailed to `to`, read from
 * the development outbox (/dev/outbox) once the queue consumer has put the e-mail there.
 */
export async function linkFromOutbox(page: Page, to: string, kind: "reset-password" | "invite"): Promise<string> {
  const pattern = new RegExp(`href="https?://[^"/]+((?:/es)?/${kind}/[A-Za-z0-9_-]{43})"`);
  let path = "";
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
        path = pattern.exec(await res.text())?.[1] ?? "";
        return path;
      },
      { timeout: 20_000, message: `a ${kind} e-mail to ${to} in the outbox` },
    )
    .not.toBe("");
  return path;
}
