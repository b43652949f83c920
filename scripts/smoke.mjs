#!/usr/bin/env node
/**
 * Smoke test of a running site: `npm run smoke -- <origin>` (or `-- --env production` for the
 * SITE_URL in wrangler.toml). One line per check, exit status 1 when any check fails; about ten
 * seconds against a deployed site, well under a minute. `npm run deploy` runs it at the end,
 * `npm run deploy:gradual` against the new version before it gets traffic, and CI against the
 * production build on a local preview (scripts/smoke-local.mjs).
 *
 *   --version <id> [--worker <name>]  send every request to that Worker version
 *                                     (Cloudflare-Workers-Version-Overrides; the version must be
 *                                     in the current deployment, even at 0%)
 *   --dev                             the site is `npm run dev`/`npm run preview` (development,
 *                                     EMAIL_PROVIDER "outbox"): /dev/outbox must answer instead of 404
 *
 * It writes one lead, a test lead: its address is at TEST_LEAD_DOMAIN (server/leads/test-leads.ts),
 * so the Worker stores it already deleted and sends no e-mail or webhook for it.
 */
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parse } from "smol-toml";
import { readWranglerVars } from "./check-business-data.mjs";
import { readWranglerToml, workerNameOf } from "./lib/wrangler-toml.mjs";

/** Kept equal to server/leads/test-leads.ts (test/unit/smoke.test.ts compares them). */
export const TEST_LEAD_DOMAIN = "smoke-test.invalid";

/**
 * Pages whose exact title is checked, in both languages (copy from server/content/). CI runs this
 * script against the local preview, so a copy change that alters one of them fails CI until this
 * table follows it. Every other page of the sitemap is checked for a 200, its language and a title.
 */
export const EXPECTED_TITLES = {
  "/": "Pet Waste Removal in Miami-Dade | Clean Paws Miami",
  "/es": "Recogida de excremento de perro en Miami-Dade | Clean Paws Miami",
  "/faq": "Frequently Asked Questions | Clean Paws Miami",
  "/es/faq": "Preguntas frecuentes | Clean Paws Miami",
  "/get-started": "Get a Free Quote | Clean Paws Miami",
  "/es/get-started": "Cotización gratis | Clean Paws Miami",
  "/login": "Sign In | Clean Paws Miami",
};

/** The account pages a visitor reaches without a link (not in the sitemap: they are private). */
export const ACCOUNT_TITLES = {
  "/forgot-password": "Reset your password | Clean Paws Miami",
  "/es/forgot-password": "Restablezca su contraseña | Clean Paws Miami",
};

/** Headers every page must carry (server/middleware/security.ts); HSTS too when served over https. */
export const SECURITY_HEADERS = {
  "content-security-policy": (v) =>
    ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"].every((d) => v.includes(d)) &&
    !/script-src[^;]*'unsafe-inline'/.test(v),
  "x-content-type-options": (v) => v === "nosniff",
  "x-frame-options": (v) => v === "DENY",
  "referrer-policy": (v) => v === "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": (v) => v === "same-origin",
  "permissions-policy": (v) => v.includes("camera=()") && v.includes("geolocation=()"),
};
const HSTS = (v) => Number(/max-age=(\d+)/.exec(v)?.[1] ?? 0) >= 31_536_000;

const decode = (s) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
export const titleOf = (html) => {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m ? decode(m[1]).trim() : null;
};
export const langOf = (html) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? null;
const langOfPath = (p) => (p === "/es" || p.startsWith("/es/") ? "es" : "en");

/** The hidden inputs of the first form in `html` (the wizard's first step posts them back). */
export function firstFormFields(html) {
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  const fields = {};
  for (const [tag] of form.matchAll(/<input[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1];
    if (name && / type="hidden"/.test(tag)) fields[name] = decode(/\svalue="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  return fields;
}

/**
 * The site's own files a page loads: root-relative script and image sources, stylesheets,
 * preloads and icons, and the Open Graph image (by its path: the canonical origin in its URL may
 * not be the one tested). Links to other pages (`<a href>`) are not assets.
 */
export function assetPaths(html) {
  const paths = new Set();
  // Root-relative only: a script of another site (the payment provider, Turnstile) is not ours.
  const add = (value) => {
    const p = value ? decode(value) : "";
    if (p.startsWith("/") && !p.startsWith("//")) paths.add(p);
  };
  for (const [, v] of html.matchAll(/<(?:script|img|source)\b[^>]*\ssrc="([^"]+)"/g)) add(v);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\srel="([^"]+)"/.exec(tag)?.[1] ?? "";
    if (/\b(stylesheet|modulepreload|preload|icon|apple-touch-icon|manifest)\b/.test(rel)) add(/\shref="([^"]+)"/.exec(tag)?.[1]);
  }
  const ogImage = /<meta[^>]*property="og:image"[^>]*content="([^"]+)"/.exec(html)?.[1];
  if (ogImage) add(new URL(decode(ogImage), "http://site.invalid").pathname);
  return [...paths];
}

/** `<loc>` paths of a sitemap, relative to its origin. */
export const sitemapPaths = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(decode(loc)).pathname);

