import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fetchWorker } from "./support/worker";

describe("security headers", () => {
  it("a page for one visitor carries CSP with a per-request nonce that matches its scripts", async () => {
    const first = await fetchWorker("/login");
    const second = await fetchWorker("/login");
    const csp = first.headers.get("Content-Security-Policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("Content-Security-Policy")).not.toContain(nonce);

    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("stripe.com");

    const html = await first.text();
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(executable.length).toBeGreaterThan(0);
    for (const [, attrs] of executable) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("a public page shared through the edge cache lists its inline scripts' hashes instead of a nonce", async () => {
    // Public pages run no framework (docs/decisions/0002): no inline script, so no hash to list;
    // their script files come from 'self'.
    const res = await fetchWorker("/blog?csp-check");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toMatch(/'sha256-/);
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("nonce");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("stripe.com");
    const body = await res.text();
    expect(body).not.toContain("nonce=");
    expect(body).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>/);
  });

  it("sets nosniff, referrer and permissions policies on pages, redirects and API answers", async () => {
    for (const path of ["/", "/no-such-page", "/api/health", "/login"]) {
      const res = await fetchWorker(path);
      expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Permissions-Policy"), path).toContain("camera=()");
    }
  });

  it("sends HSTS over HTTPS outside local development", async () => {
    const res = await exports.default.fetch(new Request("https://example.com/"));
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=(\d+); includeSubDomains/);
    const maxAge = Number(res.headers.get("Strict-Transport-Security")?.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
  });

  it("allows the payment provider's hosts on the plan step only", async () => {
    const plan = await fetchWorker("/get-started?step=plan");
    expect(plan.headers.get("Content-Security-Policy")).toContain("https://js.stripe.com");
    const contact = await fetchWorker("/get-started");
    expect(contact.headers.get("Content-Security-Policy")).not.toContain("stripe.com");
  });
});

describe("cross-site request forgery", () => {
  const body = () => new URLSearchParams({ intent: "service", serviceType: "residential" });

  it("refuses a POST whose Origin is another site, before any route code runs", async () => {
    const res = await fetchWorker("/login", { method: "POST", body: body(), headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });

  it("refuses a POST with a foreign Referer and no Origin", async () => {
    const res = await fetchWorker("/login", { method: "POST", body: body(), headers: { Referer: "https://evil.example/page" } });
    expect(res.status).toBe(403);
  });

  it("refuses a POST that the browser marks cross-site", async () => {
    const res = await fetchWorker("/login", { method: "POST", body: body(), headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(403);
  });

  it("lets a same-origin POST through to the route", async () => {
    const res = await fetchWorker("/login", { method: "POST", body: body(), headers: { Origin: "http://localhost" } });
    expect(res.status).not.toBe(403);
  });
});

describe("caching", () => {
  it("lets public marketing pages be cached briefly with stale-while-revalidate", async () => {
    const res = await fetchWorker("/services");
    expect(res.headers.get("Cache-Control")).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
  });

  it.each(["/admin", "/customer", "/login", "/get-started"])("never caches %s", async (path) => {
    const res = await fetchWorker(path);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
  });
});

describe("first paint", () => {
  it("inlines the stylesheet in the head so first paint waits on no CSS request", async () => {
    const html = await (await fetchWorker("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const style = head.match(/<style id="app-css">([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(style).toContain(".btn-primary");
    expect(style.length).toBeGreaterThan(10_000);
  });
});
