import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { businessDate } from "~/lib/dates";
import { emailOutbox, users, visits } from "~server/db/schema";
import { planVisits } from "~server/models/visits";
import { createUser, db, fetchWorker, insertLead, signIn } from "./auth-helpers";

const PNG = new Uint8Array<ArrayBuffer>([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = new Uint8Array<ArrayBuffer>([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

async function customer(email: string, day: "monday" | "thursday" = "thursday") {
  const lead = await insertLead({ email, status: "converted", service_frequency: "weekly", preferred_day: day, zip_code: "33143" });
  const user = await createUser(email, "customer password 1", "customer", "Visit Customer");
  await db.update(users).set({ lead_id: lead.id }).where(eq(users.id, user.id));
  return { lead, user, cookie: await signIn(email, "customer password 1") };
}

async function todaysVisit(leadId: number) {
  const [row] = await db
    .insert(visits)
    .values({ lead_id: leadId, user_id: (await db.query.users.findFirst({ where: eq(users.lead_id, leadId) }))!.id, date: businessDate() })
    .returning();
  if (!row) throw new Error("visit insert failed");
  return row;
}

function close(cookie: string, fields: Record<string, string>, photo?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (photo) body.set("photo", new File([photo.bytes], photo.name, { type: photo.type }));
  return fetchWorker("/admin/visits", { method: "POST", body, headers: { Cookie: cookie } });
}

describe("visits", () => {
  it("plans a customer's visits ahead from their plan, and planning twice plans nothing twice", async () => {
    const { lead } = await customer("planned@example.com");
    const first = await planVisits(db, "2026-11-25");
    expect(first.added).toBeGreaterThanOrEqual(4);
    const rows = await db.select().from(visits).where(eq(visits.lead_id, lead.id));
    expect(rows.map((r) => r.date)).toEqual(["2026-11-26", "2026-12-03", "2026-12-10", "2026-12-17"]);
    const again = await planVisits(db, "2026-11-25");
    expect(again).toEqual({ added: 0, removed: 0 });
  });

  it("the crew closes a visit with a photo (checked by content) and the customer gets one summary e-mail", async () => {
    await createUser("crew.admin@example.com", "crew admin password", "admin");
    const admin = await signIn("crew.admin@example.com", "crew admin password");
    const { lead, cookie } = await customer("photo.customer@example.com");
    const visit = await todaysVisit(lead.id);

    const fake = await close(
      admin,
      { intent: "done", visitId: String(visit.id), version: String(visit.version) },
      { bytes: new TextEncoder().encode("not an image"), name: "yard.jpg", type: "image/jpeg" },
    );
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain("not a JPEG, PNG or WebP");
    const renamed = await close(
      admin,
      { intent: "done", visitId: String(visit.id), version: String(visit.version) },
      { bytes: PNG, name: "yard.jpg", type: "image/jpeg" },
    );
    expect(renamed.status).toBe(400);
    expect(await renamed.text()).toContain("does not match its content");
    const noReason = await close(admin, { intent: "skip", visitId: String(visit.id), version: String(visit.version) });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Choose why the visit was skipped");

    const fields = { intent: "done", visitId: String(visit.id), version: String(visit.version), note: "All clear, gate closed." };
    const [a, b] = await Promise.all([
      close(admin, fields, { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" }),
      close(admin, fields, { bytes: JPEG, name: "yard.jpg", type: "image/jpeg" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([303, 409]);

    const stored = await db.query.visits.findFirst({ where: eq(visits.id, visit.id) });
    expect(stored).toMatchObject({ status: "done", note: "All clear, gate closed.", photo_type: "image/jpeg" });
    expect(stored?.photo_key).toMatch(/^visits\/\d+\/[A-Za-z0-9_-]{22}$/);

    const photo = await fetchWorker(`/visits/${visit.id}/photo`, { headers: { Cookie: cookie } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/jpeg");
    expect(photo.headers.get("Cache-Control")).toMatch(/^private/);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);
    expect((await fetchWorker(`/visits/${visit.id}/photo`, { headers: { Cookie: admin } })).status).toBe(200);

    await vi.waitFor(
      async () => {
        const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, "photo.customer@example.com"));
        expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your yard was serviced on /)]);
        expect(mails[0]?.text).toContain("All clear, gate closed.");
      },
      { timeout: 10_000, interval: 50 },
    );
    const page = await (await fetchWorker("/customer", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("All clear, gate closed.");
    expect(page).toContain(`/visits/${visit.id}/photo`);
  });

  it("another customer's visit photo answers 404, like one that does not exist", async () => {
    await createUser("crew2.admin@example.com", "crew admin password", "admin");
    const admin = await signIn("crew2.admin@example.com", "crew admin password");
    const owner = await customer("owner.photo@example.com");
    const other = await customer("other.photo@example.com");
    const visit = await todaysVisit(owner.lead.id);
    const res = await close(
      admin,
      { intent: "done", visitId: String(visit.id), version: String(visit.version) },
      { bytes: PNG, name: "gate.png", type: "image/png" },
    );
    expect(res.status).toBe(303);
    expect((await fetchWorker(`/visits/${visit.id}/photo`, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await fetchWorker(`/visits/999999/photo`, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await fetchWorker(`/visits/${visit.id}/photo`)).status).toBe(302);
  });
});