/**
 * Runs every check against `origin`; `write` gets one line per check. Resolves to the number of
 * failed checks and the test lead's address.
 */
export async function runSmoke(origin, { version = null, worker = null, dev = false, write = console.log, timeoutMs = 15_000 } = {}) {
  const base = new URL(origin).origin;
  const https = base.startsWith("https:");
  const run = randomUUID().slice(0, 8);
  const testEmail = `smoke-${run}@${TEST_LEAD_DOMAIN}`;
  const common = { "User-Agent": `clean-paws-smoke/${run}` };
  if (version) common["Cloudflare-Workers-Version-Overrides"] = `${worker}="${version}"`;
  let failures = 0;
  const servedBy = new Set();
  /** The sitemap's paths, once read (the account pages must not be among them). */
  let listed = [];

  async function get(pathname, init = {}) {
    const res = await fetch(new URL(pathname, base), {
      redirect: "manual",
      ...init,
      headers: { ...common, ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const served = res.headers.get("x-worker-version");
    if (served) servedBy.add(served);
    return res;
  }

  async function check(name, fn) {
    const started = Date.now();
    try {
      const detail = await fn();
      write(`ok    ${name}${detail ? ` (${detail})` : ""} ${Date.now() - started} ms`);
    } catch (error) {
      failures += 1;
      write(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const expect = (condition, message) => {
    if (!condition) throw new Error(message);
  };

  write(`smoke: ${base}${version ? ` (version ${version} of ${worker})` : ""}, run ${run}`);

  await check("GET /api/health answers 200 {ok:true}", async () => {
    const res = await get("/api/health");
    expect(res.status === 200, `status ${res.status}`);
    const body = await res.json();
    expect(body?.ok === true, `body ${JSON.stringify(body)}`);
  });

  await check("key pages answer 200 with their title, in English and Spanish", async () => {
    for (const [pathname, title] of Object.entries(EXPECTED_TITLES)) {
      const res = await get(pathname);
      expect(res.status === 200, `${pathname}: status ${res.status}`);
      const html = await res.text();
      expect(titleOf(html) === title, `${pathname}: title ${JSON.stringify(titleOf(html))}, expected ${JSON.stringify(title)}`);
      expect(langOf(html) === langOfPath(pathname), `${pathname}: lang ${langOf(html)}`);
    }
    return `${Object.keys(EXPECTED_TITLES).length} pages`;
  });

  await check("every sitemap page answers 200 in its language with a title", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status === 200, `sitemap.xml: status ${res.status}`);
    const paths = sitemapPaths(await res.text());
    listed = paths;
    expect(paths.length >= 20 && paths.some((p) => p.startsWith("/es")), `sitemap lists ${paths.length} pages`);
    const problems = [];
    const queue = [...paths];
    const drain = async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
        const page = await get(p);
        const html = page.status === 200 ? await page.text() : "";
        if (page.status !== 200) problems.push(`${p}: status ${page.status}`);
        else if (!titleOf(html)) problems.push(`${p}: no title`);
        else if (langOf(html) !== langOfPath(p)) problems.push(`${p}: lang ${langOf(html)}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, drain));
    expect(problems.length === 0, problems.slice(0, 5).join("; "));
    return `${paths.length} pages`;
  });

  await check("a public page is answered from the cache on a later request (X-Cache: HIT)", async () => {
    // A URL of this run's own, so the hit proves this deploy stores pages: a FAQ search, as the key
    // keeps only the query parameters a page reads (server/middleware/edge-cache.ts PAGE_QUERY_PARAMS).
    const pathname = `/faq?q=smoke-${run}`;
    const first = await get(pathname);
    await first.arrayBuffer();
    expect(first.status === 200, `status ${first.status}`);
    const seen = [first.headers.get("x-cache")];
    // The page is stored after the first response (waitUntil): allow it a moment.
    for (let attempt = 0; attempt < 8 && seen.at(-1) !== "HIT"; attempt++) {
      await new Promise((r) => setTimeout(r, 250));
      const again = await get(pathname);
      await again.arrayBuffer();
      seen.push(again.headers.get("x-cache"));
    }
    expect(seen.at(-1) === "HIT" && seen.length > 1, `X-Cache was ${seen.join(", ")}`);
    return seen.join(" → ");
  });

  await check("the wizard's first step answers and leads to the contact step", async () => {
    const page = await get("/get-started");
    expect(page.status === 200, `GET /get-started: status ${page.status}`);
    const fields = firstFormFields(await page.text());
    expect(fields.step === "service" && fields.token && fields.serviceType, `first form fields ${JSON.stringify(Object.keys(fields))}`);
    const post = await get("/get-started?step=service", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ ...fields, intent: "service" }),
    });
    const location = post.headers.get("location") ?? "";
    expect(post.status === 303 && location.endsWith("/get-started?step=contact"), `POST: status ${post.status}, Location ${location}`);
    const cookie = (post.headers.get("set-cookie") ?? "").split(";")[0];
    expect(cookie, "no draft cookie");
    const contact = await get(location, { headers: { Cookie: cookie } });
    const html = await contact.text();
    expect(contact.status === 200 && /name="email"/.test(html), `contact step: status ${contact.status}`);
    const es = await get("/es/get-started");
    expect(es.status === 200 && langOf(await es.text()) === "es", `GET /es/get-started: status ${es.status}`);
  });

  await check("a test lead is accepted, recognised and deleted at once", async () => {
    const res = await get("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `smoke-${run}` },
      body: JSON.stringify({
        fullName: "Smoke Test",
        email: testEmail,
        phone: "(305) 555-0100",
        zip_code: "33131",
        service_type: "residential",
        service_frequency: "weekly",
        referral_source: "other",
        special_instructions: "Automated deploy check: deleted on arrival.",
      }),
    });
    const body = await res.json().catch(() => null);
    expect(res.status === 201, `status ${res.status} ${JSON.stringify(body)}`);
    expect(Number.isInteger(body?.id) && body?.test === true, `answer ${JSON.stringify(body)} (the marker was not recognised)`);
    return `lead ${body.id}`;
  });

  await check("/admin and /admin/team send an anonymous visitor to /login", async () => {
    for (const pathname of ["/admin", "/admin/team"]) {
      const res = await get(pathname);
      await res.arrayBuffer();
      const location = res.headers.get("location") ?? "";
      expect([302, 303].includes(res.status) && new URL(location, base).pathname === "/login", `${pathname}: status ${res.status}, Location ${location}`);
    }
  });

  await check("account pages answer in both languages, never cached nor indexed nor in the sitemap; an unknown link says so (410)", async () => {
    // A token of the real shape (256 bits, base64url) that no e-mail ever carried.
    const unknown = randomBytes(32).toString("base64url");
    const pages = [
      ["/forgot-password", 200, ACCOUNT_TITLES["/forgot-password"]],
      ["/es/forgot-password", 200, ACCOUNT_TITLES["/es/forgot-password"]],
      [`/reset-password/${unknown}`, 410, null],
      [`/es/invite/${unknown}`, 410, null],
    ];
    for (const [pathname, status, title] of pages) {
      const shown = pathname.replace(unknown, ":token");
      const res = await get(pathname);
      const html = await res.text();
      expect(res.status === status, `${shown}: status ${res.status}, expected ${status}`);
      if (title) expect(titleOf(html) === title, `${shown}: title ${JSON.stringify(titleOf(html))}, expected ${JSON.stringify(title)}`);
      else expect(titleOf(html), `${shown}: no title`);
      expect(langOf(html) === langOfPath(pathname), `${shown}: lang ${langOf(html)}`);
      expect(/<meta name="robots" content="noindex/.test(html), `${shown}: no robots noindex`);
      const cacheControl = res.headers.get("cache-control") ?? "";
      expect(
        cacheControl.includes("no-store") && res.headers.get("x-cache") !== "HIT",
        `${shown}: Cache-Control ${cacheControl}, X-Cache ${res.headers.get("x-cache")}`,
      );
    }
    const inSitemap = listed.filter((p) => /^(\/es)?\/(forgot-password|reset-password|invite|admin|customer|login|dev)(\/|$)/.test(p));
    expect(inSitemap.length === 0, `the sitemap lists ${inSitemap.join(", ")}`);
    return `${pages.length} pages`;
  });

  await check(`the development outbox ${dev ? "is served (--dev)" : "does not exist (404)"}`, async () => {
    const res = await get("/dev/outbox");
    await res.arrayBuffer();
    expect(res.status === (dev ? 200 : 404), `/dev/outbox: status ${res.status}`);
  });

  await check(`the end-to-end seeding routes ${dev ? "are served (--dev)" : "do not exist (404)"}`, async () => {
    // A read only, so the check writes nothing even where the route exists.
    const res = await get("/dev/seed/sql", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sql: "SELECT 1 AS one" }),
    });
    await res.arrayBuffer();
    expect(res.status === (dev ? 200 : 404), `/dev/seed/sql: status ${res.status}`);
  });

  await check(`security headers on pages, redirects and the API${https ? " (with HSTS)" : ""}`, async () => {
    const problems = [];
    for (const pathname of ["/", "/es", "/get-started", "/admin", "/api/health"]) {
      const res = await get(pathname);
      await res.arrayBuffer();
      const rules = pathname.startsWith("/api/") ? { "x-content-type-options": SECURITY_HEADERS["x-content-type-options"] } : { ...SECURITY_HEADERS };
      if (https) rules["strict-transport-security"] = HSTS;
      for (const [name, ok] of Object.entries(rules)) {
        const value = res.headers.get(name);
        if (value === null || !ok(value)) problems.push(`${pathname}: ${name} ${value === null ? "missing" : JSON.stringify(value)}`);
      }
    }
    expect(problems.length === 0, problems.slice(0, 5).join("; "));
  });

  await check("the files the home page and the wizard reference load", async () => {
    const paths = new Set();
    for (const pathname of ["/", "/get-started"]) {
      const res = await get(pathname);
      for (const p of assetPaths(await res.text())) paths.add(p);
    }
    expect(
      [...paths].some((p) => p.startsWith("/assets/")),
      "no hashed /assets/ file referenced",
    );
    const problems = [];
    await Promise.all(
      [...paths].map(async (p) => {
        const res = await get(p);
        const bytes = (await res.arrayBuffer()).byteLength;
        if (res.status !== 200 || bytes === 0) problems.push(`${p}: status ${res.status}, ${bytes} bytes`);
        else if (p.endsWith(".js") && !/javascript/.test(res.headers.get("content-type") ?? ""))
          problems.push(`${p}: content-type ${res.headers.get("content-type")}`);
      }),
    );
    expect(problems.length === 0, problems.slice(0, 5).join("; "));
    return `${paths.size} files`;
  });

  if (version) {
    await check(`every answer came from version ${version}`, () => {
      expect(servedBy.size === 1 && servedBy.has(version), `served by ${[...servedBy].join(", ") || "no X-Worker-Version header"}`);
      return Promise.resolve();
    });
  }

  write(failures === 0 ? "smoke: all checks passed" : `smoke: ${failures} check(s) failed`);
  return { failures, testEmail };
}

/** The Worker's name in an environment of a wrangler.toml's text (`[env.<env>] name = …`, else the top-level name). */
export function workerName(toml, envName) {
  return workerNameOf(parse(toml), envName);
}

/** The Worker's name in an environment of this project's wrangler.toml. */
export function projectWorkerName(envName) {
  return workerNameOf(readWranglerToml(), envName);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { env: { type: "string" }, version: { type: "string" }, worker: { type: "string" }, dev: { type: "boolean" } },
  });
  let origin = positionals[0];
  if (!origin && values.env) origin = readWranglerVars(values.env).SITE_URL;
  if (!origin) {
    console.error("usage: npm run smoke -- <origin> | --env <name>   [--version <id> [--worker <name>]] [--dev]");
    process.exit(2);
  }
  let worker = values.worker ?? null;
  if (values.version && !worker) worker = projectWorkerName(values.env ?? "production");
  const started = Date.now();
  const { failures } = await runSmoke(origin, { version: values.version ?? null, worker, dev: values.dev ?? false });
  console.log(`smoke: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failures === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
