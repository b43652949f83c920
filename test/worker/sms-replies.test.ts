import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { businessDate } from "~/lib/dates";
import { leads, smsConsentEvents, smsReplies } from "~server/db/schema";
import { queue } from "~server/index";
import { runDailyJobs } from "~server/jobs/daily";
import { purgeDeletedLeads } from "~server/leads/change";
import { cleanReplyBody, deliverSmsReply, receiveReply, REPLY_MAX_CHARS } from "~server/sms/replies";
import { textOnMyWay } from "~server/sms/send";
import { createUser, signIn } from "./support/auth";
import { decodeEntities } from "./support/html";
import { db, deleteTestLead, insertLead } from "./support/leads";
import { captureLogs } from "./support/logs";
import { mailTo } from "./support/mail";
import { inbound, messageSid, postSigned, sign } from "./support/sms";
import { afternoonOn, convertedCustomer, customerWithVisit, stopOnCrewPage } from "./support/visits";
import { receivedReply } from "./support/texts";
import { fetchWorker, pinClockMidWindow } from "./support/worker";

/**
 * A customer's reply to our texts reaches the office: kept once per provider message, e-mailed to
 * STAFF_EMAIL through the queue (once, escaped, with the link to the lead), shown in the lead's
 * conversation and on the crew's stop; keywords act as before and are not kept as replies.
 */

const STAFF = "staff@localhost";
let admin: string;
beforeAll(async () => {
  await createUser("replies.admin@example.com", "replies admin password", "admin");
  admin = await signIn("replies.admin@example.com", "replies admin password");
});
afterEach(() => {
  vi.restoreAllMocks();
});

const repliesFrom = (phone: string) => db.select().from(smsReplies).where(eq(smsReplies.phone, phone)).orderBy(smsReplies.id);
const repliesOf = (leadId: number) => db.select().from(smsReplies).where(eq(smsReplies.lead_id, leadId)).orderBy(smsReplies.id);
/** The office e-mails whose text contains `marker`. */
const officeMailWith = async (marker: string) => (await mailTo(STAFF)).filter((m) => m.text.includes(marker));
const waitForOfficeMail = (marker: string) =>
  vi.waitFor(
    async () => {
      const rows = await officeMailWith(marker);
      expect(rows).toHaveLength(1);
      return rows;
    },
    { timeout: 10_000, interval: 50 },
  );
/** An env whose queue records what is sent to it, and delivers nothing. */
function spyQueueEnv() {
  const send = vi.fn<(body: unknown, options?: QueueSendOptions) => Promise<void>>(async () => {});
  return { env: { ...env, LEAD_NOTIFICATIONS: { ...env.LEAD_NOTIFICATIONS, send } } as unknown as Env, send };
}
/** Today (Miami) at 20:00 UTC: 3 or 4 pm in Miami. */
const AFTERNOON = new Date(`${businessDate()}T20:00:00.000Z`);

