import type { Page } from "@playwright/test";
import { accountPages } from "../../../server/content/account-pages";
import { ADMIN } from "./accounts";
import { expect, waitForHydration } from "./test";

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

/** Signs in on /login as the admin that global setup created, and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
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
