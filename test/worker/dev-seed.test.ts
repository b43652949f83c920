import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { splitStatements } from "~server/models/seed-statements";
import { loginRequest } from "./support/auth";
import { DEPLOYED_VARS, fetchApp, fetchWorker } from "./support/worker";

// The end-to-end specs seed through the running server (POST /dev/seed/*), so it is the only
// writer of its local D1 and KV; when deployed the routes do not exist.
const post = (path: string, body: unknown) =>
  fetchWorker(`/dev/seed${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const rowsOf = async (sql: string) => (await (await post("/sql", { sql })).json<{ rows: Record<string, unknown>[] }>()).rows;

describe("the end-to-end seeding routes", () => {
  it("run a seed's statements in one batch and answer the last one's rows; a semicolon inside a literal stays in it", async () => {
    expect(splitStatements("SELECT 'a;b'; SELECT \"x;y\" FROM t;\n SELECT 'it''s; here'")).toEqual([
      "SELECT 'a;b'",
      'SELECT "x;y" FROM t',
      "SELECT 'it''s; here'",
    ]);
    const email = "seed.batch@example.com";
    const rows = await rowsOf(
      `INSERT INTO users (email, password_hash, role, name) VALUES ('${email}', '', 'crew', 'Semi; Colon');
       SELECT name FROM users WHERE email = '${email}';`,
    );
    expect(rows).toEqual([{ name: "Semi; Colon" }]);
  });

  it("write nothing of a batch when one statement fails, and say why", async () => {
    const email = "seed.atomic@example.com";
    const res = await post("/sql", {
      sql: `INSERT INTO users (email, password_hash, role, name) VALUES ('${email}', '', 'crew', 'Atomic'); INSERT INTO no_such_table VALUES (1);`,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/no_such_table/);
    expect(await rowsOf(`SELECT id FROM users WHERE email = '${email}'`)).toEqual([]);
  });

  it("make a lead through the owner (its history, version and payment reference as a quote's), once per e-mail, and refuse a column the factory does not set", async () => {
    const lead = {
      first_name: "Seed",
      last_name: "Factory",
      email: "seed.factory@example.com",
      phone: "(305) 555-0103",
      zip_code: "33133",
      status: "converted",
      dogs: 2,
    };
    const made = await post("/lead", { lead, once: true });
    expect(made.status).toBe(200);
    const { id, version, clientReference } = await made.json<{ id: number; version: number; clientReference: string }>();
    expect(await rowsOf(`SELECT status, dogs, version, client_reference, status_changed_at IS NOT NULL AS moved FROM leads WHERE id = ${id}`)).toEqual([
      { status: "converted", dogs: 2, version: 1, client_reference: clientReference, moved: 1 },
    ]);
    expect(version).toBe(1);
    expect(clientReference).toMatch(/^residential_\d+_/);
    expect(await rowsOf(`SELECT type, to_status, actor FROM lead_events WHERE lead_id = ${id} ORDER BY id`)).toEqual([
      { type: "created", to_status: "new", actor: "test-factory" },
      { type: "edited", to_status: "converted", actor: "test-factory" },
    ]);
    // Once: the same e-mail answers the lead already made.
    expect(await (await post("/lead", { lead, once: true })).json()).toEqual({ id, version, clientReference });
    const refused = await post("/lead", { lead: { ...lead, email: "seed.version@example.com", version: 7 } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/sets no version/);
    expect(await rowsOf(`SELECT id FROM leads WHERE email = 'seed.version@example.com'`)).toEqual([]);
  });

  it("create an account that signs in with its password, and start a session of it", async () => {
    const account = { email: "seed.account@example.com", password: "seed-account-password-1", role: "crew", name: "Seed Crew" };
    expect((await post("/account", account)).status).toBe(200);
    expect((await loginRequest({ email: account.email, password: account.password })).status).toBe(303);

    const { sessionId } = await (await post("/session", { email: account.email })).json<{ sessionId: string }>();
    const stored = await env.SESSIONS.get<{ email: string; role: string }>(`session:${sessionId}`, "json");
    expect(stored).toMatchObject({ email: account.email, role: "crew" });
    expect((await post("/session", { email: "nobody.seeded@example.com" })).status).toBe(404);
    expect((await post("/account", { email: account.email })).status).toBe(400);
  });

  it("link a converted lead's account (made pending for it, or the one with its e-mail), plan its visit on a day and put it on a crew route, each once", async () => {
    const lead = (email: string, extra: Record<string, unknown> = {}) => ({
      first_name: "Seed",
      last_name: "Customer",
      email,
      phone: "(305) 555-0104",
      address: "12 Palm Ave, Miami, FL",
      zip_code: "33133",
      status: "converted",
      ...extra,
    });
    // No account yet: one is made for the lead, pending (invited), in the language asked, with no e-mail sent.
    const { id: pendingLead } = await (await post("/lead", { lead: lead("seed.pending@example.com", { locale: "es" }), once: true })).json<{ id: number }>();
    const made = await post("/customer", { email: "seed.pending@example.com", name: "Seed Pending" });
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({ result: "created", leadId: pendingLead });
    expect(await rowsOf(`SELECT status, locale, name, lead_id FROM users WHERE email = 'seed.pending@example.com'`)).toEqual([
      { status: "pending", locale: "es", name: "Seed Pending", lead_id: pendingLead },
    ]);
    expect(await rowsOf(`SELECT count(*) AS n FROM email_outbox WHERE to_address = 'seed.pending@example.com'`)).toEqual([{ n: 0 }]);
    expect(await (await post("/customer", { email: "seed.pending@example.com" })).json()).toMatchObject({ result: "already_linked" });

    // An account with a password and a language of its own (as /account makes it) is linked, as a conversion links it.
    const email = "seed.linked@example.com";
    const { id: leadId } = await (await post("/lead", { lead: lead(email), once: true })).json<{ id: number }>();
    expect((await post("/account", { email, password: "seed-linked-password-1", role: "customer", name: "Seed Linked", locale: "es" })).status).toBe(200);
    expect(await (await post("/customer", { email })).json()).toMatchObject({ result: "linked", leadId });
    expect(await rowsOf(`SELECT status, locale, lead_id FROM users WHERE email = '${email}'`)).toEqual([{ status: "active", locale: "es", lead_id: leadId }]);
    expect(await rowsOf(`SELECT type, actor FROM account_events WHERE user_id = (SELECT id FROM users WHERE email = '${email}')`)).toEqual([
      { type: "linked_to_lead", actor: "test-factory" },
    ]);

    // A visit that day, once.
    const visit = await post("/visit", { email, date: "2026-12-14" });
    expect(visit.status).toBe(200);
    const { id: visitId } = await visit.json<{ id: number }>();
    expect(await (await post("/visit", { email, date: "2026-12-14" })).json()).toEqual({ id: visitId });
    expect(await rowsOf(`SELECT date, status FROM visits WHERE lead_id = ${leadId}`)).toEqual([{ date: "2026-12-14", status: "scheduled" }]);
    expect((await post("/visit", { email: "seed.nobody@example.com", date: "2026-12-14" })).status).toBe(404);
    expect((await post("/visit", { email, date: "14/12/2026" })).status).toBe(400);

    // On a crew route through the owner's assignment: the history row, at the end of the route, once.
    const crew = "seed.crew.route@example.com";
    await post("/account", { email: crew, password: "seed-crew-password-1", role: "crew", name: "Seed Route" });
    for (const customer of ["seed.pending@example.com", email]) expect(await (await post("/route", { customer, crew })).json()).toEqual({ result: "ok" });
    expect(await (await post("/route", { customer: email, crew })).json()).toEqual({ result: "unchanged" });
    expect(
      await rowsOf(`SELECT a.lead_id, a.position FROM crew_assignments a JOIN users u ON u.id = a.crew_user_id WHERE u.email = '${crew}' ORDER BY a.position`),
    ).toEqual([
      { lead_id: pendingLead, position: 1 },
      { lead_id: leadId, position: 2 },
    ]);
    expect(await rowsOf(`SELECT type, changes, actor FROM lead_events WHERE lead_id = ${leadId} AND changes LIKE '%crew%'`)).toEqual([
      { type: "edited", changes: JSON.stringify({ crew: [null, "Seed Route"] }), actor: "test-factory" },
    ]);
    expect((await post("/route", { customer: email, crew: "seed.linked@example.com" })).status).toBe(400);
    expect((await post("/route", { customer: "seed.nobody@example.com", crew })).status).toBe(404);
  });

  it("do not exist when deployed", async () => {
    const deployed = { ...env, ...DEPLOYED_VARS, SMS_PROVIDER: "log" } as Env;
    for (const path of [
      "/dev/seed/sql",
      "/dev/seed/lead",
      "/dev/seed/account",
      "/dev/seed/session",
      "/dev/seed/customer",
      "/dev/seed/visit",
      "/dev/seed/route",
    ]) {
      const res = await fetchApp(path, deployed, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ sql: "SELECT 1" }),
      });
      expect(res.status, path).toBe(404);
    }
  });

  // DNS rebinding: a page of another site, its name pointed at 127.0.0.1, calls the developer's
  // server with its own Host. Only a loopback Host reaches the tools.
  const asHost = (url: string, host: string | null, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (host) headers.set("Host", host);
    return exports.default.fetch(new Request(url, { redirect: "manual", ...init, headers }));
  };
  const sqlInit = { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ sql: "SELECT 1 AS one" }) };

  it.each(["evil.example", "localhost.evil.example", "127.0.0.1.evil.example:5173", "localhost@evil.example"])(
    "refuse a request named for another host (%s): the SQL, the outbox, the payment stand-in",
    async (host) => {
      for (const [path, init] of [
        ["/dev/seed/sql", sqlInit],
        ["/dev/outbox", {}],
        ["/dev/stripe/requests", {}],
      ] as const) {
        // The host in the address, and the Host header beside a loopback address.
        expect((await asHost(`http://${host.replace(/^.*@/, "")}${path}`, null, init)).status, `${host} ${path}`).toBe(404);
        expect((await asHost(`http://localhost${path}`, host, init)).status, `Host: ${host} ${path}`).toBe(404);
      }
    },
  );

  it.each(["localhost", "localhost:5173", "127.0.0.1:4173", "[::1]:4173", "LOCALHOST"])("answer a loopback host (%s)", async (host) => {
    const res = await asHost(`http://${host}/dev/seed/sql`, host, sqlInit);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ rows: [{ one: 1 }] });
    expect((await asHost(`http://${host}/dev/outbox`, host)).status).toBe(200);
    expect((await asHost(`http://${host}/dev/stripe/requests`, host)).status).toBe(200);
  });
});
