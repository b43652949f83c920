import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, businessDate } from "~/lib/dates";
import { smsMessages, visits } from "~server/db/schema";
import { signedInAdmin } from "./support/auth";
import { decode } from "./support/html";
import { db, deleteTestLead } from "./support/leads";
import { close, closeTestVisit, crewMember, customerWithVisit, onRoute } from "./support/visits";
import { getWithCookie } from "./support/worker";

/** The crew's reach (issue 49, item 4): what a crew account may read and close, enforced on the server. */

const visitRow = (id: number) => db.query.visits.findFirst({ where: eq(visits.id, id) });

describe("the days a crew account reads", () => {
  it("a crew account gets nothing from a day 30 days back or 29 ahead; 7 back and 28 ahead load", async () => {
    const { user, cookie } = await crewMember("reach.days@example.com");
    const today = businessDate();
    const dates = { old: addDays(today, -30), back: addDays(today, -7), ahead: addDays(today, 28), far: addDays(today, 29) };
    const names: Record<string, string> = {};
    for (const [key, date] of Object.entries(dates)) {
      const c = await customerWithVisit({
        date,
        name: `Reach ${key}`,
        lead: { first_name: "Reach", last_name: `Customer ${key}`, gate_instructions: `gate code ${key}` },
      });
      await onRoute(c.lead.id, user.id);
      names[key] = `Reach Customer ${key}`;
    }
    for (const key of ["old", "far"] as const) {
      for (const path of [`/admin/visits?date=${dates[key]}`, `/admin/visits.data?date=${dates[key]}`, `/es/admin/visits?date=${dates[key]}`]) {
        const res = await getWithCookie(path, cookie);
        const text = await res.text();
        expect([path, res.status]).toEqual([path, 404]);
        expect(text).not.toContain(names[key]);
        expect(text).not.toContain(`gate code ${key}`);
      }
    }
    for (const key of ["back", "ahead"] as const) {
      const res = await getWithCookie(`/admin/visits?date=${dates[key]}`, cookie);
      expect([key, res.status]).toEqual([key, 200]);
      expect(decode(await res.text())).toContain(names[key]);
    }
    // The office reads any day.
    const office = await signedInAdmin("reach.days.admin@example.com");
    expect(decode(await (await getWithCookie(`/admin/visits?date=${dates.old}`, office)).text())).toContain(names.old);
  });

  it("a deleted customer is on no day's list for the crew, and closing its stop is refused; the office sees it marked deleted", async () => {
    const { user, cookie } = await crewMember("reach.deleted@example.com");
    const date = addDays(businessDate(), -2);
    const c = await customerWithVisit({ date, lead: { first_name: "Gone", last_name: "Customer", phone: "(305) 555-0101" } });
    await onRoute(c.lead.id, user.id);
    await deleteTestLead(c.lead.id);
    const page = decode(await (await getWithCookie(`/admin/visits?date=${date}`, cookie)).text());
    expect(page).not.toContain("Gone Customer");
    expect(page).not.toContain("555-0101");
    const res = await close(cookie, { intent: "skip", reason: "gate_locked", visitId: String(c.visit.id), version: "0", date });
    expect(res.status).toBe(404);
    expect(await visitRow(c.visit.id)).toMatchObject({ status: "scheduled" });

    const office = decode(await (await getWithCookie(`/admin/visits?date=${date}`, await signedInAdmin("reach.deleted.admin@example.com"))).text());
    expect(office).toMatch(/Gone Customer[\s\S]{0,400}Deleted customer/);
  });
});

describe("the photos a crew account reads", () => {
  it("a crew member gets the photo of a stop on their route in the window, never another crew member's, nor one older than 7 days", async () => {
    const mine = await crewMember("reach.photo.mine@example.com");
    const other = await crewMember("reach.photo.other@example.com");
    const today = businessDate();
    const withPhoto = async (date: string, crew: number) => {
      const c = await customerWithVisit({ date });
      await onRoute(c.lead.id, crew);
      const key = `visits/${c.visit.id}/reach-photo`;
      await env.PHOTOS.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { httpMetadata: { contentType: "image/jpeg" } });
      await closeTestVisit(c.visit, { status: "done", photo: { key, type: "image/jpeg" } });
      return c.visit.id;
    };
    const own = await withPhoto(addDays(today, -1), mine.user.id);
    const theirs = await withPhoto(addDays(today, -1), other.user.id);
    const old = await withPhoto(addDays(today, -8), mine.user.id);
    expect((await getWithCookie(`/visits/${own}/photo`, mine.cookie)).status).toBe(200);
    expect((await getWithCookie(`/visits/${theirs}/photo`, mine.cookie)).status).toBe(404);
    expect((await getWithCookie(`/visits/${old}/photo`, mine.cookie)).status).toBe(404);
    expect((await getWithCookie(`/visits/${theirs}/photo`, other.cookie)).status).toBe(200);
    // The office reads every photo.
    const office = await signedInAdmin("reach.photo.admin@example.com");
    for (const id of [own, theirs, old]) expect((await getWithCookie(`/visits/${id}/photo`, office)).status).toBe(200);
  });
});

