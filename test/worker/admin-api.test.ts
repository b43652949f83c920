import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "~server/index";
import { createUser, signIn } from "./support/auth";
import { insertLead } from "./support/leads";
import { fetchWorker } from "./support/worker";

const API_TOKEN = "test-admin-api-token-0123456789abcdef";

let adminSession: string;
let customerSession: string;
let activeId: number;
let deletedId: number;

beforeAll(async () => {
  await createUser("api-admin@example.com", "api-admin-password", "admin");
  await createUser("api-customer@example.com", "api-customer-password", "customer");
  adminSession = (await signIn("api-admin@example.com", "api-admin-password")).split("=")[1] ?? "";
  customerSession = (await signIn("api-customer@example.com", "api-customer-password")).split("=")[1] ?? "";
  activeId = (await insertLead({ first_name: "Apiactive", status: "contacted" })).id;
  deletedId = (await insertLead({ first_name: "Apideleted", deleted_at: new Date().toISOString() })).id;
});

const callApi = (authorization?: string, query = "") =>
  fetchWorker(`/api/admin/leads${query}`, { headers: authorization ? { Authorization: authorization } : {} });

describe("GET /api/admin/leads", () => {
  it("answers 401 with an error when the bearer token is missing or malformed", async () => {
    for (const header of [undefined, "Basic abc", "Bearer", `Token ${adminSession}`]) {
      const res = await callApi(header);
      expect(res.status, String(header)).toBe(401);
      expect(await res.json()).toEqual({ error: "Missing bearer token" });
    }
  });

  it("never accepts a session id as the bearer token, not even an admin's", async () => {
    const withToken = { ...env, ADMIN_API_TOKEN: API_TOKEN };
    for (const session of [adminSession, customerSession]) {
      for (const target of [env, withToken]) {
        const res = await app.request("/api/admin/leads", { headers: { Authorization: `Bearer ${session}` } }, target);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: "Invalid token" });
      }
    }
  });

  it("accepts the configured ADMIN_API_TOKEN: active leads, newest first, without deleted ones", async () => {
    const withToken = { ...env, ADMIN_API_TOKEN: API_TOKEN };
    const ok = await app.request("/api/admin/leads", { headers: { Authorization: `Bearer ${API_TOKEN}` } }, withToken);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Cache-Control")).toBe("no-store");
    const body = await ok.json<{ leads: { id: number; first_name: string; status: string }[] }>();
    const ids = body.leads.map((l) => l.id);
    expect(ids).toContain(activeId);
    expect(ids).not.toContain(deletedId);
    expect(body.leads.find((l) => l.id === activeId)).toMatchObject({ first_name: "Apiactive", status: "contacted" });

    const filtered = await app.request("/api/admin/leads?q=apiactive&status=new", { headers: { Authorization: `Bearer ${API_TOKEN}` } }, withToken);
    expect((await filtered.json<{ leads: unknown[] }>()).leads).toEqual([]);
  });

  it("rejects any other token, and every token when none is configured", async () => {
    const withToken = { ...env, ADMIN_API_TOKEN: API_TOKEN };
    for (const wrong of [`${API_TOKEN}x`, API_TOKEN.slice(0, -1), "A".repeat(43)]) {
      const res = await app.request("/api/admin/leads", { headers: { Authorization: `Bearer ${wrong}` } }, withToken);
      expect(res.status, wrong).toBe(401);
    }
    expect((await callApi(`Bearer ${API_TOKEN}`)).status).toBe(401);
  });
});
