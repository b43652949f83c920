import { env } from "cloudflare:workers";
import { and, eq, gte, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, businessDate, parseCalendarDate } from "~/lib/dates";
import { firstChangeableDate } from "~/lib/self-service";
import { businessContact, getConfig } from "~server/config";
import { cancellationRequests, crewAssignments, leads, servicePauses, users, visits } from "~server/db/schema";
import { boardDays, unassignedCustomers } from "~server/models/crew-routes";
import { type AccountRecords, accountRecords, serviceStatusSql } from "~server/models/service-account";
import { setAccountActive } from "~server/models/users";
import { planVisits, visitsForDay } from "~server/models/visits";
import { customerStopEmail } from "~server/notifications/service-emails";
import { accountOf, planDates, type ServiceStatus, visitDates } from "~server/service/account";
import { setVisitSkipped } from "~server/service/changes";
import { createUser, signIn } from "./support/auth";
import { db, eventsFor, insertLead } from "./support/leads";
import { waitForSubject } from "./support/mail";
import { postSignedEvent } from "./support/stripe";
import { convertedCustomer, CUSTOMER_PASSWORD, crewMember, onRoute } from "./support/visits";
import { canceledService, pausedService } from "./support/service";
import { fetchWorker, getWithCookie, postForm } from "./support/worker";
import { hiddenValue, text } from "./support/wizard";

/**
 * One account of each customer's service (issue 58, server/service/account.ts): the account itself
 * over the combinations where features meet, then each scenario through the pages, the webhook and
 * the jobs that read it.
 */

afterEach(() => {
  vi.useRealTimers();
});

// --- The account, from its records -----------------------------------------------------------

/** Tuesday, December 8, 2026; 10 am and 9 pm in Miami that day. */
const TODAY = "2026-12-08";
const MORNING = new Date("2026-12-08T15:00:00Z");
const EVENING = new Date("2026-12-09T02:00:00Z");

/** A weekly Thursday customer with an active account and visits planned on the next four Thursdays. */
function records(change: (r: AccountRecords) => void = () => {}): AccountRecords {
  const r: AccountRecords = {
    lead: {
      id: 1,
      status: "converted",
      deleted_at: null,
      address: "8420 SW 72nd Ave",
      zip_code: "33143",
      out_of_area: false,
      preferred_day: "thursday",
      service_frequency: "weekly",
      service_type: "residential",
      billing_state: null,
      billing_state_at: null,
      billing_next_charge_at: null,
      stripe_subscription_id: null,
    },
    account: { userId: 1, status: "active" },
    crew: null,
    pauses: [],
    cancellation: null,
    skips: [],
    scheduled: ["2026-12-10", "2026-12-17", "2026-12-24", "2026-12-31"],
    anchor: "2026-11-05",
  };
  change(r);
  return r;
}

const cancellation = (end: string) => ({ id: 7, end_date: end, reason: "moving" as const, comment: "", provider_state: "none" as const });
const pause = (start: string, end: string) => ({ id: 3, start_date: start, end_date: end, provider_state: "pending" as const });

