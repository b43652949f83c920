import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads, smsConsentEvents, smsReplies } from "~server/db/schema";
import { keywordOf } from "~server/sms/consent";
import { db } from "./support/leads";
import { inbound, messageSid, postSigned, sign } from "./support/sms";
import { createUser, signIn } from "./support/auth";
import { decodeEntities } from "./support/html";
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
    const res = await inbound(c.e164, "Please stop texting me, we sold the house and moved to Orlando");
    expect(await res.text()).toBe(EMPTY);
    expect(await consentOf(c.lead.id)).toBe(true);
    const [reply] = await repliesOf(c.lead.id);
    expect(reply).toMatchObject({ opt_out_words: true });
    // An ordinary reply is not flagged.
    await inbound(c.e164, "Gate code is 1234");
    expect((await repliesOf(c.lead.id))[1]).toMatchObject({ opt_out_words: false });

    // The office reads it in the lead's conversation, flagged, and turns texts off in one click.
    const page = await (await fetchWorker("/admin?q=Flag", { headers: { Cookie: admin } })).text();
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
    const after = await (await fetchWorker("/admin?q=Flag", { headers: { Cookie: admin } })).text();
    expect(after).toContain("data-asks-to-stop");
    expect(after).not.toContain("texts-off");
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
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>Clean Paws Miami: ya no recibirá mensajes nuestros. Responda START para volver a recibirlos.</Message></Response>`,
    );
    expect(await (await stop()).text()).toBe(EMPTY);
    const start = await inbound(c.e164, "Start");
    expect(await start.text()).toContain(
      "<Message>Clean Paws Miami: volverá a recibir mensajes sobre sus visitas. Responda STOP para darse de baja.</Message>",
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
    expect(await (await inbound(c.e164, "parar")).text()).toContain("<Message>Clean Paws Miami: ya no recibirá mensajes nuestros.");
  });
});
