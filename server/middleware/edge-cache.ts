import { Buffer } from "node:buffer";
import type { Context, MiddlewareHandler } from "hono";
import { localeFromPath, stripLocale } from "~/lib/i18n";
import { isTrackingParam } from "../attribution/params";
import { showsSpanishHint } from "../request-language";
import { log } from "../log";
import { isPrivatePath, isSignedInRequest, MARKETING_CACHE_CONTROL } from "./cache-control";
import { pagePolicy, type SecurityVariables } from "./security";
import { base64 } from "../crypto";

/**
 * Public pages answered from the Workers Cache API (`caches.default`, the data centre's cache).
 *
 * Every anonymous visitor of a public page gets the same document, so the first request renders
 * it and stores it (after the response, in `waitUntil`) and the next ones are answered from the
 * cache without running React. The key is the URL with the query parameters the page reads
 * (PAGE_QUERY_PARAMS, sorted), the page's language and the build id, so FAQ searches are their own
 * entries, an ad click's tracking parameters are not, and a deploy never serves an old page.
 *
 * Never answered from the cache nor stored: requests with a session cookie or an Authorization
 * header, methods other than GET/HEAD, private paths (see cache-control.ts: /admin, /customer,
 * /login, /get-started, result pages, /api). Stored only: 200 answers to GET that the
 * Cache-Control middleware calls public and that set no cookie.
 *
 * A page rendered here carries no per-request nonce (a cached nonce would be shared by every
 * visitor): it is rendered without one, and its Content-Security-Policy lists the sha256 of each
 * of its own inline scripts, read from the finished document and stored with it.
 */

/** A stored page is served as is for a day ... */
export const FRESH_SECONDS = 86_400;
/** ... then for one more day while a fresh copy renders in the background (stale-while-revalidate). */
export const STALE_SECONDS = 86_400;

/** Response header for benchmarks and operators: HIT, STALE (served, refreshing) or MISS (rendered). */
export const CACHE_STATUS_HEADER = "X-Cache";
const STORED_AT = "X-Edge-Stored-At";
export const CACHE_TAG = "pages";
const REFRESH_HEADER = "X-Edge-Refresh";
/** Only this isolate can ask itself for a background refresh (random values only inside a handler). */
let refreshToken: string | undefined;
const ownRefreshToken = () => (refreshToken ??= crypto.randomUUID());
const refreshing = new Set<string>();
/** The request headers a stored page's variant depends on (`cacheKey`'s Spanish hint). */
const VARIANT_HEADERS = ["Accept-Language", "Cookie"] as const;

/** How long this isolate keeps a page in memory before asking the data centre's cache again. */
export const MEMORY_SECONDS = 60;
const MEMORY_BYTES = 16 * 1024 * 1024;

interface MemoryEntry {
  body: Blob;
  status: number;
  headers: [string, string][];
  until: number;
}

/**
 * The isolate's own copy of the most requested pages (least recently used out first, 16 MB at
 * most, each for MEMORY_SECONDS), in front of `caches.default`: a hit costs no call to the cache
 * service. The short lifetime bounds how long a page outlives a purge of the data centre's cache.
 */
class MemoryCache {
  #entries = new Map<string, MemoryEntry>();
  #bytes = 0;

  get(key: string): Response | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (Date.now() > entry.until) {
      this.#bytes -= entry.body.size;
      return undefined;
    }
    this.#entries.set(key, entry);
    // A Blob is immutable, so a response reads it as is: a hit allocates no copy of the page.
    return new Response(entry.body, { status: entry.status, headers: entry.headers });
  }

  set(key: string, body: ArrayBuffer, status: number, headers: Headers) {
    if (body.byteLength > MEMORY_BYTES / 8) return;
    this.delete(key);
    // One copy, when stored; every hit then streams the same immutable bytes.
    this.#entries.set(key, { body: new Blob([body]), status, headers: [...headers], until: Date.now() + MEMORY_SECONDS * 1000 });
    this.#bytes += body.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= MEMORY_BYTES) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.body.size;
    }
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.size;
  }
}

type EdgeEnv = { Bindings: Env; Variables: SecurityVariables };

export interface EdgeCacheOptions {
  /** Identifies the deployed build; part of every key, so a new deploy misses. */
  buildId: (env: Env) => string | Promise<string>;
  /** Runs the whole app again, for the background refresh of a stale entry. */
  refetch?: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;
  /** Defaults to `caches.default`. */
  cache?: () => Cache | Promise<Cache>;
}

/**
 * The query parameters each cached page reads, by its path without the /es prefix. A page that
 * reads one declares it here; every other parameter (campaign tags, ad click ids, anything a page
 * ignores) is left out of the page's key and of its render, so it never makes a new entry.
 * Tracking parameters (server/attribution/params.ts) are never kept, even if listed.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // The search box and the category buttons (app/routes/marketing/faq.tsx).
  "/faq": ["q", "category"],
  // The category links (app/routes/marketing/blog.tsx).
  "/blog": ["category"],
};

/**
 * The URL a cached page is rendered from and stored under: the path, and only the query
 * parameters the page reads, sorted by name (a name's repeated values keep their order).
 */
