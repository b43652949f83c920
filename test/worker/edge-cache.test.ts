import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { app, buildId } from "~server/index";
import { cacheKey, edgeCache, inlineScriptHashes, isCacheableRequest, pageUrl } from "~server/middleware/edge-cache";
import { localeFromPath as languageOf } from "~/lib/i18n";
import type { SecurityVariables } from "~server/middleware/security";
import { createUser, signIn } from "./support/auth";
import { fetchWorker } from "./support/worker";

/** One request through the Worker, waiting for its background work (the cache write). */
async function request(
  target: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> },
  path: string,
  init?: RequestInit,
  workerEnv: Env = env,
) {
  const ctx = createExecutionContext();
  const res = await target.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }), workerEnv, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, status: res.headers.get("X-Cache") };
}

const get = (path: string, init?: RequestInit) => request(app, path, init);
let counter = 0;
/**
 * The Worker as a deploy of its own: a new version id, so a new build id in every key, and no
 * test sees another's entries (a query of its own no longer would: unknown parameters are not
 * part of the key).
 */
const deployedIds = new WeakMap<object, string>();
function deploy() {
  const id = `test-${Date.now()}-${++counter}`;
  const deployed: Env = { ...env, CF_VERSION_METADATA: { id, tag: "", timestamp: "" } };
  const get = (path: string, init?: RequestInit) => request(app, path, init, deployed);
  deployedIds.set(get, id);
  return get;
}

/** A small app around the same middleware, with a handler that counts renders. */
function countingApp(opts: { buildId?: () => string; headers?: Record<string, string>; cacheName?: string } = {}) {
  let renders = 0;
  const cacheName = opts.cacheName ?? `test-${Date.now()}-${++counter}`;
  const mini = new Hono<{ Bindings: Env; Variables: SecurityVariables }>();
  mini.use(
    "*",
    edgeCache({
      buildId: opts.buildId ?? (() => "build-a"),
      cache: () => caches.open(cacheName),
      refetch: (req, e, ctx) => mini.fetch(req, e, ctx),
    }),
  );
  mini.get("*", (c) => {
    renders += 1;
    return c.html(`<p>${c.req.path} render ${renders}</p>`, 200, { "Cache-Control": "public, max-age=60", ...opts.headers });
  });
  return { app: mini, renders: () => renders, cacheName };
}

const scriptSrc = (csp: string) => csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";

async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

