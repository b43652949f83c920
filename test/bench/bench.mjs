// npm run bench: server time per route (measured from outside the isolate) rendered (cold) and
// answered from the edge cache (warm), the run's cache hit ratio, JavaScript
// and CSS bytes per page, and the Worker bundle size. Prints a table; writes reports/bench.json.
// Options: --requests N (default 500), --no-build, --routes /a,/b, --port N (default 8799; give
// each worktree its own when several benchmarks share a machine).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { measureBundle } from "./bundle-size.mjs";
import { startPreview } from "./server.mjs";

const args = process.argv.slice(2);
const REQUESTS = Number(args[args.indexOf("--requests") + 1]) || 500;
const BUILD = !args.includes("--no-build");
/** --routes /,/faq limits the timing to these paths (default: every path in the sitemap). */
const ONLY = args.includes("--routes") ? args[args.indexOf("--routes") + 1].split(",") : null;
const PORT = args.includes("--port") ? Number(args[args.indexOf("--port") + 1]) : 8799;
const BUDGET = { warmMedianMs: 1, warmP99Ms: 3, coldMedianMs: 5, ownJsKb: 25, cssKb: 20, frameworkJsKb: 111 };
const KEY_PAGES = ["/", "/get-started", "/locations/miami", "/faq", "/blog", "/services/dog-waste-removal", "/login"];
/**
 * Chunks that are React, React DOM and the React Router runtime, not our code. `shell` is React
 * Router's runtime bundled with the site chrome (vite.config.ts); the chrome is about 3 KB of it.
 */
const FRAMEWORK = /^(entry\.client|components|shell|jsx-runtime|rolldown-runtime|chunk)-/;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Cold renders bypass the edge cache (no lookup, no store) with a token only this run knows: the
 * Worker honours the X-Edge-Cache-Bypass header only when started with the same EDGE_CACHE_BYPASS
 * variable, which no deployed environment has.
 */
const BYPASS_TOKEN = `bench-${crypto.randomUUID()}`;
/** Compression is the edge's job, outside the Worker; local wrangler would spend ~3 ms/150 KB on it. */
const IDENTITY = { "Accept-Encoding": "identity" };
const cacheCounts = { cold: { HIT: 0, STALE: 0, MISS: 0 }, warm: { HIT: 0, STALE: 0, MISS: 0 } };

async function timed(url, headers, counts) {
  const start = performance.now();
  const res = await fetch(url, { redirect: "manual", headers });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  if (res.status >= 400) throw new Error(`${url} answered ${res.status}`);
  const status = res.headers.get("X-Cache");
  if (counts && status in counts) counts[status] += 1;
  return ms;
}

const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
};

/**
 * Times a route rendered (cold: the edge cache bypassed) and answered from the cache (warm),
 * interleaved request by request with /api/health, so the baseline sees the same machine load
 * as the route (the build machine is shared; load drifts during a run).
 */
async function timeRoute(origin, path, n) {
  const cold = { ...IDENTITY, "X-Edge-Cache-Bypass": BYPASS_TOKEN };
  for (let i = 0; i < 20; i++) {
    await timed(origin + path, cold);
    await timed(origin + path, IDENTITY); // the first one stores the page
    await timed(`${origin}/api/health`, IDENTITY);
  }
  const samples = { health: [], cold: [], warm: [] };
  for (let i = 0; i < n; i++) {
    samples.health.push(await timed(`${origin}/api/health`, IDENTITY));
    samples.cold.push(await timed(origin + path, cold, cacheCounts.cold));
    samples.warm.push(await timed(origin + path, IDENTITY, cacheCounts.warm));
  }
  const health = stats(samples.health);
  const delta = (s) => ({ ...s, diffMedian: s.median - health.median, diffP99: s.p99 - health.p99 });
  return { path, health, cold: delta(stats(samples.cold)), warm: delta(stats(samples.warm)) };
}

