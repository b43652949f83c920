import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { leads, smsConsentEvents, smsReplies } from "~server/db/schema";
import { inLocale } from "~server/content/catalogue";
import { smsCopy } from "~server/content/text-messages";
import { keywordOf } from "~server/sms/consent";
import { db } from "./support/leads";
import { inbound, messageSid, postSigned, sign } from "./support/sms";
import { createUser, signIn } from "./support/auth";
import { decodeEntities } from "./support/html";
import { mailTo } from "./support/mail";
import { convertedCustomer } from "./support/visits";
import { fetchWorker } from "./support/worker";

/**
 * Issue 47: opt-outs in the words people use, keywords acted on once per provider message, and
 * STOP and START confirmed once, in the customer's language.
 */

const consentOf = async (leadId: number) => (await db.query.leads.findFirst({ where: eq(leads.id, leadId) }))?.sms_updates;
const keywordHistory = async (leadId: number) =>
  (await db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, leadId)).orderBy(smsConsentEvents.id))
    .filter((e) => e.source === "keyword")
    .map((e) => [e.action, e.keyword]);
const repliesOf = (leadId: number) => db.select().from(smsReplies).where(eq(smsReplies.lead_id, leadId)).orderBy(smsReplies.id);

/** The same signed webhook, posted again as the provider retries it. */
async function signedKeyword(from: string, body: string) {
  const params = { MessageSid: messageSid(), From: from, To: "+13055550100", Body: body, AccountSid: "AC" + "0".repeat(32) };
  const signature = await sign("http://localhost/api/sms/inbound", params);
  return () => postSigned("/api/sms/inbound", params, signature);
}
let admin: string;
beforeAll(async () => {
  await createUser("keywords.admin@example.com", "keywords admin password", "admin");
  admin = await signIn("keywords.admin@example.com", "keywords admin password");
});

const EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

describe("opt-out in the words people use", () => {
  for (const words of [
    "Opt out",
    "STOP texting me",
    "STOP 🛑",
    "opt-out",
    "OPTOUT!",
    "Revoke",
    "stop all",
    "Baja por favor",
    "¡PARAR!",
    "Detener ya",
    "alto",
  ]) {
    it(`a signed "${words}" withdraws consent and is not kept as a reply`, async () => {
      const c = await convertedCustomer({ texts: true });
      const res = await inbound(c.e164, words);
      expect(res.status).toBe(200);
      expect(await consentOf(c.lead.id)).toBe(false);
      expect((await keywordHistory(c.lead.id))[0]?.[0]).toBe("withdrawn");
      expect(await repliesOf(c.lead.id)).toEqual([]);
    });
  }

  it("reads a short message by its first word, and a long one never as a keyword", () => {
    expect(keywordOf("Stop, please!")).toMatchObject({ kind: "stop", keyword: "STOP" });
    expect(keywordOf("opt-out")).toMatchObject({ kind: "stop", keyword: "OPTOUT" });
    expect(keywordOf("Cancelar 🙏")).toMatchObject({ kind: "stop", keyword: "CANCELAR" });
    expect(keywordOf("start")).toMatchObject({ kind: "start" });
    expect(keywordOf("Please stop by at noon")).toBeNull();
    expect(keywordOf("Stopping by the gate later to open it for you guys, ok")).toBeNull();
    expect(keywordOf("Stop texting me, we sold the house and moved to Orlando last week")).toBeNull();
  });

  it("a longer reply with opt-out words is kept, flagged for the office, and the lead's conversation offers 'Turn texts off'", async () => {
    const c = await convertedCustomer({ texts: true, name: "Flag Reply", lead: { first_name: "Flag", last_name: "Reply" } });
    // Long, and no opt-out phrase (a long one with a phrase pauses texts: issue 59, below).
    const res = await inbound(c.e164, "We are moving next month, please cancel everything after the last visit");
    expect(await res.text()).toBe(EMPTY);
    expect(await consentOf(c.lead.id)).toBe(true);
    const [reply] = await repliesOf(c.lead.id);
    expect(reply).toMatchObject({ opt_out_words: true });
    // An ordinary reply is not flagged.
    await inbound(c.e164, "Gate code is 1234");
    expect((await repliesOf(c.lead.id))[1]).toMatchObject({ opt_out_words: false });

    // The office reads it in the lead's conversation, flagged, and turns texts off in one click.
    const page = await (await fetchWorker(`/admin/leads/${c.lead.id}?q=Flag`, { headers: { Cookie: admin } })).text();
    const flagged = page.slice(page.indexOf(`data-sms-reply="${reply!.id}"`), page.indexOf("</li>", page.indexOf(`data-sms-reply="${reply!.id}"`)));
    expect(flagged).toContain("data-asks-to-stop");
    const action = /<form[^>]*action="([^"]*texts-off[^"]*)"/.exec(flagged)?.[1];
    expect(action).toBe(`/admin/leads/${c.lead.id}/texts-off?q=Flag`);
    const other = page.slice(page.indexOf(`data-sms-reply="${reply!.id + 1}"`));
    expect(other.slice(0, other.indexOf("</li>"))).not.toContain("data-asks-to-stop");
    const off = await fetchWorker(decodeEntities(action!), { method: "POST", headers: { Cookie: admin, Origin: "http://localhost" } });
    expect(off.status).toBe(303);
    expect(await consentOf(c.lead.id)).toBe(false);
    const history = await db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, c.lead.id)).orderBy(smsConsentEvents.id);
    expect(history.map((e) => [e.action, e.source])).toEqual([
      ["given", "quote_form"],
      ["withdrawn", "office"],
    ]);
    // Off now: the button is gone, the flag stays.
    const after = await (await fetchWorker(`/admin/leads/${c.lead.id}?q=Flag`, { headers: { Cookie: admin } })).text();
    expect(after).toContain("data-asks-to-stop");
    expect(after).not.toContain("texts-off");
  });
});

