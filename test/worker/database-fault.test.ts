import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { issueLeadRef, signingSecret } from "~server/signing";
import { newFormToken } from "~server/leads/wizard-steps";
import { app } from "~server/index";
import { createUser, signIn } from "./support/auth";
import { insertLead } from "./support/leads";
import { fetchApp, nextIp } from "./support/worker";

/**
 * D1 made to fail through a test-only seam: the Worker's Hono app is called with an env whose
 * DB binding throws (always, or at the n-th call). Pages must answer with a friendly error,
 * forms must show the visitor's input again, and the real database must never hold half a write.
 */

class SimulatedOutage extends Error {
  constructor() {
    super("D1_ERROR: simulated outage (test seam)");
  }
}

/** A D1 binding that forwards to the real one, except that calls for which `fail(n)` is true throw. */
function faultyD1(fail: (call: number) => boolean): D1Database {
  let calls = 0;
  const real = env.DB;
  return new Proxy(real, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "prepare" || prop === "batch" || prop === "exec" || prop === "withSession") {
        return (...args: unknown[]) => {
          calls += 1;
          if (fail(calls)) throw new SimulatedOutage();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
const downD1 = () => faultyD1(() => true);

const fetchWith = (db: D1Database, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetchApp(path, { ...env, DB: db }, { ...init, headers: { "CF-Connecting-IP": nextIp(), ...init.headers } });
const realD1 = () => env.DB;

/** A friendly error page: 500/503, says what to do, offers the phone number, leaks nothing. */
function expectFriendlyError(res: Response, html: string, label: string, { phone = true } = {}) {
  expect([500, 503], label).toContain(res.status);
  expect(html, label).not.toMatch(/D1_ERROR|simulated outage|SimulatedOutage|\n\s+at |\.ts:\d+/);
  expect(html, label).toMatch(/try again/i);
  if (phone) expect(html, label).toContain(env.BUSINESS_PHONE);
}

const ADMIN = { email: "fault-admin@example.com", password: "fault-admin-password" };
const CUSTOMER = { email: "fault-customer@example.com", password: "fault-customer-password" };
let adminCookie = "";
let customerCookie = "";

beforeAll(async () => {
  await createUser(ADMIN.email, ADMIN.password, "admin");
  await createUser(CUSTOMER.email, CUSTOMER.password, "customer");
  adminCookie = await signIn(ADMIN.email, ADMIN.password);
  customerCookie = await signIn(CUSTOMER.email, CUSTOMER.password);
});

async function wizardSubmit(email: string, commercial: boolean, formKey: string) {
  const fields: Record<string, string> = {
    intent: "submit",
    step: commercial ? "community" : "contact",
    token: await newFormToken(env, Date.now() - 10_000, formKey),
    serviceType: commercial ? "commercial" : "residential",
    fullName: "Lucía Fernández",
    email,
    phone: "(786) 555-0199",
    zipCode: "33133",
    referralSource: "google",
  };
  if (commercial)
    Object.assign(fields, { communityName: "Coral Bay HOA", managementCompany: "Bayside Management", numHomes: "240", role: "board", requestType: "proposal" });
  return new URLSearchParams(fields);
}

describe("with the database down", () => {
  it("serves every marketing page, the wizard's first steps and the sign-in form normally (they do not need it)", async () => {
    const paths = [
      "/",
      "/residential",
      "/commercial",
      "/services",
      "/services/dog-waste-removal",
      "/residential/dog-poop-removal",
      "/locations",
      "/locations/miami",
      "/how-it-works",
      "/blog",
      "/blog/dog-waste-parasites-south-florida",
      "/faq",
      "/pricing",
      "/privacy",
      "/terms",
      "/sitemap",
      "/sitemap.xml",
      "/robots.txt",
      "/success",
      "/commercial-thank-you",
      "/get-started",
      "/get-started?service=commercial",
      "/login",
    ];
    for (const path of paths) {
      const res = await fetchWith(downD1(), path);
      expect(res.status, path).toBe(200);
    }
    // Moving between wizard steps validates input but writes nothing.
    const next = await fetchWith(downD1(), "/get-started", { method: "POST", body: new URLSearchParams({ intent: "service", serviceType: "residential" }) });
    expect(next.status).toBe(303);
    expect(next.headers.get("Location")).toBe("/get-started?step=contact");
    const contact = await fetchWith(downD1(), "/get-started?step=contact", { headers: { Cookie: next.headers.get("Set-Cookie")?.split(";")[0] ?? "" } });
    expect(await contact.text()).toContain('name="fullName"');
  });

  it("answers pages that read stored data with a friendly error page", async () => {
    const lead = await insertLead({ email: "stored@example.com" });
    const ref = encodeURIComponent(await issueLeadRef(signingSecret(env), lead.id));
    const pages: [string, Record<string, string>][] = [
      [`/get-started?step=plan&lead=${ref}`, {}],
      [`/get-started?step=contact&lead=${ref}`, {}],
      ["/customer", { Cookie: customerCookie }],
      ["/login", { Cookie: customerCookie }],
    ];
    for (const [path, headers] of pages) {
      const res = await fetchWith(downD1(), path, { headers });
      expectFriendlyError(res, await res.text(), path);
    }
  });

  it("shows the router's fault screen heading, with what to do, when a page's loader fails", async () => {
    const res = await fetchWith(downD1(), "/customer", { headers: { Cookie: customerCookie } });
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error<\/h1>/);
    expect(html).toMatch(/try again/i);
  });

  it("keeps the visitor's input on the wizard's final step and stores nothing", async () => {
    for (const commercial of [false, true]) {
      const email = commercial ? "down-commercial@example.com" : "down-residential@example.com";
      const res = await fetchWith(downD1(), "/get-started", { method: "POST", body: await wizardSubmit(email, commercial, `downform${commercial ? 1 : 0}`) });
      const html = await res.text();
      expectFriendlyError(res, html, commercial ? "commercial submit" : "residential submit");
      expect(html).toContain("We could not save your request");
      expect(html).toContain(`value="${email}"`);
      expect(html).toContain('value="Lucía Fernández"');
      expect(html).toContain('value="(786) 555-0199"');
      if (commercial) expect(html).toContain('value="Coral Bay HOA"');
      const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE email = ?").bind(email).first<{ n: number }>();
      expect(stored?.n).toBe(0);
    }
  });

  it("keeps the email on the sign-in form and says what to do", async () => {
    const res = await fetchWith(downD1(), "/login", { method: "POST", body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }) });
    const html = await res.text();
    expectFriendlyError(res, html, "sign-in");
    expect(html).toContain(`value="${ADMIN.email}"`);
    expect(res.headers.get("Set-Cookie") ?? "").not.toContain("session=");
  });

  it("answers the lead API with 503 and a JSON message", async () => {
    const res = await fetchWith(downD1(), "/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fullName: "Api Down", email: "api-down@example.com", phone: "305 555 0100", service_type: "residential" }),
    });
    expect(res.status).toBe(503);
    const body = await res.json<{ error: string; details: string }>();
    expect(body.error).toBeTruthy();
    expect(body.details).toMatch(/try again/i);
  });

  it("answers admin pages and actions with an error that says what to do", async () => {
    const lead = await insertLead({ email: "admin-target@example.com" });
    const requests: [string, RequestInit][] = [
      ["/admin", {}],
      [`/admin/leads/${lead.id}/edit`, {}],
      ["/admin", { method: "POST", body: new URLSearchParams({ intent: "status", leadId: String(lead.id), status: "contacted", version: "0" }) }],
      [`/admin/leads/${lead.id}/delete`, { method: "POST", body: new URLSearchParams({}) }],
    ];
    for (const [path, init] of requests) {
      const res = await fetchWith(downD1(), path, { ...init, headers: { Cookie: adminCookie } });
      expectFriendlyError(res, await res.text(), `${init.method ?? "GET"} ${path}`, { phone: false });
    }
    const row = await env.DB.prepare("SELECT status, deleted_at FROM leads WHERE id = ?").bind(lead.id).first();
    expect(row).toEqual({ status: "new", deleted_at: null });
  });
});

