import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TEST_LEAD_DOMAIN } from "~server/leads/test-leads";
import { leadSubmissionRule } from "~server/rate-limit-rules";
import { createUser, signIn } from "./support/auth";
import { insertLead } from "./support/leads";
import { fetchWorker, nextIp, postJson } from "./support/worker";

/**
 * `npm run smoke` submits a lead with an address at TEST_LEAD_DOMAIN after every deploy. Such a
 * lead must be stored already deleted, notify nobody, and give an anonymous visitor no way to
 * create more leads than before or to delete anyone else's.
 */

const postLead = (body: Record<string, unknown>, headers: Record<string, string> = {}, ip = nextIp()) => postJson("/api/leads", body, headers, ip);

const payload = (email: string) => ({
  fullName: "Smoke Test",
  email,
  phone: "305 555 0199",
  zip_code: "33131",
  service_type: "residential",
  service_frequency: "weekly",
  referral_source: "other",
  special_instructions: "",
});

async function row(id: number) {
  return env.DB.prepare("SELECT deleted_at, email FROM leads WHERE id = ?").bind(id).first<{ deleted_at: string | null; email: string }>();
}
async function events(id: number) {
  const { results } = await env.DB.prepare("SELECT type, actor FROM lead_events WHERE lead_id = ? ORDER BY id").bind(id).all();
  return results;
}
async function notifications(id: number) {
  const { results } = await env.DB.prepare("SELECT kind FROM lead_notifications WHERE lead_id = ?").bind(id).all();
  return results;
}

describe("test leads (the smoke test's marker)", () => {
  it("are stored soft-deleted at once, with their history, say so, and queue no notification", async () => {
    const res = await postLead(payload(`run-1@${TEST_LEAD_DOMAIN}`));
    expect(res.status).toBe(201);
    const body: { id: number; test?: boolean } = await res.json();
    expect(body).toEqual({ id: expect.any(Number), test: true });
    const stored = await row(body.id);
    expect(stored?.deleted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await events(body.id)).toEqual([
      { type: "created", actor: "api" },
      { type: "deleted", actor: "smoke-test" },
    ]);
    expect(await notifications(body.id)).toEqual([]);
  });

  it("are recognised in any letter case; an ordinary lead is neither deleted nor marked", async () => {
    const upper = await postLead(payload(`Run-2@${TEST_LEAD_DOMAIN.toUpperCase()}`));
    const upperBody: { id: number; test?: boolean } = await upper.json();
    expect(upperBody.test).toBe(true);
    expect((await row(upperBody.id))?.deleted_at).not.toBeNull();

    const real = await postLead(payload("not-a-test@example.com"));
    const realBody: { id: number; test?: boolean } = await real.json();
    expect(realBody).toEqual({ id: expect.any(Number) });
    expect((await row(realBody.id))?.deleted_at).toBeNull();
    expect((await notifications(realBody.id)).length).toBeGreaterThan(0);
    // A look-alike domain is not the marker.
    const lookalike = await postLead(payload(`x@not${TEST_LEAD_DOMAIN}`));
    const lookalikeBody: { id: number; test?: boolean } = await lookalike.json();
    expect(lookalikeBody.test).toBeUndefined();
    expect((await row(lookalikeBody.id))?.deleted_at).toBeNull();
  });

  it("still count against the per-IP limit, so the marker cannot be used to send more", async () => {
    const ip = "203.0.113.250";
    const { limit } = leadSubmissionRule(env);
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await postLead(payload(`burst-${i}@${TEST_LEAD_DOMAIN}`), {}, ip)).status);
    expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it("cannot delete an existing lead by replaying its idempotency key with the marker", async () => {
    const ip = nextIp();
    const first = await postLead(payload("keeper@example.com"), { "Idempotency-Key": "shared-key" }, ip);
    const { id } = await first.json<{ id: number }>();
    const replay = await postLead(payload(`keeper@${TEST_LEAD_DOMAIN}`), { "Idempotency-Key": "shared-key" }, ip);
    const replayBody: { id: number } = await replay.json();
    expect(replayBody.id).not.toBe(id);
    expect((await row(id))?.deleted_at).toBeNull();
    expect(await events(id)).toEqual([{ type: "created", actor: "api" }]);
  });

  it("appear only in the admin's Deleted view, with the smoke test named in their history", async () => {
    await createUser("smoke-admin@example.com", "smoke-admin-password", "admin");
    const cookie = await signIn("smoke-admin@example.com", "smoke-admin-password");
    const marker = `listed@${TEST_LEAD_DOMAIN}`;
    const res = await postLead({ ...payload(marker), fullName: "Marker Visible" });
    const { id } = await res.json<{ id: number }>();
    await insertLead({ first_name: "Ordinary", email: "ordinary@example.com" });
    const active = await (await fetchWorker("/admin", { headers: { Cookie: cookie } })).text();
    expect(active).toContain("Ordinary");
    expect(active).not.toContain("Marker Visible");
    const deleted = await (await fetchWorker("/admin?view=deleted", { headers: { Cookie: cookie } })).text();
    expect(deleted).toContain("Marker Visible");
    const history = await (await fetchWorker(`/admin/leads/${id}/history`, { headers: { Cookie: cookie } })).text();
    expect(history).toContain("Smoke test (test lead, deleted on arrival)");
  });
});
