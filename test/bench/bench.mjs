// npm run bench: server time per route (measured from outside the isolate) rendered (cold) and
// answered from the edge cache (warm), the run's cache hit ratio, JavaScript
// and CSS bytes per page, and the Worker bundle size. Prints a table; writes reports/bench.json.
// Options: --requests N renders per route (default 500), --warm N cache hits per route (default
// 2000: a p99 needs thousands of samples on a shared machine), --no-build, --routes /a,/b,
// --all (every path in the sitemap instead of one page of each kind per language), --port N
// (default 8799; give each worktree its own when several benchmarks share a machine), --clicks N
// ad-click requests per route, each with a new click id (default 200), --clicks-only (only that figure).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { measureBundle } from "./bundle-size.mjs";
import { startPreview } from "./server.mjs";

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const REQUESTS = Number(option("--requests")) || 500;
const WARM_REQUESTS = Number(option("--warm")) || 2000;
const ALL = args.includes("--all");
const BUILD = !args.includes("--no-build");
/** --routes /,/faq limits the timing to these paths. */
const ONLY = option("--routes")?.split(",") ?? null;
const PORT = Number(option("--port")) || 8799;
const CLICKS = Number(option("--clicks")) || 200;
const CLICKS_ONLY = args.includes("--clicks-only");
const BUDGET = { warmMedianMs: 1, warmP99Ms: 3, coldMedianMs: 5, ownJsKb: 25, cssKb: 20, frameworkJsKb: 111, adClickHitRatioPct: 99 };
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

/**
 * One kept-alive connection and Node's plain HTTP client, reading and dropping the body's chunks:
 * the timer should see the Worker, not the client. (fetch() wraps every body in a web stream;
 * on a 150 KB page that costs the client ~0.3 ms more than on /api/health, which is not server time.)
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function timed(url, headers, counts) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request({ host: hostname, port, path: pathname + search, agent, headers }, (res) => {
      res.on("data", () => {});
      res.on("error", reject);
      res.on("end", () => {
        const ms = performance.now() - start;
        if (res.statusCode >= 400) return reject(new Error(`${url} answered ${res.statusCode}`));
        const status = res.headers["x-cache"];
        if (counts && status in counts) counts[status] += 1;
        resolve(ms);
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
};

/**
 * Times a route rendered (cold: the edge cache bypassed) and answered from the edge cache (warm),
 * each in its own phase, interleaved request by request with /api/health so the baseline sees the
 * same machine load (the build machine is shared; its speed drifts for seconds at a time).
 *
 * A render leaves garbage that the isolate collects during whatever request comes next, so:
 * - the cold phase repeats: a render, the /api/health request right after it, a second one. A
 *   render costs its own time plus the first /api/health's (what it left for the next request to
 *   pay) minus two baseline requests, the baseline being the second /api/health (median of all);
 * - the warm phase alternates hits and /api/health (no render runs in it).
 * Cold Δp99 is the renders' own p99 over the baseline's.
 */
async function timeRoute(origin, path, n, warmN) {
  const cold = { ...IDENTITY, "X-Edge-Cache-Bypass": BYPASS_TOKEN };
  const health = `${origin}/api/health`;
  for (let i = 0; i < 20; i++) {
    await timed(origin + path, cold);
    await timed(origin + path, IDENTITY); // the first one stores the page
    await timed(health, IDENTITY);
  }
  const renders = [];
  const pairs = [];
  const coldBaseline = [];
  for (let i = 0; i < n; i++) {
    const render = await timed(origin + path, cold, cacheCounts.cold);
    renders.push(render);
    pairs.push(render + (await timed(health, IDENTITY)));
    coldBaseline.push(await timed(health, IDENTITY));
  }
  const baseline = [];
  const hits = [];
  const counts = { HIT: 0, STALE: 0, MISS: 0 };
  for (let i = 0; i < warmN; i++) {
    baseline.push(await timed(health, IDENTITY));
    hits.push(await timed(origin + path, IDENTITY, counts));
  }
  for (const k of Object.keys(counts)) cacheCounts.warm[k] += counts[k];
  // Private pages (the wizard) are never cached: their "hits" are renders, not compared.
  const cached = counts.HIT + counts.STALE > 0;
  const base = stats(baseline);
  const rendered = stats(renders);
  const coldBase = stats(coldBaseline);
  const hit = stats(hits);
  return {
    path,
    health: base,
    cold: { ...rendered, health: coldBase, diffMedian: stats(pairs).median - 2 * coldBase.median, diffP99: rendered.p99 - coldBase.p99 },
    warm: cached ? { ...hit, diffMedian: hit.median - base.median, diffP99: hit.p99 - base.p99 } : null,
  };
}

