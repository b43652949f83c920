import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { businessDate, formatIsoDate, nextWeekday } from "~/lib/dates";
import type { PreferredDay } from "~/lib/lead-options";
import { queue } from "~server/index";
import { planVisits } from "~server/models/visits";
import { SCHEDULE_REMINDER_DELAY_SECONDS } from "~server/notifications/enqueue";
import { changeLead, nextPlannedVisit } from "~server/leads/change";
import { signedInUser, signIn } from "./support/auth";
import { changeTestLead, db, deleteTestLead, editFormOf, insertLead, leadById, type TestLeadFields } from "./support/leads";
import { mailTo } from "./support/mail";
import { postSignedEvent } from "./support/stripe";
import { convertedCustomer, CUSTOMER_PASSWORD } from "./support/visits";
import { postForm } from "./support/worker";

/**
 * The schedule reminder (server/leads/change.ts, server/notifications/queue.ts): a
 * change that moves a customer's next visit queues one delayed message naming the lead; the
 * consumer e-mails the next visit as it is when the message arrives. The tests deliver that
 * message themselves (the queue holds it SCHEDULE_REMINDER_DELAY_SECONDS).
 */

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await signedInUser({ email: "reminders.admin@example.com", password: "admin password long 1" }, "admin", "Ada Admin");
});

/** A converted weekly Thursday customer with a street address and their visits planned, signed in. */
async function plannedCustomer(name: string, { locale = "en", lead = {} }: { locale?: "en" | "es"; lead?: TestLeadFields } = {}) {
  const c = await convertedCustomer({ email: `${name}.${Date.now()}@example.com`, locale, name: "Rosa Díaz", lead: { address: "8420 SW 72nd Ave", ...lead } });
  await planVisits(db, businessDate(), { leadId: c.lead.id });
  return { ...c, cookie: await signIn(c.email, CUSTOMER_PASSWORD) };
}

/** The customer's own service form: the same address, a new day (or a new address). */
async function changeDay(c: { lead: { id: number }; cookie: string }, preferredDay: PreferredDay, address?: string, lang: "" | "/es" = "") {
  const lead = (await leadById(c.lead.id))!;
  const res = await postForm(
    `${lang}/customer?tab=account`,
    { intent: "service", address: address ?? lead.address, zipCode: lead.zip_code, preferredDay, version: String(lead.version) },
    c.cookie,
  );
  expect(res.status).toBe(303);
}

