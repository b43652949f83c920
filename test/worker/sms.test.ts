import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { leads, smsConsentEvents, smsMessages, smsOutbox } from "~server/db/schema";
import { queue } from "~server/index";
import { purgeDeletedLeads } from "~server/leads/change";
import { smsBody, deliverSms, textOnMyWay, textVisitClosed } from "~server/sms/send";
import { countSegments, MAX_SEGMENTS } from "~server/sms/segments";
import { isQuietHour, nextSendTime } from "~server/sms/quiet-hours";
import { toE164 } from "~server/sms/phone";
import { keywordOf } from "~server/sms/consent";
import { inLocale } from "~server/content/catalogue";
import { smsCopy } from "~server/content/text-messages";
import { CREW_SKIP_REASONS, SKIP_REASONS } from "~/lib/visit-options";
import { addDays, businessDate } from "~/lib/dates";
import { captureLogs } from "./support/logs";
import { createUser, deactivateAccount, signIn } from "./support/auth";
import { changeTestLead, db, deleteTestLead } from "./support/leads";
import { afternoonOn, closeTestVisit, convertedCustomer, customerWithVisit, replannedVisit, stopOnCrewPage, todaysVisit } from "./support/visits";
import { updateSms } from "~server/models/sms";
import { inbound, postSigned, sign, TWILIO_TEST_TOKEN } from "./support/sms";
import { decodeEntities as decode } from "./support/html";
import { DEPLOYED_VARS, fetchWorker } from "./support/worker";

/**
 * Issue 42: text messages the customer agreed to. "On my way" and the visit-closed line, through
 * the queue and the SMS provider adapter, only with consent, never after STOP, never in quiet
 * hours, once per event; the provider's signed webhooks.
 */

const TOKEN = TWILIO_TEST_TOKEN;
let admin: string;
beforeAll(async () => {
  await createUser("sms.crew@example.com", "crew admin password", "admin");
  admin = await signIn("sms.crew@example.com", "crew admin password");
});
afterEach(() => {
  vi.restoreAllMocks();
});

const textsOf = (visitId: number) => db.select().from(smsMessages).where(eq(smsMessages.visit_id, visitId));
const outboxTo = (e164: string) => db.select().from(smsOutbox).where(eq(smsOutbox.to_phone, e164));
const waitForOutbox = (e164: string, count: number) =>
  vi.waitFor(async () => expect(await outboxTo(e164)).toHaveLength(count), { timeout: 10_000, interval: 50 });

/** Today (Miami) at 20:00 UTC: 3 or 4 pm in Miami, never quiet hours. A visit's own text uses afternoonOn(its date). */
const AFTERNOON = new Date(`${businessDate()}T20:00:00.000Z`);

function crewPost(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return fetchWorker("/admin/visits", { method: "POST", body, headers: { Cookie: admin } });
}