describe("the account of a service", () => {
  it.each<[string, AccountRecords, Date, Partial<Record<string, unknown>>]>([
    [
      "a pending cancellation offers no payment, with or without a subscription (nothing to start: the service is ending)",
      records((r) => (r.cancellation = cancellation("2026-12-15"))),
      MORNING,
      {
        status: "ending",
        offers: { setUpPayment: false, restart: false },
        cancellation: expect.objectContaining({ end: "2026-12-15", lastVisit: "2026-12-10" }),
      },
    ],
    [
      "a cancellation whose last day is past has ended: a restart is offered",
      records((r) => {
        r.cancellation = cancellation("2026-12-01");
        r.scheduled = [];
      }),
      MORNING,
      { status: "ended", endedOn: "2026-12-01", nextVisit: null, offers: { setUpPayment: true, restart: true } },
    ],
    [
      "past due with a cancellation pending is ending (no visits continue after the last day)",
      records((r) => {
        r.cancellation = cancellation("2026-12-15");
        r.lead.billing_state = "past_due";
      }),
      MORNING,
      { status: "ending" },
    ],
    ["a pause covering today is paused", records((r) => (r.pauses = [pause("2026-12-05", "2026-12-20")])), MORNING, { status: "paused" }],
    ["collection paused at the provider is paused", records((r) => (r.lead.billing_state = "paused")), MORNING, { status: "paused" }],
    [
      "before the cut-off a change may touch tomorrow; a pause not started yet is withdrawn when ended",
      records((r) => (r.pauses = [pause("2026-12-09", "2026-12-20")])),
      MORNING,
      { changes: expect.objectContaining({ firstDate: "2026-12-09", pauseStartMin: "2026-12-09", pauseEndsOn: "2026-12-08" }) },
    ],
    [
      "after 6 pm tomorrow is set: a pause starts the day after at the earliest, and one starting tomorrow keeps tomorrow when ended",
      records((r) => (r.pauses = [pause("2026-12-09", "2026-12-20")])),
      EVENING,
      { changes: expect.objectContaining({ firstDate: "2026-12-10", pauseStartMin: "2026-12-10", pauseEndsOn: "2026-12-09" }) },
    ],
    [
      "a pause may not run past the last day of a cancellation",
      records((r) => (r.cancellation = cancellation("2026-12-20"))),
      MORNING,
      { changes: expect.objectContaining({ canPause: true, pauseEndMax: "2026-12-20", cancelEndMin: "2026-12-09" }) },
    ],
    [
      "a monthly customer whose first visit is past the planning window is starting, with that visit named",
      records((r) => {
        r.lead.service_frequency = "monthly";
        r.scheduled = [];
        r.anchor = null;
      }),
      MORNING,
      { status: "starting", nextVisit: "2027-01-07" },
    ],
    [
      "a deactivated account cannot have visits",
      records((r) => (r.account = { userId: 1, status: "deactivated" })),
      MORNING,
      { status: "not_schedulable", missing: ["account"] },
    ],
    ["no street line: not yet schedulable, and why", records((r) => (r.lead.address = "33143")), MORNING, { status: "not_schedulable", missing: ["address"] }],
  ])("%s", (_name, r, now, expected) => {
    expect(accountOf(r, TODAY, now)).toMatchObject(expected);
  });

  it("a skip stays out of the visits and in the plan, through a pause around it", () => {
    const r = records((x) => {
      x.skips = ["2026-12-17"];
      x.pauses = [pause("2026-12-14", "2026-12-20")];
    });
    expect(visitDates(r, TODAY, "2026-12-31")).toEqual(["2026-12-10", "2026-12-24", "2026-12-31"]);
    // The plan still has the skipped day: the planner keeps the customer's skip on it.
    expect(planDates(r, TODAY, "2026-12-31")).toContain("2026-12-17");
  });

  it("reads only real calendar dates", () => {
    expect(parseCalendarDate("2027-02-31")).toBeNull();
    expect(parseCalendarDate("2027-13-01")).toBeNull();
    expect(parseCalendarDate("2028-02-29")).toBe("2028-02-29");
    expect(parseCalendarDate(" 2026-12-10 ")).toBe("2026-12-10");
    expect(parseCalendarDate("2026-12-1")).toBeNull();
  });

  it("the past-due e-mail of a customer whose service is ending does not say visits continue", () => {
    const contact = businessContact(getConfig(env), "en");
    const ending = customerStopEmail({
      name: "Ann",
      locale: "en",
      link: "https://x",
      contact,
      stop: { kind: "billing", state: "past_due", lastDay: "2026-12-15" },
    });
    expect(ending.text).not.toContain("continue");
    expect(ending.text).toContain("ends on Tuesday, December 15, 2026");
    const es = customerStopEmail({
      name: "Ana",
      locale: "es",
      link: "https://x",
      contact,
      stop: { kind: "billing", state: "past_due", lastDay: "2026-12-15" },
    });
    expect(es.text).not.toContain("continúan");
  });
});

// --- Through the pages, the webhook and the jobs ---------------------------------------------

const today = () => businessDate();
const STAFF = "staff@localhost";

async function signedInCustomer(options: Parameters<typeof convertedCustomer>[0] = {}) {
  const c = await convertedCustomer({ ...options, lead: { address: "8420 SW 72nd Ave", ...options.lead } });
  await planVisits(db, today(), { leadId: c.lead.id });
  return { ...c, cookie: await signIn(c.email, CUSTOMER_PASSWORD) };
}

async function servicesForm(cookie: string, fields: Record<string, string>, tab = "services") {
  const page = await text(await getWithCookie(`/customer?tab=${tab}`, cookie));
  const version = hiddenValue(page, "version");
  if (version === undefined) throw new Error("no version");
  return postForm(`/customer?tab=${tab}`, { version, ...fields }, cookie);
}

