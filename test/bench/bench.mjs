// npm run bench: server render time per route (measured from outside the isolate), JavaScript
// and CSS bytes per page, and the Worker bundle size. Prints a table; writes reports/bench.json.
// Options: --requests N (default 500), --no-build.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { measureBundle } from "./bundle-size.mjs";
import { startPreview } from "./server.mjs";

const args = process.argv.slice(2);
const REQUESTS = Number(args[args.indexOf("--requests") + 1]) || 500;
const BUILD = !args.includes("--no-build");
const PORT = 8799;
const BUDGET = { medianMs: 2, p99Ms: 5, ownJsKb: 25, cssKb: 20, frameworkJsKb: 111 };
const KEY_PAGES = ["/", "/get-started", "/locations/miami", "/faq", "/blog", "/services/dog-waste-removal", "/login"];
/** Chunks that are React, React DOM and the React Router runtime, not our code. */
const FRAMEWORK = /^(entry\.client|components|jsx-runtime|rolldown-runtime|chunk)-/;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function timeRoute(origin, path, n) {
  for (let i = 0; i < 20; i++) await (await fetch(origin + path, { redirect: "manual" })).arrayBuffer();
  const samples = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(origin + path, { redirect: "manual" });
    await res.arrayBuffer();
    samples.push(performance.now() - start);
    if (res.status >= 400) throw new Error(`${path} answered ${res.status}`);
  }
  samples.sort((a, b) => a - b);
  return { median: quantile(samples, 0.5), p99: quantile(samples, 0.99) };
}

async function marketingRoutes(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (locs.length > 0) return locs;
  return ["/", "/residential", "/commercial", "/services", "/locations", "/locations/miami", "/how-it-works", "/blog", "/faq", "/pricing", "/services/dog-waste-removal"];
}

const gz = (file) => gzipSync(readFileSync(file)).length / 1024;

async function pageWeight(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const js = new Set();
  const css = new Set();
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, "rel");
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, "src");
    if (src) js.add(src);
  }
  // The boot loader (app/lib/defer-hydration.ts) lists the preloads and imports inside a script.
  for (const m of html.matchAll(/\/assets\/[^"'\\\s]+\.js/g)) js.add(m[0]);
  let framework = 0;
  let own = 0;
  for (const href of js) {
    if (!href.startsWith("/assets/")) continue;
    const size = gz(join("build/client", href));
    if (FRAMEWORK.test(href.slice("/assets/".length))) framework += size;
    else own += size;
  }
  let cssKb = 0;
  for (const href of css) if (href.startsWith("/assets/")) cssKb += gz(join("build/client", href));
  // The stylesheet is inlined into <head> (app/lib/inline-css.ts): count it too.
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) cssKb += gzipSync(Buffer.from(m[1])).length / 1024;
  const thirdParty = [...js, ...css].filter((h) => /^https?:/.test(h));
  return { framework, own, css: cssKb, thirdParty };
}

const server = await startPreview({ port: PORT, build: BUILD });
try {
  const health = await timeRoute(server.origin, "/api/health", REQUESTS);
  const routes = await marketingRoutes(server.origin);
  console.log(`Server time, ${REQUESTS} sequential requests per route over loopback to the production build (wrangler dev).`);
  console.log(`Baseline /api/health: median ${health.median.toFixed(2)} ms, p99 ${health.p99.toFixed(2)} ms\n`);
  console.log("route".padEnd(42), "median", "  p99  ", "Δmedian", " Δp99 ", "ratio");
  const timing = [];
  for (const path of routes) {
    const t = await timeRoute(server.origin, path, REQUESTS);
    const row = { path, median: t.median, p99: t.p99, diffMedian: t.median - health.median, diffP99: t.p99 - health.p99, ratio: t.median / health.median };
    timing.push(row);
    const flag = row.diffMedian > BUDGET.medianMs || row.diffP99 > BUDGET.p99Ms ? "  OVER BUDGET" : "";
    console.log(path.padEnd(42), row.median.toFixed(2).padStart(6), row.p99.toFixed(2).padStart(6), row.diffMedian.toFixed(2).padStart(7), row.diffP99.toFixed(2).padStart(6), row.ratio.toFixed(2).padStart(5) + flag);
  }

  console.log("\nBytes per page (gzip KB): framework JS / our JS / CSS");
  const weights = [];
  for (const path of KEY_PAGES) {
    const w = await pageWeight(server.origin, path);
    weights.push({ path, ...w });
    const flag = w.own > BUDGET.ownJsKb || w.css > BUDGET.cssKb || w.thirdParty.length ? "  OVER BUDGET" : "";
    console.log(path.padEnd(32), w.framework.toFixed(1).padStart(7), w.own.toFixed(1).padStart(7), w.css.toFixed(1).padStart(7), flag);
  }

  const bundle = measureBundle({ build: false });
  console.log(`\nWorker upload: ${bundle.uploadKiB.toFixed(1)} KiB, gzip ${bundle.gzipKiB.toFixed(1)} KiB (budget ${bundle.budgetKiB} KiB)`);

  const worst = timing.reduce((a, b) => (b.diffMedian > a.diffMedian ? b : a), timing[0]);
  console.log(`\nWorst route: ${worst.path} Δmedian ${worst.diffMedian.toFixed(2)} ms (budget ${BUDGET.medianMs}), Δp99 max ${Math.max(...timing.map((t) => t.diffP99)).toFixed(2)} ms (budget ${BUDGET.p99Ms})`);
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/bench.json", JSON.stringify({ date: new Date().toISOString(), requests: REQUESTS, health, timing, weights, bundle, budget: BUDGET }, null, 2));
  console.log("Wrote reports/bench.json");
} finally {
  server.stop();
}
