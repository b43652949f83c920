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

  it("do not exist when deployed", async () => {
    const deployed = { ...env, ...DEPLOYED_VARS, SMS_PROVIDER: "log" } as Env;
    for (const path of ["/dev/seed/sql", "/dev/seed/lead", "/dev/seed/account", "/dev/seed/session"]) {
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