/** Delivers the lead's reminder message as the queue would after its delay; returns the acknowledged ids. */
async function deliver(leadId: number, { id = `reminder-${leadId}`, attempts = 1 } = {}) {
  const batch = createMessageBatch("lead-notifications", [{ id, timestamp: new Date(), attempts, body: { kind: "schedule_reminder", leadId } }]);
  const ctx = createExecutionContext();
  await queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

const next = (day: PreferredDay) => nextWeekday(businessDate(), day);

describe("schedule reminders", () => {
  it("the customer changing their day gets one e-mail naming the new day and the next visit, linking to their services", async () => {
    const c = await plannedCustomer("new.day");
    await changeDay(c, "friday");
    expect((await deliver(c.lead.id)).explicitAcks).toEqual([`reminder-${c.lead.id}`]);
    const mails = await mailTo(c.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("Your visits are now on Fridays");
    expect(mail!.text).toContain(`Your visits are now on Fridays; the next one is Friday, ${formatIsoDate(next("friday"))}.`);
    expect(mail!.text).toContain("Hi Rosa,");
    expect(mail!.text).toContain("http://localhost/customer?tab=services");
    expect(mail!.html).toContain('<a href="http://localhost/customer?tab=services">');
    expect((await leadById(c.lead.id))!.schedule_notified_next).toBe(next("friday"));
  });

  it("goes out in the account's language, whatever the lead's", async () => {
    const c = await plannedCustomer("nuevo.dia", { locale: "es" });
    await changeTestLead(c.lead.id, { locale: "en" });
    await changeDay(c, "monday", undefined, "/es");
    await deliver(c.lead.id);
    const [mail, ...more] = await mailTo(c.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Sus visitas ahora son los lunes");
    expect(mail!.text).toContain(`Hola, Rosa:`);
    expect(mail!.text).toContain(`Sus visitas ahora son los lunes; la próxima es el lunes ${formatIsoDate(next("monday"), "es")}.`);
    expect(mail!.text).toContain("http://localhost/es/customer?tab=services");
    expect(mail!.html).toContain('<html lang="es"');
  });

  it("a change that does not move the next visit (a new address line) queues nothing; the day changed twice quickly sends one e-mail with the final day", async () => {
    const sent: unknown[] = [];
    const spy = {
      ...env,
      LEAD_NOTIFICATIONS: { send: vi.fn((body: unknown, options: unknown) => Promise.resolve(void sent.push([body, options]))) },
    } as unknown as Env;
    const c = await plannedCustomer("twice");
    // A new street line, the same Thursday: the next visit stays, no reminder.
    const system = { kind: "system", name: "schedule-reminders test" } as const;
    const moved = await changeLead(db, { leadId: c.lead.id, actor: system, expected: null, fields: { address: "8421 SW 72nd Ave" }, notify: spy });
    expect(moved).toMatchObject({ result: "applied", visits: { before: next("thursday"), after: next("thursday") } });
    // Only the new address's position is asked for (server/geo/locate.ts).
    expect(sent).toEqual([[{ kind: "geocode", leadId: c.lead.id }, { contentType: "json" }]]);
    sent.length = 0;
    expect((await leadById(c.lead.id))!.schedule_notified_next).toBeNull();

    // Friday, then Saturday, before the first message arrives: two messages, one e-mail.
    for (const day of ["friday", "saturday"] as const) {
      await changeTestLead(c.lead.id, { preferred_day: day }, { notify: spy });
    }
    expect(sent).toEqual([
      [
        { kind: "schedule_reminder", leadId: c.lead.id },
        { contentType: "json", delaySeconds: SCHEDULE_REMINDER_DELAY_SECONDS },
      ],
      [
        { kind: "schedule_reminder", leadId: c.lead.id },
        { contentType: "json", delaySeconds: SCHEDULE_REMINDER_DELAY_SECONDS },
      ],
    ]);
    // What the customer knew is kept from before the first change.
    expect((await leadById(c.lead.id))!.schedule_notified_next).toBe(next("thursday"));
    await deliver(c.lead.id, { id: "first" });
    await deliver(c.lead.id, { id: "second" });
    const mails = await mailTo(c.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your visits are now on Saturdays"]);
  });

  it("a change undone before the message arrives sends nothing", async () => {
    const c = await plannedCustomer("undone");
    await changeDay(c, "friday");
    await changeDay(c, "thursday");
    await deliver(c.lead.id);
    expect(await mailTo(c.email)).toHaveLength(0);
    // A later real change is still told.
    await changeDay(c, "wednesday");
    await deliver(c.lead.id);
    expect((await mailTo(c.email)).map((m) => m.subject)).toEqual(["Your visits are now on Wednesdays"]);
  });

  it("a redelivered message sends nothing twice", async () => {
    const c = await plannedCustomer("redelivered");
    await changeDay(c, "friday");
    expect((await deliver(c.lead.id, { id: "once" })).explicitAcks).toEqual(["once"]);
    expect((await deliver(c.lead.id, { id: "again", attempts: 2 })).explicitAcks).toEqual(["again"]);
    expect(await mailTo(c.email)).toHaveLength(1);
  });

  it("with reminders turned off nothing is sent", async () => {
    const c = await plannedCustomer("reminders.off", { lead: { notify_reminders: false } });
    await changeDay(c, "friday");
    // A reminder was queued (what they knew is kept); the consumer sends nothing.
    expect((await leadById(c.lead.id))!.schedule_notified_next).toBe(next("thursday"));
    expect((await deliver(c.lead.id)).explicitAcks).toEqual([`reminder-${c.lead.id}`]);
    expect(await mailTo(c.email)).toHaveLength(0);
  });

  it("a deleted service gets nothing", async () => {
    const c = await plannedCustomer("deleted");
    await changeDay(c, "friday");
    expect((await leadById(c.lead.id))!.schedule_notified_next).toBe(next("thursday"));
    await deleteTestLead(c.lead.id);
    await deliver(c.lead.id);
    expect(await mailTo(c.email)).toHaveLength(0);
  });

  it("the office's Edit Lead moving the day e-mails the customer once; editing the phone does not", async () => {
    const c = await plannedCustomer("office.edit");
    const edit = async (fields: Record<string, string>) => {
      const lead = (await leadById(c.lead.id))!;
      const res = await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(lead, fields), adminCookie);
      expect(res.status).toBe(303);
    };
    await edit({ phone: "(305) 555-0199" });
    await deliver(c.lead.id);
    expect(await mailTo(c.email)).toHaveLength(0);
    await edit({ preferred_day: "tuesday" });
    await deliver(c.lead.id);
    expect((await mailTo(c.email)).map((m) => m.subject)).toEqual(["Your visits are now on Tuesdays"]);
  });

  it("billing canceled: the customer is told no visits are planned and how to restart", async () => {
    const sub = `sub_reminder_${Date.now()}`;
    const c = await plannedCustomer("canceled", {
      lead: {
        stripe_subscription_id: sub,
        stripe_customer_id: `cus_${sub}`,
        billing_state: "active",
        billing_event_created: 1,
      },
    });
    const res = await postSignedEvent({
      id: `evt_${sub}`,
      object: "event",
      type: "customer.subscription.deleted",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: sub, object: "subscription", customer: `cus_${sub}`, status: "canceled", pause_collection: null } },
    });
    expect(await res.json()).toMatchObject({ applied: true, state: "canceled" });
    await deliver(c.lead.id);
    const [mail, ...more] = await mailTo(c.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("No visits are planned for now");
    expect(mail!.text).toContain("Your subscription was canceled, so no visits are planned.");
    expect(mail!.text).toMatch(/To restart your service, or if you think this is a mistake, call us at \(\d{3}\) \d{3}-\d{4} or write to \S+@\S+\./);
    expect((await leadById(c.lead.id))!.schedule_notified_next).toBe("none");
  });

  it("billing paused, then active again: told the visits stopped, then that they start again", async () => {
    const sub = `sub_restart_${Date.now()}`;
    const c = await plannedCustomer("restart", {
      lead: {
        stripe_subscription_id: sub,
        stripe_customer_id: `cus_${sub}`,
        billing_state: "active",
        billing_event_created: 1,
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const update = (id: string, created: number, pause_collection: unknown) =>
      postSignedEvent({
        id,
        object: "event",
        type: "customer.subscription.updated",
        created,
        livemode: false,
        data: { object: { id: sub, object: "subscription", customer: `cus_${sub}`, status: "active", pause_collection } },
      });
    expect(await (await update(`evt_pause_${sub}`, t, { behavior: "void" })).json()).toMatchObject({ applied: true, state: "paused" });
    await deliver(c.lead.id, { id: "paused" });
    expect(await (await update(`evt_resume_${sub}`, t + 1, null)).json()).toMatchObject({ applied: true, state: "active" });
    await deliver(c.lead.id, { id: "active" });
    const mails = await mailTo(c.email);
    expect(mails.map((m) => m.subject)).toEqual(["No visits are planned for now", "Your visits are now on Thursdays"]);
    expect(mails[0]!.text).toContain("Your subscription is paused, so no visits are planned for now.");
    expect(mails[1]!.text).toContain(`the next one is Thursday, ${formatIsoDate(next("thursday"))}.`);
  });

  it("the daily job's planning and a first account's planning tell nobody", async () => {
    // The office converts a lead with an address and a day: the account is created and its first visits planned; the welcome names them.
    const lead = await insertLead({
      email: `first.plan.${Date.now()}@example.com`,
      status: "contacted",
      service_frequency: "weekly",
      preferred_day: "thursday",
      address: "8420 SW 72nd Ave",
      zip_code: "33143",
    });
    const res = await postForm(`/admin/leads/${lead.id}/edit`, editFormOf(lead, { status: "converted" }), adminCookie);
    expect(res.status).toBe(303);
    expect(await nextPlannedVisit(db, lead.id)).toBe(next("thursday"));
    await planVisits(db, businessDate());
    expect((await leadById(lead.id))!.schedule_notified_next).toBeNull();
    await deliver(lead.id);
    expect((await mailTo(lead.email)).filter((m) => m.subject.startsWith("Your visits") || m.subject.startsWith("No visits"))).toEqual([]);
  });
});