export function pageUrl(url: URL): URL {
  const page = new URL(`${url.origin}${url.pathname}`);
  if (!url.search) return page;
  // A `.data` request carries the same page's data: it reads the same parameters.
  const isData = url.pathname.endsWith(".data");
  const reads = PAGE_QUERY_PARAMS[stripLocale(url.pathname).replace(/\.data$/, "")] ?? [];
  for (const [name, value] of url.searchParams) {
    // `_routes` is React Router's own: which routes' data a `.data` request asks for. A page
    // ignores it, so there it is no part of the key (anyone could add one and make new entries).
    if ((reads.includes(name) || (isData && name === "_routes")) && !isTrackingParam(name)) page.searchParams.append(name, value);
  }
  page.searchParams.sort();
  return page;
}

/**
 * The cache entry of a URL: its page URL (above), plus language and build id. English pages
 * rendered for a browser that prefers Spanish carry the "Ver en español" hint, a second entry.
 */
export function cacheKey(url: URL, buildId: string, spanishHint = false): Request {
  const page = pageUrl(url);
  const sep = page.search ? "&" : "?";
  const extra = `edge-lang=${localeFromPath(url.pathname)}${spanishHint ? "&edge-hint=es" : ""}&edge-build=${encodeURIComponent(buildId)}`;
  return new Request(`${page.origin}${page.pathname}${page.search}${sep}${extra}`);
}

/**
 * React Router's route discovery (`/__manifest?paths=…&version=…`): an answer per build and per
 * list of paths, never a page. Keyed as a page it would lose its parameters and answer "reload".
 */
const ROUTER_PATHS = new Set(["/__manifest"]);

/** Whether this request may be answered from, or stored in, the edge cache. */
export function isCacheableRequest(request: Request, url: URL): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") && !ROUTER_PATHS.has(url.pathname) && !isPrivatePath(url.pathname) && !isSignedInRequest(request)
  );
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const SPACE = 0x20;
const GT = 0x3e;
const CR = 0x0d;

/**
 * The bytes of every inline script of a document (external scripts and JSON-LD data blocks
 * excluded). A read of the finished document, not a rewrite: native byte searches, and no
 * decoding of the whole page.
 */
export function inlineScripts(body: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>[] {
  const html = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const scripts: Uint8Array<ArrayBuffer>[] = [];
  let from = 0;
  for (;;) {
    const start = html.indexOf("<script", from, "latin1");
    if (start < 0) break;
    const tagEnd = html.indexOf(GT, start);
    if (tagEnd < 0) break;
    const next = html[start + 7];
    if (next !== GT && next !== SPACE) {
      from = tagEnd;
      continue;
    }
    const close = html.indexOf("</script", tagEnd, "latin1");
    if (close < 0) break;
    const attrs = html.toString("latin1", start + 7, tagEnd);
    if (!/\ssrc=/i.test(attrs) && !attrs.includes('type="application/ld+json"')) {
      let text: Uint8Array<ArrayBuffer> = body.subarray(tagEnd + 1, close);
      // The HTML parser turns CR LF into LF before the browser hashes the script.
      if (text.includes(CR)) text = encoder.encode(decoder.decode(text).replace(/\r\n?/g, "\n"));
      scripts.push(text);
    }
    from = close + 8;
  }
  return scripts;
}

/** The CSP `sha256-…` values (without quotes) of a document's inline scripts, each once. */
export async function inlineScriptHashes(body: Uint8Array<ArrayBuffer>): Promise<string[]> {
  const digests = await Promise.all(inlineScripts(body).map((s) => crypto.subtle.digest("SHA-256", s)));
  return [...new Set(digests.map(base64))];
}

async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  let hex = "";
  for (let i = 0; i < 16; i++) hex += (digest[i] as number).toString(16).padStart(2, "0");
  return `"${hex}"`;
}

/** If-None-Match uses the weak comparison (the edge may weaken our ETag when it compresses). */
function matchesEtag(request: Request, etag: string | null): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header || !etag) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

function notModified(headers: Headers): Response {
  const out = new Headers();
  for (const name of ["ETag", "Cache-Control", "Content-Security-Policy", "Vary", CACHE_STATUS_HEADER]) {
    const value = headers.get(name);
    if (value !== null) out.set(name, value);
  }
  return new Response(null, { status: 304, headers: out });
}

/** What a visitor gets for a stored entry: the page, its policy and ETag, the usual Cache-Control. */
function fromCache(stored: Response, request: Request, status: "HIT" | "STALE"): Response {
  const headers = new Headers(stored.headers);
  headers.delete(STORED_AT);
  headers.delete("Cache-Tag");
  headers.set("Cache-Control", MARKETING_CACHE_CONTROL);
  headers.set(CACHE_STATUS_HEADER, status);
  if (matchesEtag(request, headers.get("ETag"))) {
    void stored.body?.cancel();
    return notModified(headers);
  }
  if (request.method === "HEAD") {
    void stored.body?.cancel();
    return new Response(null, { status: stored.status, headers });
  }
  return new Response(stored.body, { status: stored.status, headers });
}

