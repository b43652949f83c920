import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads, rateLimits, users, visits } from "~server/db/schema";
import worker from "~server/index";
import { changeLead, softDeleteLead } from "~server/leads/change";
import { createUser, customerAccountFor, signIn } from "./support/auth";
import { closedVisit } from "./support/visits";
import { db, deleteTestLead, eventsFor, insertLead, leadById, madeAt } from "./support/leads";
import { captureLogs } from "./support/logs";
import { postForm } from "./support/worker";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-23T08:30:00.000Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();

async function runCron(scheduledTime = NOW.getTime()) {
  const controller = createScheduledController({ scheduledTime, cron: "30 8 * * *" });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

let adminCookie: string;
let adminId: number;

beforeAll(async () => {
  adminId = (await createUser("hygiene-admin@example.com", "hygiene-admin-password", "admin")).id;
  adminCookie = await signIn("hygiene-admin@example.com", "hygiene-admin-password");
});

describe("daily cron", () => {
  it("purges personal fields of leads deleted over 30 days ago, keeps their anonymous rows, and leaves the rest", async () => {
    const old = await insertLead({
      first_name: "Olga",
      last_name: "Oldman",
      email: "olga@example.com",
      phone: "(305) 555-0100",
      address: "9 Bay Rd",
      zip_code: "33139",
      special_instructions: "Gate code 1234",
      office_notes: "Olga's neighbour has the key",
      status: "lost",
    });
    // The office corrected her number (its history row holds both), then deleted the lead 31 days ago.
    const office = { kind: "office", user: { id: adminId, email: "hygiene-admin@example.com" } } as const;
    const edit = await madeAt(daysAgo(32), () => changeLead(db, { leadId: old.id, actor: office, expected: null, fields: { phone: "(305) 555-0199" } }));
    expect(edit.result).toBe("applied");
    expect((await eventsFor(old.id)).map((e) => e.changes)).toEqual([JSON.stringify({ phone: ["(305) 555-0100", "(305) 555-0199"] })]);
    await deleteTestLead(old.id, daysAgo(31));
    const recent = await insertLead({ first_name: "Rita", email: "rita@example.com", deleted_at: daysAgo(29) });
    const active = await insertLead({ first_name: "Ana", email: "ana@example.com", created_at: daysAgo(400) });
    const countBefore = (await db.select().from(leads)).length;

    await runCron();

    const purged = await leadById(old.id);
    expect(purged).toMatchObject({
      first_name: "",
      last_name: "",
      email: "",
      phone: "",
      address: "",
      special_instructions: "",
      office_notes: "",
      // Kept for counts and reports.
      zip_code: "33139",
      status: "lost",
      service_type: "residential",
      deleted_at: daysAgo(31),
      purged_at: NOW.toISOString(),
    });
    expect((await eventsFor(old.id)).map((e) => e.changes)).toEqual([null]);
    expect(await leadById(recent.id)).toMatchObject({ first_name: "Rita", email: "rita@example.com", purged_at: null });
    expect(await leadById(active.id)).toMatchObject({ first_name: "Ana", email: "ana@example.com", purged_at: null });
    expect((await db.select().from(leads)).length).toBe(countBefore);

    // Running again (or twice in a day) changes nothing more.
    await runCron(NOW.getTime() + 60_000);
    expect((await leadById(old.id))?.purged_at).toBe(NOW.toISOString());
  });

  it("deletes rate-limit counters whose window is over and keeps current ones", async () => {
    await db.insert(rateLimits).values([
      { key: "test:expired", window_start: NOW.getTime() - 2 * 3600_000, count: 3, expires_at: NOW.getTime() - 3600_000 },
      { key: "test:current", window_start: NOW.getTime() - 60_000, count: 2, expires_at: NOW.getTime() + 3600_000 },
    ]);
    await runCron();
    const keys = (await db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain("test:expired");
    expect(keys).toContain("test:current");
  });
});

describe("the 30-day purge of a deleted customer", () => {
  it("also erases the gate instructions, the visit notes and their photos in R2", async () => {
    const lead = await insertLead({
      email: "purged.customer@example.com",
      status: "converted",
      gate_instructions: "Side gate code 4321, dog named Rex",
      deleted_at: daysAgo(31),
    });
    await customerAccountFor(lead, "purged customer password");
    const photoKey = `visits/purge-test/${crypto.randomUUID()}`;
    await env.PHOTOS.put(photoKey, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { httpMetadata: { contentType: "image/jpeg" } });
    // Its thumbnail beside it (server/visits/photos.ts) goes too.
    await env.PHOTOS.put(`${photoKey}.thumb`, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { httpMetadata: { contentType: "image/jpeg" } });
    await closedVisit(lead.id, "2026-09-01", { status: "done", note: "Rex was out; left the gate latched", photo: { key: photoKey, type: "image/jpeg" } });
    await closedVisit(lead.id, "2026-09-08", { status: "skipped", reason: "gate_locked", note: "Code 4321 did not work" });
    // Another customer's visit photo is not touched.
    const kept = await insertLead({ email: "kept.customer@example.com", status: "converted" });
    await customerAccountFor(kept, "kept customer password");
    const keptKey = `visits/purge-test/${crypto.randomUUID()}`;
    await env.PHOTOS.put(keptKey, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    await closedVisit(kept.id, "2026-09-01", { status: "done", note: "All clean", photo: { key: keptKey, type: "image/jpeg" } });

    await runCron();

    expect(await leadById(lead.id)).toMatchObject({ gate_instructions: "", purged_at: NOW.toISOString() });
    const erased = await db.select().from(visits).where(eq(visits.lead_id, lead.id));
    expect(erased.map((v) => [v.status, v.note, v.photo_key, v.photo_type])).toEqual([
      ["done", "", null, null],
      ["skipped", "", null, null],
    ]);
    expect(await env.PHOTOS.get(photoKey)).toBeNull();
    expect(await env.PHOTOS.get(`${photoKey}.thumb`)).toBeNull();
    expect(await env.PHOTOS.head(keptKey)).not.toBeNull();
    const keptVisit = await db.select().from(visits).where(eq(visits.lead_id, kept.id));
    expect(keptVisit[0]).toMatchObject({ note: "All clean", photo_key: keptKey });
  });
});

/** The local D1, except that the purge's UPDATE of leads fails (a stand-in for any one job's failure). */
function purgeFailingD1(): D1Database {
  return new Proxy(env.DB, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop !== "prepare" || typeof value !== "function") return typeof value === "function" ? value.bind(target) : value;
      return (query: string) => {
        if (/^update\s"leads"\sset/i.test(query) && query.includes("purged_at")) throw new Error("D1_ERROR: disk I/O error");
        return (value as D1Database["prepare"]).call(target, query);
      };
    },
  });
}

