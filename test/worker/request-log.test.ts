import { createExecutionContext, createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { emailOutbox } from "~server/db/schema";
import { issueFormToken, randomId, signingSecret } from "~server/signing";
import { queue } from "~server/index";
import { issueToken } from "~server/models/auth-tokens";
import { createUser, signIn } from "./support/auth";
import { db } from "./support/leads";
import { captureLogLines, type LogLine } from "./support/logs";
import { fetchApp, fetchWorker, nextIp } from "./support/worker";

/**
 * The Worker's logs (server/log.ts, server/middleware/request-log.ts): every line is one JSON
 * object with the request id, route, status and duration; an error's stack appears once; and no
 * line ever holds the personal data a visitor or an admin typed, whichever path it took (wizard,
 * API, notifications, admin search and edits, a failing database, hostile URLs).
 */

let lines: LogLine[] = [];

beforeEach(() => {
  lines = [];
});
afterEach(() => vi.restoreAllMocks());

const capture = () => {
  lines = captureLogLines();
};
const parsed = () => lines.map((l) => ({ ...l, entry: JSON.parse(l.text) as Record<string, unknown> }));

// Personal data typed by a visitor and by an admin, each as it could show up in a log.
const PERSON = {
  fullName: "Pilar Quintana Ferrer",
  email: "pilar.quintana@example.org",
  phone: "(786) 555-0177",
  street: "742 Evergreen Terrace",
  community: "Coral Reef Towers",
  company: "Sunshine Property Group",
  adminEmail: "log-admin@example.com",
};
const FORBIDDEN = [
  PERSON.email,
  PERSON.adminEmail,
  "Quintana",
  "Ferrer",
  "Evergreen",
  "555-0177",
  "5550177",
  "Coral Reef",
  "Sunshine Property",
  "edited.pilar@example.net",
  "555-0188",
];

const request = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetchWorker(path, { ...init, headers: { "CF-Connecting-IP": nextIp(), ...init.headers } });
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request(path, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } });

