import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";

/**
 * The page's WCAG 2.1 AA violations, one line each with up to three of the elements at fault.
 * Legacy mode runs axe in the page itself (no page here has frames); the default mode's
 * cross-frame step, run in an extra blank page, never returns with Debian's Chromium 156.
 *
 * Below-the-fold content (`.defer-render`, content-visibility: auto) is not painted until it nears
 * the viewport, and axe reads colours from what is painted: unpainted, the footer's light text
 * would be checked against the page's light background. So the whole page is rendered first, as a
 * person scrolling through it sees it.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: ".defer-render { content-visibility: visible !important; }" });
  await settleMotion(page);
  // Only violations are read: axe then skips building the details of every passing node. The
  // options come first: `options()` replaces the whole options object, `withTags` included, which
  // would run every rule (best practices too) instead of the WCAG ones.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}

/**
 * axe reads colours from what is painted, and a run takes several seconds here: long enough for the
 * testimonial carousel to auto-advance (every 5 s) and be caught mid-fade, its text half
 * transparent. A person sees each slide at full opacity, so the check does too: motion is reduced
 * (the carousel then stays on its slide, as it does for visitors who ask for it) and any fade
 * already running is let finish first.
 */
async function settleMotion(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The document's markup as axe would read it: the whole `<html>`, without its scripts and without
 * the hydration mark (`data-hydrated`, test/e2e/support/test.ts), to tell whether the hydrated page
 * is the same markup as the server's HTML.
 */
export async function markupOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.removeAttribute("data-hydrated");
    for (const script of copy.querySelectorAll("script")) script.remove();
    return copy.outerHTML;
  });
}

/**
 * Asserts the page has no WCAG 2.1 AA violation. axe runs as a script in the page, so with
 * JavaScript off it is skipped here: the a11y spec's own context checks those pages.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!test.info().project.use.javaScriptEnabled) return;
  expect(await wcagViolations(page)).toEqual([]);
}
