import { and, eq, gte } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, businessDate } from "~/lib/dates";
import { beforeSkipCutoff, firstChangeableDate } from "~/lib/self-service";
import { cancellationRequests, servicePauses, visits } from "~server/db/schema";
import { planVisits } from "~server/models/visits";
import { setVisitSkipped, startDuePauses } from "~server/service/changes";
import { signIn } from "./support/auth";
import { db, eventsFor, leadById } from "./support/leads";
import { mailTo, waitForMail } from "./support/mail";
import { routeToStandIn, withPayments } from "./support/stripe";
import { convertedCustomer, CUSTOMER_PASSWORD, todaysVisit } from "./support/visits";
import { fetchApp, getWithCookie, postForm } from "./support/worker";
import { hiddenValue, text } from "./support/wizard";
import { decodeEntities } from "./support/html";

/**
 * The customer runs their own service (issue #48, docs/decisions/0020): skip a visit until 6 pm
 * Miami the day before, pause up to 90 days, cancel with a date and a reason; each refused when
 * the page is stale, recorded in the lead's history, honoured by visit planning, sent to the
 * payment provider when it is configured, and e-mailed to the office and the customer.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const STAFF = "staff@localhost";
const name = (lead: { first_name: string; last_name: string }) => `${lead.first_name} ${lead.last_name}`;
const today = () => businessDate();

/** A signed-in weekly customer (Thursdays) with visits planned 28 days ahead. */
async function customerWithVisits({
  locale = "en",
  subscription = null,
  reminders = true,
}: { locale?: "en" | "es"; subscription?: string | null; reminders?: boolean } = {}) {
  const c = await convertedCustomer({
    locale,
    name: locale === "es" ? "Rosa Pérez" : "Ann Lee",
    lead: {
      address: "8420 SW 72nd Ave",
      notify_reminders: reminders,
      ...(subscription ? { stripe_subscription_id: subscription, billing_state: "active" as const } : {}),
    },
  });
  await planVisits(db, today(), { leadId: c.lead.id });
  return { ...c, cookie: await signIn(c.email, CUSTOMER_PASSWORD) };
}

const planned = (leadId: number) =>
  db
    .select()
    .from(visits)
    .where(and(eq(visits.lead_id, leadId), gte(visits.date, today())))
    .orderBy(visits.date);

async function versionOf(cookie: string, lang = "") {
  const version = hiddenValue(await text(await getWithCookie(`${lang}/customer?tab=services`, cookie)), "version");
  if (version === undefined) throw new Error("no version on the services tab");
  return version;
}

/** Posts a services-tab form as the page sends it (its version unless given). */
async function change(cookie: string, fields: Record<string, string>, { lang = "", appEnv }: { lang?: string; appEnv?: Env } = {}) {
  const body = { version: await versionOf(cookie, lang), ...fields };
  if (appEnv) return fetchApp(`${lang}/customer?tab=services`, appEnv, { method: "POST", body: new URLSearchParams(body), headers: { Cookie: cookie } });
  return postForm(`${lang}/customer?tab=services`, body, cookie);
}

