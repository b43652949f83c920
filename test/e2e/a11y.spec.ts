import { markupOf, wcagViolations } from "./support/axe";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { articleRoutes, publicRoutes, spanish, spanishSampleRoutes } from "./support/routes";
import { TAB_IDS } from "../../app/lib/customer-dashboard";
import { SESSION_COOKIE } from "./support/sessions";

// Every article too: each body is its own Markdown (headings, lists, links), and one in Spanish.
const routes = [...publicRoutes, ...articleRoutes, ...spanishSampleRoutes, ...articleRoutes.slice(0, 1).map(spanish)];

// Two page loads and one or two axe runs (each several seconds on this 2-core machine) per test.
test.describe.configure({ timeout: 60_000 });

/**
 * Each page is checked as both kinds of visitor see it, in one test (this spec runs in the "js"
 * project only, playwright.config.ts):
 *
 * 1. axe checks the server's HTML: a context with JavaScript on but our own scripts blocked (axe
 *    itself runs as a script in the page), the same document a visitor without JavaScript gets;
 * 2. the page is opened again with JavaScript and hydrated. The site's rule is one markup, enhanced
 *    in place: when the hydrated document is the same markup, the first check covers it. Where it
 *    differs, axe checks the hydrated page too, so every document a visitor can get is checked.
 *
 * axe's run (several seconds a page here) is the cost: identical markup is not checked twice.
 */
async function expectBothDocumentsAccessible(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string | undefined },
  path: string,
  h1: { name?: string } = {},
  session?: string,
) {
  const cookies = session && baseURL ? [{ name: SESSION_COOKIE, value: session, url: baseURL, httpOnly: true, sameSite: "Lax" as const }] : [];
  const serverContext = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  try {
    await serverContext.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await serverContext.addCookies(cookies);
    const serverPage = await serverContext.newPage();
    await serverPage.goto(path);
    await expect(serverPage.getByRole("heading", { level: 1, ...h1 })).toBeVisible();
    const serverMarkup = await markupOf(serverPage);
    expect(await wcagViolations(serverPage), "the server's HTML").toEqual([]);

    await page.context().addCookies(cookies);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, ...h1 })).toBeVisible();
    if ((await markupOf(page)) === serverMarkup) return;
    // Enhanced in place (the carousel's slides, the customer area's tabs) or per request (a form's token).
    test.info().annotations.push({ type: "axe", description: "the hydrated markup differs from the server's: both checked" });
    expect(await wcagViolations(page), "the hydrated page").toEqual([]);
  } finally {
    await serverContext.close();
  }
}

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const path of routes) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page, browser, baseURL }) => {
      await expectBothDocumentsAccessible({ page, browser, baseURL }, path);
    });
  }
});

test.describe("accessibility of the customer dashboard (axe, WCAG 2.1 AA)", () => {
  for (const path of [...TAB_IDS.map((id) => `/customer?tab=${id}`), "/es/customer?tab=account"]) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page, browser, baseURL }) => {
      const session = process.env.E2E_CUSTOMER_SESSION;
      if (!session) throw new Error("global setup did not seed a customer session");
      const name = path.startsWith("/es/") ? "Panel del cliente" : "Customer Dashboard";
      await expectBothDocumentsAccessible({ page, browser, baseURL }, path, { name }, session);
    });
  }
});
