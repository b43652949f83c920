import { env } from "cloudflare:workers";
import { and, eq, gte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessDate } from "~/lib/dates";
import { createDb } from "~server/db/client";
import { markRepliesForwarded } from "~server/models/sms-replies";
import { OFFICE_DAY_STOPS, planVisits } from "~server/models/visits";
import { DAILY_JOBS, runDailyJobs } from "~server/jobs/daily";
import { smsReplies, visits } from "~server/db/schema";
import { CONVERSATION_LATEST, textsAndConsentForLeads } from "~server/sms/crew";
import { invitedAccount, signedInUser } from "./support/auth";
import { countingD1 } from "./support/d1-calls";
import { changeTestLead, db, insertLead } from "./support/leads";
import { closeTestVisit, convertedCustomer, crewMember, onRoute, stopsOn } from "./support/visits";
import { receivedReply, sentText } from "./support/texts";
import { decode } from "./support/html";
import { getWithCookie } from "./support/worker";

/**
 * D1 binds at most 100 parameters a statement. The lists a page looks up by id grow with the
 * business (a day of every crew's stops, a flood of replies carried in one digest), so each is
 * looked up in parts (server/models/in-chunks.ts): these tests go past 100 and check the last
 * part's rows arrive too.
 */

const STOPS = 150;

/** `count` converted leads with a visit each on `date`, under one customer account (only the leads' count matters here). */
async function dayOf(count: number, date: string) {
  const owner = await convertedCustomer({ name: "Big Day Owner" });
  // Made side by side: each lead is a few calls through the owner.
  const rows = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      insertLead({
        first_name: `Stop${i + 1}`,
        last_name: "Bigday",
        email: `stop${i + 1}.bigday.${date}@example.com`,
        address: `${101 + i} Coral Way, Miami, FL`,
        status: "converted",
      }),
    ),
  );
  return { leads: rows, visits: await stopsOn(rows, date, owner.user.id) };
}

