import { test as base, expect, type Page } from "@playwright/test";

/**
 * The page every spec uses. With JavaScript on, `goto` and `reload` resolve only once React has
 * hydrated the document (app/root.tsx sets `<html data-hydrated>` from an effect that runs after
 * every other one), so no test acts in the gap between server HTML and a working page.
 * Without JavaScript there is nothing to wait for: the server HTML is the page.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page["goto"]>) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page["reload"]>) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