describe("a reply is kept once and forwarded once", () => {
  it("a webhook retried with the same MessageSid stores one row and queues one e-mail, and the office gets it once", async () => {
    const c = await convertedCustomer({ texts: true, name: "Gate Keeper" });
    const params = {
      MessageSid: messageSid(),
      From: c.e164,
      To: "+13055550100",
      Body: "Gate is locked, I'll open it in 5 min",
      AccountSid: "AC" + "0".repeat(32),
    };
    const signature = await sign("http://localhost/api/sms/inbound", params);
    const first = await postSigned("/api/sms/inbound", params, signature);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toMatch(/^text\/xml/);
    // No auto-reply: an empty TwiML.
    expect(await first.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    // The provider retries (twice at once, then once more).
    const retries = await Promise.all([postSigned("/api/sms/inbound", params, signature), postSigned("/api/sms/inbound", params, signature)]);
    expect(retries.map((r) => r.status)).toEqual([200, 200]);
    expect(await (await postSigned("/api/sms/inbound", params, signature)).text()).toContain("<Response></Response>");

    const rows = await repliesOf(c.lead.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: c.e164, body: "Gate is locked, I'll open it in 5 min", message_sid: params.MessageSid, media_count: 0 });
    await waitForOfficeMail("Gate is locked, I'll open it in 5 min");
    await vi.waitFor(async () => expect((await repliesOf(c.lead.id))[0]).toMatchObject({ forward_status: "sent", forward_attempts: 1 }), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await officeMailWith("Gate is locked, I'll open it in 5 min")).toHaveLength(1);
    // The consent is untouched.
    expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: true });
  });

  it("the queue is asked once per message, whatever the retries; a reply the queue missed is queued by the retry or the daily run", async () => {
    const c = await convertedCustomer({ texts: true });
    const { env: spyEnv, send } = spyQueueEnv();
    const sid = messageSid();
    const message = { from: c.e164, body: "Can you come Tuesday instead?", messageSid: sid };
    const first = await receiveReply(db, spyEnv, message, AFTERNOON);
    expect(first).toMatchObject({ result: "stored", leadId: c.lead.id });
    expect(await receiveReply(db, spyEnv, message, AFTERNOON)).toMatchObject({ result: "duplicate" });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ kind: "sms_reply", replyId: (first as { replyId: number }).replyId });

    // A queue that cannot be reached: the reply stays, pending; the provider's retry queues it.
    const down = { ...env, LEAD_NOTIFICATIONS: { send: vi.fn(() => Promise.reject(new Error("queue down"))) } } as unknown as Env;
    const lost = { from: c.e164, body: "Also, the dog is inside today", messageSid: messageSid() };
    const stored = await receiveReply(db, down, lost, AFTERNOON);
    expect(stored.result).toBe("stored");
    const [, pending] = await repliesOf(c.lead.id);
    expect(pending).toMatchObject({ forward_status: "pending", forward_error: "Could not reach the notification queue" });
    expect(await receiveReply(db, spyEnv, lost, AFTERNOON)).toMatchObject({ result: "duplicate" });
    expect(send).toHaveBeenCalledTimes(2);
    expect((await repliesOf(c.lead.id))[1]?.forward_status).toBe("queued");

    // One still pending is queued by the daily run (once).
    const third = await receiveReply(db, down, { from: c.e164, body: "Thanks!", messageSid: messageSid() }, new Date());
    const { env: dailyEnv, send: dailySend } = spyQueueEnv();
    const result = await runDailyJobs(dailyEnv, new Date());
    expect(result.failed).toEqual([]);
    expect(dailySend.mock.calls.map((call) => call[0])).toContainEqual({ kind: "sms_reply", replyId: (third as { replyId: number }).replyId });
    await runDailyJobs(dailyEnv, new Date());
    expect(dailySend.mock.calls.filter((call) => (call[0] as { replyId?: number }).replyId === (third as { replyId: number }).replyId)).toHaveLength(1);
  });

  it("a backlog the queue missed is queued 200 a day, oldest first: the daily run's calls to D1 stay bounded", async () => {
    const start = Date.now() - 3 * 86_400_000;
    const backlog: number[] = [];
    for (let i = 0; i < 250; i++) {
      const row = await receivedReply({
        phone: "+13055550177",
        body: `backlog ${i}`,
        message_sid: `SMbacklog${i}`,
        received_at: new Date(start + i * 60_000).toISOString(),
      });
      backlog.push(row.id);
    }
    const repliesSent = (send: ReturnType<typeof spyQueueEnv>["send"]) =>
      send.mock.calls
        .map((call) => call[0] as { kind: string; replyId?: number })
        .filter((m) => m.kind === "sms_reply")
        .map((m) => m.replyId);
    const first = spyQueueEnv();
    expect((await runDailyJobs(first.env, new Date())).failed).toEqual([]);
    expect(repliesSent(first.send)).toEqual(backlog.slice(0, 200));
    const second = spyQueueEnv();
    await runDailyJobs(second.env, new Date());
    expect(repliesSent(second.send).filter((id) => backlog.includes(id!))).toEqual(backlog.slice(200));
  });

  it("keywords keep today's behaviour and are not kept as replies", async () => {
    const c = await customerWithVisit({ texts: true, locale: "es" });
    const help = await inbound(c.e164, "help");
    expect(await help.text()).toMatch(/<Message>Clean Paws Miami: /);
    const stop = await inbound(c.e164, " PARAR ");
    expect(await stop.text()).toContain("<Message>Clean Paws Miami: dejamos de enviarle mensajes.");
    expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: false });
    await inbound(c.e164, "START");
    expect(await db.query.leads.findFirst({ where: eq(leads.id, c.lead.id) })).toMatchObject({ sms_updates: true });
    const history = await db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, c.lead.id));
    expect(history.map((e) => e.keyword).filter(Boolean)).toEqual(["PARAR", "START"]);
    expect(await repliesFrom(c.e164)).toEqual([]);
  });
});

