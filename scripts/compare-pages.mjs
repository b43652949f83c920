#!/usr/bin/env node
/**
 * `npm run compare:pages`: the rendered HTML of every page in the sitemap, saved and compared, to
 * show that a change to code or content leaves the pages as they were.
 *
 *   npm run compare:pages -- snapshot <dir> [--no-build]
 *       builds the production bundle, serves it under `wrangler dev` on a fresh local D1/KV
 *       (`.wrangler/compare-state`), reads /sitemap.xml (both languages) and saves each page's
 *       HTML in <dir>, one file per path (`index.html`, `es.html`, `locations__miami.html`, ...).
 *   npm run compare:pages -- compare <before-dir> <after-dir>
 *       prints, per page, identical or different (with the first differing line), and a summary;
 *       exits 1 when a page differs or is missing on either side.
 *
 * The comparison ignores only what changes without a change to the pages: the content hashes in
 * asset file names (`/assets/root-AbC123xY.js`), the build's manifest version, the per-request
 * CSP nonce and the quote wizard's per-request form token. Keep the snapshots outside the repository (e.g. /tmp/pages-before).
 *
 *   COMPARE_PORT            the server's port (default 4321)
 *   COMPARE_INSPECTOR_PORT  wrangler's debugger port (default 9321), for servers side by side
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPreview } from "../test/bench/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const STATE_DIR = ".wrangler/compare-state";

/** The file name a page's HTML is saved under: `/` → `index.html`, `/es/locations/miami` → `es__locations__miami.html`. */
export function fileNameOf(pathname) {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return `${trimmed === "" ? "index" : trimmed.replaceAll("/", "__")}.html`;
}

/** Paths of the sitemap's `<loc>` entries, in its order. */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll("&amp;", "&")).pathname);
}

/**
 * The page with what varies between builds or requests replaced by placeholders: hashed asset
 * names, the manifest version, the CSP nonce and the form token.
 */
export function normalize(html) {
  return (
    html
      // Vite's content hash in asset names: /assets/name-HASH.ext (the hash is 8 url-safe characters).
      .replace(/(\/assets\/[\w.-]*?)-[\w-]{8}(\.(?:js|css|mjs|woff2?|png|jpe?g|webp|avif|svg))/g, "$1-[hash]$2")
      // React Router's manifest version, in the inline context and the manifest file's name.
      .replace(/("version":\s*")[\w-]+(")/g, "$1[version]$2")
      .replace(/(manifest-)[\w-]+(\.js)/g, "$1[version]$2")
      // The per-request CSP nonce.
      .replace(/(nonce=")[^"]*(")/g, "$1[nonce]$2")
      // The quote wizard's signed, timestamped form token (server/signing.ts), in the form and in its loader data.
      .replace(/(name="token" value=")[\w.-]+(")/g, "$1[token]$2")
      .replace(/(\\"token\\",\\")[\w.-]+(\\")/g, "$1[token]$2")
  );
}

async function snapshot(dir, build) {
  const port = Number(process.env.COMPARE_PORT ?? 4321);
  const inspectorPort = Number(process.env.COMPARE_INSPECTOR_PORT ?? 9321);
  rmSync(path.join(root, STATE_DIR), { recursive: true, force: true });
  console.log(`compare:pages: ${build ? "building, then " : ""}serving the production build on 127.0.0.1:${port}`);
  const server = await startPreview({
    port,
    inspectorPort,
    build,
    persistTo: STATE_DIR,
    // Fixed stand-ins, so that two snapshots see the same configuration.
    vars: {
      ENVIRONMENT: "production",
      SITE_URL: "https://clean-paws.test",
      SESSION_SECRET: "compare-pages-session-secret-0123456789abcdef",
      STRIPE_WEBHOOK_SECRET: "whsec_comparepages",
      STRIPE_PRICING_TABLE_ID: "prctbl_local",
      STRIPE_PUBLISHABLE_KEY: "pk_test_local",
      // Production refuses to start without a price id per plan (server/config.ts).
      STRIPE_PRICE_WEEKLY: "price_local_weekly",
      STRIPE_PRICE_BI_WEEKLY: "price_local_bi_weekly",
      STRIPE_PRICE_MONTHLY: "price_local_monthly",
      EMAIL_PROVIDER: "log",
      SMS_PROVIDER: "log",
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      server.stop();
      process.exit(130);
    });
  }
  try {
    const sitemap = await fetch(`${server.origin}/sitemap.xml`);
    if (!sitemap.ok) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
    const paths = sitemapPaths(await sitemap.text());
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    let failed = 0;
    for (const pathname of paths) {
      const res = await fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: { "Accept-Language": "en" } });
      const html = await res.text();
      if (res.status !== 200) {
        console.log(`FAIL  ${pathname} answered ${res.status}`);
        failed += 1;
      }
      writeFileSync(path.join(dir, fileNameOf(pathname)), html);
    }
    writeFileSync(path.join(dir, "_paths.txt"), `${paths.join("\n")}\n`);
    console.log(`compare:pages: saved ${paths.length} pages in ${dir}${failed ? `, ${failed} not 200` : ""}`);
    return failed === 0;
  } finally {
    server.stop();
  }
}

/** The first line where two texts differ, with both versions cut to a readable length. */
function firstDifference(a, b) {
  const la = a.split("\n");
  const lb = b.split("\n");
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i]) {
      const x = la[i] ?? "";
      const y = lb[i] ?? "";
      let c = 0;
      while (c < x.length && x[c] === y[c]) c++;
      const from = Math.max(0, c - 60);
      return `line ${i + 1}, column ${c + 1}:\n        before: …${x.slice(from, c + 100)}\n        after:  …${y.slice(from, c + 100)}`;
    }
  }
  return "";
}

function compare(before, after) {
  for (const dir of [before, after]) if (!existsSync(dir)) throw new Error(`no snapshot at ${dir}`);
  const pages = (dir) => new Set(readdirSync(dir).filter((f) => f.endsWith(".html")));
  const a = pages(before);
  const b = pages(after);
  const all = [...new Set([...a, ...b])].sort();
  let identical = 0;
  const problems = [];
  for (const file of all) {
    if (!a.has(file) || !b.has(file)) {
      problems.push(file);
      console.log(`missing    ${file} (only ${a.has(file) ? "before" : "after"})`);
      continue;
    }
    const x = normalize(readFileSync(path.join(before, file), "utf8"));
    const y = normalize(readFileSync(path.join(after, file), "utf8"));
    if (x === y) {
      identical += 1;
      console.log(`identical  ${file}`);
    } else {
      problems.push(file);
      console.log(`different  ${file}  ${firstDifference(x, y)}`);
    }
  }
  console.log(
    `\n${identical} of ${all.length} pages identical (apart from asset hashes, manifest version, nonce and form token); ${problems.length} different or missing`,
  );
  return problems.length === 0;
}

async function main() {
  const [mode, ...rest] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  let ok;
  if (mode === "snapshot" && rest.length === 1) ok = await snapshot(path.resolve(rest[0]), !process.argv.includes("--no-build"));
  else if (mode === "compare" && rest.length === 2) ok = compare(path.resolve(rest[0]), path.resolve(rest[1]));
  else {
    console.error("usage: compare-pages.mjs snapshot <dir> [--no-build] | compare <before-dir> <after-dir>");
    process.exit(2);
  }
  process.exit(ok ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
