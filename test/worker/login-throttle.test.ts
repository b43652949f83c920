import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { like } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimits } from "~server/db/schema";
import { app } from "~server/index";
import { createUser, loginRequest } from "./support/auth";
import { db } from "./support/leads";

/**
 * Sign-in throttling under concurrency. Password checks are counted by spying on PBKDF2
 * (crypto.subtle.deriveBits): a real check and the unknown-email dummy both derive once.
 */
const VICTIM = { email: "victim@example.com", password: "the owner's real password" };
const ATTACKER_IP = { "CF-Connecting-IP": "203.0.113.66" };

// Cloudflare's documented Turnstile test keys: this secret always passes, 2x… always fails.
const TURNSTILE_SITE_KEY = "1x00000000000000000000AA";
const TURNSTILE_PASS_SECRET = "1x0000000000000000000000000000000AA";
const TURNSTILE_FAIL_SECRET = "2x0000000000000000000000000000000AA";
const TURNSTILE_TEST_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

beforeAll(async () => {
  await createUser(VICTIM.email, VICTIM.password, "customer");
});

// Limits use fixed 15-minute windows: pin the clock mid-window so a burst never straddles two.
// 150 concurrent sign-ins on a shared 2-core machine can take several seconds.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T10:07:30.000Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function countPasswordChecks() {
  const spy = vi.spyOn(crypto.subtle, "deriveBits");
  return () => spy.mock.calls.length;
}

async function attemptsRows(email: string) {
  return db
    .select()
    .from(rateLimits)
    .where(like(rateLimits.key, `%${email}%`));
}

/** The Worker with Turnstile configured; siteverify answers like Cloudflare's test secrets do. */
async function loginWithTurnstile(secret: string, fields: Record<string, string>, headers: Record<string, string>) {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith("https://challenges.cloudflare.com/turnstile/v0/siteverify")) return realFetch(input, init);
    const form = init?.body instanceof FormData ? init.body : null;
    const ok = form?.get("secret") === TURNSTILE_PASS_SECRET && form.get("response") === TURNSTILE_TEST_TOKEN;
    return Response.json({ success: ok });
  });
  const ctx = createExecutionContext();
  const request = new Request("http://localhost/login", { method: "POST", body: new URLSearchParams(fields), headers, redirect: "manual" });
  const res = await app.fetch(request, { ...env, TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY: secret }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("sign-in throttling under concurrency", () => {
  it("checks at most 5 of 150 concurrent wrong passwords for one account from one IP", async () => {
    const email = "hammered@example.com";
    await createUser(email, "not-guessable", "customer");
    const checks = countPasswordChecks();
    const responses = await Promise.all(Array.from({ length: 150 }, (_, i) => loginRequest({ email, password: `guess-${i}` }, ATTACKER_IP)));
    const statuses = responses.map((r) => r.status);
    expect(checks()).toBe(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(145);
    const rows = await attemptsRows(email);
    expect(rows.find((r) => r.key.startsWith("login:account-ip:"))?.count).toBe(150);
  });

  it("does not sign in with the right password hidden among 50 concurrent attempts past the limit", async () => {
    const email = "needle@example.com";
    const attacker = { "CF-Connecting-IP": "203.0.113.67" };
    await createUser(email, "right-password", "customer");
    const checks = countPasswordChecks();
    // 5 wrong guesses use up this address's attempts for the account...
    for (let i = 0; i < 5; i++) expect((await loginRequest({ email, password: `first-${i}` }, attacker)).status).toBe(401);
    expect(checks()).toBe(5);
    // ...so none of 50 concurrent ones is checked, the right password among them included.
    const fields = Array.from({ length: 50 }, (_, i) => ({ email, password: i === 37 ? "right-password" : `guess-${i}` }));
    const responses = await Promise.all(fields.map((f) => loginRequest(f, attacker)));
    expect(checks()).toBe(5);
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(429));
    expect(responses.some((r) => r.headers.get("Set-Cookie"))).toBe(false);
  });

  it("checks at most 5 of 50 concurrent attempts, the right password among them", async () => {
    const email = "needle2@example.com";
    const attacker = { "CF-Connecting-IP": "203.0.113.68" };
    await createUser(email, "right-password", "customer");
    const checks = countPasswordChecks();
    const fields = Array.from({ length: 50 }, (_, i) => ({ email, password: i === 25 ? "right-password" : `guess-${i}` }));
    const responses = await Promise.all(fields.map((f) => loginRequest(f, attacker)));
    const statuses = responses.map((r) => r.status);
    // The right guess signs in only if it was one of the 5 checked; a success then clears the count.
    const signedIn = statuses.filter((s) => s === 303).length;
    expect(signedIn).toBeLessThanOrEqual(1);
    if (signedIn === 0) expect(checks()).toBe(5);
    else expect(checks()).toBeLessThanOrEqual(10);
  });

  it("lets the owner sign in from another IP while one address hammers the account", async () => {
    const attack = Promise.all(
      Array.from({ length: 60 }, (_, i) => loginRequest({ email: VICTIM.email, password: `guess-${i}` }, { "CF-Connecting-IP": "203.0.113.69" })),
    );
    const owner = loginRequest({ email: VICTIM.email, password: VICTIM.password }, { "CF-Connecting-IP": "198.51.100.7" });
    const [attacked, ownerRes] = await Promise.all([attack, owner]);
    expect(attacked.filter((r) => r.status === 303)).toHaveLength(0);
    expect(ownerRes.status).toBe(303);
    expect(ownerRes.headers.get("Location")).toBe("/customer");
  });

  it("asks for the Turnstile challenge past the per-account ceiling, and signs the owner in once it passes", async () => {
    const email = "spread@example.com";
    await createUser(email, "right-password", "customer");
    // 10 attempts from 10 addresses reach the account-wide ceiling.
    for (let i = 0; i < 10; i++) {
      const res = await loginWithTurnstile(TURNSTILE_PASS_SECRET, { email, password: "bad" }, { "CF-Connecting-IP": `198.18.0.${i}` });
      expect(res.status).toBe(401);
    }
    const owner = { "CF-Connecting-IP": "198.18.1.1" };
    const checks = countPasswordChecks();
    const challenged = await loginWithTurnstile(TURNSTILE_PASS_SECRET, { email, password: "right-password" }, owner);
    expect(challenged.status).toBe(403);
    const html = await challenged.text();
    expect(html).toContain("complete the security check");
    expect(html).toContain(`data-sitekey="${TURNSTILE_SITE_KEY}"`);
    expect(checks()).toBe(0);

    const failed = await loginWithTurnstile(TURNSTILE_FAIL_SECRET, { email, password: "right-password", "cf-turnstile-response": TURNSTILE_TEST_TOKEN }, owner);
    expect(failed.status).toBe(403);
    expect(await failed.text()).toContain("security check did not pass");

    const passed = await loginWithTurnstile(TURNSTILE_PASS_SECRET, { email, password: "right-password", "cf-turnstile-response": TURNSTILE_TEST_TOKEN }, owner);
    expect(passed.status).toBe(303);
  });

  it("without Turnstile configured, attempts from many addresses never lock the account", async () => {
    const email = "botnet@example.com";
    await createUser(email, "right-password", "customer");
    for (let i = 0; i < 15; i++) {
      expect((await loginRequest({ email, password: "bad" }, { "CF-Connecting-IP": `198.19.0.${i}` })).status).toBe(401);
    }
    expect((await loginRequest({ email, password: "right-password" }, { "CF-Connecting-IP": "198.19.1.1" })).status).toBe(303);
  });
});