describe("what is kept of the words", () => {
  it("control characters and NUL are taken out, new lines kept, and a very long text is cut at 1,600 characters", async () => {
    const c = await convertedCustomer({ texts: true });
    const res = await inbound(c.e164, "No viene\u0000 nadie\u0007 hoy,\r\nel perro\testá suelto\u202E\r\n\r\n\r\n\r\n¿Vienen mañana?\u0085");
    expect(res.status).toBe(200);
    expect((await repliesOf(c.lead.id))[0]?.body).toBe("No viene nadie hoy,\nel perro está suelto\n\n¿Vienen mañana?");

    // Longer than any text the provider passes on (1,600 characters), and cut where a UTF-16 slice would split a pair.
    const long = await inbound(c.e164, `${"a".repeat(999)}${"🐶".repeat(700)}`);
    expect(long.status).toBe(200);
    const kept = (await repliesOf(c.lead.id))[1]?.body ?? "";
    expect(Array.from(kept)).toHaveLength(REPLY_MAX_CHARS);
    expect(kept).toBe(`${"a".repeat(999)}${"🐶".repeat(601)}`);
    // Never half a surrogate pair.
    expect(kept).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);

    expect(cleanReplyBody("\u0000\u0001 \n ")).toBe("");
    expect(cleanReplyBody("a".repeat(5000))).toHaveLength(REPLY_MAX_CHARS);
    // An empty text stores nothing; a picture alone is kept with its count.
    expect(await receiveReply(db, spyQueueEnv().env, { from: c.e164, body: "\u0000 ", messageSid: messageSid() })).toEqual({
      result: "ignored",
      reason: "empty",
    });
    const picture = await inbound(c.e164, "", { MessageSid: `MM${crypto.randomUUID().replace(/-/g, "")}`, NumMedia: "1" });
    expect(picture.status).toBe(200);
    expect((await repliesOf(c.lead.id))[2]).toMatchObject({ body: "", media_count: 1 });
  });

  it("a reply without the provider's message id is not kept (it could not be told from a retry)", async () => {
    const c = await convertedCustomer({ texts: true });
    const res = await inbound(c.e164, "Hello?", { MessageSid: "" });
    expect(res.status).toBe(200);
    expect(await repliesFrom(c.e164)).toEqual([]);
  });
});

describe("numbers and leads", () => {
  it("a number no lead has is kept and forwarded as an unknown number, at most 5 an hour; past that nothing is kept and a warning says so", async () => {
    pinClockMidWindow();
    const logs = captureLogs();
    const stranger = "+13055559876";
    for (let i = 1; i <= 5; i++) expect((await inbound(stranger, `Who is this? ${i}`)).status).toBe(200);
    const rows = await repliesFrom(stranger);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.lead_id === null)).toBe(true);
    const sixth = await inbound(stranger, "Who is this? 6");
    expect(sixth.status).toBe(200);
    expect(await sixth.text()).toContain("<Response></Response>");
    expect(await repliesFrom(stranger)).toHaveLength(5);
    expect(logs.some((line) => line.includes('"event":"sms_reply_limited"'))).toBe(true);
    for (const line of logs) expect(line).not.toContain("5559876");

    const [mail] = await waitForOfficeMail("Who is this? 1");
    expect(mail?.subject).toBe("Text from an unknown number (305) 555-9876");
    expect(mail?.text).toContain("From: Unknown number (305) 555-9876 (no lead has this number)");
    expect(mail?.text).not.toContain("/admin?q=");
  });

  it("a number two leads share is linked to the lead we last texted, else the most recent one not deleted", async () => {
    const older = await customerWithVisit({ texts: true });
    const newer = await insertLead({ phone: older.lead.phone, first_name: "Newer", created_at: new Date(Date.now() + 1000).toISOString() });
    const deleted = await insertLead({
      phone: older.lead.phone,
      first_name: "Deleted",
      created_at: new Date(Date.now() + 2000).toISOString(),
      deleted_at: new Date().toISOString(),
    });
    const { env: spyEnv } = spyQueueEnv();
    await receiveReply(db, spyEnv, { from: older.e164, body: "Before any text", messageSid: messageSid() });
    expect((await repliesFrom(older.e164))[0]?.lead_id).toBe(newer.id);

    await textOnMyWay(db, env, older.visit.id, { now: afternoonOn(older.visit.date) });
    await vi.waitFor(
      async () =>
        expect(["sent", "sending"]).toContain((await db.query.smsMessages.findFirst({ where: (m, { eq: is }) => is(m.visit_id, older.visit.id) }))?.status),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    await receiveReply(db, spyEnv, { from: older.e164, body: "After our text", messageSid: messageSid() }, new Date(Date.now() + 5000));
    const [, second] = await repliesFrom(older.e164);
    expect(second?.lead_id).toBe(older.lead.id);
    expect(second?.answers_sms_id).not.toBeNull();
    expect((await repliesFrom(older.e164)).some((r) => r.lead_id === deleted.id)).toBe(false);
  });
});

