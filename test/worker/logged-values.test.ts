import { describe, expect, it } from "vitest";
import { createUser, signIn } from "./support/auth";
import { captureLogs } from "./support/logs";
import { fetchWorker } from "./support/worker";

// What a visitor (or a link someone forged) can put in a query string that must never reach a log line.
const EMAIL = "lucia.fernandez@example.org";
const PHONE = "7865550123";
const SESSION_ID = "cs_live_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ";

/** Every query parameter any route reads, plus the tracking ones every page ignores. */
const PARAMS = [
  "session_id",
  "step",
  "lead",
  "service",
  "frequency",
  "q",
  "category",
  "to",
  "next",
  "page",
  "closed",
  "date",
  "notice",
  "coverage",
  "sent",
  "saved",
  "tab",
  "status",
  "locale",
  "view",
  "utm_source",
  "utm_campaign",
  "gclid",
  "fbclid",
];
const PATHS = [
  "/",
  "/es",
  "/faq",
  "/blog",
  "/get-started",
  "/es/get-started",
  "/success",
  "/es/success",
  "/commercial-thank-you",
  "/language",
  "/login",
  "/forgot-password",
  "/customer",
  "/admin",
  "/admin/visits",
  "/admin/team",
  "/admin/leads.csv",
  "/api/health",
];

const query = (value: string) => `?${PARAMS.map((p) => `${p}=${encodeURIComponent(value)}`).join("&")}`;

describe("log lines stay free of what a query string carries", () => {
  it("/success logs whether a checkout session id came and had the provider's form, never the id itself", async () => {
    const lines = captureLogs();
    await (await fetchWorker(`/success?session_id=${SESSION_ID}`)).text();
    await (await fetchWorker(`/es/success?session_id=${encodeURIComponent(EMAIL)}`)).text();
    await (await fetchWorker("/success")).text();
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.event === "checkout_success_page");
    expect(entries.map((e) => e.sessionId)).toEqual(["valid", "malformed"]);
    expect(lines.join("\n")).not.toContain(SESSION_ID);
    expect(lines.join("\n")).not.toContain("a1B2c3D4");
    expect(lines.join("\n")).not.toContain(EMAIL);
  });

  it("e-mail-like and phone-like values in every query parameter of every route never reach a log line", async () => {
    await createUser("logged.values.admin@example.com", "logged values password", "admin");
    const admin = await signIn("logged.values.admin@example.com", "logged values password");
    const lines = captureLogs();
    for (const value of [EMAIL, PHONE, `(786) 555-0123`, `${EMAIL} ${PHONE}`]) {
      for (const path of PATHS) {
        for (const cookie of [undefined, admin]) {
          const res = await fetchWorker(`${path}${query(value)}`, { headers: cookie ? { Cookie: cookie } : {} });
          await res.arrayBuffer();
        }
      }
    }
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join("\n");
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain(encodeURIComponent(EMAIL));
    expect(all).not.toContain(PHONE);
    expect(all).not.toContain("555-0123");
  });
});