describe("templates", () => {
  it("counts GSM-7 and UCS-2 segments as carriers do", () => {
    expect(countSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
    // Extension characters take two septets; é and ñ are GSM-7, á and ó are not.
    expect(countSegments("€".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments("é ñ ¿ ¡").encoding).toBe("GSM-7");
    expect(countSegments("más")).toEqual({ encoding: "UCS-2", units: 3, segments: 1 });
    expect(countSegments("á".repeat(70)).segments).toBe(1);
    expect(countSegments("á".repeat(71)).segments).toBe(2);
    expect(countSegments("á".repeat(134)).segments).toBe(2);
    expect(countSegments("á".repeat(135)).segments).toBe(3);
    expect(countSegments("🐶").units).toBe(2);
  });

  it("every text fits in two segments in both languages, with a long site address", () => {
    // 32 characters, longer than the business's own (https://www.cleanpawsmiami.com is 30).
    const site = "https://www.cleanpawsmiami-fl.us";
    expect(site).toHaveLength(32);
    const cases = [
      { event: "on_my_way" as const, visit: { status: "scheduled" as const, skip_reason: null } },
      { event: "visit_closed" as const, visit: { status: "done" as const, skip_reason: null } },
      ...SKIP_REASONS.map((reason) => ({ event: "visit_closed" as const, visit: { status: "skipped" as const, skip_reason: reason } })),
    ];
    for (const locale of ["en", "es"] as const) {
      for (const c of cases) {
        const body = smsBody(c.event, locale, c.visit, site, c.event === "on_my_way" ? { minutes: 120 } : {});
        const count = countSegments(body);
        expect(count.segments, `${locale} ${c.event} ${c.visit.skip_reason ?? c.visit.status}: ${body}`).toBeLessThanOrEqual(MAX_SEGMENTS);
        expect(body).toMatch(/^Clean Paws Miami: /);
        expect(body).toContain("STOP");
        expect(body).not.toMatch(/photo|foto|token/i);
        if (c.event === "visit_closed") expect(body).toContain(`${site}${locale === "es" ? "/es" : ""}/customer`);
      }
    }
    // Spanish is UCS-2 (accents), so it is held to 134 characters.
    expect(countSegments(smsBody("visit_closed", "es", { status: "skipped", skip_reason: "gate_locked" }, site)).encoding).toBe("UCS-2");
  });

  it("each text's encoding and segments, in both languages, with a 32-character link (issue 47)", () => {
    const site = "https://www.cleanpawsmiami-fl.us";
    const phone = "(305) 555-0142";
    const encodings = (locale: "en" | "es") => {
      const copy = inLocale(smsCopy, locale);
      const texts: Record<string, string> = {
        on_my_way: smsBody("on_my_way", locale, { status: "scheduled", skip_reason: null }, site),
        done: smsBody("visit_closed", locale, { status: "done", skip_reason: null }, site),
        // Only a crew member's close texts a skip; a visit the customer skipped sends nothing.
        ...Object.fromEntries(CREW_SKIP_REASONS.map((r) => [`skipped ${r}`, smsBody("visit_closed", locale, { status: "skipped", skip_reason: r }, site)])),
        // While the invitation is not accepted (issue 49): the longest reason with the invitation's words.
        "invited done": smsBody("visit_closed", locale, { status: "done", skip_reason: null }, site, { invited: true }),
        "invited skipped gate_locked": smsBody("visit_closed", locale, { status: "skipped", skip_reason: "gate_locked" }, site, { invited: true }),
        help: copy.help.replace("{phone}", phone),
        stop: copy.stopConfirmed,
        start: copy.startConfirmed,
        unsure: copy.stopUnsure,
      };
      return Object.fromEntries(Object.entries(texts).map(([k, body]) => [k, `${countSegments(body).encoding} ×${countSegments(body).segments}`]));
    };
    // English is plain GSM-7: one segment each.
    const oneGsm = "GSM-7 ×1";
    expect(encodings("en")).toEqual({
      on_my_way: oneGsm,
      done: oneGsm,
      "skipped gate_locked": oneGsm,
      "skipped dog_loose": oneGsm,
      "skipped weather": oneGsm,
      "skipped other": oneGsm,
      "invited done": oneGsm,
      "invited skipped gate_locked": oneGsm,
      help: oneGsm,
      stop: oneGsm,
      start: oneGsm,
      unsure: oneGsm,
    });
    // Spanish: the visit texts, HELP and the STOP and START answers avoid accents outside GSM-7 (one
    // segment each, issue 59); «portón» and «invitación» make UCS-2, two segments at most.
    expect(encodings("es")).toEqual({
      on_my_way: oneGsm,
      done: oneGsm,
      "skipped gate_locked": "UCS-2 ×2",
      "skipped dog_loose": oneGsm,
      "skipped weather": oneGsm,
      "skipped other": oneGsm,
      "invited done": "UCS-2 ×2",
      "invited skipped gate_locked": "UCS-2 ×2",
      help: oneGsm,
      stop: oneGsm,
      start: oneGsm,
      unsure: oneGsm,
    });
  });

  it("reads US numbers as E.164 and refuses the rest", () => {
    expect(toE164("(305) 555-0142")).toBe("+13055550142");
    expect(toE164("+1 786.201.1001")).toBe("+17862011001");
    expect(toE164("13055550142")).toBe("+13055550142");
    for (const bad of ["305-555-014", "+44 20 7946 0958", "(105) 555-0142", "(305) 155-0142", "(911) 555-0142", "305 555 0142 ext 2", ""])
      expect(toE164(bad), bad).toBeNull();
  });
});

describe("quiet hours (9 pm to 8 am in Miami)", () => {
  it("holds a text asked for in the evening or at night until 8 am, across daylight saving", () => {
    // 2026-11-26 is EST (UTC-5): 8:59 pm is fine, 9 pm is quiet, 7:59 am is quiet, 8 am is fine.
    expect(isQuietHour(new Date("2026-11-27T01:59:00Z"))).toBe(false);
    expect(isQuietHour(new Date("2026-11-27T02:00:00Z"))).toBe(true);
    expect(isQuietHour(new Date("2026-11-27T12:59:00Z"))).toBe(true);
    expect(isQuietHour(new Date("2026-11-27T13:00:00Z"))).toBe(false);
    expect(nextSendTime(new Date("2026-11-27T03:30:00Z")).toISOString()).toBe("2026-11-27T13:00:00.000Z");
    expect(nextSendTime(new Date("2026-11-27T06:00:00Z")).toISOString()).toBe("2026-11-27T13:00:00.000Z");
    // Summer (EDT, UTC-4), and the night the clocks go back (2026-11-01 at 2 am EDT → 1 am EST).
    expect(nextSendTime(new Date("2026-07-01T02:00:00Z")).toISOString()).toBe("2026-07-01T12:00:00.000Z");
    expect(nextSendTime(new Date("2026-11-01T02:30:00Z")).toISOString()).toBe("2026-11-01T13:00:00.000Z");
    expect(nextSendTime(AFTERNOON)).toEqual(AFTERNOON);
  });

  it("a text asked for at 10:30 pm is queued for 8 am, not sent; by then the visit's day is over, so it is recorded as not sent (issue 59)", async () => {
    const c = await customerWithVisit({ texts: true, date: "2026-11-26" });
    const send = vi.fn<(body: unknown, options?: QueueSendOptions) => Promise<void>>(async () => {});
    const spyEnv = { ...env, SMS_QUIET_HOURS: "on", LEAD_NOTIFICATIONS: { ...env.LEAD_NOTIFICATIONS, send } } as unknown as Env;
    const at = new Date("2026-11-27T03:30:00.000Z"); // 10:30 pm EST
    const outcome = await textOnMyWay(db, spyEnv, c.visit.id, { now: at });
    expect(outcome.result).toBe("scheduled");
    const [row] = await textsOf(c.visit.id);
    expect(row).toMatchObject({ status: "scheduled", send_after: "2026-11-27T13:00:00.000Z", to_phone: c.e164 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ kind: "sms", smsId: row?.id });
    expect(send.mock.calls[0]?.[1]).toMatchObject({ delaySeconds: 9.5 * 3600 });
    // Delivered early (a redelivery at 11 pm) it waits again instead of sending.
    await deliverSms(db, spyEnv, row!.id, { now: new Date("2026-11-27T04:00:00.000Z") });
    expect((await textsOf(c.visit.id))[0]).toMatchObject({ status: "scheduled", attempts: 0 });
    expect(send.mock.calls[1]?.[1]).toMatchObject({ delaySeconds: 9 * 3600 });
    expect(await outboxTo(c.e164)).toHaveLength(0);
    // At 8 am the visit was yesterday's: "on the way to your yard today" would be untrue.
    await deliverSms(db, spyEnv, row!.id, { now: new Date("2026-11-27T13:00:05.000Z") });
    expect((await textsOf(c.visit.id))[0]).toMatchObject({ status: "skipped", error_code: "visit_not_today", attempts: 0 });
    expect(await outboxTo(c.e164)).toHaveLength(0);
  });

  it("a held 'On my way' goes out at 8 am only while its visit is still planned for that day; a visit closed, moved or removed meanwhile gets none, and the stop says why (issue 59)", async () => {
    const spyEnv = { ...env, SMS_QUIET_HOURS: "on", LEAD_NOTIFICATIONS: { ...env.LEAD_NOTIFICATIONS, send: async () => {} } } as unknown as Env;
    const night = new Date("2026-11-27T05:30:00.000Z"); // 12:30 am EST on the visit's day
    const morning = new Date("2026-11-27T13:00:05.000Z");
    const held = async () => {
      const c = await customerWithVisit({ texts: true, date: "2026-11-27" });
      expect(await textOnMyWay(db, spyEnv, c.visit.id, { now: night })).toMatchObject({ result: "scheduled" });
      return { ...c, smsId: (await textsOf(c.visit.id))[0]!.id };
    };
    const kept = await held();
    const skipped = await held();
    const moved = await held();
    const removed = await held();
    await closeTestVisit(skipped.visit, { status: "skipped", reason: "customer" });
    await replannedVisit(moved.visit.id, "2026-11-28");
    await replannedVisit(removed.visit.id, null);
    for (const c of [kept, skipped, moved, removed]) await deliverSms(db, spyEnv, c.smsId, { now: morning });

    expect(await db.query.smsMessages.findFirst({ where: eq(smsMessages.id, kept.smsId) })).toMatchObject({ status: "sent", attempts: 1 });
    expect(await outboxTo(kept.e164)).toHaveLength(1);
    for (const c of [skipped, moved, removed]) {
      expect(await db.query.smsMessages.findFirst({ where: eq(smsMessages.id, c.smsId) })).toMatchObject({
        status: "skipped",
        error_code: "visit_not_today",
        last_error: "Not sent: by the time it could go, the visit was no longer planned for that day",
        attempts: 0,
      });
      expect(await outboxTo(c.e164)).toHaveLength(0);
    }
  });
});

describe("only with consent", () => {
  it("a customer without a recorded consent gets no text; the reason is recorded", async () => {
    const c = await customerWithVisit({ texts: false });
    const outcome = await textOnMyWay(db, env, c.visit.id, { now: afternoonOn(c.visit.date) });
    expect(outcome).toMatchObject({ result: "skipped", reason: "no_consent" });
    expect(await textsOf(c.visit.id)).toEqual([
      expect.objectContaining({ status: "skipped", body: "", last_error: "Not sent: the customer has not agreed to texts" }),
    ]);
    expect(await outboxTo(c.e164)).toHaveLength(0);
  });

  it("'On my way' is only for a visit still to do today", async () => {
    const done = await customerWithVisit({ texts: true });
    const tomorrow = await customerWithVisit({ texts: true, date: addDays(done.visit.date, 1) });
    expect(await textOnMyWay(db, env, tomorrow.visit.id, { now: afternoonOn(done.visit.date) })).toEqual({ result: "not_due" });
    await closeTestVisit(done.visit, { status: "done" });
    expect(await textOnMyWay(db, env, done.visit.id, { now: afternoonOn(done.visit.date) })).toEqual({ result: "not_due" });
    expect([...(await textsOf(tomorrow.visit.id)), ...(await textsOf(done.visit.id))]).toEqual([]);
  });

  it("a phone that is not a US number gets no text, and says why", async () => {
    const c = await customerWithVisit({ texts: true, lead: { phone: "+44 20 7946 0958" } });
    expect(await textOnMyWay(db, env, c.visit.id, { now: afternoonOn(c.visit.date) })).toMatchObject({ result: "skipped", reason: "not_us_number" });
    expect((await textsOf(c.visit.id))[0]?.last_error).toBe("Not sent: the phone is not a US number");
  });

  it("no text after STOP; START restores consent, and the history keeps every change", async () => {
    const c = await customerWithVisit({ texts: true, locale: "es" });
    const original = c.lead.sms_consent_at;
    // A second lead with the same number (typed differently) that agreed before the STOP.
    const other = await customerWithVisit({ texts: true, locale: "es", lead: { phone: c.e164.replace("+1", "1-") } });
    const stop = await inbound(c.e164, "  Stop. ");
    expect(stop.status).toBe(200);
    // Confirmed once, in the lead's language (test/worker/sms-keywords.test.ts holds the wording).
    expect(await stop.text()).toContain("<Message>Clean Paws Miami: dejamos de enviarle mensajes.");
    expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: false });

    expect(await textOnMyWay(db, env, c.visit.id, { now: afternoonOn(c.visit.date) })).toMatchObject({ result: "skipped", reason: "opted_out" });
    expect(await outboxTo(c.e164)).toHaveLength(0);

    // The second lead is not texted either.
    expect(await textOnMyWay(db, env, other.visit.id, { now: afternoonOn(other.visit.date) })).toMatchObject({ result: "skipped" });

    const start = await inbound(c.e164, "START");
    expect(start.status).toBe(200);
    expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: true });
    const history = await db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, c.lead.id)).orderBy(smsConsentEvents.id);
    expect(history.map((e) => [e.action, e.source, e.keyword])).toEqual([
      ["given", "quote_form", null],
      ["withdrawn", "keyword", "STOP"],
      ["given", "keyword", "START"],
    ]);
    expect(history[0]?.created_at).toBe(original);

    // Texts flow again: the visit-closed text (the on-my-way one was already decided for this visit).
    await closeTestVisit(c.visit, { status: "done" });
    expect(await textVisitClosed(db, env, c.visit.id)).toMatchObject({ result: "queued" });
    await waitForOutbox(c.e164, 1);
    expect((await outboxTo(c.e164))[0]?.body).toBe(
      "Clean Paws Miami: hoy limpiamos su patio. Detalles: http://localhost/es/customer Responda STOP para darse de baja",
    );
  });

  it("HELP is answered with the business's name and phone; other words change nothing", async () => {
    const c = await customerWithVisit({ texts: true });
    const help = await inbound(c.e164, "help");
    expect(help.headers.get("Content-Type")).toMatch(/^text\/xml/);
    expect(await help.text()).toMatch(/<Message>Clean Paws Miami: texts about your service visits\. Help: \(305\) 555-0142\./);
    const chat = await inbound(c.e164, "Please stop by at noon");
    expect(await chat.text()).toContain("<Response></Response>");
    expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: true });
    expect(keywordOf("unsubscribe")?.kind).toBe("stop");
    for (const k of ["CANCEL", "END", "QUIT", "UNSUBSCRIBE"]) expect(keywordOf(k)?.kind, k).toBe("stop");
    expect(keywordOf("unstop")?.kind).toBe("start");
  });

  it("a Spanish-speaking customer's PARAR stops texts and AYUDA is answered in Spanish", async () => {
    const c = await customerWithVisit({ texts: true, locale: "es" });
    const help = await inbound(c.e164, "Ayuda");
    expect(await help.text()).toMatch(/<Message>Clean Paws Miami: mensajes sobre sus visitas\. Ayuda: \(305\) 555-0142\./);
    // An English lead's number that writes AYUDA is answered in Spanish too: the word says the language.
    const english = await customerWithVisit({ texts: true });
    expect(await (await inbound(english.e164, "AYUDA")).text()).toContain("mensajes sobre sus visitas");
    expect(await (await inbound(english.e164, "help")).text()).toContain("texts about your service visits");

    expect((await inbound(c.e164, "¡Parar!")).status).toBe(200);
    expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: false });
    expect(await textOnMyWay(db, env, c.visit.id, { now: afternoonOn(c.visit.date) })).toMatchObject({ result: "skipped", reason: "opted_out" });
    const history = await db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, c.lead.id)).orderBy(smsConsentEvents.id);
    expect(history.map((e) => [e.action, e.source, e.keyword])).toEqual([
      ["given", "quote_form", null],
      ["withdrawn", "keyword", "PARAR"],
    ]);
    for (const k of ["parar", "Detener", "CANCELAR", "baja", "alto"]) expect(keywordOf(k)?.kind, k).toBe("stop");
  });

  it("the customer turns texts off and on in the customer area, separately from e-mails, with history", async () => {
    const c = await customerWithVisit({ texts: false });
    const cookie = await signIn(c.email, "customer password 1");
    const page = await (await fetchWorker("/customer?tab=notifications", { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(/<input id="pref-texts" [^>]*name="texts"/);
    expect(page).not.toMatch(/<input id="pref-texts" [^>]*checked/);
    // Each save from the page as it is now: it carries the lead's current version.
    const save = async (fields: Record<string, string>) => {
      const version = String((await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) }))?.version);
      return fetchWorker("/customer", {
        method: "POST",
        body: new URLSearchParams({ intent: "notifications", version, ...fields }),
        headers: { Cookie: cookie },
      });
    };
    expect((await save({ texts: "on", visitSummary: "on" })).status).toBe(303);
    expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: true, notify_visit_summary: true });
    expect((await save({ visitSummary: "on" })).status).toBe(303);
    expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: false, notify_visit_summary: true });
    const history = await db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, c.lead.id)).orderBy(smsConsentEvents.id);
    expect(history.map((e) => [e.action, e.source])).toEqual([
      ["given", "customer_area"],
      ["withdrawn", "customer_area"],
    ]);
    expect(await textOnMyWay(db, env, c.visit.id, { now: afternoonOn(c.visit.date) })).toMatchObject({ result: "skipped", reason: "no_consent" });
  });
});

