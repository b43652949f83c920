// Full-page screenshots of one URL at phone (390px) and desktop (1280px) widths.
// Usage: node scripts/screenshot.mjs <url> <out-prefix> [--no-js]
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "../test/bench/chromium.mjs";

const [url, prefix = "reports/screenshot", flag] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/screenshot.mjs <url> <out-prefix> [--no-js]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: QUIET_CHROMIUM_FLAGS,
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 }, javaScriptEnabled: flag !== "--no-js" });
  await page.goto(url, { waitUntil: "networkidle" });
  // Below-the-fold content renders as it nears the viewport (.defer-render), which a full-page
  // capture never scrolls to: render it all, as a person scrolling down sees it.
  await page.addStyleTag({ content: ".defer-render { content-visibility: visible !important; }" });
  const path = `${prefix}-${width}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(path);
  await page.close();
}
await browser.close();
