// npm run bench:js — the JavaScript a browser downloads per page, counted by the browser.
// Loads every public route, every step of the quote wizard, the crew's day (a crew account's,
// signed in, with eight stops) and every tab of the customer area (a customer's, signed in, with
// its visits) of the production build in headless Chromium (JavaScript on),
// records each script response, and sums the gzip size of those files from build/client.
// Chromium's coverage tells how much of each file the page never ran. Prints a table; writes
// reports/js-weight.json; exits non-zero when a page is over its budget.
// Options: --no-build, --routes /a,/b; BENCH_JS_PORT changes the preview server's port (8797),
// BENCH_JS_INSPECTOR_PORT wrangler's debugger port (for servers running side by side).
import { readFileSync, mkdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "./chromium.mjs";
import { crewDayCookies } from "./crew-day.mjs";
import { customerCookies } from "./customer.mjs";
import { startPreview } from "./server.mjs";

const args = process.argv.slice(2);
const BUILD = !args.includes("--no-build");
const PORT = Number(process.env.BENCH_JS_PORT ?? 8797);
/**
 * gzip KB: every public page (marketing, FAQ, blog, sign-in) and every step of the quote wizard
 * ships no framework (docs/decisions/0002). The plan step's payment provider's script is another
 * origin's, listed at 0 KB (not ours to budget). The crew's day and every tab of the customer
 * area, documents without the framework too (docs/decisions/0022), have 15 KB (issues 49 and 63).
 */
const CUSTOMER_TABS = ["/customer", "/customer?tab=billing", "/customer?tab=notifications", "/customer?tab=account"];
const BUDGET_KB = { default: 10, "/admin/visits": 15, ...Object.fromEntries(CUSTOMER_TABS.map((tab) => [tab, 15])) };
/** A page's budget; a Spanish page has its English twin's. */
const budgetFor = (path) => {
  const english = path.replace(/^\/es(?=\/)/, "");
  return BUDGET_KB[english] ?? BUDGET_KB.default;
};
/**
 * Every step of the quote wizard as a first document, in both languages: the first step (ads and
 * the site's buttons), the contact step as the pricing page's plan buttons and the commercial
 * pages' buttons open it, and the community and plan steps (their drafts made below).
 */
const WIZARD_STEPS = ["/get-started", "/get-started?frequency=weekly", "/get-started?service=commercial"];
const COMMUNITY_STEP = "/get-started?step=community";
const PLAN_STEP = "/get-started?step=plan";
/** The crew's day, as a crew account signed in on its phone sees it (its session and stops made below). */
const CREW_DAY = "/admin/visits";
const EXTRA_ROUTES = [
  "/login",
  "/es/login",
  // The way in: the forgotten password and a set-password link (one no longer valid: the same page and scripts).
  "/forgot-password",
  "/es/forgot-password",
  "/reset-password/bench-link-no-longer-valid",
  "/es/invite/bench-link-no-longer-valid",
  ...CUSTOMER_TABS.flatMap((p) => [p, `/es${p}`]),
  CREW_DAY,
  `/es${CREW_DAY}`,
  ...WIZARD_STEPS.flatMap((p) => [p, `/es${p}`]),
  COMMUNITY_STEP,
  `/es${COMMUNITY_STEP}`,
  PLAN_STEP,
  `/es${PLAN_STEP}`,
];

/**
 * The later steps need a draft: the contact step is sent as a browser would (its form's token, a
 * native post), and the community step is opened with the draft's cookie, the plan step at the
 * address the server answers with (its signed lead reference).
 */
async function wizardDraft(origin, path, serviceType) {
  const lang = path.startsWith("/es/") ? "/es" : "";
  const form = await (await fetch(`${origin}${lang}/get-started?service=${serviceType}`)).text();
  const token = /name="token" value="([^"]+)"/.exec(form)?.[1] ?? "";
  const body = new URLSearchParams({
    step: "contact",
    token,
    serviceType,
    intent: serviceType === "commercial" ? "next" : "submit",
    fullName: "Bench Mark",
    email: `bench.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    phone: "305-555-0142",
    zipCode: "33131",
  });
  const res = await fetch(`${origin}${lang}/get-started?step=contact`, { method: "POST", body, redirect: "manual" });
  const location = res.headers.get("Location") ?? "";
  const cookie = /^([^=]+)=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "");
  if (res.status !== 303 || !location.includes(serviceType === "commercial" ? "step=community" : "step=plan")) {
    throw new Error(`${path}: the contact step answered ${res.status} ${location}`);
  }
  return { path: serviceType === "commercial" ? path : location, cookies: cookie ? [{ name: cookie[1], value: cookie[2], url: origin }] : [] };
}

const gzipKb = (buf) => gzipSync(buf, { level: 9 }).length / 1024;
const fileFor = (url) => {
  const path = join("build/client", new URL(url).pathname);
  return existsSync(path) ? path : null;
};

async function routesFromSitemap(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set([...paths, ...EXTRA_ROUTES])];
}

async function measure(browser, origin, route) {
  const english = route.replace(/^\/es/, "");
  const { path: url, cookies } =
    english === COMMUNITY_STEP
      ? await wizardDraft(origin, route, "commercial")
      : english === PLAN_STEP
        ? await wizardDraft(origin, route, "residential")
        : english === CREW_DAY
          ? { path: route, cookies: await crewDayCookies(origin, { locale: route.startsWith("/es/") ? "es" : "en" }) }
          : CUSTOMER_TABS.includes(english)
            ? { path: route, cookies: await customerCookies(origin, { locale: route.startsWith("/es/") ? "es" : "en" }) }
            : { path: route, cookies: [] };
  const path = route;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = new Map();
  // Files fetched for a later page (the wizard's first step prefetches the contact step's) are
  // listed apart: the page does not run them.
  const prefetched = new Set();
  page.on("response", async (res) => {
    const type = res.request().resourceType();
    if (type === "other" && new URL(res.url()).pathname.endsWith(".js")) prefetched.add(res.url());
    if (type !== "script") return;
    scripts.set(res.url(), res.url().startsWith(origin));
  });
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(origin + url, { waitUntil: "load" });
  // A page behind sign-in is measured only where it was asked for (a lost session lands on /login).
  const landed = new URL(page.url());
  if ((english === CREW_DAY || CUSTOMER_TABS.includes(english)) && `${landed.pathname}${landed.search}` !== route)
    throw new Error(`${route}: the session landed on ${page.url()}`);
  // Pages that run scripts mark themselves ready; pages without any have nothing to wait for.
  await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", timeout: 10_000 })
    .catch(() => {});
  await page.waitForLoadState("networkidle");
  const coverage = await page.coverage.stopJSCoverage();
  await context.close();

  let totalKb = 0;
  const files = [];
  for (const [url, sameOrigin] of scripts) {
    const file = sameOrigin ? fileFor(url) : null;
    const kb = file ? gzipKb(readFileSync(file)) : 0;
    totalKb += kb;
    const cov = coverage.find((c) => c.url === url);
    let unusedFraction = null;
    if (cov?.source) {
      // V8 block coverage: each range's count, inner ranges listed after the ones that hold them.
      const marks = new Uint8Array(cov.source.length);
      for (const f of cov.functions) for (const r of f.ranges) marks.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
      const used = marks.reduce((n, m) => n + m, 0);
      unusedFraction = 1 - used / cov.source.length;
    }
    files.push({ file: new URL(url).pathname, gzipKb: kb, thirdParty: !sameOrigin, unusedFraction });
  }
  const unusedKb = files.reduce((n, f) => n + f.gzipKb * (f.unusedFraction ?? 0), 0);
  const prefetchKb = [...prefetched].reduce((n, url) => n + (fileFor(url) ? gzipKb(readFileSync(fileFor(url))) : 0), 0);
  return { path, totalKb, unusedKb, prefetchKb, files };
}

// The wizard's plan step stores a lead per language and run: the per-IP lead limit stays out of the way.
const server = await startPreview({
  port: PORT,
  build: BUILD,
  vars: { LEAD_RATE_LIMIT_PER_HOUR: "100000" },
  inspectorPort: process.env.BENCH_JS_INSPECTOR_PORT ? Number(process.env.BENCH_JS_INSPECTOR_PORT) : null,
});
let over = 0;
try {
  const only = args.includes("--routes") ? args[args.indexOf("--routes") + 1].split(",") : null;
  const routes = only ?? (await routesFromSitemap(server.origin));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: QUIET_CHROMIUM_FLAGS,
  });
  const results = [];
  try {
    console.log("JavaScript downloaded per page by Chromium (gzip KB of the files served), and the share never run.\n");
    console.log("route".padEnd(46), "files", " gzip KB", "budget", " unused KB", " largest unused");
    for (const path of routes) {
      const r = await measure(browser, server.origin, path);
      const budget = budgetFor(path);
      const flag = r.totalKb > budget ? "  OVER BUDGET" : "";
      if (flag) over++;
      const worst = [...r.files]
        .filter((f) => f.unusedFraction !== null)
        .sort((a, b) => b.gzipKb * b.unusedFraction - a.gzipKb * a.unusedFraction)
        .slice(0, 2)
        .map((f) => `${f.file.replace("/assets/", "")} ${(f.gzipKb * f.unusedFraction).toFixed(1)}`)
        .join(", ");
      console.log(
        path.padEnd(46),
        String(r.files.length).padStart(5),
        r.totalKb.toFixed(1).padStart(8),
        String(budget).padStart(6),
        r.unusedKb.toFixed(1).padStart(10),
        ` ${worst}${r.prefetchKb ? `; then prefetched for the next page: ${r.prefetchKb.toFixed(1)} KB` : ""}${flag}`,
      );
      results.push({ ...r, budget });
    }
  } finally {
    await browser.close();
  }
  const max = results.reduce((a, b) => (b.totalKb > a.totalKb ? b : a));
  console.log(`\n${results.length} pages; heaviest ${max.path} ${max.totalKb.toFixed(1)} KB; ${over} over budget.`);
  mkdirSync("reports", { recursive: true });
  writeFileSync(
    "reports/js-weight.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        budgetKb: BUDGET_KB,
        results,
      },
      null,
      2,
    ),
  );
  console.log("Wrote reports/js-weight.json");
} finally {
  server.stop();
}
process.exit(over ? 1 : 0);