describe("a number that replied STOP (issue 59)", () => {
  it("its texts show 'Not sent: the number replied STOP' on the crew's stop and in the office, not 'has not agreed'", async () => {
    const c = await customerWithVisit({ texts: true, locale: "es", lead: { first_name: "Stoppedtext", last_name: "Number" } });
    await inbound(c.e164, "STOP");
    expect((await crewPost({ intent: "on_my_way", visitId: String(c.visit.id) })).status).toBe(303);
    const stop = decode(await stopOnCrewPage(admin, c.visit));
    expect(stop).toContain("Not sent: the number replied STOP");
    expect(stop).not.toContain("has not agreed");
    expect(decode(await stopOnCrewPage(admin, c.visit, "/es"))).toContain("No enviado: el número respondió STOP");
    const office = decode(await (await fetchWorker(`/admin/leads/${c.lead.id}?q=Stoppedtext`, { headers: { Cookie: admin } })).text());
    expect(office).toContain("Not sent: the number replied STOP");
    expect(office).not.toContain("has not agreed");
  });

  for (const [prefix, note, saved] of [
    ["", "This number replied STOP to our texts, so we send it none. Reply START to any of our texts to turn them back on.", "Saved. Our team"],
    [
      "/es",
      "Este número respondió STOP a nuestros mensajes, así que no le enviamos ninguno. Responda START a cualquiera de nuestros mensajes para volver a recibirlos.",
      "Guardado. Nuestro equipo",
    ],
  ] as const) {
    it(`${prefix || "/"}: ticking 'Texts from the crew' says beside the box that the number replied STOP and that START turns texts back on, not 'Saved'`, async () => {
      const c = await customerWithVisit({ texts: true, locale: prefix ? "es" : "en" });
      await inbound(c.e164, "STOP");
      const cookie = await signIn(c.email, "customer password 1");
      const version = String((await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) }))?.version);
      const res = await fetchWorker(`${prefix}/customer`, {
        method: "POST",
        body: new URLSearchParams({ intent: "notifications", version, texts: "on", visitSummary: "on" }),
        headers: { Cookie: cookie },
      });
      expect(res.status).toBe(303);
      const page = decode(await (await fetchWorker(res.headers.get("Location")!, { headers: { Cookie: cookie } })).text());
      const beside = /<input id="pref-texts"[^>]*>[\s\S]{0,200}?<p id="pref-texts-stopped"[^>]*>([^<]*)<\/p>/.exec(page)?.[1];
      expect(beside).toBe(note);
      expect(page).toMatch(/<input id="pref-texts"[^>]*aria-describedby="[^"]*pref-texts-stopped/);
      // The only notice on the page is that one: no "Saved" (the page's data holds every word, so the markup is read).
      const notices = [...page.matchAll(/<p [^>]*role="status"[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]);
      expect(notices).toEqual([note]);
      expect(notices.join()).not.toContain(saved);
      // START from the number: texts go again, and the note is gone.
      await inbound(c.e164, "START");
      const after = await (await fetchWorker(`${prefix}/customer?tab=notifications`, { headers: { Cookie: cookie } })).text();
      expect(after).not.toContain("pref-texts-stopped");
      expect(await textOnMyWay(db, env, c.visit.id, { now: afternoonOn(c.visit.date) })).toMatchObject({ result: "queued" });
    });
  }
});