/** The office e-mails whose text contains `words`, once the queue consumer has sent one. */
const officeMailWith = (words: string) =>
  vi.waitFor(
    async () => {
      const rows = (await mailTo("staff@localhost")).filter((m) => m.text.includes(words));
      expect(rows).toHaveLength(1);
      return rows[0]!;
    },
    { timeout: 10_000, interval: 50 },
  );

describe("opt-outs in free wording (issue 59)", () => {
  const confirmed = (locale: "en" | "es") => `<Message>${inLocale(smsCopy, locale).stopConfirmed}</Message>`;
  for (const [words, locale] of [
    ["no más mensajes", "es"],
    ["Ya no quiero mensajes", "es"],
    ["Don't text me anymore", "en"],
    ["Don’t text me anymore", "en"],
    ["No more texts", "en"],
    ["S T O P", "en"],
    ["ＳＴＯＰ", "en"],
    ["Please stop", "en"],
    ["No me manden más mensajes por favor", "es"],
  ] as const) {
    it(`"${words}" withdraws consent, is confirmed once in ${locale === "es" ? "Spanish" : "English"}, and is not kept as a reply`, async () => {
      const c = await convertedCustomer({ texts: true });
      const send = await signedKeyword(c.e164, words);
      expect(await (await send()).text()).toContain(confirmed(locale));
      expect(await consentOf(c.lead.id)).toBe(false);
      expect((await keywordHistory(c.lead.id))[0]?.[0]).toBe("withdrawn");
      expect(await repliesOf(c.lead.id)).toEqual([]);
      // The provider's retry of the same message is not confirmed again.
      expect(await (await send()).text()).toBe(EMPTY);
    });
  }

  it("reads compatibility characters, spelled-out letters and apostrophes; 'stop by' is not an opt-out", () => {
    for (const words of [
      "ＳＴＯＰ",
      "S T O P",
      "s.t.o.p",
      "Ｓ Ｔ Ｏ Ｐ",
      "P A R A R",
      "ｓｔｏｐ ｐｌｅａｓｅ",
      "Don't text me",
      "DO NOT TEXT ME",
      "no mas textos",
    ])
      expect(keywordOf(words)?.kind, words).toBe("stop");
    expect(keywordOf("Ｓ Ｔ Ａ Ｒ Ｔ")?.kind).toBe("start");
    expect(keywordOf("Please stop by at noon")).toBeNull();
    expect(keywordOf("Y a las 5 llego")).toBeNull();
    // Words about the visits, not the texts, are no opt-out.
    expect(keywordOf("No messages from the crew today?")).toBeNull();
    expect(keywordOf("Don't send the crew on Tuesday")).toBeNull();
    expect(keywordOf("Dejen de enviarme mensajes")?.kind).toBe("stop");
  });

  for (const [words, locale] of [
    ["Cancel my visit tomorrow", "en"],
    ["Cancelar la visita mañana", "es"],
    ["End gate is open", "en"],
  ] as const) {
    it(`"${words}" opts out, and its words are kept and e-mailed to the office marked "opted out by this message"`, async () => {
      const c = await convertedCustomer({ texts: true, lead: { first_name: "Kept", last_name: `Words ${locale}` } });
      const send = await signedKeyword(c.e164, words);
      expect(await (await send()).text()).toContain(confirmed(locale));
      expect(await consentOf(c.lead.id)).toBe(false);
      const [reply, ...more] = await repliesOf(c.lead.id);
      expect(more).toEqual([]);
      expect(reply).toMatchObject({ body: words });
      const mail = await officeMailWith(words);
      expect(mail.subject).toContain("opted out by this message");
      expect(mail.text).toContain("This message opted the number out of our texts");
      // A retry stores and e-mails nothing more.
      expect(await (await send()).text()).toBe(EMPTY);
      expect(await repliesOf(c.lead.id)).toHaveLength(1);
      // The lead's conversation says it too.
      const page = await (await fetchWorker(`/admin/leads/${c.lead.id}?q=${encodeURIComponent(`Words ${locale}`)}`, { headers: { Cookie: admin } })).text();
      const at = page.indexOf(`data-sms-reply="${reply!.id}"`);
      expect(at).toBeGreaterThan(-1);
      expect(decodeEntities(page.slice(at, page.indexOf("</li>", at)))).toContain("Opted out by this message");
    });
  }

  it("where unsure, texts stop, the reply is flagged to the office, and the customer is asked once", async () => {
    const c = await convertedCustomer({ texts: true });
    for (const words of ["Can you cancel tomorrow?", "Please stop texting me, we sold the house and moved to Orlando"]) {
      const lead = await convertedCustomer({ texts: true, locale: "es" });
      const res = await inbound(lead.e164, words);
      expect(await res.text(), words).toContain(`<Message>${inLocale(smsCopy, "es").stopUnsure}</Message>`);
      expect(await consentOf(lead.lead.id), words).toBe(false);
      expect(await repliesOf(lead.lead.id)).toEqual([expect.objectContaining({ body: words, opt_out_words: true })]);
    }
    expect(await (await inbound(c.e164, "Can you cancel the Friday one?")).text()).toContain(`<Message>${inLocale(smsCopy, "en").stopUnsure}</Message>`);
    expect(await consentOf(c.lead.id)).toBe(false);
    // Asked once: another unclear message while texts are paused gets no question.
    expect(await (await inbound(c.e164, "I said cancel the Friday one")).text()).toBe(EMPTY);
    const replies = await repliesOf(c.lead.id);
    expect(replies.map((r) => [r.body, r.opt_out_words])).toEqual([
      ["Can you cancel the Friday one?", true],
      ["I said cancel the Friday one", true],
    ]);
    // The office gets the words, flagged.
    const mail = await officeMailWith("Can you cancel the Friday one?");
    expect(mail.text).toContain("Texts to the number are paused");
    // START turns them back on.
    await inbound(c.e164, "START");
    expect(await consentOf(c.lead.id)).toBe(true);
  });
});

