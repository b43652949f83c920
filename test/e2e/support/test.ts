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

/**
 * After a click that loaded a new document (a form posted from a page without React, such as the
 * quote wizard's first step): with JavaScript on, waits until that document is wired too. Call it
 * once something only the new document shows is visible, so the old document's mark cannot count.
 */
export async function waitForNewDocument(page: Page) {
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page);
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
