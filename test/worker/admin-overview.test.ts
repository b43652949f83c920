import { beforeAll, describe, expect, it } from "vitest";
import type { LeadFields } from "~server/leads/change";
import { duplicatesForLeads, leadOverview, weekRanges, weeklySeries } from "~server/models/lead-stats";
import { signedInUser } from "./support/auth";
import { changeTestLead, db, insertLead, madeAt, type TestLeadFields } from "./support/leads";
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
    /** A lead made at `created`, then each change `hours` after it (the office's status changes and edits, through the owner). */
    const lead = async (fields: TestLeadFields, created: string, ...later: [hours: number, fields: LeadFields][]) => {
      const made = await insertLead({ ...fields, at: created });
      for (const [hours, change] of later) await madeAt(at(created, hours), () => changeTestLead(made.id, change));
      return made;
    };
    // This week (from Monday 2031-03-17 in Miami). First contact from history: 2 h for the first
    // (a later change does not count), 6 h for the third (an edit that changed the status; an edit
    // before it did not).
    await lead({ referral_source: "google" }, "2031-03-18T10:00:00.000Z", [2, { status: "contacted" }], [30, { status: "converted" }]);
    await lead({ referral_source: "google" }, "2031-03-18T11:00:00.000Z");
    await lead(
      { referral_source: "facebook", utm_source: "Newsletter" },
      "2031-03-19T10:00:00.000Z",
      [1, { office_notes: "Called, no answer" }],
      [6, { status: "contacted" }],
    );
    // Deleted: never counted.
    await lead({ referral_source: "google" }, "2031-03-19T12:00:00.000Z", [0.5, { status: "converted" }], [1, { deleted_at: "2031-03-19T13:00:00.000Z" }]);
    // Last week (10 h and 1 h to first contact); the last one is Sunday 11:30 p.m. in Miami, Monday 03:30 in UTC.
    await lead({ referral_source: "facebook" }, "2031-03-12T08:00:00.000Z", [10, { status: "converted" }]);
    await lead({ referral_source: "" }, "2031-03-13T08:00:00.000Z");
    await lead({ referral_source: "referral" }, "2031-03-17T03:30:00.000Z", [1, { status: "lost" }]);
    // Before the 12 weeks.
    await lead({ referral_source: "google" }, "2030-12-01T12:00:00.000Z", [3, { status: "converted" }]);
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
    // 1 h (lost), 2 h, 6 h, 10 h (converted): the mean of the middle two.
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
