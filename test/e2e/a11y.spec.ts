import { wcagViolations } from "./support/axe";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { articleRoutes, publicRoutes, spanish, spanishSampleRoutes } from "./support/routes";
import { TAB_IDS } from "../../app/lib/customer-dashboard";
import { SESSION_COOKIE } from "./support/sessions";

// Every article too: each body is its own Markdown (headings, lists, links), and one in Spanish.
const routes = [...publicRoutes, ...articleRoutes, ...spanishSampleRoutes, ...articleRoutes.slice(0, 1).map(spanish)];

// axe's legacy mode runs every rule inside the page: 8-10 s a page on this 2-core machine.
test.describe.configure({ timeout: 60_000 });

const openContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((c) => c.close()));
});

/**
 * The page axe checks. axe runs as a script in the page, so the JavaScript-off check renders the
 * server HTML in a context with JavaScript on but our own scripts blocked: the same DOM a visitor
 * without JavaScript gets. That context is closed when the test ends.
 */
async function pageToCheck({ page, browser, javaScriptEnabled }: { page: Page; browser: Browser; javaScriptEnabled: boolean }) {
  if (javaScriptEnabled) return page;
  const context = await browser.newContext({ javaScriptEnabled: true });
  openContexts.push(context);
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return context.newPage();
}

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const path of routes) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page: projectPage, browser, javaScriptEnabled }) => {
      const page = await pageToCheck({ page: projectPage, browser, javaScriptEnabled });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});

test.describe("accessibility of the customer dashboard (axe, WCAG 2.1 AA)", () => {
  for (const path of [...TAB_IDS.map((id) => `/customer?tab=${id}`), "/es/customer?tab=account"]) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page: projectPage, browser, javaScriptEnabled, baseURL }) => {
      const session = process.env.E2E_CUSTOMER_SESSION;
      if (!session || !baseURL) throw new Error("global setup did not seed a customer session");
      const page = await pageToCheck({ page: projectPage, browser, javaScriptEnabled });
      await page.context().addCookies([{ name: SESSION_COOKIE, value: session, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: path.startsWith("/es/") ? "Panel del cliente" : "Customer Dashboard" })).toBeVisible();
      expect(await wcagViolations(page)).toEqual([]);
    });
  }
});