describe("with the database failing after the sign-in was read", () => {
  it("tells the crew in Spanish that the day could not be loaded, with no English words", async () => {
    await createUser("fault-crew@example.com", "fault-crew-password", "crew");
    const cookie = await signIn("fault-crew@example.com", "fault-crew-password");
    // The account is read first (the admin layout's middleware); the day's visits fail after it.
    const res = await fetchWith(
      faultyD1((call) => call > 1),
      "/es/admin/visits",
      { headers: { Cookie: cookie } },
    );
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain("No se pudieron cargar las visitas.");
    expect(html).toContain("Algo salió mal de nuestro lado. Vuelva a intentarlo en un momento.");
    expect(html).toContain("Intentar de nuevo");
    expect(html).not.toMatch(/Something went wrong|Try again|could not be loaded/);
  });
});

describe("with the database failing part-way through a submission", () => {
  it("never leaves a lead without its created event, and a retry stores exactly one lead", async () => {
    // Fail at the 1st, 2nd, … D1 call of one submission, for the wizard and the API.
    const refused = { wizard: 0, api: 0 };
    for (let failAt = 1; failAt <= 8; failAt++) {
      for (const channel of ["wizard", "api"] as const) {
        const email = `partial-${channel}-${failAt}@example.com`;
        const send = (db: D1Database) =>
          channel === "wizard"
            ? wizardSubmit(email, failAt % 2 === 0, `partialform${failAt}`).then((body) =>
                fetchWith(db, "/get-started", { method: "POST", body, headers: { "CF-Connecting-IP": `198.18.0.${failAt}` } }),
              )
            : fetchWith(db, "/api/leads", {
                method: "POST",
                headers: { "Content-Type": "application/json", "Idempotency-Key": `partial-${failAt}`, "CF-Connecting-IP": `198.18.1.${failAt}` },
                body: JSON.stringify({ fullName: "Partial Write", email, phone: "305 555 0100", service_type: "residential" }),
              });
        const faulted = await send(faultyD1((n) => n === failAt));
        // Either the submission was stored before the failing call (the wizard's redirect, the API's
        // 201) or the visitor is told to try again: never another answer.
        const saved = channel === "wizard" ? 303 : 201;
        expect([saved, 500, 503], `${channel} fail at ${failAt}`).toContain(faulted.status);
        if (faulted.status !== saved) {
          refused[channel] += 1;
          expectFriendlyErrorOrJson(faulted, await faulted.text(), `${channel} fail at ${failAt}`);
        }
        // The visitor tries again once the database is back.
        const retry = await send(realD1());
        expect([201, 303], `${channel} retry after fail at ${failAt}`).toContain(retry.status);
        const rows = await env.DB.prepare("SELECT id FROM leads WHERE email = ?").bind(email).all<{ id: number }>();
        expect(rows.results, `${channel} fail at ${failAt}`).toHaveLength(1);
      }
    }
    // The seam reached the submission's own writes: some failures were answered as failures.
    expect(refused.wizard, "wizard submissions refused").toBeGreaterThan(0);
    expect(refused.api, "API submissions refused").toBeGreaterThan(0);
    const { results: orphans } = await env.DB.prepare(
      "SELECT l.id, l.email FROM leads l WHERE l.idempotency_key IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'created')",
    ).all();
    expect(orphans).toEqual([]);
    const { results: dangling } = await env.DB.prepare("SELECT e.id FROM lead_events e LEFT JOIN leads l ON l.id = e.lead_id WHERE l.id IS NULL").all();
    expect(dangling).toEqual([]);
  });
});

describe("LEAD_RATE_LIMIT_PER_HOUR", () => {
  it("sets the per-IP lead limit (default 10)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request("http://localhost/api/leads", {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.18.9.9" },
          body: JSON.stringify({ fullName: "Limit Two", email: `limit${i}@example.com`, phone: "305 555 0100", service_type: "residential" }),
        }),
        { ...env, LEAD_RATE_LIMIT_PER_HOUR: "2" },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

function expectFriendlyErrorOrJson(res: Response, text: string, label: string) {
  if ((res.headers.get("Content-Type") ?? "").includes("application/json")) {
    expect(res.status, label).toBe(503);
    expect((JSON.parse(text) as { details: string }).details, label).toMatch(/try again/i);
  } else {
    expectFriendlyError(res, text, label);
  }
}
