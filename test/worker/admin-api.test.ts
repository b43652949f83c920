import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "~server/index";
import { createUser, fetchWorker, insertLead, signIn } from "./auth-helpers";

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

  it("answers 401 for an unknown or ended session", async () => {
    const res = await callApi(`Bearer ${"A".repeat(43)}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Invalid or expired token" });

    const id = (await signIn("api-admin@example.com", "api-admin-password")).split("=")[1];
    await fetchWorker("/logout", { method: "POST", headers: { Cookie: `session=${id}` } });
    expect((await callApi(`Bearer ${id}`)).status).toBe(401);
  });

  it("answers 403 for a signed-in customer", async () => {
    const res = await callApi(`Bearer ${customerSession}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Admin access required" });
  });

  it("lists active leads for an admin session, newest first, without deleted ones", async () => {
    const res = await callApi(`Bearer ${adminSession}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.json<{ leads: { id: number; first_name: string; status: string }[] }>();
    const ids = body.leads.map((l) => l.id);
    expect(ids).toContain(activeId);
    expect(ids).not.toContain(deletedId);
    expect(body.leads.find((l) => l.id === activeId)).toMatchObject({ first_name: "Apiactive", status: "contacted" });
  });

  it("filters like the dashboard", async () => {
    const res = await callApi(`Bearer ${adminSession}`, "?q=apiactive&status=new");
    expect((await res.json<{ leads: unknown[] }>()).leads).toEqual([]);
  });

  it("accepts the configured ADMIN_API_TOKEN and rejects any other token", async () => {
    const withToken = { ...env, ADMIN_API_TOKEN: API_TOKEN };
    const ok = await app.request("/api/admin/leads", { headers: { Authorization: `Bearer ${API_TOKEN}` } }, withToken);
    expect(ok.status).toBe(200);
    expect((await ok.json<{ leads: { id: number }[] }>()).leads.map((l) => l.id)).toContain(activeId);

    const wrong = await app.request("/api/admin/leads", { headers: { Authorization: `Bearer ${API_TOKEN}x` } }, withToken);
    expect(wrong.status).toBe(401);
    // Without a configured token, the same string is just an unknown session.
    expect((await callApi(`Bearer ${API_TOKEN}`)).status).toBe(401);
  });
});