describe("the office e-mail", () => {
  it("names the lead with a link to it, the words escaped, the Miami time and the text it answers; a redelivery sends nothing again", async () => {
    const c = await customerWithVisit({ texts: true, name: "Rosa Reply", lead: { first_name: "Rosa", last_name: "Replytest", full_name: "Rosa Replytest" } });
    await textOnMyWay(db, env, c.visit.id, { now: afternoonOn(c.visit.date) });
    await vi.waitFor(
      async () => expect((await db.query.smsMessages.findFirst({ where: (m, { eq: is }) => is(m.visit_id, c.visit.id) }))?.status).toBe("sent"),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    const words = `<script>alert("x")</script> & the gate's code is 1234`;
    await inbound(c.e164, words);
    const [mail] = await waitForOfficeMail(words);
    expect(mail?.subject).toBe("Text from Rosa Replytest");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; the gate&#39;s code is 1234");
    const link = `http://localhost/admin?q=${encodeURIComponent(c.email)}`;
    expect(mail?.html).toContain(`<a href="${link.replace(/&/g, "&amp;")}">Open the lead in the dashboard</a>`);
    expect(mail?.text).toContain(`Open the lead: ${link}`);
    expect(mail?.text).toMatch(/Received: \w+day, \w+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2}\s?[AP]M \(Miami time\)/);
    expect(mail?.text).toContain("Answers: On my way text of ");
    expect(mail?.text).toContain("our crew is on the way to your yard today");

    // A redelivered queue message sends nothing.
    const [row] = await repliesOf(c.lead.id);
    await vi.waitFor(async () => expect((await repliesOf(c.lead.id))[0]?.forward_status).toBe("sent"), { timeout: 10_000, interval: 50 });
    const batch = createMessageBatch("lead-notifications", [
      { id: "again", timestamp: new Date(), attempts: 2, body: { kind: "sms_reply", replyId: row!.id } },
    ]);
    const ctx = createExecutionContext();
    await queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["again"]);
    expect(await officeMailWith(words)).toHaveLength(1);
  });

  it("a failing provider is retried with backoff, then dead-lettered; the reply stays", async () => {
    const c = await convertedCustomer({ texts: true });
    const { env: spyEnv } = spyQueueEnv();
    const stored = await receiveReply(db, spyEnv, { from: c.e164, body: "Is anyone coming?", messageSid: messageSid() });
    const replyId = (stored as { replyId: number }).replyId;
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(new Response("unavailable", { status: 503 })));
    const httpEnv = { ...env, EMAIL_PROVIDER: "http", EMAIL_API_URL: "https://mail.test/send", EMAIL_API_KEY: "key", STAFF_EMAIL: "staff@test" } as Env;
    const batch = createMessageBatch("lead-notifications", [{ id: "r1", timestamp: new Date(), attempts: 1, body: { kind: "sms_reply", replyId } }]);
    const ctx = createExecutionContext();
    await queue(batch, httpEnv, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["r1"]);
    expect((await repliesOf(c.lead.id))[0]).toMatchObject({ forward_status: "failed", forward_attempts: 1, forward_error: "Email provider answered HTTP 503" });

    const dlq = createMessageBatch("lead-notifications-dlq", [{ id: "d1", timestamp: new Date(), attempts: 1, body: { kind: "sms_reply", replyId } }]);
    const dctx = createExecutionContext();
    await queue(dlq, httpEnv, dctx);
    expect((await getQueueResult(dlq, dctx)).explicitAcks).toEqual(["d1"]);
    expect((await repliesOf(c.lead.id))[0]).toMatchObject({ forward_status: "dead", body: "Is anyone coming?" });
    // A dead one is not sent by a late redelivery either.
    await deliverSmsReply(db, env, replyId);
    expect(await officeMailWith("Is anyone coming?")).toEqual([]);
  });
});

