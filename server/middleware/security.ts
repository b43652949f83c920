import type { MiddlewareHandler } from "hono";

export interface SecurityVariables {
  nonce: string;
}

type SecurityEnv = { Bindings: Env; Variables: SecurityVariables };

function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Where the payment provider's pricing table lives; only the plan step may load it. */
function paymentOrigins(env: Env): string[] {
  const scriptUrl = "STRIPE_PRICING_TABLE_SCRIPT_URL" in env && typeof env.STRIPE_PRICING_TABLE_SCRIPT_URL === "string" && env.STRIPE_PRICING_TABLE_SCRIPT_URL
    ? env.STRIPE_PRICING_TABLE_SCRIPT_URL
    : "https://js.stripe.com/v3/pricing-table.js";
  const origin = new URL(scriptUrl).origin;
  return [...new Set([origin, "https://js.stripe.com", "https://*.stripe.com"])];
}

/** The wizard's plan step is the only page that embeds the payment provider. */
export function isPlanStep(url: URL) {
  return url.pathname === "/get-started" && url.searchParams.get("step") === "plan";
}

export function contentSecurityPolicy(nonce: string, opts: { payments: string[] | null; dev: boolean }) {
  const payments = opts.payments ?? [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // No 'unsafe-inline' for scripts: every script carries this response's nonce.
    "script-src": ["'self'", `'nonce-${nonce}'`, ...payments],
    // Style attributes (React `style={}`) need 'unsafe-inline'; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...payments],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...payments, ...(opts.dev ? ["ws:", "wss:"] : [])],
    "frame-src": payments.length ? payments : ["'none'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=(self \"https://js.stripe.com\")",
  "usb=()",
  "interest-cohort=()",
].join(", ");

/**
 * Security headers on every response, and a fresh CSP nonce per request that the
 * React Router render puts on its scripts (app/entry.server.tsx).
 */
export function securityHeaders(): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();

    const url = new URL(c.req.url);
    const dev = import.meta.env.DEV;
    // Copy so headers are mutable whatever created the response.
    c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) {
      headers.set(
        "Content-Security-Policy",
        contentSecurityPolicy(nonce, { payments: isPlanStep(url) ? paymentOrigins(c.env) : null, dev }),
      );
    }
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (url.protocol === "https:" && c.env.ENVIRONMENT !== "development") {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    }
  };
}