describe("edge cache for public pages", () => {
  it("renders an anonymous page once, then answers from the cache with the same document", async () => {
    const get = deploy();
    const path = "/services";
    const first = await get(path);
    expect(first.res.status).toBe(200);
    expect(first.status).toBe("MISS");
    const second = await get(path);
    expect(second.status).toBe("HIT");
    expect(second.body).toBe(first.body);
    const third = await get(path);
    expect(third.status).toBe("HIT");
    expect(third.body).toBe(first.body);
    expect(second.res.headers.get("Content-Type")).toContain("text/html");
    expect(second.res.headers.get("Cache-Control")).toMatch(/public.*stale-while-revalidate/);
  });

  it("never answers a signed-in request from the cache, nor stores its page", async () => {
    await createUser("cache-admin@example.com", "correct horse battery", "admin");
    const cookie = await signIn("cache-admin@example.com", "correct horse battery");

    const get = deploy();
    const cachedPath = "/pricing";
    await get(cachedPath);
    expect((await get(cachedPath)).status).toBe("HIT");
    const signedIn = await get(cachedPath, { headers: { Cookie: cookie } });
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.status).toBeNull();
    expect(signedIn.res.headers.get("Content-Security-Policy")).toMatch(/'nonce-[^']+'/);

    const uncached = "/how-it-works";
    await get(uncached, { headers: { Cookie: cookie } });
    await get(uncached, { headers: { Cookie: `theme=dark; ${cookie}` } });
    expect((await get(uncached)).status).toBe("MISS");
  });

  it.each(["/login", "/get-started", "/admin", "/customer", "/api/health", "/success"])("leaves %s alone", async (path) => {
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBeNull();
    expect(second.status).toBeNull();
  });

  it("never stores a response that sets a cookie", async () => {
    const mini = countingApp({ headers: { "Set-Cookie": "seen=1; Path=/" } });
    await request(mini.app, "/page");
    const again = await request(mini.app, "/page");
    expect(again.status).toBe("MISS");
    expect(mini.renders()).toBe(2);
    expect(await (await caches.open(mini.cacheName)).match(cacheKey(new URL("http://localhost/page"), "build-a"))).toBeUndefined();
  });

  it("shares stored pages between isolates through the data centre's cache", async () => {
    const first = countingApp();
    await request(first.app, "/shared");
    // Another isolate: its own memory, the same cache.
    const second = countingApp({ cacheName: first.cacheName });
    const hit = await request(second.app, "/shared");
    expect(hit.status).toBe("HIT");
    expect(hit.body).toContain("<p>/shared render 1</p>");
    expect(second.renders()).toBe(0);
    expect(hit.res.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("serves a day-old page once more while a fresh copy renders in the background", async () => {
    const mini = countingApp();
    const cache = await caches.open(mini.cacheName);
    const dayAndHourAgo = Date.now() - 25 * 60 * 60 * 1000;
    await cache.put(
      cacheKey(new URL("http://localhost/old"), "build-a"),
      new Response("<p>old copy</p>", {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=172800", "X-Edge-Stored-At": String(dayAndHourAgo) },
      }),
    );
    const stale = await request(mini.app, "/old");
    expect(stale.status).toBe("STALE");
    expect(stale.body).toBe("<p>old copy</p>");
    expect(mini.renders()).toBe(1);
    const fresh = await request(mini.app, "/old");
    expect(fresh.status).toBe("HIT");
    expect(fresh.body).toContain("<p>/old render 1</p>");
  });

  it("keeps two queries apart", async () => {
    const get = deploy();
    const a = "/faq?q=bags";
    const b = "/faq?q=price";
    expect((await get(a)).status).toBe("MISS");
    expect((await get(b)).status).toBe("MISS");
    const hitA = await get(a);
    const hitB = await get(b);
    expect(hitA.status).toBe("HIT");
    expect(hitB.status).toBe("HIT");
    expect(hitA.body).toContain('value="bags"');
    expect(hitB.body).toContain('value="price"');
  });

  it("keeps two languages apart", async () => {
    expect(languageOf("/es")).toBe("es");
    expect(languageOf("/es/faq")).toBe("es");
    expect(languageOf("/faq")).toBe("en");
    expect(languageOf("/escape")).toBe("en");
    const en = cacheKey(new URL("http://localhost/faq?q=a"), "b1").url;
    const es = cacheKey(new URL("http://localhost/es/faq?q=a"), "b1").url;
    expect(en).toContain("edge-lang=en");
    expect(es).toContain("edge-lang=es");

    const mini = countingApp();
    await request(mini.app, "/faq");
    await request(mini.app, "/es/faq");
    const en2 = await request(mini.app, "/faq");
    const es2 = await request(mini.app, "/es/faq");
    expect([en2.status, es2.status]).toEqual(["HIT", "HIT"]);
    expect(en2.body).toContain("<p>/faq render 1</p>");
    expect(es2.body).toContain("<p>/es/faq render 2</p>");
  });

  it("misses after a new build id", async () => {
    let build = "build-1";
    const mini = countingApp({ buildId: () => build });
    await request(mini.app, "/page");
    expect((await request(mini.app, "/page")).status).toBe("HIT");
    build = "build-2";
    const afterDeploy = await request(mini.app, "/page");
    expect(afterDeploy.status).toBe("MISS");
    expect(mini.renders()).toBe(2);
  });

  it("sends a strong ETag and answers a matching If-None-Match with 304", async () => {
    const get = deploy();
    const path = "/residential";
    const first = await get(path);
    const etag = first.res.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const hit = await get(path, { headers: { "If-None-Match": etag ?? "" } });
    expect(hit.res.status).toBe(304);
    expect(hit.body).toBe("");
    expect(hit.res.headers.get("ETag")).toBe(etag);
    // A weakened copy of the tag (the edge weakens it when it compresses) matches too.
    expect((await get(path, { headers: { "If-None-Match": `W/${etag}` } })).res.status).toBe(304);
    const other = await get(path, { headers: { "If-None-Match": '"something-else"' } });
    expect(other.res.status).toBe(200);
    expect(other.body).toBe(first.body);
    // The render that stores a page answers a matching tag with 304 too.
    const rendered = await deploy()(path, { headers: { "If-None-Match": etag ?? "" } });
    expect(rendered.status).toBe("MISS");
    expect(rendered.res.status).toBe(304);
  });

  it("answers HEAD from a stored page without a body", async () => {
    const get = deploy();
    const path = "/commercial";
    const page = await get(path);
    const head = await get(path, { method: "HEAD" });
    expect(head.status).toBe("HIT");
    expect(head.body).toBe("");
    expect(head.res.headers.get("ETag")).toBe(page.res.headers.get("ETag"));
  });

  it.each(["/faq", "/"])("gives a stored page (%s) a policy of its inline scripts' hashes, with no nonce", async (path) => {
    // Public pages run no framework (docs/decisions/0002): no inline script to list, only their
    // own script files from 'self'. A stored page that had inline scripts would list their hashes.
    const get = deploy();
    const miss = await get(path);
    const hit = await get(path);
    expect(hit.status).toBe("HIT");
    for (const { res, body } of [miss, hit]) {
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp).not.toContain("nonce");
      expect(body).not.toContain("nonce=");
      const src = scriptSrc(csp);
      expect(src).toContain("'self'");
      expect(src).not.toContain("unsafe-inline");
      const listed = [...src.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();
      const inline = [...body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
      expect(body).toMatch(/<script type="module" src="[^"]*\/site[-.][^"]*"/);
      const expected = [...new Set(await Promise.all(inline.map(sha256)))].sort();
      expect(listed).toEqual(expected);
    }
    expect(hit.res.headers.get("Content-Security-Policy")).toBe(miss.res.headers.get("Content-Security-Policy"));
  });

  it("stores robots.txt and sitemap.xml", async () => {
    const get = deploy();
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      const url = path;
      await get(url);
      const hit = await get(url);
      expect(hit.status, path).toBe("HIT");
      expect(hit.res.status).toBe(200);
    }
  });

  it("hashes exactly the inline scripts a browser would run, as the browser sees them", async () => {
    const html = [
      '<html><head><script type="application/ld+json">{"a":1}</script>',
      '<script src="/assets/entry.js" type="module"></script><scripty>not a script</scripty>',
      '<script>one()</script></head><body>é<script type="module">two("ü")\r\nthree()</script>',
      "<script>one()</script></body></html>",
    ].join("");
    const hashes = await inlineScriptHashes(new TextEncoder().encode(html));
    expect(hashes.sort()).toEqual([await sha256("one()"), await sha256('two("ü")\nthree()')].sort());
  });
});

describe("ad clicks and the edge cache", () => {
  const CAMPAIGN = "utm_source=google&utm_medium=cpc&utm_campaign=spring_sale_2026";
  const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];

  it("keys a page by the query parameters it reads, sorted, never by tracking parameters", () => {
    const key = (path: string) => new URL(cacheKey(new URL(`http://localhost${path}`), "b1").url);
    const plain = key("/locations/miami");
    expect(key(`/locations/miami?${CAMPAIGN}&gclid=Cj0KCQ1`).href).toBe(plain.href);
    expect(key("/locations/miami?fbclid=IwAR2&msclkid=9f8e&utm_id=7&_ga=2.1&mc_eid=abc").href).toBe(plain.href);
    // An unknown parameter on a page that reads none is no entry of its own either.
    expect(key("/locations/miami?anything=else").href).toBe(plain.href);
    // The FAQ reads q and category: kept, sorted, with a name's repeated values in their order.
    expect(pageUrl(new URL("http://localhost/faq?q=rain&gclid=1&category=Billing&category=Safety")).search).toBe("?category=Billing&category=Safety&q=rain");
    // React Router's data requests keep the page's parameters and its own `_routes`.
    expect(pageUrl(new URL("http://localhost/es/faq.data?q=rain&utm_source=x&_routes=routes%2Fmarketing%2Ffaq")).search).toBe(
      "?_routes=routes%2Fmarketing%2Ffaq&q=rain",
    );
    expect(key("/faq?q=rain&category=Billing").href).toBe(key("/faq?category=Billing&utm_source=x&q=rain").href);
    expect(key("/faq?q=rain").href).not.toBe(key("/faq?q=bags").href);
    expect(key("/es/blog?category=pet-health&ttclid=1").href).toBe(key("/es/blog?category=pet-health").href);
    expect(key("/blog?category=pet-health").href).not.toBe(key("/blog").href);
  });

  it("answers an ad click with a new click id from the entry the first click stored, without a cookie in it", async () => {
    const get = deploy();
    const first = await get(`/locations/miami?${CAMPAIGN}&gclid=FIRST-click-1`);
    expect(first.status).toBe("MISS");
    expect(first.res.status).toBe(200);
    const second = await get(`/locations/miami?gclid=SECOND-click-2&${CAMPAIGN}`);
    expect(second.status).toBe("HIT");
    // The same bytes, and nothing of either click in them.
    expect(second.body === first.body).toBe(true);
    expect(first.body.includes("FIRST-click-1") || first.body.includes("spring_sale_2026")).toBe(false);
    // Another network's click id, an unknown parameter, and no parameter at all: the same entry.
    for (const path of ["/locations/miami?fbclid=IwAR-third", "/locations/miami?anything=else", "/locations/miami"]) {
      const hit = await get(path);
      expect(hit.status, path).toBe("HIT");
      expect(hit.body === first.body, path).toBe(true);
    }

    // Each click gets its own attribution cookie, on the render and on the hit, outside the page.
    for (const { res } of [first, second]) {
      expect(res.headers.get("Set-Cookie")).toMatch(/^attribution=[\w-]+\.[0-9a-f]{32}; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax$/);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    // What the cache stores sets no cookie and is public.
    const stored = await (caches as unknown as { default: Cache }).default.match(
      cacheKey(new URL("http://localhost/locations/miami"), await storedBuildId(get)),
    );
    expect(stored).toBeDefined();
    expect(stored?.headers.get("Set-Cookie")).toBeNull();
    expect(stored?.headers.get("Cache-Control")).toMatch(/^public/);
    expect((await stored?.text()) === first.body).toBe(true);
    // A visit without campaign or referrer gets the shared page's headers and no cookie.
    const plain = await get("/locations/miami");
    expect(plain.res.headers.get("Set-Cookie")).toBeNull();
    expect(plain.res.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("still keeps FAQ searches and blog categories apart, whatever tracking parameters come with them", async () => {
    const get = deploy();
    const bags = await get("/faq?q=bags&gclid=one");
    const price = await get("/faq?q=price&gclid=two");
    expect([bags.status, price.status]).toEqual(["MISS", "MISS"]);
    expect(bags.body).toContain('value="bags"');
    expect(price.body).toContain('value="price"');
    const bagsAgain = await get("/faq?utm_source=mail&q=bags");
    expect(bagsAgain.status).toBe("HIT");
    expect(bagsAgain.body === bags.body).toBe(true);

    const all = await get("/blog?fbclid=x1");
    const health = await get("/blog?category=pet-health&fbclid=x2");
    expect([all.status, health.status]).toEqual(["MISS", "MISS"]);
    expect(health.body === all.body).toBe(false);
    expect((await get("/blog?category=pet-health")).status).toBe("HIT");
    expect((await get("/blog")).body === all.body).toBe(true);
  });

  it("never puts tracking parameters in the canonical link", async () => {
    const get = deploy();
    for (const [path, expected] of [
      [`/locations/miami?${CAMPAIGN}&gclid=abc`, "http://localhost/locations/miami"],
      [`/es/locations/miami?${CAMPAIGN}&fbclid=abc`, "http://localhost/es/locations/miami"],
      ["/faq?q=rain&gclid=abc", "http://localhost/faq"],
    ] as const) {
      const { body } = await get(path);
      expect(canonical(body), path).toBe(expected);
    }
  });
});

/** The build id a `deploy()` helper's requests use (the key of what they stored). */
async function storedBuildId(get: ReturnType<typeof deploy>): Promise<string> {
  const id = deployedIds.get(get);
  if (!id) throw new Error("not a deploy() helper");
  return buildId({ ...env, CF_VERSION_METADATA: { id, tag: "", timestamp: "" } });
}

describe("React Router's route discovery", () => {
  it("/__manifest is never answered from or stored in the edge cache (its paths and version are the answer)", async () => {
    const url = new URL("http://localhost/__manifest?paths=%2Freset-password%2Fabc&version=1");
    expect(isCacheableRequest(new Request(url), url)).toBe(false);
    const res = await fetchWorker("/__manifest?paths=%2Flogin&version=not-this-build");
    expect(res.headers.get("X-Cache")).toBeNull();
  });
});

describe("edge cache keys and variants", () => {
  it("keys `_routes` only on `.data` requests: on a page it cannot make a new entry", async () => {
    expect(pageUrl(new URL("http://localhost/faq?_routes=routes%2Fmarketing%2Ffaq&q=rain")).search).toBe("?q=rain");
    expect(pageUrl(new URL("http://localhost/pricing?_routes=anything")).search).toBe("");
    expect(pageUrl(new URL("http://localhost/faq.data?_routes=routes%2Fmarketing%2Ffaq&q=rain")).search).toBe("?_routes=routes%2Fmarketing%2Ffaq&q=rain");
    const mini = countingApp();
    await request(mini.app, "/routes-page");
    for (const junk of ["a", "b", "c"]) expect((await request(mini.app, `/routes-page?_routes=${junk}`)).status).toBe("HIT");
    expect(mini.renders()).toBe(1);
  });

  it("a background refresh refreshes the variant it served: the English page with the Spanish hint", async () => {
    const mini = countingApp();
    const cache = await caches.open(mini.cacheName);
    const spanishBrowser = { "Accept-Language": "es-US,es;q=0.9,en;q=0.8" };
    const dayAndHourAgo = Date.now() - 25 * 60 * 60 * 1000;
    const stale = () =>
      new Response("<p>old copy with the hint</p>", {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=172800", "X-Edge-Stored-At": String(dayAndHourAgo) },
      });
    await cache.put(cacheKey(new URL("http://localhost/hinted"), "build-a", true), stale());

    const served = await request(mini.app, "/hinted", { headers: spanishBrowser });
    expect(served.status).toBe("STALE");
    expect(served.body).toBe("<p>old copy with the hint</p>");
    // The hint variant was refreshed, not the plain page: the next Spanish-preferring browser gets the fresh copy.
    const fresh = await request(mini.app, "/hinted", { headers: spanishBrowser });
    expect(fresh.status).toBe("HIT");
    expect(fresh.body).toContain("<p>/hinted render 1</p>");
    expect(await cache.match(cacheKey(new URL("http://localhost/hinted"), "build-a", false))).toBeUndefined();
  });

  it("a signed-in answer of a public page is private, so no browser or shared cache keeps it for the next person", async () => {
    await createUser("private-public@example.com", "correct horse battery", "customer");
    const cookie = await signIn("private-public@example.com", "correct horse battery");
    for (const path of ["/pricing", "/es/faq", "/blog"]) {
      const signedIn = await fetchWorker(path, { headers: { Cookie: cookie } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get("Cache-Control"), path).toMatch(/^private/);
      await signedIn.arrayBuffer();
    }
    const anonymous = await fetchWorker("/pricing");
    expect(anonymous.headers.get("Cache-Control")).toMatch(/^public/);
  });
});