describe("privacy", () => {
  it("the purge of a long-deleted lead deletes its replies; a number no lead has is forgotten after 30 days", async () => {
    const c = await convertedCustomer({ texts: true });
    const { env: spyEnv } = spyQueueEnv();
    await receiveReply(db, spyEnv, { from: c.e164, body: "Personal words", messageSid: messageSid() });
    await receiveReply(db, spyEnv, { from: "+13055550777", body: "Old stranger", messageSid: messageSid() }, new Date(Date.now() - 31 * 86_400_000));
    await receiveReply(db, spyEnv, { from: "+13055550778", body: "Recent stranger", messageSid: messageSid() });
    expect(await repliesOf(c.lead.id)).toHaveLength(1);
    await deleteTestLead(c.lead.id, new Date(Date.now() - 40 * 86_400_000).toISOString());
    await purgeDeletedLeads(db);
    expect(await repliesOf(c.lead.id)).toEqual([]);
    expect(await repliesFrom("+13055550777")).toEqual([]);
    expect(await repliesFrom("+13055550778")).toHaveLength(1);
  });
});

describe("the privacy page", () => {
  it("says the texts customers send are kept and read by the office and the crew, and for how long, in both languages", async () => {
    const en = decodeEntities(await (await fetchWorker("/privacy")).text());
    expect(en).toContain(
      "the texts you send to our number, which our office and crew read, kept with your request or service record (a text from a number we do not know, 30 days)",
    );
    const es = decodeEntities(await (await fetchWorker("/es/privacy")).text());
    expect(es).toContain("los mensajes que usted envía a nuestro número, que leen nuestra oficina y nuestro equipo");
  });
});