/** A D1 binding whose statements fail (with Drizzle adding the statement's parameters to the error) when `fails(sql)`. */
function failingD1(fails: (sql: string) => boolean): D1Database {
  const real = env.DB;
  const broken = (sql: string): D1PreparedStatement => {
    const reject = () => Promise.reject(new Error(`D1_ERROR: simulated failure of a statement (${sql.slice(0, 20)}…)`));
    const statement = { first: reject, all: reject, raw: reject, run: reject, bind: (): D1PreparedStatement => statement } as unknown as D1PreparedStatement;
    return statement;
  };
  return new Proxy(real, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => (fails(sql) ? broken(sql) : target.prepare(sql));
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
const appFetch = (db: D1Database, path: string, headers: Record<string, string>) =>
  fetchApp(path, { ...env, DB: db }, { headers: { "CF-Connecting-IP": nextIp(), ...headers } });

describe("request logs", () => {
  it("write every line as JSON with request id, route, status and duration, and never personal data", async () => {
    await createUser(PERSON.adminEmail, "log-admin-password", "admin");
    capture();
    const secret = signingSecret(env);

    // The wizard, residential and commercial, sent faster than people type (logged as suspicious).
    // Issued "in the future" (tokens allow a minute of clock skew): however slow this machine is, the
    // submit counts as faster than people type.
    const fast = await issueFormToken(secret, { issuedAt: Date.now() + 30_000, formKey: randomId() });
    const wizard = await form("/get-started?step=contact", {
      step: "contact",
      intent: "submit",
      serviceType: "residential",
      fullName: PERSON.fullName,
      email: PERSON.email,
      phone: PERSON.phone,
      zipCode: "33139",
      referralSource: "google",
      token: fast,
    });
    expect(wizard.status).toBe(303);
    const commercial = await form("/get-started?step=community", {
      step: "community",
      intent: "submit",
      serviceType: "commercial",
      fullName: PERSON.fullName,
      email: PERSON.email,
      phone: PERSON.phone,
      zipCode: "33131",
      referralSource: "referral",
      managementCompany: PERSON.company,
      communityName: PERSON.community,
      role: "manager",
      numHomes: "120",
      requestType: "proposal",
      token: await issueFormToken(secret, { issuedAt: Date.now() - 10_000, formKey: randomId() }),
    });
    expect(commercial.status).toBe(303);

    // The API, with an address in the instructions, then a refused payload.
    const api = await request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        fullName: PERSON.fullName,
        email: PERSON.email,
        phone: PERSON.phone,
        zip_code: "33156",
        service_type: "residential",
        special_instructions: `Side gate at ${PERSON.street}`,
      }),
    });
    expect(api.status).toBe(201);
    const { id: leadId } = await api.json<{ id: number }>();
    const refused = await request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fullName: PERSON.fullName, email: PERSON.email, phone: "12" }),
    });
    expect(refused.status).toBe(400);

    // Its notifications: sent through the log provider, then a provider that fails naming the address.
    const messages = (["staff_email", "visitor_confirmation"] as const).map((kind, i) => ({
      id: `log-${i}`,
      timestamp: new Date(),
      attempts: 1,
      body: { leadId, kind, locale: "en" },
    }));
    await queue(createMessageBatch("lead-notifications", messages), env, createExecutionContext());
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error(`connection refused while sending to ${PERSON.email}`));
    const httpEnv = {
      ...env,
      EMAIL_PROVIDER: "http",
      EMAIL_API_URL: "https://mail.test/send",
      EMAIL_API_KEY: "k",
      STAFF_EMAIL: "s@test",
      EMAIL_FROM: "f@test",
    };
    await queue(createMessageBatch("lead-notifications", [{ ...messages[1]!, id: "log-fail", attempts: 2 }]), httpEnv, createExecutionContext());
    vi.mocked(globalThis.fetch).mockRestore();

    // An admin signs in, searches for the visitor by e-mail, changes, edits and deletes the lead.
    const login = await form("/login", { email: PERSON.adminEmail, password: "log-admin-password" });
    expect(login.status).toBe(303);
    const cookie = await signIn(PERSON.adminEmail, "log-admin-password");
    const search = await request(`/admin?q=${encodeURIComponent(PERSON.email)}`, { headers: { Cookie: cookie } });
    expect(search.status).toBe(200);
    expect(await search.text()).toContain(PERSON.fullName.split(" ")[0]);
    expect((await form("/admin", { intent: "status", leadId: String(leadId), status: "contacted", version: "0" }, { Cookie: cookie })).status).toBe(303);
    const edit = await form(
      `/admin/leads/${leadId}/edit`,
      {
        first_name: "Pilar",
        last_name: "Quintana Ferrer",
        email: "edited.pilar@example.net",
        phone: "(786) 555-0188",
        address: PERSON.street,
        property_type: "Residential",
        service_frequency: "weekly",
        status: "contacted",
        special_instructions: `Gate at ${PERSON.street}`,
        version: "1",
      },
      { Cookie: cookie },
    );
    expect(edit.status).toBe(303);
    expect((await form(`/admin/leads/${leadId}/delete`, {}, { Cookie: cookie })).status).toBe(303);

    // The database fails the search: Drizzle's error names the statement's parameters (the e-mail).
    const failed = await appFetch(
      failingD1((sql) => /like/i.test(sql)),
      `/admin?q=${encodeURIComponent(PERSON.email)}`,
      { Cookie: cookie },
    );
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain("Failed to fetch leads");

    // Hostile requests: personal data in the path, and a cross-site form post.
    expect((await request(`/${encodeURIComponent(PERSON.email)}/${encodeURIComponent(PERSON.phone)}`)).status).toBe(302);
    expect((await form("/get-started", { email: PERSON.email }, { Origin: "https://evil.example" })).status).toBe(403);

    vi.restoreAllMocks();
    const entries = parsed();

    // Every line is one JSON object naming its request (or queue run), route, status and duration.
    expect(entries.length).toBeGreaterThan(20);
    for (const { entry, text } of entries) {
      expect(typeof entry.requestId, text).toBe("string");
      expect(String(entry.requestId).length, text).toBeGreaterThan(0);
      expect(typeof entry.route, text).toBe("string");
      expect(typeof entry.status === "number" || entry.status === "ok" || entry.status === "error", text).toBe(true);
      expect(typeof entry.durationMs, text).toBe("number");
      expect(typeof entry.event, text).toBe("string");
      expect(["info", "warn", "error"], text).toContain(entry.level);
    }
    const requests = entries.filter((e) => e.entry.event === "request");
    // One line per request made above (13), each closing its request.
    expect(requests).toHaveLength(13);
    // Lines written during a request carry that request's id, route and final status.
    const byId = new Map(requests.map((r) => [r.entry.requestId, r.entry]));
    const fastSubmit = entries.find((e) => e.entry.event === "lead_fast_submit")?.entry;
    expect(fastSubmit).toBeDefined();
    expect(byId.get(fastSubmit?.requestId)).toMatchObject({ route: "/get-started", status: 303, method: "POST" });
    const edited = entries.find((e) => e.entry.event === "admin_action" && e.entry.action === "edited")?.entry;
    expect(edited).toMatchObject({ route: "/admin/leads/:id/edit", status: 303, leadId });
    expect(byId.get(edited?.requestId)).toMatchObject({ route: "/admin/leads/:id/edit", status: 303 });
    expect(entries.filter((e) => e.entry.route === "/:param/:param")).not.toHaveLength(0);
    expect(entries.some((e) => e.entry.route === "queue lead-notifications" && e.entry.event === "run")).toBe(true);

    // The failed search: one error line with the stack, the query kept, its parameters withheld.
    const listFailed = entries.filter((e) => e.entry.event === "admin_list_failed");
    expect(listFailed).toHaveLength(1);
    expect(listFailed[0]?.stream).toBe("error");
    expect(listFailed[0]?.entry.error).toMatch(/^Failed query: select .* \(parameters withheld\)$/s);
    expect(listFailed[0]?.entry.cause).toMatch(/D1_ERROR: simulated failure/);
    expect(listFailed[0]?.entry.stack).toMatch(/^at /);
    // The stack appears on the error's line only, never again on its request's line.
    const failedRequestLines = entries.filter((e) => e.entry.requestId === listFailed[0]?.entry.requestId);
    expect(failedRequestLines.filter((e) => "stack" in e.entry)).toHaveLength(1);

    // No personal data anywhere, in any form.
    const all = lines.map((l) => l.text).join("\n");
    for (const value of FORBIDDEN) expect(all.toLowerCase(), value).not.toContain(value.toLowerCase());
    expect(all).not.toContain("%40");
  });

  it("name a one-time link's route without its token, and never the address or name given to the account pages", async () => {
    const admin = "team-log-admin@example.com";
    await createUser(admin, "team-log-admin-password", "admin");
    const customer = await createUser("reset.log.person@example.org", "an old long password", "customer");
    const invited = { email: "invited.log.person@example.net", name: "Zenaida Villalobos" };
    const cookie = await signIn(admin, "team-log-admin-password");
    capture();

    const token = await issueToken(db, customer.id, "password_reset");
    // A token of the same shape that no link carries.
    const unknown = randomId(32);
    expect((await form("/es/forgot-password", { email: "no.account.log@example.com" })).status).toBe(303);
    expect((await request(`/reset-password/${token}`)).status).toBe(200);
    expect((await form(`/reset-password/${token}`, { password: "a brand new long password", confirm: "a brand new long password" })).status).toBe(303);
    // After the link is used: the e-mailed reset link would void it (a newer link voids the older one).
    expect((await form("/forgot-password", { email: customer.email })).status).toBe(303);
    expect((await request(`/es/invite/${unknown}`)).status).toBe(410);
    expect((await form(`/invite/${unknown}`, { password: "a brand new long password", confirm: "a brand new long password" })).status).toBe(410);
    const invite = await form(
      "/admin/team",
      { intent: "invite", email: invited.email, name: invited.name, role: "customer", locale: "es" },
      { Cookie: cookie },
    );
    expect(invite.status).toBe(303);
    // The invitation's e-mail is written by the queue consumer, whose lines are captured too.
    await vi.waitFor(async () => expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, invited.email))).toHaveLength(1), {
      timeout: 10_000,
      interval: 50,
    });
    vi.restoreAllMocks();

    const entries = parsed();
    const routes = entries
      .filter((e) => e.entry.event === "request")
      .map((e) => `${String(e.entry.method)} ${String(e.entry.route)} ${String(e.entry.status)}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /forgot-password 303",
        "POST /es/forgot-password 303",
        "GET /reset-password/:token 200",
        "POST /reset-password/:token 303",
        "GET /es/invite/:token 410",
        "POST /invite/:token 410",
        "POST /admin/team 303",
      ]),
    );
    expect(entries.some((e) => e.entry.event === "account_invited")).toBe(true);
    expect(entries.some((e) => e.entry.event === "account_email_sent" && e.entry.purpose === "invitation")).toBe(true);
    const all = lines.map((l) => l.text).join("\n");
    for (const value of [token, unknown, customer.email, "no.account.log", invited.email, "Villalobos", "Zenaida", admin, "brand new long password"]) {
      expect(all.toLowerCase(), value).not.toContain(value.toLowerCase());
    }
  });

  it("name the Worker version that answered, in a response header and in the request line", async () => {
    capture();
    const res = await request("/api/health");
    vi.restoreAllMocks();
    const version = env.CF_VERSION_METADATA.id;
    expect(version).toMatch(/\S/);
    expect(res.headers.get("X-Worker-Version")).toBe(version);
    const line = parsed().find((e) => e.entry.event === "request")?.entry;
    expect(line).toMatchObject({ route: "/api/health", status: 200, method: "GET", version: version.slice(0, 8) });
  });
});