describe("each keyword is acted on once", () => {
  it("a replayed START after a later STOP changes nothing, and is not confirmed again", async () => {
    const c = await convertedCustomer({ texts: true });
    const stop = await signedKeyword(c.e164, "STOP");
    const start = await signedKeyword(c.e164, "START");
    const stopAgain = await signedKeyword(c.e164, "Stop");
    await stop();
    await start();
    await stopAgain();
    expect(await consentOf(c.lead.id)).toBe(false);
    const replay = await start();
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe(EMPTY);
    expect(await consentOf(c.lead.id)).toBe(false);
    // Replays of the STOP and of a HELP change nothing either (concurrent retries included).
    await Promise.all([stop(), stop(), stopAgain()]);
    const help = await signedKeyword(c.e164, "HELP");
    expect(await (await help()).text()).toContain("<Message>");
    expect(await (await help()).text()).toBe(EMPTY);
    expect(await keywordHistory(c.lead.id)).toEqual([
      ["withdrawn", "STOP"],
      ["given", "START"],
      ["withdrawn", "STOP"],
    ]);
  });
});

describe("STOP and START are confirmed once, in the customer's language", () => {
  it("a Spanish-speaking customer's STOP and START are answered in Spanish", async () => {
    const c = await convertedCustomer({ texts: true, locale: "es" });
    const stop = await signedKeyword(c.e164, "STOP");
    expect(await (await stop()).text()).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>Clean Paws Miami: dejamos de enviarle mensajes. Responda START para volver a recibirlos.</Message></Response>`,
    );
    expect(await (await stop()).text()).toBe(EMPTY);
    const start = await inbound(c.e164, "Start");
    expect(await start.text()).toContain(
      "<Message>Clean Paws Miami: volvemos a enviarle mensajes sobre sus visitas. Responda STOP para darse de baja.</Message>",
    );
    expect(await consentOf(c.lead.id)).toBe(true);
  });

  it("an English-speaking customer's are answered in English, and PARAR in Spanish whoever sends it", async () => {
    const c = await convertedCustomer({ texts: true });
    expect(await (await inbound(c.e164, "stop")).text()).toContain(
      "<Message>Clean Paws Miami: you will no longer get texts from us. Reply START to get them again.</Message>",
    );
    expect(await (await inbound(c.e164, "start")).text()).toContain(
      "<Message>Clean Paws Miami: you will get texts about your visits again. Reply STOP to opt out.</Message>",
    );
    expect(await (await inbound(c.e164, "parar")).text()).toContain("<Message>Clean Paws Miami: dejamos de enviarle mensajes.");
  });
});