describe("one text per event", () => {
  it("double-tapped 'On my way' and a double-submitted close text once each, in the customer's language", async () => {
    const c = await customerWithVisit({ texts: true, locale: "es" });
    const tap = { intent: "on_my_way", visitId: String(c.visit.id) };
    const [a, b] = await Promise.all([crewPost(tap), crewPost(tap)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    await waitForOutbox(c.e164, 1);
    expect((await outboxTo(c.e164))[0]?.body).toBe("Clean Paws Miami: nuestro equipo va camino a su casa. Responda STOP para darse de baja.");

    const close = { intent: "skip", reason: "gate_locked", visitId: String(c.visit.id), version: "0", date: c.visit.date };
    const [x, y] = await Promise.all([crewPost(close), crewPost(close)]);
    expect([x.status, y.status].sort()).toEqual([303, 409]);
    await waitForOutbox(c.e164, 2);
    expect(await textsOf(c.visit.id)).toHaveLength(2);
    const closed = (await textsOf(c.visit.id)).find((t) => t.event === "visit_closed");
    expect(closed?.body).toBe("Clean Paws Miami: hoy no pudimos limpiar su patio (portón con llave). http://localhost/es/customer STOP: darse de baja");

    // The crew's page shows both texts' state.
    const day = await (await fetchWorker(`/admin/visits?date=${c.visit.date}`, { headers: { Cookie: admin } })).text();
    const stop = day.slice(day.indexOf(`id="visit-${c.visit.id}"`));
    expect(stop).toMatch(/On my way text:.*?(Sent|Queued|Sending)/s);
    // The Spanish crew page says the same in Spanish.
    const dayEs = await (await fetchWorker(`/es/admin/visits?date=${c.visit.date}`, { headers: { Cookie: admin } })).text();
    const stopEs = dayEs.slice(dayEs.indexOf(`id="visit-${c.visit.id}"`));
    expect(stopEs).toMatch(/Mensaje «voy en camino»:.*?(Enviado|En cola|Enviando)/s);
    expect(stopEs).not.toMatch(/On my way text|Visit closed text/);

    // A redelivered queue message sends nothing again.
    const batch = createMessageBatch("lead-notifications", [{ id: "again", timestamp: new Date(), attempts: 2, body: { kind: "sms", smsId: closed!.id } }]);
    const ctx = createExecutionContext();
    await queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["again"]);
    expect(await outboxTo(c.e164)).toHaveLength(2);
  });
});

describe("the visit-closed text goes where it can be read (issue 49)", () => {
  const closeDone = (visitId: number) => closeTestVisit({ id: visitId }, { status: "done", at: AFTERNOON.toISOString() });

  it("a deactivated account gets no visit-closed text, and the office sees why; 'On my way' still goes", async () => {
    // Deactivated before its visit is planned: deactivating takes a customer's planned visits away.
    const made = await convertedCustomer({ texts: true });
    await deactivateAccount(made.user.id);
    const c = { ...made, visit: await todaysVisit(made.lead.id) };
    expect(await textOnMyWay(db, env, c.visit.id, { now: afternoonOn(c.visit.date) })).toMatchObject({ result: "queued" });
    await closeDone(c.visit.id);
    expect(await textVisitClosed(db, env, c.visit.id, { now: afternoonOn(c.visit.date) })).toMatchObject({ result: "skipped", reason: "account_deactivated" });
    const closed = (await textsOf(c.visit.id)).find((t) => t.event === "visit_closed");
    expect(closed).toMatchObject({ status: "skipped", body: "" });
  });

  it("while the invitation is not accepted, the text points to the invitation e-mail, not to an account they cannot open", async () => {
    for (const locale of ["en", "es"] as const) {
      const c = await customerWithVisit({ texts: true, locale, invited: true });
      await closeDone(c.visit.id);
      expect(await textVisitClosed(db, env, c.visit.id, { now: afternoonOn(c.visit.date) })).toMatchObject({ result: "queued" });
      const body = (await textsOf(c.visit.id)).find((t) => t.event === "visit_closed")?.body;
      expect(body).toBe(
        locale === "es"
          ? "Clean Paws Miami: hoy limpiamos su patio. Detalles: acepte la invitación de su correo. Responda STOP para darse de baja"
          : "Clean Paws Miami: your yard was serviced today. For details, accept the invitation we e-mailed you. Reply STOP to opt out.",
      );
      expect(body).not.toContain("/customer");
    }
  });
});

describe("a text that never reached the provider can be asked for again", () => {
  const downQueue = { ...env, LEAD_NOTIFICATIONS: { send: () => Promise.reject(new Error("queue unavailable")) } } as unknown as Env;

  it("'On my way' that could not be queued: the stop offers it again, and the second tap queues the same text once", async () => {
    const c = await customerWithVisit({ texts: true });
    expect((await textOnMyWay(db, downQueue, c.visit.id, { now: afternoonOn(c.visit.date) })).result).toBe("queued");
    expect((await textsOf(c.visit.id))[0]).toMatchObject({
      status: "failed",
      error_code: "queue_unreachable",
      last_error: "Could not reach the notification queue",
    });

    // The crew's stop says it failed and offers the button again, in both languages.
    const stop = await stopOnCrewPage(admin, c.visit);
    expect(stop).toMatch(/On my way text:.*?Failed/s);
    expect(stop).toMatch(/<button(?=[^>]*name="intent")(?=[^>]*value="on_my_way")[^>]*>.*?Try On my way again/s);
    expect(await stopOnCrewPage(admin, c.visit, "/es")).toMatch(/value="on_my_way"[^>]*>.*?Reintentar «voy en camino»/s);

    const tap = { intent: "on_my_way", visitId: String(c.visit.id) };
    const [a, b] = await Promise.all([crewPost(tap), crewPost(tap)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    await waitForOutbox(c.e164, 1);
    const rows = await textsOf(c.visit.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toMatch(/^(queued|sending|sent)$/);
    expect(rows[0]?.last_error).toBeNull();
    // Sent now: the button is gone, and a third tap sends nothing more.
    const after = await stopOnCrewPage(admin, c.visit);
    expect(after).toMatch(/On my way text:/);
    expect(after).not.toMatch(/Try On my way again|value="on_my_way"/);
    expect((await crewPost(tap)).status).toBe(303);
    expect(await outboxTo(c.e164)).toHaveLength(1);
  });

  it("one the queue gave up on is asked for again; one the provider refused for good, or a visit already closed, is not", async () => {
    const dead = await customerWithVisit({ texts: true });
    await textOnMyWay(db, { ...env, LEAD_NOTIFICATIONS: { send: vi.fn(async () => {}) } } as unknown as Env, dead.visit.id, {
      now: afternoonOn(dead.visit.date),
    });
    for (const text of await textsOf(dead.visit.id)) await updateSms(db, text.id, { status: "dead", last_error: "Twilio did not answer within 10 s" });
    const send = vi.fn(async () => {});
    const again = await textOnMyWay(db, { ...env, LEAD_NOTIFICATIONS: { send } } as unknown as Env, dead.visit.id, { now: afternoonOn(dead.visit.date) });
    expect(again.result).toBe("queued");
    expect(send).toHaveBeenCalledTimes(1);

    const refused = await customerWithVisit({ texts: true });
    await textOnMyWay(db, { ...env, LEAD_NOTIFICATIONS: { send: vi.fn(async () => {}) } } as unknown as Env, refused.visit.id, {
      now: afternoonOn(refused.visit.date),
    });
    for (const text of await textsOf(refused.visit.id))
      await updateSms(db, text.id, { status: "failed", error_code: "21211", last_error: "Twilio answered HTTP 400, error 21211" });
    const refusedSend = vi.fn(async () => {});
    expect(
      (
        await textOnMyWay(db, { ...env, LEAD_NOTIFICATIONS: { send: refusedSend } } as unknown as Env, refused.visit.id, {
          now: afternoonOn(refused.visit.date),
        })
      ).result,
    ).toBe("duplicate");
    expect(refusedSend).not.toHaveBeenCalled();

    const closed = await customerWithVisit({ texts: true });
    await textOnMyWay(db, downQueue, closed.visit.id, { now: afternoonOn(closed.visit.date) });
    await closeTestVisit(closed.visit, { status: "done" });
    expect((await textOnMyWay(db, env, closed.visit.id, { now: afternoonOn(closed.visit.date) })).result).toBe("not_due");
  });

  it("a customer who turned texts off meanwhile is not texted on the second tap; the reason is shown", async () => {
    const c = await customerWithVisit({ texts: true });
    await textOnMyWay(db, downQueue, c.visit.id, { now: afternoonOn(c.visit.date) });
    await changeTestLead(c.lead.id, { sms_updates: false });
    const send = vi.fn(async () => {});
    const again = await textOnMyWay(db, { ...env, LEAD_NOTIFICATIONS: { send } } as unknown as Env, c.visit.id, { now: afternoonOn(c.visit.date) });
    expect(again).toMatchObject({ result: "skipped", reason: "no_consent" });
    expect(send).not.toHaveBeenCalled();
    expect((await textsOf(c.visit.id))[0]).toMatchObject({ status: "skipped", last_error: "Not sent: the customer has not agreed to texts" });
  });
});

describe("the Twilio adapter", () => {
  const twilioEnv = (extra: Record<string, string> = {}) =>
    ({
      ...env,
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`,
      TWILIO_FROM_NUMBER: "+13055550100",
      SITE_URL: "https://www.example.com",
      ...extra,
    }) as unknown as Env;

  async function queuedText() {
    const c = await customerWithVisit({ texts: true });
    const send = vi.fn(async () => {});
    await textOnMyWay(db, { ...env, LEAD_NOTIFICATIONS: { send } } as unknown as Env, c.visit.id, { now: afternoonOn(c.visit.date) });
    const [row] = await textsOf(c.visit.id);
    return { c, row: row! };
  }

  it("posts To, From, Body and StatusCallback with Basic auth, and keeps the message id", async () => {
    const { c, row } = await queuedText();
    const fetcher = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ sid: "SM0123456789abcdef0123456789abcdef", status: "queued" }, { status: 201 })));
    await deliverSms(db, twilioEnv(), row.id, { fetcher, now: AFTERNOON });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(`https://api.twilio.com/2010-04-01/Accounts/AC${"a1".repeat(16)}/Messages.json`);
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Basic ${btoa(`AC${"a1".repeat(16)}:${TOKEN}`)}`);
    const form = new URLSearchParams(init?.body as URLSearchParams);
    expect(Object.fromEntries(form)).toEqual({
      To: c.e164,
      From: "+13055550100",
      Body: "Clean Paws Miami: our crew is on the way to your yard today. Reply STOP to opt out.",
      StatusCallback: "https://www.example.com/api/sms/status",
    });
    expect((await textsOf(c.visit.id))[0]).toMatchObject({ status: "sent", provider_sid: "SM0123456789abcdef0123456789abcdef" });

    // A messaging service replaces From.
    const again = await queuedText();
    const viaService = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ sid: "SMffffffffffffffffffffffffffffffff" }, { status: 201 })));
    await deliverSms(db, twilioEnv({ TWILIO_MESSAGING_SERVICE_SID: `MG${"b2".repeat(16)}` }), again.row.id, { fetcher: viaService, now: AFTERNOON });
    const fields = new URLSearchParams(viaService.mock.calls[0]?.[1]?.body as URLSearchParams);
    expect(fields.get("MessagingServiceSid")).toBe(`MG${"b2".repeat(16)}`);
    expect(fields.has("From")).toBe(false);
  });

  it("a provider error or timeout is retried, then dead-lettered with the provider's code; a refused number is not retried; no number in the logs", async () => {
    const logs = captureLogs();
    const { c, row } = await queuedText();
    const busy = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ code: 20429, message: `Too many requests for ${c.e164}` }, { status: 429 })));
    await expect(deliverSms(db, twilioEnv(), row.id, { fetcher: busy, now: AFTERNOON })).rejects.toThrow("Twilio answered HTTP 429, error 20429");
    expect((await textsOf(c.visit.id))[0]).toMatchObject({ status: "queued", attempts: 1, error_code: "20429" });

    const timeout = vi.fn<typeof fetch>(() => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")));
    await expect(deliverSms(db, twilioEnv(), row.id, { fetcher: timeout, now: AFTERNOON })).rejects.toThrow("Twilio did not answer within 10 s");

    // Through the queue: retried with backoff, then the dead-letter queue marks it dead, the code kept.
    const batch = createMessageBatch("lead-notifications-dlq", [{ id: "dead", timestamp: new Date(), attempts: 6, body: { kind: "sms", smsId: row.id } }]);
    const ctx = createExecutionContext();
    await queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dead"]);
    expect((await textsOf(c.visit.id))[0]).toMatchObject({ status: "dead", attempts: 2, last_error: "Twilio did not answer within 10 s" });

    const refused = await queuedText();
    const invalid = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ code: 21211, message: `The 'To' number ${refused.c.e164} is not valid` }, { status: 400 })),
    );
    await deliverSms(db, twilioEnv(), refused.row.id, { fetcher: invalid, now: AFTERNOON });
    expect((await textsOf(refused.c.visit.id))[0]).toMatchObject({
      status: "failed",
      error_code: "21211",
      last_error: "Twilio answered HTTP 400, error 21211",
    });

    const digits = [c.e164, refused.c.e164].flatMap((p) => [p, p.slice(2), p.slice(-4) + '"']);
    for (const line of logs) for (const d of digits) expect(line).not.toContain(d);
  });

  it("refuses the outbox when deployed, and Twilio without its settings and secret", async () => {
    const { getConfig } = await import("~server/config");
    const deployed = { ...env, ...DEPLOYED_VARS };
    expect(() => getConfig({ ...deployed, SMS_PROVIDER: "outbox" })).toThrow(/SMS_PROVIDER "outbox"/);
    expect(() => getConfig({ ...deployed, SMS_PROVIDER: "twilio", TWILIO_AUTH_TOKEN: "" })).toThrow(
      /TWILIO_ACCOUNT_SID is required[\s\S]*TWILIO_AUTH_TOKEN is required[\s\S]*TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID/,
    );
    expect(() => getConfig({ ...deployed, SMS_PROVIDER: "log", SMS_QUIET_HOURS: "off" } as Env)).toThrow(/SMS_QUIET_HOURS/);
    expect(
      getConfig({ ...deployed, SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: `AC${"a1".repeat(16)}`, TWILIO_FROM_NUMBER: "+13055550100" }).SMS_PROVIDER,
    ).toBe("twilio");
  });
});

describe("privacy", () => {
  it("the purge of a long-deleted lead erases its texts' numbers and words", async () => {
    const c = await customerWithVisit({ texts: true });
    await textOnMyWay(db, { ...env, LEAD_NOTIFICATIONS: { send: vi.fn(() => Promise.resolve()) } } as unknown as Env, c.visit.id, {
      now: afternoonOn(c.visit.date),
    });
    expect((await textsOf(c.visit.id))[0]).toMatchObject({ to_phone: c.e164, body: expect.stringContaining("on the way") });
    await deleteTestLead(c.lead.id, new Date(Date.now() - 40 * 86_400_000).toISOString());
    await purgeDeletedLeads(db);
    expect((await textsOf(c.visit.id))[0]).toMatchObject({ to_phone: "", body: "", status: "queued" });
  });
});

describe("signed webhooks", () => {
  const statusParams = (sid: string, status: string) => ({ MessageSid: sid, MessageStatus: status, AccountSid: "AC" + "0".repeat(32), To: "+13055550142" });

  for (const path of ["/api/sms/inbound", "/api/sms/status"] as const) {
    it(`${path}: a good signature is accepted; a bad, missing or other-URL one gets 403 and changes nothing`, async () => {
      const c = await customerWithVisit({ texts: true });
      const params =
        path === "/api/sms/inbound" ? { From: c.e164, Body: "STOP", MessageSid: "SM" + "1".repeat(32) } : statusParams("SM" + "9".repeat(32), "delivered");
      const url = `http://localhost${path}`;
      const bad = await postSigned(path, params, sign(url, params, "not the token"));
      const missing = await postSigned(path, params, null);
      const otherUrl = await postSigned(path, params, sign(`http://localhost${path}?x=1`, params));
      const tampered = await postSigned(path, { ...params, Body: "START", MessageStatus: "failed" }, sign(url, params));
      // From another site's page (a browser would add Origin): still the signature decides, never a 5xx.
      for (const res of [bad, missing, otherUrl, tampered]) expect(res.status).toBe(403);
      expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: true });
      expect(await db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, c.lead.id))).toHaveLength(0);

      const good = await postSigned(path, params, sign(url, params));
      expect([200, 204]).toContain(good.status);
      if (path === "/api/sms/inbound") expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: false });
    });
  }

  it("the URL signed is the one received, query included", async () => {
    const params = statusParams("SM" + "8".repeat(32), "sent");
    const url = "http://localhost/api/sms/status?attempt=2";
    expect((await postSigned("/api/sms/status?attempt=2", params, sign(url, params))).status).toBe(204);
    expect((await postSigned("/api/sms/status?attempt=2", params, sign("http://localhost/api/sms/status", params))).status).toBe(403);
  });

  it("delivery statuses update the text's state, in order, and the admin's lead details show it", async () => {
    const c = await customerWithVisit({ texts: true, lead: { first_name: "Statuscheck" } });
    await textOnMyWay(db, env, c.visit.id, { now: afternoonOn(c.visit.date) });
    await waitForOutbox(c.e164, 1);
    await vi.waitFor(async () => expect((await textsOf(c.visit.id))[0]?.status).toBe("sent"), { timeout: 10_000, interval: 50 });
    const sid = (await textsOf(c.visit.id))[0]!.provider_sid!;
    expect(sid).toMatch(/^SMoutbox\d{8}$/);
    const post = (status: string, extra: Record<string, string> = {}) => {
      const params = { ...statusParams(sid, status), ...extra };
      return postSigned("/api/sms/status", params, sign("http://localhost/api/sms/status", params));
    };
    expect((await post("undelivered", { ErrorCode: "30003" })).status).toBe(204);
    expect((await textsOf(c.visit.id))[0]).toMatchObject({ status: "undelivered", error_code: "30003" });
    // A late "sent" never replaces a final state.
    await post("sent");
    expect((await textsOf(c.visit.id))[0]?.status).toBe("undelivered");

    const html = await (await fetchWorker(`/admin/leads/${c.lead.id}?q=Statuscheck`, { headers: { Cookie: admin } })).text();
    expect(html).toContain("On my way text:");
    expect(html).toContain("Not delivered by the carrier");
    expect(html).toContain("Provider error 30003");
  });

  it("the webhooks are server to server: the cross-site guard lets them through, the signature decides", async () => {
    const params = statusParams("SM" + "7".repeat(32), "delivered");
    const res = await fetchWorker("/api/sms/status", {
      method: "POST",
      body: new URLSearchParams(params),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": await sign("http://localhost/api/sms/status", params),
        Origin: "https://elsewhere.example",
      },
    });
    expect(res.status).toBe(204);
    const unsigned = await fetchWorker("/api/sms/inbound", {
      method: "POST",
      body: "From=%2B1&Body=STOP",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(unsigned.status).toBe(403);
  });
});
