import type { Locator, Page } from "@playwright/test";

/**
 * With SCREENSHOT_DIR set, captures for a person to look at (docs/configuration.md), at each of
 * `widths` (390 and 1280 px unless told), saved as `<name>-<width>.png`; the viewport is put back
 * as it was. Without SCREENSHOT_DIR, nothing.
 *
 *   part      scrolled into view first; with `element`, the capture is of it alone
 *   fullPage  the whole page rather than the viewport
 *   height    the viewport's height at a width (844 px unless told)
 */
export async function screenshots(
  page: Page,
  name: string,
  {
    part,
    element = false,
    widths = [390, 1280],
    fullPage = false,
    height = () => 844,
  }: { part?: Locator; element?: boolean; widths?: number[]; fullPage?: boolean; height?: (width: number) => number } = {},
) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of widths) {
    if (width !== size?.width || height(width) !== size.height) await page.setViewportSize({ width, height: height(width) });
    const path = `${dir}/${name}-${width}.png`;
    if (part && element) await part.screenshot({ path });
    else {
      await part?.scrollIntoViewIfNeeded();
      await page.screenshot({ path, fullPage });
    }
  }
  if (size) await page.setViewportSize(size);
}
