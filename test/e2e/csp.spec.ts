import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { publicRoutes } from "./support/routes";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "CSP violations come from scripts and styles the page runs");

/** Collects CSP violations reported by the browser (console and securitypolicyviolation events). */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`Refused to load ${e.blockedURI} (Content Security Policy: ${e.violatedDirective})`);
    });
  });
  return violations;
}

test("no page triggers a Content-Security-Policy violation", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  for (const path of publicRoutes) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // Client-side navigation too: the document's policy must allow what later routes load.
  await page.goto("/");
  await page.getByRole("link", { name: "Get Free Quote" }).first().click();
  await expect(page).toHaveURL(/\/get-started/);
  expect(violations).toEqual([]);
});
