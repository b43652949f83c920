import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDate, formatVisitDate } from "~/lib/dates";
import { createDb } from "~server/db/client";
import { crewAssignments, visits } from "~server/db/schema";
import { queue, scheduled } from "~server/index";
import { queueVisitReminders, REMINDER_CRON } from "~server/jobs/reminders";
import { moveStop } from "~server/leads/crew-assignments";
import { saveRouteSettings, ROUTE_DEFAULTS } from "~server/models/route-settings";
import type { QueueMessage } from "~server/notifications/messages";
import { countingD1 } from "./support/d1-calls";
import { changeTestLead, db, insertLead, placeTestLead } from "./support/leads";
import { mailTo, waitForSubject } from "./support/mail";
import { closeTestVisit, convertedCustomer, crewMember, onRoute, stopsOn, todaysVisit } from "./support/visits";
import { pausedService } from "./support/service";

/**
 * Issue 62: the day-before reminder. The afternoon cron (REMINDER_CRON) queues one message per
 * visit tomorrow; the consumer e-mails the customer the day and the window from the route order
 * (server/models/route-arrivals.ts, as the crew page and the customer area compute it), once per
 * visit, in the customer's language, and nothing for a visit skipped or a service stopped since.
 */

const today = () => businessDate();
const tomorrow = () => addDays(today(), 1);

/** The env whose queue keeps what the job sends instead of delivering it. */
function capturingEnv() {
  const sent: QueueMessage[] = [];
  const spy = {
    ...env,
    LEAD_NOTIFICATIONS: {
      send: (body: QueueMessage) => Promise.resolve(void sent.push(body)),
      sendBatch: (messages: { body: QueueMessage }[]) => Promise.resolve(void sent.push(...messages.map((m) => m.body))),
    },
  } as unknown as Env;
  return { spy, sent };
}

