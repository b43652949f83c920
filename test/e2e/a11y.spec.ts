import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { publicRoutes, spanishSampleRoutes } from "./support/routes";
import { TABS } from "../../app/content/customer-portal";
import { SESSION_COOKIE } from "./support/sessions";

const routes = [...publicRoutes, ...spanishSampleRoutes];

test.describe("accessibility (axe, WCAG 2.1 AA)", () => {
  for (const path of routes) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page: projectPage, browser, javaScriptEnabled }) => {
      // axe runs as a script in the page, so the JavaScript-off check renders the server HTML
      // with our own scripts blocked: the same DOM a visitor without JavaScript gets.
      let page = projectPage;
      if (!javaScriptEnabled) {
        const context = await browser.newContext({ javaScriptEnabled: true });
        await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
        page = await context.newPage();
      }
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Legacy mode runs axe in the page itself (no page here has frames); the default mode's
      // cross-frame step, run in an extra blank page, never returns with Debian's Chromium 156.
      const results = await new AxeBuilder({ page }).setLegacyMode().withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")})`,
      );
      expect(summary).toEqual([]);
    });
  }
});

test.describe("accessibility of the customer dashboard (axe, WCAG 2.1 AA)", () => {
  for (const { id } of TABS) {
    const path = `/customer?tab=${id}`;
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page: projectPage, browser, javaScriptEnabled, baseURL }) => {
      const session = process.env.E2E_CUSTOMER_SESSION;
      if (!session || !baseURL) throw new Error("global setup did not seed a customer session");
      let page = projectPage;
      if (!javaScriptEnabled) {
        const context = await browser.newContext({ javaScriptEnabled: true });
        await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
        page = await context.newPage();
      }
      await page.context().addCookies([{ name: SESSION_COOKIE, value: session, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Customer Dashboard" })).toBeVisible();
      const results = await new AxeBuilder({ page }).setLegacyMode().withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")})`,
      );
      expect(summary).toEqual([]);
    });
  }
});
