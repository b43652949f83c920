import { stripLocale } from "~/lib/i18n";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { base64 } from "../crypto";
import { turnstileSiteKey } from "../turnstile";

export interface SecurityVariables {
  /**
   * This response's CSP nonce, once something asked for it (`nonceOf`); empty when the page is
   * rendered for the edge cache (hashes instead).
   */
  nonce: string | undefined;
}

type SecurityEnv = { Bindings: Env; Variables: SecurityVariables };

/**
 * This response's nonce, drawn on first use: answers from the edge cache carry their stored
 * policy and pages rendered for it have none, so most public requests never need one.
 */
export function nonceOf(c: Context<SecurityEnv>): string {
  let nonce = c.get("nonce");
  if (nonce === undefined) {
    nonce = base64(crypto.getRandomValues(new Uint8Array(16)));
    c.set("nonce", nonce);
  }
  return nonce;
}

/** Where the payment provider's pricing table lives; only the plan step may load it. */
function paymentOrigins(env: Env): string[] {
  const scriptUrl =
    "STRIPE_PRICING_TABLE_SCRIPT_URL" in env && typeof env.STRIPE_PRICING_TABLE_SCRIPT_URL === "string" && env.STRIPE_PRICING_TABLE_SCRIPT_URL
      ? env.STRIPE_PRICING_TABLE_SCRIPT_URL
      : "https://js.stripe.com/v3/pricing-table.js";
  const origin = new URL(scriptUrl).origin;
  return [...new Set([origin, "https://js.stripe.com", "https://*.stripe.com"])];
}

/** Cloudflare Turnstile's script, challenge frame and API. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * Pages that may show the Turnstile widget (sign-in after repeated failures, the wizard's last
 * step), and only when it is configured (site key and secret, as the pages themselves require).
 */
export function allowsTurnstile(url: URL, env: Env): boolean {
  const path = stripLocale(url.pathname);
  if (path !== "/login" && path !== "/get-started") return false;
  return turnstileSiteKey(env) !== null;
}

/** The wizard's plan step is the only page that embeds the payment provider. */
export function isPlanStep(url: URL) {
  return stripLocale(url.pathname) === "/get-started" && url.searchParams.get("step") === "plan";
}

/**
 * The policy. `scripts` says how inline scripts are allowed: a per-request nonce, or (for pages
 * the edge cache shares between visitors) the sha256 hashes of the page's own inline scripts.
 * 'self' stays, so same-origin script files (the /assets chunks) load either way.
 */
export function contentSecurityPolicy(scripts: string | { hashes: readonly string[] }, opts: { payments: string[] | null; dev: boolean; turnstile?: boolean }) {
  const payments = opts.payments ?? [];
  const turnstile = opts.turnstile ? [TURNSTILE_ORIGIN] : [];
  const inline = typeof scripts === "string" ? [`'nonce-${scripts}'`] : scripts.hashes.map((h) => `'sha256-${h}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // No 'unsafe-inline' for scripts: every inline script carries this response's nonce or is
    // listed by its hash.
    "script-src": ["'self'", ...inline, ...payments, ...turnstile],
    // Style attributes (React `style={}`) need 'unsafe-inline'; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...payments],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...payments, ...turnstile, ...(opts.dev ? ["ws:", "wss:"] : [])],
    "frame-src": payments.length || turnstile.length ? [...payments, ...turnstile] : ["'none'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

/** The policy for a page at `url`, with inline scripts allowed by nonce or by hash. */
export function pagePolicy(url: URL, env: Env, scripts: string | { hashes: readonly string[] }) {
  return contentSecurityPolicy(scripts, {
    payments: isPlanStep(url) ? paymentOrigins(env) : null,
    dev: import.meta.env.DEV,
    turnstile: allowsTurnstile(url, env),
  });
}

/** The pages of a password-reset or invitation link (either language), whose path holds the token. */
export const isOneTimeLinkPath = (pathname: string) => /^\/(?:reset-password|invite)\//.test(stripLocale(pathname));

/**
 * The headers that are the same on every response, from Hono's secure-headers. Only the ones
 * this site has always sent are on; Hono's other defaults are off (a Cross-Origin-Resource-Policy
 * would stop other sites and mail clients from showing our images).
 */
const fixedHeaders = secureHeaders({
  xContentTypeOptions: true,
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  crossOriginOpenerPolicy: "same-origin",
  permissionsPolicy: {
    accelerometer: [],
    camera: [],
    geolocation: [],
    gyroscope: [],
    magnetometer: [],
    microphone: [],
    payment: ["self", "https://js.stripe.com"],
    usb: [],
  },
  // Set per request below: HSTS depends on the scheme and environment.
  strictTransportSecurity: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * Security headers on every response, and a fresh CSP nonce for each response that needs one
 * (the React Router render puts it on its scripts, app/entry.server.tsx). A response that already
 * has a policy keeps it: the edge cache (./edge-cache.ts) sets a hash-based one on the pages it
 * renders without a nonce and stores.
 *
 * The policy itself is built here, not by Hono's `contentSecurityPolicy` option: it depends on
 * the URL (payment and Turnstile hosts on their pages only), and the edge cache needs the same
 * policy with hashes in place of the nonce, which that option cannot produce.
 */
export function securityHeaders(): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    await withHeaders(c, next);
    // After the fixed headers (set once the response exists): a one-time link's token is in its
    // path, so its pages never send the URL on to anyone.
    if (isOneTimeLinkPath(new URL(c.req.url).pathname)) c.res.headers.set("Referrer-Policy", "no-referrer");
  };
}

const withHeaders: MiddlewareHandler<SecurityEnv> = (c, next) =>
  fixedHeaders(c, async () => {
    await next();

    const url = new URL(c.req.url);
    // Copy so headers are mutable whatever created the response (a cached or fetched one).
    c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", pagePolicy(url, c.env, nonceOf(c)));
    }
    if (url.protocol === "https:" && c.env.ENVIRONMENT !== "development") {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    }
  });