describe("the visits a crew account closes", () => {
  it("a close without the page's day is refused and changes nothing", async () => {
    const { user, cookie } = await crewMember("reach.noday@example.com");
    const c = await customerWithVisit({ date: addDays(businessDate(), -3) });
    await onRoute(c.lead.id, user.id);
    const res = await close(cookie, { intent: "done", visitId: String(c.visit.id), version: "0", note: "Done." });
    expect(res.status).toBe(400);
    expect(decode(await res.text())).toContain("not on this day's route");
    expect(await visitRow(c.visit.id)).toMatchObject({ status: "scheduled", note: "" });
  });

  it("a crew account closes today and the 7 days before, not the 8th; the office closes any past day", async () => {
    const { user, cookie } = await crewMember("reach.close@example.com");
    const today = businessDate();
    const seven = await customerWithVisit({ date: addDays(today, -7) });
    const eight = await customerWithVisit({ date: addDays(today, -8) });
    for (const c of [seven, eight]) await onRoute(c.lead.id, user.id);
    const skip = (c: typeof seven, who: string) =>
      close(who, { intent: "skip", reason: "weather", visitId: String(c.visit.id), version: "0", date: c.visit.date });

    expect((await skip(seven, cookie)).status).toBe(303);
    // The 8th day back is outside the crew's days: that visit does not exist for them.
    expect((await skip(eight, cookie)).status).toBe(404);
    expect(await visitRow(eight.visit.id)).toMatchObject({ status: "scheduled" });

    expect((await skip(eight, await signedInAdmin("reach.close.admin@example.com"))).status).toBe(303);
    expect(await visitRow(eight.visit.id)).toMatchObject({ status: "skipped" });
  });

  it("a crew member cannot close a stop on another crew member's route", async () => {
    const mine = await crewMember("reach.route.mine@example.com");
    const other = await crewMember("reach.route.other@example.com");
    const c = await customerWithVisit();
    await onRoute(c.lead.id, other.user.id);
    const res = await close(mine.cookie, { intent: "skip", reason: "weather", visitId: String(c.visit.id), version: "0", date: c.visit.date });
    expect(res.status).toBe(404);
    expect(await visitRow(c.visit.id)).toMatchObject({ status: "scheduled" });
  });
});

describe("the 'On my way' texts a crew account sends (issue 59)", () => {
  it("a crew member texts only the stops of their own route today; another route's visit is refused and nothing is queued", async () => {
    const mine = await crewMember("reach.text.mine@example.com");
    const other = await crewMember("reach.text.other@example.com");
    const theirs = await customerWithVisit({ texts: true });
    const own = await customerWithVisit({ texts: true });
    await onRoute(theirs.lead.id, other.user.id);
    await onRoute(own.lead.id, mine.user.id);
    const textsOf = (visitId: number) => db.select().from(smsMessages).where(eq(smsMessages.visit_id, visitId));
    const tap = (cookie: string, visitId: number) => close(cookie, { intent: "on_my_way", visitId: String(visitId) });

    expect((await tap(mine.cookie, theirs.visit.id)).status).toBe(404);
    expect(await textsOf(theirs.visit.id)).toEqual([]);
    // Nor one the crew member has no route for at all.
    const unassigned = await customerWithVisit({ texts: true });
    expect((await tap(mine.cookie, unassigned.visit.id)).status).toBe(404);
    expect(await textsOf(unassigned.visit.id)).toEqual([]);

    expect((await tap(mine.cookie, own.visit.id)).status).toBe(303);
    expect(await textsOf(own.visit.id)).toHaveLength(1);
    // The office texts any route's stop.
    expect((await tap(await signedInAdmin("reach.text.admin@example.com"), theirs.visit.id)).status).toBe(303);
    expect(await textsOf(theirs.visit.id)).toHaveLength(1);
  });
});
