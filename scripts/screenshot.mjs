// Full-page screenshots of one URL at phone (390px) and desktop (1280px) widths.
// Usage: node scripts/screenshot.mjs <url> <out-prefix> [--no-js]
import { chromium } from "@playwright/test";

const [url, prefix = "reports/screenshot", flag] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/screenshot.mjs <url> <out-prefix> [--no-js]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 }, javaScriptEnabled: flag !== "--no-js" });
  await page.goto(url, { waitUntil: "networkidle" });
  const path = `${prefix}-${width}.png`;
  await page.screenshot({ path, fullPage: true });
  console.log(path);
  await page.close();
}
await browser.close();