/**
 * Benchmarks only (test/bench/bench.mjs): when the Worker runs with an `EDGE_CACHE_BYPASS`
 * variable (never set in wrangler.toml), a request whose `X-Edge-Cache-Bypass` header equals it
 * is rendered as a miss and not stored, so cold renders can be timed without filling the cache.
 */
function isBenchBypass(request: Request, env: Env): boolean {
  const token = (env as { EDGE_CACHE_BYPASS?: unknown }).EDGE_CACHE_BYPASS;
  return typeof token === "string" && token.length >= 16 && request.headers.get("X-Edge-Cache-Bypass") === token;
}

/** Hono merges the old response's headers into a new one; this one is complete as it is. */
function replaceResponse(c: Context<EdgeEnv>, res: Response) {
  c.res = undefined;
  c.res = res;
}

export function edgeCache(options: EdgeCacheOptions): MiddlewareHandler<EdgeEnv> {
  const memory = new MemoryCache();
  return async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    // The dev server changes code under the same URLs all the time.
    if (import.meta.env.MODE === "development" || !isCacheableRequest(request, url)) return next();

    const cache = await (options.cache?.() ?? (caches as unknown as { default: Cache }).default);
    const page = pageUrl(url);
    const key = cacheKey(url, await options.buildId(c.env), showsSpanishHint(c.req.raw));
    const isRefresh = request.headers.get(REFRESH_HEADER) === ownRefreshToken();
    const bypass = isBenchBypass(request, c.env);

    if (!isRefresh && !bypass) {
      let stored = memory.get(key.url);
      if (!stored) {
        const shared = await cache.match(key);
        if (shared && request.method === "GET") {
          const body = await shared.arrayBuffer();
          memory.set(key.url, body, shared.status, shared.headers);
          stored = new Response(body, shared);
        } else {
          stored = shared;
        }
      }
      if (stored) {
        const age = (Date.now() - Number(stored.headers.get(STORED_AT) ?? 0)) / 1000;
        const stale = age > FRESH_SECONDS;
        if (stale && options.refetch && !refreshing.has(key.url)) {
          refreshing.add(key.url);
          // With the headers that chose this variant (the Spanish hint reads the browser's languages
          // and the language cookie), so the refresh renders and stores the variant it served.
          const refresh = new Request(page, { headers: { [REFRESH_HEADER]: ownRefreshToken() } });
          for (const name of VARIANT_HEADERS) {
            const value = request.headers.get(name);
            if (value !== null) refresh.headers.set(name, value);
          }
          c.executionCtx.waitUntil(
            Promise.resolve()
              .then(() => options.refetch?.(refresh, c.env, c.executionCtx as ExecutionContext))
              .then((res) => res?.body?.cancel())
              .catch((error: unknown) => log.error("edge_cache_refresh_failed", error))
              .finally(() => refreshing.delete(key.url)),
          );
        }
        return fromCache(stored, request, stale ? "STALE" : "HIT");
      }
    }

    // Rendered for everyone: no nonce in the document (entry.server renders none when it is empty).
    c.set("nonce", "");
    // ... and from its page URL, so what is stored under the key is exactly what the key names: a
    // parameter the key leaves out (a click id) cannot reach the stored page.
    if (page.href !== url.href) c.req.raw = new Request(page, request);
    await next();

    const res = c.res;
    const headers = new Headers(res.headers);
    headers.set(CACHE_STATUS_HEADER, "MISS");
    if (request.method === "HEAD" || res.body === null) {
      // No document, so no inline script to allow (a HEAD render sends no body: not stored).
      headers.set("Content-Security-Policy", pagePolicy(url, c.env, { hashes: [] }));
      replaceResponse(c, new Response(res.body, { status: res.status, statusText: res.statusText, headers }));
      return;
    }

    const body = await res.arrayBuffer();
    const isHtml = (headers.get("Content-Type") ?? "").startsWith("text/html");
    const hashes = isHtml ? await inlineScriptHashes(new Uint8Array(body)) : [];
    headers.set("Content-Security-Policy", pagePolicy(url, c.env, { hashes }));

    const storable = res.status === 200 && !headers.has("Set-Cookie") && (headers.get("Cache-Control") ?? "").startsWith("public");
    if (storable) {
      headers.set("ETag", await etagOf(body));
    }
    if (storable && !bypass) {
      const storedHeaders = new Headers(headers);
      storedHeaders.delete(CACHE_STATUS_HEADER);
      storedHeaders.set("Cache-Control", `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
      storedHeaders.set(STORED_AT, String(Date.now()));
      // Lets an operator purge every stored page by tag (docs/architecture.md, "Caching").
      storedHeaders.set("Cache-Tag", CACHE_TAG);
      memory.set(key.url, body, 200, storedHeaders);
      c.executionCtx.waitUntil(
        cache.put(key, new Response(body, { status: 200, headers: storedHeaders })).catch((error: unknown) => log.error("edge_cache_put_failed", error)),
      );
    }
    if (storable && matchesEtag(request, headers.get("ETag"))) {
      replaceResponse(c, notModified(headers));
      return;
    }
    replaceResponse(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
  };
}
