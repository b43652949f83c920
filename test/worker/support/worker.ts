import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { onTestFinished, vi } from "vitest";
import { app } from "~server/index";

/**
 * Requests through the Worker as a browser or an API client sends them. Redirects are never
 * followed, so a test reads the 302/303 and its Location itself.
 */
export const fetchWorker = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }));

/**
 * A request to the Worker's app with an env of the test's own (a test seam: a failing D1 binding,
 * other variables), waiting for the background work it leaves.
 */
export async function fetchApp(path: string, appEnv: Env, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }), appEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The first `name=value` pair of a response's Set-Cookie header, ready for a Cookie header ("" when none). */
export const cookieOf = (res: Response) => (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";

/** A GET carrying a Cookie header when there is one. */
export const getWithCookie = (path: string, cookie?: string) => fetchWorker(path, { headers: cookie ? { Cookie: cookie } : {} });

let ipCount = 0;

/**
 * A client address of its own on every call, so one test's per-IP limits (leads, sign-ins,
 * password e-mails) never count another test's requests. Addresses run 10.0.0.1, 10.0.0.2, …
 */
export function nextIp(): string {
  ipCount += 1;
  return `10.${(ipCount >> 16) & 255}.${(ipCount >> 8) & 255}.${ipCount & 255}`;
}

/** A urlencoded form POST, signed in when a cookie is given. */
export function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return fetchWorker(path, { method: "POST", body: new URLSearchParams(fields), headers: cookie ? { Cookie: cookie } : {} });
}

/**
 * A urlencoded form POST as a visitor's browser sends it: from a client address of its own (or
 * `ip`), with the cookie when there is one.
 */
export function submitForm(path: string, fields: Record<string, string>, { cookie, ip = nextIp() }: { cookie?: string; ip?: string } = {}) {
  return fetchWorker(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** A JSON POST from a client address of its own (or `ip`); a string body is sent as it is. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}, ip = nextIp()) {
  return fetchWorker(path, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
  });
}

/**
 * Limits count in fixed hourly windows: pins the clock mid-window for the rest of the test, so a
 * count cannot restart halfway through it.
 */
export function pinClockMidWindow() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T09:30:00.000Z"));
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** What a deployed Worker's variables add to the test env: production, its payment settings and secret, e-mail logged, quiet hours on (`{ ...env, ...DEPLOYED_VARS }`). */
export const DEPLOYED_VARS = {
  ENVIRONMENT: "production",
  SITE_URL: "https://www.example.com",
  SESSION_SECRET: "x".repeat(40),
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_PRICING_TABLE_ID: "prctbl_x",
  STRIPE_PUBLISHABLE_KEY: "pk_live_x",
  STRIPE_PRICE_WEEKLY: "price_weekly",
  STRIPE_PRICE_BI_WEEKLY: "price_bi_weekly",
  STRIPE_PRICE_MONTHLY: "price_monthly",
  EMAIL_PROVIDER: "log",
  SMS_QUIET_HOURS: "on",
};