const upcoming = (leadId: number) =>
  db
    .select({ id: visits.id, date: visits.date, status: visits.status, reason: visits.skip_reason })
    .from(visits)
    .where(and(eq(visits.lead_id, leadId), gte(visits.date, today())))
    .orderBy(visits.date);

describe("the account's status in SQL agrees with the account", () => {
  it("for every status the office's list filters by", async () => {
    const day = today();
    const base = { address: "8420 SW 72nd Ave" };
    const made = await Promise.all([
      convertedCustomer({ lead: base }),
      convertedCustomer({ lead: { ...base, billing_state: "past_due" } }),
      convertedCustomer({ lead: { ...base, billing_state: "paused" } }),
      convertedCustomer({ lead: { ...base, billing_state: "canceled" } }),
      convertedCustomer({ lead: base }),
      convertedCustomer({ lead: base }),
      convertedCustomer({ lead: base }),
      convertedCustomer({ lead: base }),
    ]);
    const [ending, ended, paused, withdrawn] = made.slice(4).map((m) => m.lead.id);
    await canceledService(ending!, addDays(day, 10), "moving");
    await canceledService(ended!, addDays(day, -3), "price");
    await canceledService(withdrawn!, addDays(day, -3), "price", { withdrawn_at: new Date().toISOString() });
    await pausedService(paused!, addDays(day, -1), addDays(day, 5));
    const ids = made.map((m) => m.lead.id);
    const inSql = await db
      .select({ id: leads.id, status: serviceStatusSql(day) })
      .from(leads)
      .where(sql`${leads.id} IN (${sql.join(ids, sql`, `)})`);
    const records = await accountRecords(db, ids, day);
    const asList = (s: ServiceStatus) => (s === "starting" || s === "not_schedulable" ? "active" : s === "none" ? null : s);
    const expected = ids.map((id) => asList(accountOf(records.get(id)!, day, new Date()).status));
    expect(expected).toEqual(["active", "past_due", "paused", "ended", "ending", "ended", "paused", "active"]);
    expect(ids.map((id) => inSql.find((r) => r.id === id)?.status)).toEqual(["active", "past_due", "paused", "ended", "ending", "ended", "paused", "active"]);
  });
});

describe("a customer who canceled", () => {
  it("is not asked to pay while the cancellation is pending; a payment that arrives anyway restarts the service, and the office is told", async () => {
    const c = await signedInCustomer();
    const before = (await upcoming(c.lead.id)).map((v) => v.date);
    const last = addDays(firstChangeableDate(new Date()), 6);
    expect((await servicesForm(c.cookie, { intent: "cancel", end: last, reason: "moving" })).status).toBe(303);
    expect((await upcoming(c.lead.id)).every((v) => v.date <= last)).toBe(true);

    const billing = await text(await getWithCookie("/customer?tab=billing", c.cookie));
    expect(billing).not.toContain('value="checkout"');
    // A page left open with the checkout is refused by the server.
    const checkout = await postForm("/customer?tab=billing", { intent: "checkout" }, c.cookie);
    expect(checkout.status).toBe(409);

    // The payment arrives anyway (a link the office sent, an old tab): the service restarts.
    const paid = await postSignedEvent({
      id: `evt_restart_${c.lead.id}`,
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "cs_restart",
          client_reference_id: c.lead.client_reference,
          payment_status: "paid",
          subscription: `sub_restart_${c.lead.id}`,
          customer: "cus_restart",
        },
      },
    });
    expect(await paid.json()).toMatchObject({ restarted: true });
    expect((await upcoming(c.lead.id)).map((v) => v.date)).toEqual(before);
    const [withdrawal] = await db.select().from(cancellationRequests).where(eq(cancellationRequests.lead_id, c.lead.id));
    expect(withdrawal?.withdrawn_at).not.toBeNull();
    expect((await eventsFor(c.lead.id)).map((e) => e.type)).toContain("cancellation_withdrawn");
    await waitForSubject(STAFF, `Service restarted: ${c.lead.first_name} ${c.lead.last_name}`);
    const services = await text(await getWithCookie("/customer?tab=services", c.cookie));
    expect(services).not.toContain('data-testid="service-banner"');
  });
});

