// npm run bench:render — how much of each page the browser styles and lays out before the visitor
// scrolls, on a phone-sized viewport (390 x 844) of the production build. Per page it prints:
// - elements: all elements in the document;
// - at load: elements the browser renders at load (not hidden, not in a closed <details>, not in
//   below-the-fold content it skips until it nears the viewport, `.defer-render`);
// - scroll height: the page's height at load and after scrolling to the end (how far the scrollbar
//   moves as skipped content gets its real height).
// - then, at 390, 640 and 1280 px: how far each deferred block's stand-in height (--defer-size)
//   is from its real height once rendered (median and largest gap over the pages' blocks).
// Counts, not timings (they barely move between runs); the time saved shows in `npm run lighthouse`
// (total blocking time).
// Options: --no-build, --routes /a,/b
/* global document, getComputedStyle, requestAnimationFrame -- the functions given to page.evaluate run in the page */
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "./chromium.mjs";
import { startPreview } from "./server.mjs";

const args = process.argv.slice(2);
const BUILD = !args.includes("--no-build");
const routesArg = args.includes("--routes") ? args[args.indexOf("--routes") + 1] : null;
const ROUTES = routesArg
  ? routesArg.split(",")
  : [
      "/",
      "/es",
      "/faq",
      "/blog",
      "/blog/dog-waste-parasites-south-florida",
      "/pricing",
      "/residential",
      "/how-it-works",
      "/services/dog-waste-removal",
      "/locations/miami",
      "/locations/hialeah",
      "/get-started",
      "/login",
    ];
const PORT = 8796;

/** Runs in the page once it has rendered. */
async function inPage() {
  // Let the load's own rendering finish first.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const all = [...document.body.getElementsByTagName("*")];
  // False for hidden elements, closed <details> content and content skipped until it nears the viewport.
  const atLoad = all.filter((el) => el.checkVisibility({ contentVisibilityAuto: true })).length;
  return { elements: all.length, atLoad, height: document.documentElement.scrollHeight };
}

/** Runs in the page: each deferred block's stand-in height and its real content height, in px. */
function deferredBlocks() {
  for (const el of document.querySelectorAll(".defer-render")) el.style.contentVisibility = "visible";
  return [...document.querySelectorAll(".defer-render")].map((el) => {
    const style = getComputedStyle(el);
    const real = el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return { standIn: parseFloat(style.getPropertyValue("--defer-size")) || 640, real };
  });
}

const server = await startPreview({ port: PORT, build: BUILD });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS });
try {
  console.log("page (390 px wide)".padEnd(44), "elements", " at load", "  scroll height (load -> end)");
  for (const route of ROUTES) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const response = await page.goto(`${server.origin}${route}`, { waitUntil: "load" });
    const landed = new URL(page.url()).pathname;
    if (!response?.ok() || landed !== new URL(route, server.origin).pathname) throw new Error(`${route} landed on ${landed} (${response?.status()})`);
    const r = await page.evaluate(inPage);
    // Scroll to the end a screen at a time, as a person does, so skipped content renders.
    for (let y = 0; y < r.height + 4000; y += 800) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(30);
    }
    const endHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(route.padEnd(44), String(r.elements).padStart(8), String(r.atLoad).padStart(9), `  ${r.height} -> ${endHeight}`);
    await page.close();
  }
  console.log("\nwidth  deferred blocks  stand-in height off by: median   largest");
  for (const width of [390, 640, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    const gaps = [];
    for (const route of ROUTES) {
      await page.goto(`${server.origin}${route}`, { waitUntil: "load" });
      for (const b of await page.evaluate(deferredBlocks)) if (b.real > 0) gaps.push(Math.abs(b.standIn - b.real));
    }
    gaps.sort((a, b) => a - b);
    console.log(
      String(width).padEnd(6),
      String(gaps.length).padStart(15),
      `${Math.round(gaps[Math.floor(gaps.length / 2)])} px`.padStart(32),
      `${Math.round(gaps.at(-1))} px`.padStart(9),
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