describe("where the office and the crew read it", () => {
  it("the admin's lead details show the reply in the conversation, in time order, marked as the customer's, escaped", async () => {
    const c = await customerWithVisit({ texts: true, lead: { first_name: "Convotest", last_name: "Lead" } });
    await textOnMyWay(db, spyQueueEnv().env, c.visit.id, { now: afternoonOn(c.visit.date) });
    await receiveReply(db, spyQueueEnv().env, { from: c.e164, body: "On my way <b>home</b>,\nsee you", messageSid: messageSid() }, new Date(Date.now() + 1000));
    const res = await fetchWorker(`/admin/leads/${c.lead.id}?q=Convotest`, { headers: { Cookie: admin } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const ourText = html.indexOf("data-sms=");
    const reply = html.indexOf("data-sms-reply=");
    expect(ourText).toBeGreaterThan(-1);
    expect(reply).toBeGreaterThan(ourText);
    const item = html.slice(reply, html.indexOf("</li>", reply));
    expect(item).toContain("Reply from the customer");
    expect(decodeEntities(item)).toContain("On my way <b>home</b>,\nsee you");
    expect(item).not.toContain("<b>home</b>");
    expect(item).toContain("Office e-mail queued");
  });

  it("the crew's stop shows what the customer texted today, in English and Spanish, and not another day's", async () => {
    const c = await customerWithVisit({ texts: true, locale: "es", lead: { first_name: "Crewreply" } });
    await receiveReply(db, spyQueueEnv().env, { from: c.e164, body: "Yesterday's words", messageSid: messageSid() }, new Date(Date.now() - 2 * 86_400_000));
    await receiveReply(db, spyQueueEnv().env, { from: c.e164, body: "No viene nadie hoy, el perro está suelto", messageSid: messageSid() });
    const stopOf = async (prefix = "") => decodeEntities(await stopOnCrewPage(admin, c.visit, prefix));
    const en = await stopOf();
    expect(en).toMatch(/Customer texted at \d{1,2}:\d{2}\s?[AP]M/);
    expect(en).toContain("No viene nadie hoy, el perro está suelto");
    expect(en).not.toContain("Yesterday's words");
    const es = await stopOf("/es");
    expect(es).toMatch(/El cliente escribió a las \d{1,2}:\d{2}/);
    expect(es).toContain("No viene nadie hoy, el perro está suelto");
  });
});

describe("replies cannot flood the office (issue 47)", () => {
  it("30 replies in an hour from a customer's number: the first 3 are e-mailed one by one, the rest in one digest at the end of the hour", async () => {
    const c = await convertedCustomer({ texts: true, lead: { first_name: "Flood", last_name: "Sender" } });
    const { env: spyEnv, send } = spyQueueEnv();
    // Within one hour window (20:00 to 21:00 UTC).
    for (let i = 1; i <= 30; i++) {
      const outcome = await receiveReply(
        db,
        spyEnv,
        { from: c.e164, body: `Flood message ${i}`, messageSid: messageSid() },
        new Date(AFTERNOON.getTime() + i * 1000),
      );
      expect(outcome.result).toBe("stored");
    }
    const rows = await repliesOf(c.lead.id);
    expect(rows).toHaveLength(30);
    // Four queue messages: three now, one digest delayed to the end of the hour.
    expect(send).toHaveBeenCalledTimes(4);
    expect(send.mock.calls.slice(0, 3).map((call) => call[1]?.delaySeconds)).toEqual([undefined, undefined, undefined]);
    const digest = send.mock.calls[3]!;
    expect(digest[1]?.delaySeconds).toBe(60 * 60 - 4);
    const headId = (digest[0] as { replyId: number }).replyId;
    expect(headId).toBe(rows[3]!.id);

    // The digest: one e-mail with the 27 later messages, each marked sent.
    await deliverSmsReply(db, env, headId);
    const digests = await officeMailWith("Flood message 30");
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe("27 texts from Flood Sender");
    for (let i = 4; i <= 30; i++) expect(digests[0]!.text).toContain(`Flood message ${i}\n`);
    expect(digests[0]!.text).not.toContain("Flood message 3\n");
    expect((await repliesOf(c.lead.id)).slice(3).every((r) => r.forward_status === "sent")).toBe(true);
    // Redelivered, the digest sends nothing again; the daily run queues none of them one by one.
    await deliverSmsReply(db, env, headId);
    expect(await officeMailWith("Flood message 30")).toHaveLength(1);
  });

  it("25 unknown numbers texting twice in an hour: the first 5 are e-mailed one by one, the rest in one digest, whatever the numbers (issue 59)", async () => {
    const { env: spyEnv, send } = spyQueueEnv();
    // An hour of its own (rate-limit windows are fixed hours), away from the other tests' clocks.
    const hour = new Date("2026-11-24T15:00:00.000Z").getTime();
    let i = 0;
    for (let round = 1; round <= 2; round++)
      for (let n = 0; n < 25; n++) {
        i += 1;
        const from = `+1305555${String(7000 + n)}`;
        const outcome = await receiveReply(db, spyEnv, { from, body: `Stranger ${n} text ${round}`, messageSid: messageSid() }, new Date(hour + i * 1000));
        expect(outcome.result).toBe("stored");
      }
    // Six queue messages: five now, one digest delayed to the end of the hour.
    expect(send).toHaveBeenCalledTimes(6);
    expect(send.mock.calls.slice(0, 5).map((call) => call[1]?.delaySeconds)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    const [digestMessage, options] = send.mock.calls[5]!;
    expect(options?.delaySeconds).toBe(60 * 60 - 6);
    const headId = (digestMessage as { replyId: number }).replyId;
    await deliverSmsReply(db, env, headId);
    const digests = await officeMailWith("Stranger 24 text 2");
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe("45 texts from unknown numbers");
    expect(digests[0]!.text).toContain("(305) 555-7024");
    expect(digests[0]!.text).toContain("Stranger 5 text 1\n");
    expect(digests[0]!.text).not.toContain("Stranger 4 text 1\n");
  });

  it("rows kept per number are capped per day; past the cap nothing is kept and a warning says so", async () => {
    const c = await convertedCustomer({ texts: true });
    const logs = captureLogs();
    const { env: spyEnv } = spyQueueEnv();
    const outcomes = [];
    for (let i = 1; i <= 45; i++)
      outcomes.push(
        (await receiveReply(db, spyEnv, { from: c.e164, body: `Day message ${i}`, messageSid: messageSid() }, new Date(AFTERNOON.getTime() + i * 60_000)))
          .result,
      );
    expect(outcomes.filter((o) => o === "stored")).toHaveLength(40);
    expect(outcomes.slice(40)).toEqual(["limited", "limited", "limited", "limited", "limited"]);
    expect(await repliesOf(c.lead.id)).toHaveLength(40);
    expect(logs.some((line) => line.includes('"event":"sms_reply_limited"'))).toBe(true);
  });

  it("invisible format characters (zero-width, BOM, soft hyphen, U+2028/2029, the whole Cf class) are taken out like control characters", () => {
    expect(cleanReplyBody("Ga\u200Bte\uFEFF is\u00AD lo\u200Ccked\u2028now\u2029ok\u2060\u180E\u{E0001}")).toBe("Gate is lockednowok");
    expect(cleanReplyBody("\u200B\uFEFF\u2028")).toBe("");
  });
});