describe("words that fit the customer's state", () => {
  it("the cancel card tells a customer without a subscription that there is none to end, and one with a subscription what happens to it", async () => {
    const plain = await signedInCustomer();
    const card = async (cookie: string) => {
      const page = await text(await getWithCookie("/customer?tab=services", cookie));
      return page.slice(page.indexOf("Cancel your service"), page.indexOf("Cancel my service"));
    };
    const without = await card(plain.cookie);
    expect(without).toContain("there is no subscription to end");
    expect(without).not.toContain("subscription is set to end");
    const paying = await signedInCustomer({ lead: { stripe_subscription_id: `sub_words_${Date.now()}`, billing_state: "active" } });
    const withSub = await card(paying.cookie);
    expect(withSub).not.toContain("there is no subscription to end");
    expect(withSub).toContain("subscription");
  });
});

describe("a delayed payment", () => {
  it("converts when the provider says it succeeded", async () => {
    const lead = await insertLead({
      email: `async.${Date.now()}@example.com`,
      preferred_day: "thursday",
      zip_code: "33143",
      address: "8420 SW 72nd Ave",
    });
    const session = (payment_status: string) => ({
      id: "cs_async",
      client_reference_id: lead.client_reference,
      payment_status,
      subscription: `sub_async_${lead.id}`,
      customer: `cus_async_${lead.id}`,
    });
    const created = Math.floor(Date.now() / 1000);
    const unpaid = await postSignedEvent({
      id: `evt_async_a_${lead.id}`,
      type: "checkout.session.completed",
      created: created - 5,
      data: { object: session("unpaid") },
    });
    expect(await unpaid.json()).toMatchObject({ ignored: "unpaid" });
    const succeeded = await postSignedEvent({
      id: `evt_async_b_${lead.id}`,
      type: "checkout.session.async_payment_succeeded",
      created,
      data: { object: session("paid") },
    });
    expect(succeeded.status).toBe(200);
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.status).toBe("converted");
    expect(row?.billing_state).toBe("active");
    expect(await db.select().from(users).where(eq(users.lead_id, lead.id))).toHaveLength(1);
  });
});

describe("a customer's skip", () => {
  it("survives a pause around it, ending the pause early, and the account deactivated and back", async () => {
    const c = await signedInCustomer();
    const first = firstChangeableDate(new Date());
    const visit = (await upcoming(c.lead.id)).find((v) => v.date > addDays(first, 1))!;
    const version = (await db.select({ v: leads.version }).from(leads).where(eq(leads.id, c.lead.id)))[0]!.v;
    expect((await setVisitSkipped(db, c.lead, visit.id, true, version, { id: c.user.id, email: c.email })).result).toBe("ok");
    const skipped = async () => (await upcoming(c.lead.id)).find((v) => v.date === visit.date);

    expect((await servicesForm(c.cookie, { intent: "pause", start: addDays(visit.date, -1), end: addDays(visit.date, 1) })).status).toBe(303);
    expect(await skipped()).toMatchObject({ status: "skipped", reason: "customer" });
    expect((await servicesForm(c.cookie, { intent: "endPause" })).status).toBe(303);
    expect(await skipped()).toMatchObject({ status: "skipped", reason: "customer" });

    const admin = await createUser(`admin.skip.${Date.now()}@example.com`, "admin password 1", "admin");
    const account = async () => (await db.select().from(users).where(eq(users.id, c.user.id)))[0]!;
    expect(await setAccountActive(db, c.user.id, false, (await account()).version, admin)).toBe("ok");
    expect(await setAccountActive(db, c.user.id, true, (await account()).version, admin)).toBe("ok");
    expect(await skipped()).toMatchObject({ status: "skipped", reason: "customer" });
    // The board does not count it as a stop.
    const crew = await crewMember(`crew.skip.${Date.now()}@example.com`);
    await onRoute(c.lead.id, crew.user.id);
    const [board] = await boardDays(db, [visit.date]);
    expect(board?.cells[crew.user.id]).toBeUndefined();
  });
});