async function marketingRoutes(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`, { headers: IDENTITY })).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (locs.length > 0) return locs;
  return [
    "/",
    "/residential",
    "/commercial",
    "/services",
    "/locations",
    "/locations/miami",
    "/how-it-works",
    "/blog",
    "/faq",
    "/pricing",
    "/services/dog-waste-removal",
  ];
}

const gz = (file) => gzipSync(readFileSync(file)).length / 1024;

async function pageWeight(origin, path) {
  const html = await (await fetch(origin + path, { headers: IDENTITY })).text();
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

const server = await startPreview({ port: PORT, build: BUILD, vars: { EDGE_CACHE_BYPASS: BYPASS_TOKEN } });
try {
  const routes = ONLY ?? (await marketingRoutes(server.origin));
  console.log(
    `Server time, ${REQUESTS} sequential requests per route and state over loopback to the production build (wrangler dev), Accept-Encoding: identity.`,
  );
  console.log("cold = rendered (edge cache bypassed), warm = answered from the edge cache; Δ = over /api/health, timed interleaved with each route.\n");
  console.log("route".padEnd(42), "health med", " p99 ", " cold Δmed", " Δp99 ", " warm Δmed", " Δp99");
  const timing = [];
  for (const path of routes) {
    const row = await timeRoute(server.origin, path, REQUESTS);
    timing.push(row);
    const over = row.cold.diffMedian > BUDGET.coldMedianMs || row.warm.diffMedian > BUDGET.warmMedianMs || row.warm.diffP99 > BUDGET.warmP99Ms;
    const f = (v) => v.toFixed(2).padStart(7);
    console.log(
      path.padEnd(42),
      f(row.health.median),
      f(row.health.p99),
      "  ",
      f(row.cold.diffMedian),
      f(row.cold.diffP99),
      "  ",
      f(row.warm.diffMedian),
      f(row.warm.diffP99),
      over ? "  OVER BUDGET" : "",
    );
  }
  const summarize = (pick) => {
    const medians = timing.map((t) => pick(t).diffMedian).sort((a, b) => a - b);
    const p99s = timing.map((t) => pick(t).diffP99).sort((a, b) => a - b);
    return { median: quantile(medians, 0.5), worstMedian: medians.at(-1), worstP99: p99s.at(-1) };
  };
  const coldSum = summarize((t) => t.cold);
  const warmSum = summarize((t) => t.warm);
  const ratio = (...phases) => {
    const c = { HIT: 0, STALE: 0, MISS: 0 };
    for (const p of phases) for (const k of Object.keys(c)) c[k] += p[k];
    const total = c.HIT + c.STALE + c.MISS;
    return { ...c, hitRatio: total ? (c.HIT + c.STALE) / total : 0 };
  };
  console.log(
    `\nCold (rendered): Δmedian ${coldSum.median.toFixed(2)} ms (median route), worst ${coldSum.worstMedian.toFixed(2)} ms (budget ${BUDGET.coldMedianMs}); worst Δp99 ${coldSum.worstP99.toFixed(2)} ms`,
  );
  console.log(
    `Warm (cache hit): Δmedian ${warmSum.median.toFixed(2)} ms (median route), worst ${warmSum.worstMedian.toFixed(2)} ms (budget ${BUDGET.warmMedianMs}); worst Δp99 ${warmSum.worstP99.toFixed(2)} ms (budget ${BUDGET.warmP99Ms})`,
  );
  const run = ratio(cacheCounts.cold, cacheCounts.warm);
  const warmRatio = ratio(cacheCounts.warm);
  console.log(
    `Edge cache over the run: ${run.HIT} HIT, ${run.STALE} STALE, ${run.MISS} MISS, hit ratio ${(run.hitRatio * 100).toFixed(1)}% (cold requests bypass it by design); warm requests ${(warmRatio.hitRatio * 100).toFixed(1)}%`,
  );

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

  mkdirSync("reports", { recursive: true });
  writeFileSync(
    "reports/bench.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        requests: REQUESTS,
        timing,
        summary: { cold: coldSum, warm: warmSum },
        cache: { run, warm: warmRatio },
        weights,
        bundle,
        budget: BUDGET,
      },
      null,
      2,
    ),
  );
  console.log("Wrote reports/bench.json");
} finally {
  server.stop();
}