/** Pages rendered by the same route module with different data: one of each is timed by default. */
const pageKind = (path) =>
  path
    .replace(/^\/es(?=\/|$)/, "/es:")
    .replace(/\/(locations|blog)\/[^/]+$/, "/$1/:slug")
    .replace(/\/(services|residential|commercial)\/[^/]+$/, "/service/:slug");

/**
 * The public pages in the sitemap (both languages): all of them with --all, else the first of
 * each kind, plus a FAQ search (its own cache entry) and the crawler files.
 */
async function marketingRoutes(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`, { headers: IDENTITY })).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (locs.length === 0) throw new Error("sitemap.xml lists no page");
  if (ALL) return locs;
  const byKind = new Map();
  for (const path of locs) if (!byKind.has(pageKind(path))) byKind.set(pageKind(path), path);
  return [...byKind.values(), "/faq?q=rain", "/es/faq?q=lluvia", "/sitemap.xml", "/robots.txt"];
}

/** One request: its X-Cache status and whether it set the attribution cookie (the body is dropped). */
function probe(url) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: pathname + search, agent, headers: IDENTITY }, (res) => {
      res.on("data", () => {});
      res.on("error", reject);
      res.on("end", () => {
        if (res.statusCode >= 400) return reject(new Error(`${url} answered ${res.statusCode}`));
        const cookies = res.headers["set-cookie"] ?? [];
        resolve({ cache: res.headers["x-cache"] ?? null, cookie: cookies.some((c) => /^(__Host-)?attribution=/.test(c)) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const CLICK_IDS = ["gclid", "fbclid", "msclkid", "wbraid", "ttclid"];

/**
 * Ad clicks: every request carries campaign tags and a click id never sent before (a new gclid,
 * fbclid, ... per request, as each ad click has), so a key made of the whole query would miss
 * every time. Run first, before any other phase stores a page. The hit ratio counts each route's
 * requests after its first one; the first ones are reported apart (a MISS when the cache started
 * empty; sitemap.xml was stored when the route list was read). Private pages (no X-Cache) are
 * left out. Each answer should also set the attribution cookie (none of the visits has one).
 */
async function adClicks(origin, paths, n) {
  const after = { HIT: 0, STALE: 0, MISS: 0 };
  const first = { HIT: 0, STALE: 0, MISS: 0 };
  let requests = 0;
  let cookies = 0;
  let cachedRoutes = 0;
  for (const path of paths) {
    let cached = false;
    for (let i = 0; i < n; i++) {
      const id = `${CLICK_IDS[i % CLICK_IDS.length]}=${crypto.randomUUID()}`;
      const url = `${origin}${path}${path.includes("?") ? "&" : "?"}utm_source=bench&utm_medium=cpc&utm_campaign=click_${i}&${id}`;
      const { cache, cookie } = await probe(url);
      if (!(cache in after)) break;
      if (cookie) cookies += 1;
      cached = true;
      requests += 1;
      (i === 0 ? first : after)[cache] += 1;
    }
    if (cached) cachedRoutes += 1;
  }
  const total = after.HIT + after.STALE + after.MISS;
  return { routes: cachedRoutes, requestsPerRoute: n, requests, first, after, hitRatio: total ? (after.HIT + after.STALE) / total : 0, cookies };
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
  // React Router's inline boot script imports the route modules and the client entry. (Its
  // route manifest also names modules of routes the page does not load: those are not counted.)
  for (const m of html.matchAll(/\bimport\s*(?:[\w*{}\s,]+\s+from\s*|\(\s*)["'](\/assets\/[^"']+\.js)["']/g)) js.add(m[1]);
  let framework = 0;
  let own = 0;
  for (const href of js) {
    // Same-origin files: the build's chunks and our hand-written scripts in public/ (/site.js).
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const size = gz(join("build/client", href));
    if (href.startsWith("/assets/") && FRAMEWORK.test(href.slice("/assets/".length))) framework += size;
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
  const clicks = await adClicks(server.origin, routes, CLICKS);
  console.log(
    `Ad clicks (a new click id and campaign tags on every request, ${clicks.requestsPerRoute} per route, ${clicks.routes} cached routes): after each route's first request ${clicks.after.HIT} HIT, ${clicks.after.STALE} STALE, ${clicks.after.MISS} MISS, hit ratio ${(clicks.hitRatio * 100).toFixed(2)}% (target >= ${BUDGET.adClickHitRatioPct}%${clicks.hitRatio * 100 < BUDGET.adClickHitRatioPct ? ", BELOW TARGET" : ""}); first requests ${clicks.first.MISS} MISS, ${clicks.first.HIT + clicks.first.STALE} already stored; attribution cookie set on ${clicks.cookies} of ${clicks.requests} answers\n`,
  );
  if (CLICKS_ONLY) {
    mkdirSync("reports", { recursive: true });
    writeFileSync("reports/bench-clicks.json", JSON.stringify({ date: new Date().toISOString(), clicks }, null, 2));
    console.log("Wrote reports/bench-clicks.json");
    server.stop();
    process.exit(0);
  }
  console.log(
    `Server time per route: ${REQUESTS} renders and ${WARM_REQUESTS} cache hits, sequential, over loopback to the production build (wrangler dev), Accept-Encoding: identity.`,
  );
  console.log(
    "cold = rendered (edge cache bypassed), warm = answered from the edge cache; Δ = over /api/health timed interleaved with each phase (health columns: the hits' phase); cold Δmed includes the garbage a render leaves to the next request (see timeRoute).\n",
  );
  console.log("route".padEnd(42), "health med", " p99 ", " cold Δmed", " Δp99 ", " warm Δmed", " Δp99");
  const timing = [];
  for (const path of routes) {
    const row = await timeRoute(server.origin, path, REQUESTS, WARM_REQUESTS);
    timing.push(row);
    const over = row.cold.diffMedian > BUDGET.coldMedianMs || (row.warm && (row.warm.diffMedian > BUDGET.warmMedianMs || row.warm.diffP99 > BUDGET.warmP99Ms));
    const f = (v) => v.toFixed(2).padStart(7);
    console.log(
      path.padEnd(42),
      f(row.health.median),
      f(row.health.p99),
      "  ",
      f(row.cold.diffMedian),
      f(row.cold.diffP99),
      "  ",
      row.warm ? f(row.warm.diffMedian) : "   private page:",
      row.warm ? f(row.warm.diffP99) : "never cached",
      over ? "  OVER BUDGET" : "",
    );
  }
  const summarize = (pick) => {
    const rows = timing.map(pick).filter(Boolean);
    const medians = rows.map((r) => r.diffMedian).sort((a, b) => a - b);
    const p99s = rows.map((r) => r.diffP99).sort((a, b) => a - b);
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
        warmRequests: WARM_REQUESTS,
        timing,
        summary: { cold: coldSum, warm: warmSum },
        cache: { run, warm: warmRatio, adClicks: clicks },
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