/** Delivers messages as the queue would; returns the acknowledged ids. */
async function deliver(bodies: QueueMessage[], { prefix = "reminder", on = env }: { prefix?: string; on?: Env } = {}) {
  const batch = createMessageBatch(
    "lead-notifications",
    bodies.map((body, i) => ({ id: `${prefix}-${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await queue(batch, on, ctx);
  return getQueueResult(batch, ctx);
}

/** The reminder messages of these visits among what a run queued. */
const of = (sent: QueueMessage[], ...visitIds: number[]) =>
  sent.filter((m) => m.kind === "visit_reminder" && visitIds.includes(m.visitId)) as Extract<QueueMessage, { kind: "visit_reminder" }>[];

/**
 * A crew member's route of stops going east from the yard (25.7, -80.3), each with a visit tomorrow:
 * at 30 mph in a straight line, each 0.1° of longitude (6.2 miles) is about 12.5 minutes, 10 minutes a stop.
 */
async function routeOfTomorrow(label: string, stops: { lng: number; locale?: "en" | "es"; name?: string }[]) {
  const crew = await crewMember(`${label}.crew.${Date.now()}@example.com`);
  const out = [];
  for (const [i, s] of stops.entries()) {
    const c = await convertedCustomer({ email: `${label}.${i}.${Date.now()}@example.com`, locale: s.locale ?? "en", name: s.name ?? "Rosa Díaz" });
    await placeTestLead(c.lead.id, 25.7, s.lng);
    await onRoute(c.lead.id, crew.user.id);
    out.push({ ...c, visit: await todaysVisit(c.lead.id, tomorrow()) });
  }
  return { crew, stops: out };
}

beforeAll(async () => {
  await saveRouteSettings(db, { ...ROUTE_DEFAULTS, yard: { lat: 25.7, lng: -80.3 }, roadFactor: 1, averageMph: 30, minutesPerStop: 10, dayStart: "08:00" });
});

describe("the day-before reminder", () => {
  it("names tomorrow and the window from the route order, in each customer's language, and links to skipping it", async () => {
    const { stops } = await routeOfTomorrow("window", [{ lng: -80.2 }, { lng: -80.0, locale: "es", name: "Luis Pérez" }]);
    const [first, second] = stops as [(typeof stops)[0], (typeof stops)[0]];
    const { spy, sent } = capturingEnv();
    await queueVisitReminders(createDb(env.DB), spy, new Date());
    const messages = of(sent, first.visit.id, second.visit.id);
    expect(messages).toHaveLength(2);
    await deliver(messages);

    // The first stop: 12.5 minutes from the yard, 8:12 ± 15, never before the day's 8:00 start.
    const [mail, ...more] = await mailTo(first.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Your visit is tomorrow, between 8 and 8:30am");
    expect(mail!.text).toContain("Hi Rosa,");
    expect(mail!.text).toContain(`Our crew comes tomorrow, ${formatVisitDate(tomorrow())}, expected between 8 and 8:30am.`);
    expect(mail!.text).toContain("Skip the visit in your customer dashboard before 6pm today: http://localhost/customer?tab=services");
    expect(mail!.html).toContain('<a href="http://localhost/customer?tab=services">');

    // The second: 10 minutes at the first, then 25 minutes on: 8:47 ± 20 (one stop before it), in Spanish.
    const [correo] = await mailTo(second.email);
    expect(correo!.subject).toBe("Su visita es mañana, de 8:15 a 9:15 a. m.");
    expect(correo!.text).toContain("Hola, Luis:");
    expect(correo!.text).toContain(`Mañana, ${formatVisitDate(tomorrow(), "es")}, nuestro equipo visita su casa, con llegada prevista de 8:15 a 9:15 a. m.`);
    expect(correo!.text).toContain("antes de las 6 p. m. de hoy: http://localhost/es/customer?tab=services");
    expect(correo!.html).toContain('<html lang="es"');
  });

  it("a route reordered before the message arrives changes the window", async () => {
    const { crew, stops } = await routeOfTomorrow("reorder", [{ lng: -80.2 }, { lng: -80.1 }]);
    const [near, far] = stops as [(typeof stops)[0], (typeof stops)[0]];
    const { spy, sent } = capturingEnv();
    await queueVisitReminders(createDb(env.DB), spy, new Date());
    // The office moves the far stop up, first, after the run, before the message arrives.
    expect(await moveStop(db, far.lead.id, tomorrow(), "up")).toBe("ok");
    expect((await db.select().from(crewAssignments).where(eq(crewAssignments.crew_user_id, crew.user.id))).length).toBe(2);
    await deliver(of(sent, far.visit.id, near.visit.id));
    // The far stop is first now: 25 minutes from the yard, 8:25 ± 15.
    expect((await mailTo(far.email))[0]!.subject).toBe("Your visit is tomorrow, between 8 and 8:45am");
    // The near one after it: back 12.5 minutes, at 8:47 ± 20.
    expect((await mailTo(near.email))[0]!.subject).toBe("Your visit is tomorrow, between 8:15 and 9:15am");
  });

  it("none when reminders are off, the service is paused, or the visit was skipped since the run", async () => {
    const { stops } = await routeOfTomorrow("none", [{ lng: -80.2 }, { lng: -80.15 }, { lng: -80.1 }, { lng: -80.05 }]);
    const [off, paused, skipped, kept] = stops as [(typeof stops)[0], (typeof stops)[0], (typeof stops)[0], (typeof stops)[0]];
    const { spy, sent } = capturingEnv();
    await queueVisitReminders(createDb(env.DB), spy, new Date());
    const messages = of(sent, ...stops.map((s) => s.visit.id));
    expect(messages).toHaveLength(4);
    // After the run: one turns reminders off, one pauses from tomorrow, one skips tomorrow's visit.
    await changeTestLead(off.lead.id, { notify_reminders: false });
    await pausedService(paused.lead.id, tomorrow(), addDays(tomorrow(), 6));
    await closeTestVisit(skipped.visit, { status: "skipped", reason: "customer" });
    expect((await deliver(messages)).explicitAcks).toHaveLength(4);
    for (const c of [off, paused, skipped]) expect(await mailTo(c.email), c.email).toHaveLength(0);
    expect(await mailTo(kept.email)).toHaveLength(1);

    // A visit skipped (or reminders off) before the run is not even queued.
    const again = capturingEnv();
    await queueVisitReminders(createDb(env.DB), again.spy, new Date());
    expect(of(again.sent, off.visit.id, skipped.visit.id)).toEqual([]);
  });

  it("once per visit: a replayed message and a second run send nothing more", async () => {
    const { stops } = await routeOfTomorrow("once", [{ lng: -80.2 }]);
    const [c] = stops as [(typeof stops)[0]];
    const { spy, sent } = capturingEnv();
    await queueVisitReminders(createDb(env.DB), spy, new Date());
    const messages = of(sent, c.visit.id);
    await deliver(messages, { prefix: "first" });
    await deliver(messages, { prefix: "replayed" });
    expect(await mailTo(c.email)).toHaveLength(1);
    expect((await db.select().from(visits).where(eq(visits.id, c.visit.id)))[0]!.reminder_sent_at).not.toBeNull();

    const second = capturingEnv();
    await queueVisitReminders(createDb(env.DB), second.spy, new Date());
    expect(of(second.sent, c.visit.id)).toEqual([]);
    expect(await mailTo(c.email)).toHaveLength(1);
  });

  it("a visit that is not tomorrow gets no reminder, even from a late message", async () => {
    const c = await convertedCustomer({ email: `today.${Date.now()}@example.com` });
    const visit = await todaysVisit(c.lead.id, today());
    await deliver([{ kind: "visit_reminder", visitId: visit.id }]);
    expect(await mailTo(c.email)).toHaveLength(0);
  });

  it("the afternoon cron queues them on the real queue, whose consumer sends them", async () => {
    const { stops } = await routeOfTomorrow("cron", [{ lng: -80.2 }]);
    const [c] = stops as [(typeof stops)[0]];
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: REMINDER_CRON, scheduledTime: Date.now() }), env, ctx);
    expect((await waitForSubject(c.email, "Your visit is tomorrow")).subject).toBe("Your visit is tomorrow, between 8 and 8:30am");
  });

  it("the run makes the same few calls to D1 whatever the number of visits (the e-mails are the queue's), and one message's delivery a few", async () => {
    const owner = await convertedCustomer({ email: `owner.${Date.now()}@example.com` });
    const date = tomorrow();
    for (let i = 0; i < 110; i++) {
      const lead = await insertLead({ email: `many.${i}.${Date.now()}@example.com`, status: "converted", first_name: `Many${i}` });
      await stopsOn([lead], date, owner.user.id);
    }
    const { spy, sent } = capturingEnv();
    const counted = countingD1();
    const figures = await queueVisitReminders(createDb(counted.db), spy, new Date());
    expect(counted.calls()).toBeLessThanOrEqual(2);
    expect(figures.remindersQueued).toBeGreaterThanOrEqual(110);
    expect(sent.length).toBe(figures.remindersQueued);

    // One message: a handful of calls, so a batch of 10 stays far under an invocation's 1,000.
    const { stops } = await routeOfTomorrow("calls", [{ lng: -80.2 }]);
    const perMessage = countingD1();
    await deliver([{ kind: "visit_reminder", visitId: stops[0]!.visit.id }], { prefix: "counted", on: { ...env, DB: perMessage.db } });
    expect(await mailTo(stops[0]!.email)).toHaveLength(1);
    expect(perMessage.calls()).toBeLessThanOrEqual(20);
  });
});
