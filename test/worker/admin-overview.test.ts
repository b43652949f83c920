import { beforeAll, describe, expect, it } from "vitest";
import { leadEvents } from "~server/db/schema";
import { duplicatesForLeads, leadOverview, weekRanges, weeklySeries } from "~server/models/lead-stats";
import { signedInUser } from "./support/auth";
import { db, insertLead } from "./support/leads";
import { getWithCookie } from "./support/worker";

const ADMIN = { email: "overview-admin@example.com", password: "overview-password-1" };
const CUSTOMER = { email: "overview-customer@example.com", password: "overview-customer-1" };

let adminCookie: string;

beforeAll(async () => {
  adminCookie = await signedInUser(ADMIN, "admin", "Olga Overview");
});

// A Thursday years ahead, so no other test's leads fall in its 12 weeks. US daylight saving
// time starts on Sunday 2031-03-09: the week of 03-03 starts at 05:00Z, the week of 03-17 at 04:00Z.
const NOW = new Date("2031-03-20T16:00:00.000Z");
const HOUR = 3_600_000;
const at = (iso: string, plusHours = 0) => new Date(new Date(iso).getTime() + plusHours * HOUR).toISOString();

describe("weeks", () => {
  it("are Monday to Sunday in New York, across the change to daylight saving time", () => {
    const weeks = weekRanges(NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({ label: "2031-03-17", start: "2031-03-17T04:00:00.000Z", end: "2031-03-24T04:00:00.000Z" });
    expect(weeks[9]).toEqual({ label: "2031-03-03", start: "2031-03-03T05:00:00.000Z", end: "2031-03-10T04:00:00.000Z" });
    expect(weeks[0]?.label).toBe("2030-12-30");
    // Sunday evening in Miami is already Monday in UTC: still the same week.
    expect(weekRanges(new Date("2031-03-24T02:00:00.000Z"))[11]?.label).toBe("2031-03-17");
  });
});

describe("lead overview", () => {
  beforeAll(async () => {
    // This week (from Monday 2031-03-17 in Miami).
    const a = await insertLead({ referral_source: "google", status: "converted", created_at: "2031-03-18T10:00:00.000Z" });
    await insertLead({ referral_source: "google", status: "new", created_at: "2031-03-18T11:00:00.000Z" });
    const b = await insertLead({ referral_source: "facebook", utm_source: "Newsletter", status: "contacted", created_at: "2031-03-19T10:00:00.000Z" });
    // Deleted: never counted.
    await insertLead({ referral_source: "google", status: "converted", created_at: "2031-03-19T12:00:00.000Z", deleted_at: "2031-03-19T13:00:00.000Z" });
    // Last week; the last one is Sunday 11:30 p.m. in Miami, Monday 03:30 in UTC.
    for (const lead of [
      { referral_source: "facebook", status: "converted", created_at: "2031-03-12T08:00:00.000Z", status_changed_at: at("2031-03-12T08:00:00.000Z", 10) },
      { referral_source: "", status: "new", created_at: "2031-03-13T08:00:00.000Z" },
      { referral_source: "referral", status: "lost", created_at: "2031-03-17T03:30:00.000Z", status_changed_at: at("2031-03-17T03:30:00.000Z", 1) },
    ] as const) {
      await insertLead(lead);
    }
    // Before the 12 weeks.
    await insertLead({ referral_source: "google", status: "converted", created_at: "2030-12-01T12:00:00.000Z" });

    // First contact from history: 2 h for a (a later change does not count), 6 h for b (an edit that changed the status).
    await db.insert(leadEvents).values([
      { lead_id: a.id, type: "created", to_status: "new", actor: "visitor", created_at: a.created_at },
      { lead_id: a.id, type: "status_changed", from_status: "new", to_status: "contacted", actor: ADMIN.email, created_at: at(a.created_at, 2) },
      { lead_id: a.id, type: "status_changed", from_status: "contacted", to_status: "converted", actor: ADMIN.email, created_at: at(a.created_at, 30) },
      { lead_id: b.id, type: "edited", changes: "{}", actor: ADMIN.email, created_at: at(b.created_at, 1) },
      { lead_id: b.id, type: "edited", from_status: "new", to_status: "contacted", changes: "{}", actor: ADMIN.email, created_at: at(b.created_at, 6) },
    ]);
  });

  it("counts each week's leads by status and by source", async () => {
    const overview = await leadOverview(db, NOW);
    const byStatus = Object.fromEntries(weeklySeries(overview.byStatus, 12).map((s) => [s.key, s.values.slice(10)]));
    expect(byStatus).toEqual({ new: [1, 1], converted: [1, 1], contacted: [0, 1], lost: [1, 0] });
    const bySource = Object.fromEntries(weeklySeries(overview.bySource, 12).map((s) => [s.key, s.values.slice(10)]));
    expect(bySource).toEqual({ google: [0, 2], newsletter: [0, 1], facebook: [1, 0], referral: [1, 0], "": [1, 0] });
    expect(overview.byStatus.every((row) => row.week >= 10)).toBe(true);
  });

  it("gives the conversion rate over the period's non-deleted leads", async () => {
    const overview = await leadOverview(db, NOW);
    expect(overview.total).toBe(6);
    expect(overview.converted).toBe(2);
    expect(overview.conversionRate).toBeCloseTo(2 / 6);
  });

  it("gives the median time to first contact over contacted leads (history first, then the last status change)", async () => {
    const overview = await leadOverview(db, NOW);
    // 1 h (lost, no history), 2 h, 6 h, 10 h (converted, no history): the mean of the middle two.
    expect(overview.contactedCount).toBe(4);
    expect(overview.medianFirstContactSeconds).toBeCloseTo(4 * 3600, 0);
  });

  it("shows an admin the charts with their table alternative", async () => {
    const res = await getWithCookie("/admin/overview", adminCookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Leads per week by source");
    expect(html).toContain("Leads per week by status");
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("Show as table");
    expect(html).toMatch(/<figcaption/);
  });

  it("sends anonymous visitors to /login and customers away", async () => {
    const customerCookie = await signedInUser(CUSTOMER, "customer");
    const anonymous = await getWithCookie("/admin/overview");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login");
    const customer = await getWithCookie("/admin/overview", customerCookie);
    expect(customer.status).toBe(302);
    expect(customer.headers.get("Location")).toBe("/");
    expect(await (await getWithCookie("/admin/overview", customerCookie)).text()).not.toContain("Leads per week");
  });
});

describe("duplicate flag", () => {
  const day = (n: number) => new Date(Date.UTC(2029, 0, 1) + n * 86_400_000).toISOString();
  let ids: { first: number; sameEmail: number; samePhone: number; late: number; deleted: number; unrelated: number };

  beforeAll(async () => {
    const first = await insertLead({ email: "Dup.Overview@Example.com", phone: "(305) 555-7001", created_at: day(0) });
    const sameEmail = await insertLead({ email: " dup.overview@example.COM", phone: "305-555-7002", created_at: day(10) });
    const samePhone = await insertLead({ email: "someone.else.overview@example.com", phone: "+1 305.555.7001", created_at: day(20) });
    // 120 days after the first and 110 after the second: outside 90 days.
    const late = await insertLead({ email: "dup.overview@example.com", phone: "305-555-7003", created_at: day(120) });
    const deleted = await insertLead({ email: "deleted.overview@example.com", phone: "305 555 7004", created_at: day(5), deleted_at: day(6) });
    const unrelated = await insertLead({ email: "deleted.overview@example.com".replace("deleted", "alone"), phone: "305 555 7004", created_at: day(400) });
    ids = { first: first.id, sameEmail: sameEmail.id, samePhone: samePhone.id, late: late.id, deleted: deleted.id, unrelated: unrelated.id };
  });

  it("matches e-mail case-insensitively and phones by their digits, within 90 days", async () => {
    const found = await duplicatesForLeads(db, Object.values(ids));
    expect(found[ids.first]).toEqual([
      { id: ids.samePhone, email: false, phone: true },
      { id: ids.sameEmail, email: true, phone: false },
    ]);
    expect(found[ids.sameEmail]).toEqual([{ id: ids.first, email: true, phone: false }]);
    expect(found[ids.samePhone]).toEqual([{ id: ids.first, email: false, phone: true }]);
    expect(found[ids.late]).toBeUndefined();
  });

  it("does not count deleted leads", async () => {
    const found = await duplicatesForLeads(db, [ids.unrelated, ids.first]);
    // The deleted lead shares the phone of `unrelated` (too far apart anyway) and nobody else's.
    expect(found[ids.unrelated]).toBeUndefined();
    expect(found[ids.first]?.map((m) => m.id)).not.toContain(ids.deleted);
    const alone = await insertLead({ email: "deleted.overview@example.com", phone: "305 555 7999", created_at: day(7) });
    expect((await duplicatesForLeads(db, [alone.id]))[alone.id]).toBeUndefined();
  });

  it("shows the flag in the admin list with a link that finds the other lead", async () => {
    const html = await (await getWithCookie("/admin?q=overview%40example", adminCookie)).text();
    expect(html).toContain("Possible duplicate");
    expect(html).toContain(`href="/admin?q=Dup.Overview%40Example.com"`);
    expect(html).toContain(`href="/admin?q=3055557001"`);
    const search = await (await getWithCookie("/admin?q=3055557001", adminCookie)).text();
    expect(search).toContain("Dup.Overview@Example.com");
    expect(search).toContain("someone.else.overview@example.com");
  });
});
