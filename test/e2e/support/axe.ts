import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { expect, test } from "./test";

/** axe-core's own build, as @axe-core/playwright injects it (its dependency, resolved from it). */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The WCAG 2.1 AA rules, reporting violations only: axe then skips building the details of every
 * passing node.
 */
const WCAG_AA: RunOptions = { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] };

/**
 * The page's WCAG 2.1 AA violations, one line each with up to three of the elements at fault.
 * axe-core runs in the page itself, injected once: no page here has frames, so the cross-frame
 * run of @axe-core/playwright (whose default mode never returns with Debian's Chromium 156, and
 * whose legacy mode injects the 500 KB script twice a run) adds nothing but cost.
 *
 * Below-the-fold content (`.defer-render`, content-visibility: auto) is not painted until it nears
 * the viewport, and axe reads colours from what is painted: unpainted, the footer's light text
 * would be checked against the page's light background. So the whole page is rendered first, as a
 * person scrolling through it sees it.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: ".defer-render { content-visibility: visible !important; }" });
  await settleMotion(page);
  expect(page.frames(), "a page with frames needs axe in each of them").toHaveLength(1);
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    WCAG_AA,
  );
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
 * is the same markup as the server's HTML. Values drawn per response (a nonce, a form's token)
 * are left out, as are resource hints added to `<head>`: nothing there is read by axe.
 */
export const markupOf = (page: Page): Promise<string> => comparableMarkup(page, null);

/**
 * The markup of `path` as the server sends it, read as markupOf reads a page: fetched from the page
 * (its cookies), parsed by the browser's own HTML parser, without loading or running anything.
 */
export const sentMarkupOf = (page: Page, path: string): Promise<string> => comparableMarkup(page, path);

/** markupOf (`path` null: the page as it is now) and sentMarkupOf, one normalisation for both. */
function comparableMarkup(page: Page, path: string | null): Promise<string> {
  return page.evaluate(async (url) => {
    const copy = url
      ? new DOMParser().parseFromString(await (await fetch(url)).text(), "text/html").documentElement
      : (document.documentElement.cloneNode(true) as HTMLElement);
    copy.removeAttribute("data-hydrated");
    for (const script of copy.querySelectorAll("script")) script.remove();
    // A nonce differs per response, and the browser hides it from the markup of the page it loads;
    // a form's token (the quote wizard's) differs per response too.
    for (const el of copy.querySelectorAll("[nonce]")) el.removeAttribute("nonce");
    for (const el of copy.querySelectorAll("input[type=hidden][name=token]")) el.removeAttribute("value");
    // A resource hint a script adds to <head> (the quote wizard's prefetch of its next step) is not
    // content: nothing axe reads.
    for (const el of copy.querySelectorAll("head link[rel=prefetch]")) el.remove();
    return copy.outerHTML;
  }, path);
}

/**
 * Asserts the page has no WCAG 2.1 AA violation. axe runs as a script in the page, so with
 * JavaScript off it is skipped here: the a11y spec's own context checks those pages.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!test.info().project.use.javaScriptEnabled) return;
  expect(await wcagViolations(page)).toEqual([]);
}