describe("lists longer than one statement's parameters", () => {
  it(`the office's day of ${STOPS} stops shows every stop, with the last stop's text and reply`, async () => {
    const date = businessDate();
    const office = await signedInUser({ email: "big.day.office@example.com", password: "office password 1" }, "admin");
    const day = await dayOf(STOPS, date);
    const lastVisit = day.visits.at(-1)!;
    const lastLead = day.leads.at(-1)!;
    await sentText({
      lead_id: lastLead.id,
      visit_id: lastVisit.id,
      event: "on_my_way",
      event_key: `on_my_way:${lastVisit.id}`,
      to_phone: "+13055550142",
      body: "On our way",
      status: "sent",
    });
    await receivedReply({
      lead_id: lastLead.id,
      phone: "+13055550142",
      body: "Gate code is 4417, side door",
      message_sid: `SMbigday${lastVisit.id}`,
      received_at: new Date().toISOString(),
    });

    // The stops are on no route: the office's day longer than a page lists the routes, and the unassigned show every one.
    const res = await getWithCookie(`/admin/visits?date=${date}&crew=unassigned`, office);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const visit of day.visits) expect(html, `visit ${visit.id}`).toContain(`id="visit-${visit.id}"`);
    const lastStop = html.slice(html.indexOf(`id="visit-${lastVisit.id}"`));
    const stop = lastStop.slice(0, lastStop.indexOf("</article>"));
    expect(stop).toContain("Gate code is 4417, side door");
    expect(stop).toContain("On my way text");
  });

  it(`the office's day of more than ${OFFICE_DAY_STOPS} stops lists its routes with their counts, and each route shows its own stops, in both languages`, async () => {
    const date = "2026-04-09";
    const office = await signedInUser({ email: "long.day.office@example.com", password: "office password 1" }, "admin");
    const ana = await crewMember("long.day.ana@example.com", "en", "Ana Longday");
    const bea = await crewMember("long.day.bea@example.com", "es", "Bea Longday");
    const day = await dayOf(OFFICE_DAY_STOPS + 1, date);
    for (const [i, lead] of day.leads.entries()) if (i % 3 !== 2) await onRoute(lead.id, i % 3 === 0 ? ana.user.id : bea.user.id);
    await closeTestVisit(day.visits[0]!, { status: "done" });
    const onAna = day.visits.filter((_, i) => i % 3 === 0);

    const routes = await (await getWithCookie(`/admin/visits?date=${date}`, office)).text();
    expect(routes).not.toContain('id="visit-');
    const text = decode(routes);
    expect(text).toContain(`${OFFICE_DAY_STOPS + 1} stops in route order, ${OFFICE_DAY_STOPS} still to do.`);
    expect(text).toContain("Too many stops for one page: choose a route to see its stops.");
    expect(text).toMatch(new RegExp(`Route of Ana Longday\\s*${onAna.length} stops, ${onAna.length - 1} still to do`));
    expect(text).toMatch(/Route of Bea Longday\s*20 stops, 20 still to do/);
    expect(text).toMatch(/Unassigned\s*20 stops, 20 still to do/);
    expect(routes).toContain(`href="/admin/visits?date=${date}&amp;crew=${ana.user.id}"`);

    const anaDay = await (await getWithCookie(`/admin/visits?date=${date}&crew=${ana.user.id}`, office)).text();
    expect([...anaDay.matchAll(/id="visit-(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b)).toEqual(onAna.map((v) => v.id));
    // A route's day is about 40 stops: each open stop's Up and Down share one form, its fields sent once.
    const stillToDo = onAna.length - 1;
    expect(anaDay.match(/name="intent" value="move"/g)).toHaveLength(stillToDo);
    expect(anaDay.match(/<button[^>]*value="up"[^>]*name="direction"/g)).toHaveLength(stillToDo - 1);
    expect(anaDay.match(/<button[^>]*value="down"[^>]*name="direction"/g)).toHaveLength(stillToDo - 1);

    const es = decode(await (await getWithCookie(`/es/admin/visits?date=${date}`, office)).text());
    expect(es).toContain("Demasiadas paradas para una página: elija una ruta para ver sus paradas.");
    expect(es).toMatch(/Ruta de Bea Longday\s*20 paradas, 20 por hacer/);
  });

  it(`the admin's conversations of ${STOPS} leads include the last lead's texts and replies`, async () => {
    const day = await dayOf(STOPS, "2026-03-05");
    const last = day.leads.at(-1)!;
    await receivedReply({ lead_id: last.id, phone: "+13055550142", body: "See you Thursday", message_sid: `SMbigday-lead-${last.id}` });
    const texts = await textsAndConsentForLeads(
      db,
      day.leads.map((l) => l.id),
    );
    expect(texts[last.id]?.conversation.map((e) => (e.from === "customer" ? e.reply.body : ""))).toEqual(["See you Thursday"]);
  });

  it(`a customer of years shows the latest ${CONVERSATION_LATEST} texts and replies on the lead list, and how many earlier ones are left out`, async () => {
    const lead = await insertLead({ first_name: "Longtime", last_name: "Texter", status: "converted" });
    const at = (day: number) => new Date(Date.UTC(2025, 0, 1 + day)).toISOString();
    for (let i = 0; i < 25; i++)
      await sentText({
        lead_id: lead.id,
        event: "visit_closed",
        event_key: `longtime:${lead.id}:${i}`,
        body: `Visit ${i} done`,
        status: "delivered",
        created_at: at(i * 7),
      });
    await receivedReply({ lead_id: lead.id, phone: "+13055550100", body: "Old thanks", message_sid: `SMlongtime-old-${lead.id}`, received_at: at(1) });
    await receivedReply({
      lead_id: lead.id,
      phone: "+13055550100",
      body: "Newest thanks",
      message_sid: `SMlongtime-new-${lead.id}`,
      received_at: at(24 * 7 + 1),
    });
    const texts = (await textsAndConsentForLeads(db, [lead.id]))[lead.id]!;
    expect(texts.conversation).toHaveLength(CONVERSATION_LATEST);
    expect(texts.earlier).toBe(27 - CONVERSATION_LATEST);
    expect(texts.conversation.at(-1)).toMatchObject({ from: "customer", reply: { body: "Newest thanks" } });
    expect(texts.conversation.some((e) => e.from === "customer" && e.reply.body === "Old thanks")).toBe(false);
  });

  it(`a digest of ${STOPS} replies marks every one forwarded`, async () => {
    const rows = await Promise.all(
      Array.from({ length: STOPS }, (_, i) =>
        receivedReply({ phone: "+13055550199", body: `flood ${i}`, message_sid: `SMflood${i}`, in_digest: true, forward_status: "queued" }),
      ),
    );
    await markRepliesForwarded(
      db,
      rows.map((r) => r.id),
    );
    const after = await db.select({ status: smsReplies.forward_status }).from(smsReplies).where(eq(smsReplies.phone, "+13055550199"));
    expect(after.filter((r) => r.status === "sent")).toHaveLength(STOPS);
  });

  it(`the daily planning of ${STOPS} customers plans each one, and ends the visits of the one no longer a customer`, async () => {
    const today = businessDate();
    // Made side by side (each lead is a few calls through the owner); their accounts after, so the daily run plans them all.
    const customers = await Promise.all(
      Array.from({ length: STOPS }, (_, i) =>
        insertLead({
          first_name: `Planned${i + 1}`,
          last_name: "Bigday",
          email: `planned${i + 1}.bigday@example.com`,
          address: `${201 + i} Sunset Dr, Miami, FL`,
          zip_code: "33143",
          status: "converted",
          service_frequency: "weekly",
          preferred_day: "thursday",
        }),
      ),
    );
    // Invited, as converting each gives (an account that has visits planned; a password would cost a hash each).
    await Promise.all(customers.map((lead) => invitedAccount(lead.email, "customer", "", { leadId: lead.id })));
    const futureOf = (leadId: number) =>
      db
        .select({ id: visits.id })
        .from(visits)
        .where(and(eq(visits.lead_id, leadId), gte(visits.date, today)));

    // One call to D1 per batch of 50 statements, not two per customer (over 300 here): the daily job plans
    // everyone in one invocation, which may make at most 1,000 calls.
    const counted = countingD1();
    await planVisits(createDb(counted.db), today);
    expect(counted.calls()).toBeLessThan(20);
    for (const lead of customers) expect((await futureOf(lead.id)).length, `visits of ${lead.first_name}`).toBeGreaterThan(0);
    // The next day's run writes only what changed: with every visit planned, it reads and writes nothing.
    const again = countingD1();
    expect(await planVisits(createDb(again.db), today)).toEqual({ added: 0, removed: 0 });
    expect(again.calls()).toBeLessThanOrEqual(7);

    const last = customers.at(-1)!;
    await changeTestLead(last.id, { status: "contacted" });
    // The owner re-planned that customer on the change; the daily run then finds nothing left to remove.
    expect(await futureOf(last.id)).toEqual([]);
    expect((await planVisits(db, today)).removed).toBe(0);
    expect((await futureOf(customers[0]!.id)).length).toBeGreaterThan(0);
  });

  it(`the daily run keeps within its calls to D1: a long list waits for the next run`, async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    await Promise.all(
      Array.from({ length: STOPS }, (_, i) => receivedReply({ phone: "+13055550177", body: `late ${i}`, message_sid: `SMlate${i}`, received_at: since })),
    );
    const pending = async () =>
      (
        await db
          .select()
          .from(smsReplies)
          .where(and(eq(smsReplies.phone, "+13055550177"), eq(smsReplies.forward_status, "pending")))
      ).length;

    const counted = countingD1();
    const first = await runDailyJobs({ ...env, DB: counted.db }, new Date(), DAILY_JOBS, { calls: 60 });
    expect(first.failed).toEqual([]);
    expect(counted.calls()).toBeLessThanOrEqual(60);
    expect(first.d1Calls).toBe(counted.calls());
    expect(first.done.replies?.repliesDeferred).toBeGreaterThan(0);
    // The ones left are still pending (the list is every number's, earlier tests' replies too).
    expect(await pending()).toBeGreaterThan(0);
    expect(await pending()).toBeLessThanOrEqual(first.done.replies?.repliesDeferred ?? 0);

    const next = await runDailyJobs(env, new Date());
    expect(next.done.replies?.repliesDeferred).toBe(0);
    expect(await pending()).toBe(0);
  });
});
