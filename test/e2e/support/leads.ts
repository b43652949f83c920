import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./test";

/** The admin's list of leads filtered to `text`, as its search form asks for it. */
export const leadsMatching = (text: string) => `/admin?q=${encodeURIComponent(text)}`;

/** Filters the admin list to one lead and opens its details row. */
export async function openLead(page: Page, surname: string) {
  const search = page.getByRole("search", { name: "Filter leads" });
  await search.getByRole("searchbox", { name: "Search" }).fill(surname);
  await search.getByRole("button", { name: "Filter" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(surname);
  return openDetails(page.getByRole("row").filter({ hasText: surname }).first());
}

/**
 * Opens a lead's details from its row in the admin list: "Details" goes to the lead's own address
 * (/admin/leads/7?q=…), which shows the list with the details below the row; returns that row.
 */
export async function openDetails(row: Locator) {
  await row.getByRole("link", { name: /^Details/ }).click();
  await expect(row.page()).toHaveURL(/\/admin\/leads\/\d+/);
  return row.page().locator("tr[id$='-details']").filter({ visible: true });
}

/** The customer's own browser (JavaScript as the project has it) on `link`, hydrated when JavaScript is on. */
export async function customerPage(browser: Browser, link: string) {
  const context = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(link);
  if (test.info().project.use.javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { context, page };
}