describe("the cut-off", () => {
  it("applies to a pause as to a skip: at 9 pm a pause cannot start tomorrow", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 9 pm in Miami today (02:00 UTC the next day); the customer signs in then, so the session is as fresh as the clock says.
    vi.setSystemTime(new Date(`${addDays(today(), 1)}T02:00:00Z`));
    const c = await signedInCustomer();
    const day = businessDate();
    const refused = await servicesForm(c.cookie, { intent: "pause", start: addDays(day, 1), end: addDays(day, 10) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Tomorrow&#x27;s route is set");
    expect((await servicesForm(c.cookie, { intent: "pause", start: addDays(day, 2), end: addDays(day, 10) })).status).toBe(303);
    // Impossible dates are refused beside the field, not stored.
    const impossible = await servicesForm(c.cookie, { intent: "cancel", end: "2027-02-31", reason: "moving" });
    expect(impossible.status).toBe(400);
    vi.useRealTimers();
  });

  it("a pause past the last day of a cancellation is refused", async () => {
    const c = await signedInCustomer();
    const first = firstChangeableDate(new Date());
    expect((await servicesForm(c.cookie, { intent: "cancel", end: addDays(first, 10), reason: "moving" })).status).toBe(303);
    const res = await servicesForm(c.cookie, { intent: "pause", start: addDays(first, 1), end: addDays(first, 20) });
    expect(res.status).toBe(400);
    expect(await db.select().from(servicePauses).where(eq(servicePauses.lead_id, c.lead.id))).toEqual([]);
  });
});

describe("ending a pause early", () => {
  it("tells the customer and the office", async () => {
    const c = await signedInCustomer({ locale: "es" });
    const first = firstChangeableDate(new Date());
    expect((await servicesForm(c.cookie, { intent: "pause", start: addDays(first, 1), end: addDays(first, 20) })).status).toBe(303);
    expect((await servicesForm(c.cookie, { intent: "endPause" })).status).toBe(303);
    expect((await waitForSubject(STAFF, `Pause ended early: ${c.lead.first_name} ${c.lead.last_name}`)).text).toContain("withdrew their pause");
    expect((await waitForSubject(c.email, "Su pausa terminó")).text).toContain("anulada");
  });
});

describe("the office", () => {
  it("lists and counts canceled, ending and paused customers from the account; the crew's last stop is marked", async () => {
    const day = today();
    const ended = await convertedCustomer({ name: "Ended Customer", lead: { address: "8420 SW 72nd Ave", first_name: "Endedfilter" } });
    const ending = await convertedCustomer({ name: "Ending Customer", lead: { address: "8420 SW 72nd Ave", first_name: "Endingfilter" } });
    await canceledService(ended.lead.id, addDays(day, -2), "moving");
    await canceledService(ending.lead.id, addDays(day, 8), "price");
    await planVisits(db, day, { leadId: ending.lead.id });
    const admin = await createUser(`admin.list.${Date.now()}@example.com`, "admin password 1", "admin");
    const cookie = await signIn(admin.email, "admin password 1");
    const list = async (billing: string) => (await fetchWorker(`/admin?billing=${billing}&q=filter`, { headers: { Cookie: cookie } })).text();
    const canceled = await list("canceled");
    expect(canceled).toContain("Endedfilter");
    expect(canceled).not.toContain("Endingfilter");
    expect(canceled).toContain('<span class="sr-only">Service: </span>Canceled');
    expect(await list("ending")).toContain("Endingfilter");
    const overview = await (await fetchWorker("/admin/overview", { headers: { Cookie: cookie } })).text();
    expect(overview).toMatch(/Ending<\/p><p[^>]*>[1-9]/);

    const [lastVisit] = (await upcoming(ending.lead.id)).slice(-1);
    const stops = await visitsForDay(db, lastVisit!.date);
    expect(stops.find((s) => s.visit.lead_id === ending.lead.id)?.lastVisit).toBe(true);
  });

  it("a crew member deactivated leaves no hidden route: their customers are unassigned", async () => {
    const crew = await crewMember(`crew.leaving.${Date.now()}@example.com`, "en", "Leaving Crew");
    const c = await convertedCustomer({ lead: { address: "8420 SW 72nd Ave" } });
    await onRoute(c.lead.id, crew.user.id);
    const admin = await createUser(`admin.crew.${Date.now()}@example.com`, "admin password 1", "admin");
    const version = (await db.select().from(users).where(eq(users.id, crew.user.id)))[0]!.version;
    expect(await setAccountActive(db, crew.user.id, false, version, admin)).toBe("ok");
    expect(await db.select().from(crewAssignments).where(eq(crewAssignments.lead_id, c.lead.id))).toEqual([]);
    expect((await unassignedCustomers(db, today())).map((u) => u.leadId)).toContain(c.lead.id);
    expect((await eventsFor(c.lead.id)).some((e) => e.changes?.includes("Leaving Crew"))).toBe(true);
  });
});
