// One-off: renders public/images/og-default.png (1200x630), the default Open Graph image.
// Usage: node scripts/render-og-image.mjs   (needs Debian's Chromium, like the screenshot script)
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "../test/bench/chromium.mjs";

const paw = `<svg viewBox="0 0 24 24" width="64" height="64" fill="#fff"><ellipse cx="6" cy="10" rx="2.2" ry="2.8"/><ellipse cx="10" cy="6" rx="2.2" ry="2.8"/><ellipse cx="14.5" cy="6" rx="2.2" ry="2.8"/><ellipse cx="18.5" cy="10" rx="2.2" ry="2.8"/><path d="M12.2 11.5c-3 0-6.2 4.2-6.2 6.6 0 1.6 1.3 2.4 2.8 2.4 1.4 0 2.3-.8 3.4-.8s2 .8 3.4.8c1.5 0 2.8-.8 2.8-2.4 0-2.4-3.2-6.6-6.2-6.6z"/></svg>`;
const check = `<svg viewBox="0 0 24 24" width="30" height="30" fill="none" stroke="#15803d" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12.5l4.5 4.5L19 7.5"/></svg>`;

const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: "DejaVu Sans", system-ui, sans-serif; background: #0f2a3d; color: #fff; display: flex; }
  .main { flex: 1; padding: 72px 64px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 20px; }
  .mark { width: 96px; height: 96px; border-radius: 50%; background: #15803d; display: grid; place-items: center; }
  .name { font-size: 40px; font-weight: 800; letter-spacing: -0.5px; }
  .city { font-size: 18px; font-weight: 700; letter-spacing: 6px; color: #86efac; margin-top: 4px; }
  h1 { font-size: 54px; line-height: 1.14; font-weight: 800; letter-spacing: -1px; margin-top: 56px; max-width: 700px; }
  .tag { font-size: 26px; color: #cbd5e1; margin-top: 24px; }
  .side { width: 420px; background: #fbfaf7; color: #0f2a3d; padding: 72px 36px; display: flex; flex-direction: column; justify-content: center; gap: 30px; border-left: 12px solid #15803d; }
  .item { display: flex; align-items: center; gap: 14px; font-size: 23px; font-weight: 700; white-space: nowrap; } .item svg { flex-shrink: 0; }
</style></head><body>
  <div class="main">
    <div class="brand"><div class="mark">${paw}</div><div><div class="name">Clean Paws</div><div class="city">MIAMI</div></div></div>
    <h1>Pet waste removal for Miami-Dade homes and communities</h1>
    <p class="tag">Weekly service · Free quote</p>
  </div>
  <div class="side">
    <div class="item">${check}Weekly service</div>
    <div class="item">${check}Pet-safe products</div>
    <div class="item">${check}Licensed &amp; insured</div>
    <div class="item">${check}Satisfaction guarantee</div>
  </div>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/images/og-default.png" });
await browser.close();
console.log("public/images/og-default.png");
