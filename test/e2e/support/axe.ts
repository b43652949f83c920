import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The page's WCAG 2.1 AA violations, one line each with up to three of the elements at fault.
 * Legacy mode runs axe in the page itself (no page here has frames); the default mode's
 * cross-frame step, run in an extra blank page, never returns with Debian's Chromium 156.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}
