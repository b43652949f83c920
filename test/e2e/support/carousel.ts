import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * The home page's testimonials as the server renders them for visitors without JavaScript: all
 * four groups, each quote readable. Returns the carousel region.
 */
export async function expectServerRenderedTestimonials(page: Page, path: string, region: string, quotes: readonly { text: string }[]) {
  await page.goto(path);
  const carousel = page.getByRole("region", { name: region });
  await expect(carousel.getByRole("group")).toHaveCount(4);
  for (const t of quotes) await expect(carousel.getByText(t.text)).toBeVisible();
  return carousel;
}