describe("the daily run isolates each job", () => {
  it("a failing purge is logged by name and the accounts, planning and summaries jobs still run", async () => {
    const lead = await insertLead({
      email: "isolated.jobs@example.com",
      status: "converted",
      service_frequency: "weekly",
      preferred_day: "monday",
      address: "1450 Brickell Ave",
      zip_code: "33131",
    });
    const lines = captureLogs();

    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "30 8 * * *" });
    const ctx = createExecutionContext();
    const run = worker.scheduled(controller, { ...env, DB: purgeFailingD1() }, ctx);
    await expect(run).rejects.toThrow(/purge/);
    await waitOnExecutionContext(ctx);

    // The accounts job gave the converted lead its customer account, and planning planned its visits.
    const account = await db.query.users.findFirst({ where: eq(users.lead_id, lead.id) });
    expect(account?.status).toBe("pending");
    const planned = await db.select().from(visits).where(eq(visits.lead_id, lead.id));
    expect(planned.length).toBeGreaterThan(0);

    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.filter((e) => e.event === "daily_job_failed").map((e) => e.job)).toEqual(["purge"]);
    expect(entries.find((e) => e.event === "daily_jobs")).toMatchObject({ failed: "purge" });
  });
});

describe("deletes and history", () => {
  it("deleting an already-deleted lead is a no-op: one history row, the first deletion time kept", async () => {
    const lead = await insertLead({ first_name: "Twice" });
    const admin = { id: adminId, email: "hygiene-admin@example.com" };
    const results = await Promise.all(Array.from({ length: 5 }, () => softDeleteLead(db, lead.id, admin)));
    expect(results.filter((r) => r.result === "applied")).toHaveLength(1);
    const first = (await leadById(lead.id))?.deleted_at;
    expect(first).toBeTruthy();

    const again = await postForm(`/admin/leads/${lead.id}/delete`, {}, adminCookie);
    expect(again.status).toBe(303);
    expect((await leadById(lead.id))?.deleted_at).toBe(first);
    expect((await eventsFor(lead.id)).filter((e) => e.type === "deleted")).toHaveLength(1);
  });

  it("records the acting admin's user id and when the status changed", async () => {
    const lead = await insertLead({ first_name: "Statusy", status: "scheduled", at: "2026-01-01T00:00:00.000Z" });
    expect(lead.status_changed_at).toBe("2026-01-01T00:00:00.000Z");
    const res = await postForm("/admin", { intent: "status", leadId: String(lead.id), status: "contacted", version: String(lead.version) }, adminCookie);
    expect([200, 303]).toContain(res.status);
    const after = await leadById(lead.id);
    expect(after?.status).toBe("contacted");
    expect(after?.status_changed_at).not.toBe("2026-01-01T00:00:00.000Z");
    expect(Date.now() - Date.parse(after?.status_changed_at ?? "")).toBeLessThan(60_000);
    const [event] = (await eventsFor(lead.id)).filter((e) => e.type === "status_changed");
    expect(event).toMatchObject({ actor: "hygiene-admin@example.com", actor_user_id: adminId, to_status: "contacted" });
  });
});
