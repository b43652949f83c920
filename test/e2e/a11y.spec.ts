import { markupOf, sentMarkupOf, wcagViolations } from "./support/axe";
import type { Browser, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";
import { articleRoutes, publicRoutes, spanish, spanishSampleRoutes } from "./support/routes";
import { TAB_IDS } from "../../app/lib/customer-dashboard";
import { sessionCookie } from "./support/sessions";

// Every article too: each body is its own Markdown (headings, lists, links), and one in Spanish.
const routes = [...publicRoutes, ...articleRoutes, ...spanishSampleRoutes, ...articleRoutes.slice(0, 1).map(spanish)];

// A page load and an axe run per test, two of each where the documents differ (each several
// seconds on this 2-core machine).
test.describe.configure({ timeout: 60_000 });

/**
 * Each page is checked as both kinds of visitor see it, in one test (this spec runs in the "js"
 * project only, playwright.config.ts):
 *
 * 1. axe checks the page opened with JavaScript, once it is hydrated;
 * 2. the site's rule is one markup, enhanced in place: when the server's HTML (fetched again and
 *    parsed by the browser, nothing run) is the same markup, and the page has nothing shown only
 *    with or only without JavaScript (`.js-only`, `.js-hidden`), the first check covers the
 *    document a visitor without JavaScript gets. Otherwise axe checks that document too, opened in
 *    a context with our own scripts blocked (axe itself runs as a script in the page).
 *
 * axe's run and the page load (several seconds a page here) are the cost: the same document is not
 * loaded and checked twice.
 */
async function expectBothDocumentsAccessible(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string | undefined },
  path: string,
  h1: { name?: string } = {},
  session?: string,
) {
  const cookies = session ? [sessionCookie(session)] : [];
  await page.context().addCookies(cookies);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, ...h1 })).toBeVisible();
  await waitForHydration(page);
  const same = (await markupOf(page)) === (await sentMarkupOf(page, path)) && (await page.locator(".js-only, .js-hidden").count()) === 0;
  expect(await wcagViolations(page), "the hydrated page").toEqual([]);
  if (same) return;
  // Enhanced in place (the carousel's slides), or with parts for one kind
  // of visitor only (the sign-in page's show-password button).
  test.info().annotations.push({ type: "axe", description: "the server's HTML differs from the hydrated page: both checked" });
  const serverContext = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  try {
    await serverContext.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await serverContext.addCookies(cookies);
    const serverPage = await serverContext.newPage();
    await serverPage.goto(path);
    await expect(serverPage.getByRole("heading", { level: 1, ...h1 })).toBeVisible();
    expect(await wcagViolations(serverPage), "the server's HTML").toEqual([]);
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