describe("Skip one visit", () => {
  it("the next visit can be skipped and the skip undone; the crew's route and the lead's history follow", async () => {
    const c = await customerWithVisits();
    const [first, second] = (await planned(c.lead.id)).filter((v) => v.date > addDays(today(), 1));
    expect(first && second).toBeTruthy();
    const page = await text(await getWithCookie("/customer?tab=services", c.cookie));
    expect(page).toContain("Skip this visit");

    const res = await change(c.cookie, { intent: "skip", visit: String(first!.id) });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/customer?tab=services&changed=skipped&on=${first!.date}`);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, first!.id) })).toMatchObject({ status: "skipped", skip_reason: "customer" });
    // Planning again (the daily job) does not bring it back.
    await planVisits(db, today(), { leadId: c.lead.id });
    expect(await db.query.visits.findFirst({ where: eq(visits.id, first!.id) })).toMatchObject({ status: "skipped" });
    const after = await text(await getWithCookie(`/customer?tab=services&changed=skipped&on=${first!.date}`, c.cookie));
    expect(after).toContain("is skipped");
    expect(after).toContain("Undo skip");
    expect((await eventsFor(c.lead.id)).map((e) => [e.type, e.changes, e.actor])).toEqual([["visit_skipped", JSON.stringify({ visit: first!.date }), c.email]]);

    const undo = await change(c.cookie, { intent: "unskip", visit: String(first!.id) });
    expect(undo.status).toBe(303);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, first!.id) })).toMatchObject({ status: "scheduled", skip_reason: null });
    expect((await eventsFor(c.lead.id)).map((e) => e.type)).toEqual(["visit_skipped", "visit_unskipped"]);
  });

  it("after 6 pm Miami the day before, the visit cannot be skipped: the page says to call, and nothing changes", async () => {
    const c = await customerWithVisits();
    const visit = await todaysVisit(c.lead.id, today()).catch(async () => (await planned(c.lead.id))[0]!);
    const res = await change(c.cookie, { intent: "skip", visit: String(visit.id) });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("It is past 6pm the day before that visit");
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit.id) })).toMatchObject({ status: "scheduled" });
    expect(await eventsFor(c.lead.id)).toEqual([]);
  });

  it("the cut-off is 6 pm Miami time on the day before, in summer and in winter", () => {
    // 17:59 and 18:00 in Miami on the day before (EST, UTC-5; EDT, UTC-4).
    expect(beforeSkipCutoff("2027-01-15", new Date("2027-01-14T22:59:00Z"))).toBe(true);
    expect(beforeSkipCutoff("2027-01-15", new Date("2027-01-14T23:00:00Z"))).toBe(false);
    expect(beforeSkipCutoff("2027-07-15", new Date("2027-07-14T21:59:00Z"))).toBe(true);
    expect(beforeSkipCutoff("2027-07-15", new Date("2027-07-14T22:00:00Z"))).toBe(false);
    expect(beforeSkipCutoff("2027-07-15", new Date("2027-07-13T23:30:00Z"))).toBe(true);
    expect(beforeSkipCutoff("2027-07-15", new Date("2027-07-15T12:00:00Z"))).toBe(false);
  });

  it("the model refuses an undo after the cut-off too", async () => {
    const c = await customerWithVisits();
    const lead = (await leadById(c.lead.id))!;
    const [visit] = (await planned(c.lead.id)).filter((v) => v.date > addDays(today(), 1));
    const skip = await setVisitSkipped(db, lead, visit!.id, true, lead.version, { id: c.user.id, email: c.email });
    expect(skip.result).toBe("ok");
    const late = new Date(`${addDays(visit!.date, -1)}T23:30:00Z`);
    const undo = await setVisitSkipped(db, (await leadById(c.lead.id))!, visit!.id, false, lead.version + 1, { id: c.user.id, email: c.email }, late);
    expect(undo.result).toBe("too_late");
  });

  it("a skip from a stale page is refused and writes nothing", async () => {
    const c = await customerWithVisits();
    const [visit] = (await planned(c.lead.id)).filter((v) => v.date > addDays(today(), 1));
    const stale = await versionOf(c.cookie);
    // Another tab pauses meanwhile (the lead's version moves on).
    expect((await change(c.cookie, { intent: "pause", start: addDays(today(), 40), end: addDays(today(), 45) })).status).toBe(303);
    const res = await postForm("/customer?tab=services", { version: stale, intent: "skip", visit: String(visit!.id) }, c.cookie);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Nothing was saved");
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit!.id) })).toMatchObject({ status: "scheduled" });
    expect((await eventsFor(c.lead.id)).map((e) => e.type)).toEqual(["service_paused"]);
  });

  it("another customer's visit is not found", async () => {
    const a = await customerWithVisits();
    const b = await customerWithVisits();
    const [visit] = await planned(b.lead.id);
    const res = await change(a.cookie, { intent: "skip", visit: String(visit!.id) });
    expect(res.status).toBe(404);
    expect(await db.query.visits.findFirst({ where: eq(visits.id, visit!.id) })).toMatchObject({ status: "scheduled" });
  });
});

describe("Pause between two dates", () => {
  it("a two-week pause takes its visits off the route, e-mails the office and the customer (in Spanish, reminders off), and can end early", async () => {
    const c = await customerWithVisits({ locale: "es", reminders: false });
    const start = addDays(today(), 8);
    const end = addDays(today(), 21);
    const res = await change(c.cookie, { intent: "pause", start, end }, { lang: "/es" });
    expect(res.status).toBe(303);
    const dates = (await planned(c.lead.id)).map((v) => v.date);
    expect(dates.some((d) => d >= start && d <= end)).toBe(false);
    expect(dates.some((d) => d > end)).toBe(true);
    expect(await db.select().from(servicePauses).where(eq(servicePauses.lead_id, c.lead.id))).toMatchObject([
      { start_date: start, end_date: end, provider_state: "none" },
    ]);
    expect((await eventsFor(c.lead.id)).map((e) => [e.type, e.changes])).toEqual([["service_paused", JSON.stringify({ pause: [start, end] })]]);

    const [mail] = await waitForMail(c.email);
    expect(mail?.subject).toBe("Sus visitas están en pausa");
    const office = await vi.waitFor(
      async () => {
        const rows = (await mailTo(STAFF)).filter((m) => m.subject === `Pause: ${name(c.lead)}, ${start} to ${end}`);
        expect(rows).toHaveLength(1);
        return rows[0]!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(office.text).toContain("this customer has no subscription");
    expect(office.text).toContain(`/admin/leads/${c.lead.id}/history`);

    const page = await text(await getWithCookie("/es/customer?tab=billing", c.cookie));
    expect(page).toContain("Su servicio está en pausa del");

    expect((await change(c.cookie, { intent: "endPause" }, { lang: "/es" })).status).toBe(303);
    const back = (await planned(c.lead.id)).map((v) => v.date);
    expect(back.some((d) => d >= start && d <= end)).toBe(true);
    expect((await eventsFor(c.lead.id)).map((e) => e.type)).toEqual(["service_paused", "pause_ended"]);
  });

  it.each([
    ["a 120-day pause", () => ({ start: addDays(today(), 2), end: addDays(today(), 121) }), "end", "A pause can last at most 90 days"],
    // After 6 pm in Miami tomorrow's route is set: the message names the first day a pause may start.
    [
      "a start today",
      () => ({ start: today(), end: addDays(today(), 5) }),
      "start",
      /Choose tomorrow or a later day|Tomorrow's route is set: choose .+ or a later day/,
    ],
    ["an end before the start", () => ({ start: addDays(today(), 10), end: addDays(today(), 5) }), "end", "The last day can't be before the first"],
    ["no dates", () => ({ start: "", end: "" }), "start", "Enter the first day without visits"],
  ])("%s is refused beside the form, with what was typed, and nothing changes", async (_name, dates, field, message) => {
    const c = await customerWithVisits();
    const before = await planned(c.lead.id);
    const { start, end } = dates();
    const res = await change(c.cookie, { intent: "pause", start, end });
    expect(res.status).toBe(400);
    // What the page shows (its entities decoded): the message is in the markup, not in page data.
    const html = decodeEntities(await res.text());
    expect(html).toMatch(message);
    expect(html).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${field}"`));
    if (end) expect(html).toContain(`value="${end}"`);
    expect(await planned(c.lead.id)).toEqual(before);
    expect(await db.select().from(servicePauses).where(eq(servicePauses.lead_id, c.lead.id))).toEqual([]);
    expect(await eventsFor(c.lead.id)).toEqual([]);
  });

  it("90 days is allowed", async () => {
    const c = await customerWithVisits();
    // From the first day a change may touch (tomorrow, or after 6 pm the day after): 90 days, both included.
    const start = firstChangeableDate(new Date());
    const res = await change(c.cookie, { intent: "pause", start, end: addDays(start, 89) });
    expect(res.status).toBe(303);
  });

  it("the provider pauses collection on the start date until the day after the last one (the daily job), once", async () => {
    const records = routeToStandIn();
    const c = await customerWithVisits({ subscription: "sub_pause_ok" });
    const start = addDays(today(), 3);
    const end = addDays(today(), 16);
    expect((await change(c.cookie, { intent: "pause", start, end }, { appEnv: withPayments() })).status).toBe(303);
    // Nothing asked before the start: the invoices before it are billed as usual.
    expect(await startDuePauses(db, withPayments(), today())).toEqual({ pausesStarted: 0, pausesFailed: 0 });
    expect(records).toEqual([]);
    expect(await startDuePauses(db, withPayments(), start)).toMatchObject({ pausesStarted: 1 });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      method: "POST",
      path: "/v1/subscriptions/sub_pause_ok",
      authorized: true,
      params: { "pause_collection[behavior]": "void", "pause_collection[resumes_at]": String(Date.parse(`${addDays(end, 1)}T05:00:00Z`) / 1000) },
    });
    expect(await startDuePauses(db, withPayments(), start)).toMatchObject({ pausesStarted: 0 });
    expect(records).toHaveLength(1);
    expect((await db.select().from(servicePauses).where(eq(servicePauses.lead_id, c.lead.id)))[0]?.provider_state).toBe("applied");
  });

  it("a provider that refuses the pause is marked, and the office is told what to change in the dashboard", async () => {
    const records = routeToStandIn();
    const c = await customerWithVisits({ subscription: "sub_missing_pause" });
    const start = addDays(today(), 2);
    const end = addDays(today(), 9);
    expect((await change(c.cookie, { intent: "pause", start, end }, { appEnv: withPayments() })).status).toBe(303);
    expect(await startDuePauses(db, withPayments(), start)).toMatchObject({ pausesFailed: 1 });
    expect(records.map((r) => r.path)).toEqual(["/v1/subscriptions/sub_missing_pause"]);
    expect((await db.select().from(servicePauses).where(eq(servicePauses.lead_id, c.lead.id)))[0]?.provider_state).toBe("failed");
    await vi.waitFor(
      async () => {
        const rows = (await mailTo(STAFF)).filter((m) => m.subject.startsWith(`Pause: ${name(c.lead)}`) && m.text.includes(`/admin/leads/${c.lead.id}/`));
        expect(
          rows.some((m) =>
            m.text.includes(`the change was refused or could not be made. In the provider's dashboard, pause collection from ${start} until ${end}`),
          ),
        ).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it("without a secret key the pause still applies to the visits, and the office e-mail says what to change in the dashboard", async () => {
    const c = await customerWithVisits({ subscription: "sub_no_key" });
    const start = addDays(today(), 5);
    const end = addDays(today(), 12);
    expect((await change(c.cookie, { intent: "pause", start, end })).status).toBe(303);
    expect((await planned(c.lead.id)).some((v) => v.date >= start && v.date <= end)).toBe(false);
    await vi.waitFor(
      async () => {
        const rows = (await mailTo(STAFF)).filter((m) => m.text.includes(`/admin/leads/${c.lead.id}/`));
        expect(rows.some((m) => m.text.includes("online payments are not configured on this site. In the provider's dashboard, pause collection"))).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe("Cancel with a date and a reason", () => {
  it("sets the subscription to cancel at the period's end, removes the visits after the last day, and tells everyone", async () => {
    const records = routeToStandIn();
    const c = await customerWithVisits({ subscription: "sub_cancel_ok", locale: "es" });
    const end = addDays(today(), 10);
    const res = await change(c.cookie, { intent: "cancel", end, reason: "moving", comment: "Nos mudamos a Orlando" }, { lang: "/es", appEnv: withPayments() });
    expect(res.status).toBe(303);
    expect(records).toMatchObject([{ path: "/v1/subscriptions/sub_cancel_ok", params: { cancel_at_period_end: "true" }, authorized: true }]);
    expect((await planned(c.lead.id)).every((v) => v.date <= end)).toBe(true);
    expect(await db.select().from(cancellationRequests).where(eq(cancellationRequests.lead_id, c.lead.id))).toMatchObject([
      { end_date: end, reason: "moving", comment: "Nos mudamos a Orlando", provider_state: "applied" },
    ]);
    expect((await eventsFor(c.lead.id)).map((e) => e.type)).toEqual(["cancellation_requested"]);
    const page = await text(await getWithCookie("/es/customer?tab=account", c.cookie));
    expect(page).toContain("Su servicio termina el");
    const [mail] = await waitForMail(c.email);
    expect(mail?.subject).toBe("Su servicio va a terminar");
    await vi.waitFor(
      async () => {
        const rows = (await mailTo(STAFF)).filter(
          (m) => m.subject === `Cancellation: ${name(c.lead)}, last day ${end}` && m.text.includes(`/admin/leads/${c.lead.id}/`),
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]?.text).toContain("Reason: Moving. Comment (as written): Nos mudamos a Orlando");
        expect(rows[0]?.text).toContain("set to cancel at the end of the paid period");
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it("a provider failure still ends the visits, and the office is told to cancel in the dashboard", async () => {
    routeToStandIn();
    const c = await customerWithVisits({ subscription: "sub_missing_cancel" });
    const end = addDays(today(), 3);
    expect((await change(c.cookie, { intent: "cancel", end, reason: "price" }, { appEnv: withPayments() })).status).toBe(303);
    expect((await planned(c.lead.id)).every((v) => v.date <= end)).toBe(true);
    expect((await db.select().from(cancellationRequests).where(eq(cancellationRequests.lead_id, c.lead.id)))[0]?.provider_state).toBe("failed");
    await vi.waitFor(
      async () => {
        const rows = (await mailTo(STAFF)).filter((m) => m.text.includes(`/admin/leads/${c.lead.id}/`));
        expect(rows.some((m) => m.text.includes("In the provider's dashboard, cancel the subscription at the end of the current period"))).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it("a missing reason or a date today is refused beside the form", async () => {
    const c = await customerWithVisits();
    const res = await change(c.cookie, { intent: "cancel", end: today(), reason: "", comment: "kept" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Choose a reason");
    expect(html).toContain("Choose tomorrow or a later day");
    expect(html).toContain(">kept</textarea>");
    expect(await db.select().from(cancellationRequests).where(eq(cancellationRequests.lead_id, c.lead.id))).toEqual([]);
  });
});
