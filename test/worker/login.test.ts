import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "~server/auth/password";
import { createUser, loginRequest, sessionCookieFrom, signIn } from "./support/auth";
import { fetchWorker } from "./support/worker";

const ADMIN = { email: "boss@example.com", password: "correct horse battery" };
const CUSTOMER = { email: "client@example.com", password: "another good secret" };
const GENERIC = "The email or password is incorrect. Please try again.";

beforeAll(async () => {
  await createUser(ADMIN.email, ADMIN.password, "admin", "Boss");
  await createUser(CUSTOMER.email, CUSTOMER.password, "customer");
});

describe("password hashing", () => {
  it("stores PBKDF2-SHA256 parameters with a per-user salt and verifies only the right password", async () => {
    const a = await hashPassword("s3cret");
    const b = await hashPassword("s3cret");
    expect(a).toMatch(/^pbkdf2_sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("s3cret", a)).toBe(true);
    expect(await verifyPassword("s3cret!", a)).toBe(false);
    expect(await verifyPassword("s3cret", "garbage")).toBe(false);
  });
});

describe("sign-in form", () => {
  it("shows the required messages beside empty fields", async () => {
    const res = await loginRequest({ email: "", password: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<p id="email-error"[^>]*>Email is required<\/p>/);
    expect(html).toMatch(/<p id="password-error"[^>]*>Password is required<\/p>/);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("says Email is invalid for a malformed address and keeps what was typed", async () => {
    const res = await loginRequest({ email: "not-an-email", password: "x" });
    expect(res.status).toBe(400);
    const html = await res.text();
    // The messages also travel in the page's data (the browser checks with them before submit): look at the fields' errors.
    expect(html).toMatch(/<p id="email-error"[^>]*>Email is invalid<\/p>/);
    expect(html).not.toContain('id="password-error"');
    expect(html).toContain('value="not-an-email"');
  });

  it("gives the same single message for a wrong password and for an unknown email", async () => {
    const wrong = await loginRequest({ email: ADMIN.email, password: "nope" }, { "CF-Connecting-IP": "10.0.0.1" });
    const unknown = await loginRequest({ email: "nobody@example.com", password: "nope" }, { "CF-Connecting-IP": "10.0.0.1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(a).toContain(GENERIC);
    expect(b).toContain(GENERIC);
    expect(a.match(/role="alert"/g)).toHaveLength(1);
  });

  it("sends an admin to /admin and a customer to /customer with a 303 and an HttpOnly cookie", async () => {
    const admin = await loginRequest({ email: "BOSS@Example.com", password: ADMIN.password });
    expect(admin.status).toBe(303);
    expect(admin.headers.get("Location")).toBe("/admin");
    const cookie = admin.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);

    const customer = await loginRequest({ email: CUSTOMER.email, password: CUSTOMER.password, remember: "on" });
    expect(customer.status).toBe(303);
    expect(customer.headers.get("Location")).toBe("/customer");
    expect(customer.headers.get("Set-Cookie")).toMatch(/Max-Age=2592000/);
  });

  it("redirects a signed-in visitor away from /login to their home", async () => {
    const cookie = await signIn(CUSTOMER.email, CUSTOMER.password);
    const res = await fetchWorker("/login", { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/customer");
  });
});

describe("throttling", () => {
  // Limits count in fixed 15-minute windows: pin the clock mid-window so a run that crosses a
  // window boundary does not start a fresh count halfway through a test.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T09:07:30.000Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers 429 after 5 attempts for one email from one IP, even for the right password", async () => {
    const email = "throttle@example.com";
    await createUser(email, "right-password", "customer");
    for (let i = 0; i < 5; i++) {
      const res = await loginRequest({ email, password: `wrong-${i}` }, { "CF-Connecting-IP": "10.1.0.1" });
      expect(res.status).toBe(401);
    }
    const blocked = await loginRequest({ email, password: "right-password" }, { "CF-Connecting-IP": "10.1.0.1" });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await blocked.text()).toContain("Too many sign-in attempts");
    // The owner on another network is not locked out.
    const owner = await loginRequest({ email, password: "right-password" }, { "CF-Connecting-IP": "10.1.9.9" });
    expect(owner.status).toBe(303);
  });

  it("lets a success reset the count for that email and address", async () => {
    const email = "reset@example.com";
    await createUser(email, "right-password", "customer");
    const ip = { "CF-Connecting-IP": "10.2.0.1" };
    for (let i = 0; i < 4; i++) expect((await loginRequest({ email, password: "bad" }, ip)).status).toBe(401);
    expect((await loginRequest({ email, password: "right-password" }, ip)).status).toBe(303);
    for (let i = 0; i < 4; i++) expect((await loginRequest({ email, password: "bad" }, ip)).status).toBe(401);
    expect((await loginRequest({ email, password: "right-password" }, ip)).status).toBe(303);
  });

  it("answers 429 after 20 attempts from one IP across different emails", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 20; i++) {
      const res = await loginRequest({ email: `guess${i}@example.com`, password: "x" }, { "CF-Connecting-IP": ip });
      expect(res.status).toBe(401);
    }
    const res = await loginRequest({ email: ADMIN.email, password: ADMIN.password }, { "CF-Connecting-IP": ip });
    expect(res.status).toBe(429);
    const other = await loginRequest({ email: ADMIN.email, password: ADMIN.password }, { "CF-Connecting-IP": "192.0.2.78" });
    expect(other.status).toBe(303);
  });
});

describe("sessions", () => {
  it("issues a new session id at every sign-in and ends the previous one", async () => {
    const first = await signIn(ADMIN.email, ADMIN.password);
    const res = await loginRequest({ email: ADMIN.email, password: ADMIN.password }, { Cookie: first });
    expect(res.status).toBe(303);
    const second = sessionCookieFrom(res);
    expect(second).not.toBe(first);
    expect(await env.SESSIONS.get(`session:${first.split("=")[1]}`)).toBeNull();
    expect((await fetchWorker("/admin", { headers: { Cookie: first } })).headers.get("Location")).toBe("/login");
    expect((await fetchWorker("/admin", { headers: { Cookie: second } })).status).toBe(200);
  });

  it("logs out with a POST that deletes the session server-side and goes to /login", async () => {
    const cookie = await signIn(ADMIN.email, ADMIN.password);
    const id = cookie.split("=")[1];
    expect(await env.SESSIONS.get(`session:${id}`)).not.toBeNull();

    // A GET changes nothing.
    const get = await fetchWorker("/logout", { headers: { Cookie: cookie } });
    expect(get.status).toBe(200);
    expect(await get.text()).toContain("Sign out");
    expect(await env.SESSIONS.get(`session:${id}`)).not.toBeNull();

    const res = await fetchWorker("/logout", { method: "POST", headers: { Cookie: cookie } });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/login");
    expect(res.headers.get("Set-Cookie")).toMatch(/session=;.*Max-Age=0/);
    expect(await env.SESSIONS.get(`session:${id}`)).toBeNull();
    const after = await fetchWorker("/admin", { headers: { Cookie: cookie } });
    expect(after.headers.get("Location")).toBe("/login");
  });

  it("sends an anonymous GET /logout to /login", async () => {
    const res = await fetchWorker("/logout");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
  });
});
