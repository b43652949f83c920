import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser, loginRequest, sessionCookieFrom } from "./support/auth";
import { fetchWorker } from "./support/worker";

const USER = { email: "lifetime@example.com", password: "a long enough password" };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date("2026-11-01T09:00:00.000Z").getTime();

beforeAll(async () => {
  await createUser(USER.email, USER.password, "admin");
});

afterEach(() => {
  vi.useRealTimers();
});

function at(ms: number) {
  vi.setSystemTime(new Date(ms));
}

async function signInAt(ms: number, remember: boolean) {
  at(ms);
  const res = await loginRequest(
    { email: USER.email, password: USER.password, ...(remember ? { remember: "on" } : {}) },
    { "CF-Connecting-IP": `10.77.0.${remember ? 1 : 2}` },
  );
  expect(res.status).toBe(303);
  return sessionCookieFrom(res);
}

const signedIn = async (cookie: string) => (await fetchWorker("/admin", { headers: { Cookie: cookie } })).status === 200;

describe("session lifetime", () => {
  it("ends a session used every few hours at 7 days, however active", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cookie = await signInAt(T0, false);
    // Active every 6 hours: never idle for 12 hours.
    for (let t = T0 + 6 * HOUR; t < T0 + 7 * DAY; t += 6 * HOUR) {
      at(t);
      expect(await signedIn(cookie), new Date(t).toISOString()).toBe(true);
    }
    at(T0 + 7 * DAY - 60_000);
    expect(await signedIn(cookie)).toBe(true);
    at(T0 + 7 * DAY + 60_000);
    const res = await fetchWorker("/admin", { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
    expect(await env.SESSIONS.get(`session:${cookie.split("=")[1]}`)).toBeNull();
  });

  it("still ends a session after 12 idle hours", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cookie = await signInAt(T0, false);
    at(T0 + 11 * HOUR);
    expect(await signedIn(cookie)).toBe(true);
    at(T0 + 11 * HOUR + 12 * HOUR + 60_000);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("keeps a remember-me session past 7 days and ends it at 30", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cookie = await signInAt(T0, true);
    at(T0 + 8 * DAY);
    expect(await signedIn(cookie)).toBe(true);
    at(T0 + 29 * DAY);
    expect(await signedIn(cookie)).toBe(true);
    at(T0 + 30 * DAY + 60_000);
    expect(await signedIn(cookie)).toBe(false);
  });
});
