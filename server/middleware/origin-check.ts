import type { MiddlewareHandler } from "hono";
import { log, routeOf } from "../log";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Endpoints called by other servers, authenticated by signature or bearer token, not cookies. */
const EXEMPT_PATHS = new Set(["/api/stripe/webhook", "/api/leads", "/api/sms/inbound", "/api/sms/status"]);

function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return "invalid";
  }
}

/**
 * Cross-site request forgery guard: a state-changing request from a browser must come from
 * our own origin. Browsers send Origin on cross-site POSTs; Referer and Sec-Fetch-Site are
 * the fallbacks. A request with none of them is not from a browser and carries no cookies
 * an attacker could ride on.
 *
 * Not `hono/csrf`: it refuses a POST that has neither Origin nor Sec-Fetch-Site (servers, scripts
 * and our own tests send forms without them), ignores Referer, and checks only form and text
 * bodies, so a cross-site JSON post would reach the route instead of getting this 403.
 */
export function originCheck(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const url = new URL(c.req.url);
    if (EXEMPT_PATHS.has(url.pathname)) return next();

    const allowed = new Set([url.origin]);
    const configured = originOf(c.env.SITE_URL);
    if (configured && configured !== "invalid") allowed.add(configured);

    const origin = c.req.header("Origin");
    const fetchSite = c.req.header("Sec-Fetch-Site");
    // `Origin: null` is what a browser sends for a form posted from a page with
    // `Referrer-Policy: no-referrer` (the one-time link pages): it is ours only when the browser
    // itself says the request is same-origin (a header no page can set); otherwise it is refused.
    const opaque = origin === "null" ? (fetchSite === "same-origin" ? null : "null") : undefined;
    const claimed = opaque !== undefined ? opaque : origin ? originOf(origin) : originOf(c.req.header("Referer"));
    const crossSite = fetchSite === "cross-site";

    if ((claimed && !allowed.has(claimed)) || crossSite) {
      log.warn("csrf_blocked", { path: routeOf(url.pathname), origin: claimed });
      return c.text("Forbidden: this form must be sent from our own site.", 403);
    }
    // Checked above: the route (and React Router's own origin check) sees the origin it came from.
    if (opaque === null) {
      const headers = new Headers(c.req.raw.headers);
      headers.set("Origin", url.origin);
      c.req.raw = new Request(c.req.raw, { headers });
    }
    return next();
  };
}
