import { businessContact, type Config } from "../config";
import { inLocale } from "../content/catalogue";
import { smsCopy } from "../content/text-messages";
import type { Db } from "../db/client";
import { log } from "../log";
import { consentHistory, leadsWithPhone, recordNumberConsent } from "../models/sms";
import { changeLeadConsent } from "../leads/change";
import { nationalDigits, toE164 } from "./phone";

/**
 * The keywords carriers and CTIA expect a business number to honour, matched on the whole message
 * (case and surrounding spaces or punctuation ignored), as Twilio's own opt-out handling does, and
 * their Spanish words for customers who write in Spanish (stopping is honoured in either language;
 * texts are sent again only on START, the word every message names).
 */
const SPANISH_STOP = ["PARAR", "DETENER", "CANCELAR", "BAJA", "ALTO"] as const;
const SPANISH_HELP = ["AYUDA"] as const;
export const STOP_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT", ...SPANISH_STOP] as const;
export const START_KEYWORDS = ["START", "UNSTOP", "YES"] as const;
export const HELP_KEYWORDS = ["HELP", "INFO", ...SPANISH_HELP] as const;

export type KeywordKind = "stop" | "start" | "help";

export function keywordOf(body: string): { kind: KeywordKind; keyword: string } | null {
  const word = body
    .trim()
    .replace(/^[\s.!¡¿?]+|[\s.!?]+$/g, "")
    .toUpperCase();
  if ((STOP_KEYWORDS as readonly string[]).includes(word)) return { kind: "stop", keyword: word };
  if ((START_KEYWORDS as readonly string[]).includes(word)) return { kind: "start", keyword: word };
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return { kind: "help", keyword: word };
  return null;
}

export interface InboundResult {
  kind: KeywordKind | "other";
  /** The answer to text back (HELP), or null. */
  reply: string | null;
  leads: number;
}

/**
 * An inbound text from `from` (E.164). STOP and its synonyms withdraw consent for every lead with
 * that number (time and keyword kept in the history); START/UNSTOP give it back to the leads that
 * had agreed before and withdrew; HELP is answered with the business's name and phone. Anything
 * else is "other": the webhook keeps it as the customer's reply for the office (server/sms/replies.ts).
 */
export async function handleInboundText(db: Db, config: Config, from: string, body: string, at = new Date()): Promise<InboundResult> {
  const keyword = keywordOf(body);
  const phone = toE164(from);
  if (!keyword || !phone) return { kind: "other", reply: null, leads: 0 };
  const matching = await leadsWithPhone(db, nationalDigits(phone));
  const when = at.toISOString();
  if (keyword.kind === "help") {
    // AYUDA is answered in Spanish; HELP or INFO in the number's leads' language (English if mixed).
    const spanishLeads = matching.some((l) => l.locale === "es") && !matching.some((l) => l.locale === "en");
    const locale = (SPANISH_HELP as readonly string[]).includes(keyword.keyword) || spanishLeads ? "es" : "en";
    const reply = inLocale(smsCopy, locale).help.replace("{phone}", businessContact(config, locale).phone);
    return { kind: "help", reply, leads: matching.length };
  }
  if (keyword.kind === "stop") {
    for (const lead of matching) await changeLeadConsent(db, lead, { action: "withdrawn", source: "keyword", keyword: keyword.keyword, phone, at: when });
    if (matching.length === 0) await recordNumberConsent(db, { action: "withdrawn", source: "keyword", keyword: keyword.keyword, phone, at: when });
    log.info("sms_opt_out", { leads: matching.length, keyword: keyword.keyword });
    return { kind: "stop", reply: null, leads: matching.length };
  }
  // START: only a lead that had agreed (a wording on record) and withdrew gets its consent back.
  let restored = 0;
  for (const lead of matching) {
    if (!lead.sms_consent_version || lead.sms_updates) continue;
    const history = await consentHistory(db, lead.id);
    if (!history.some((e) => e.action === "withdrawn")) continue;
    await changeLeadConsent(db, lead, {
      action: "given",
      source: "keyword",
      keyword: keyword.keyword,
      phone,
      wordingVersion: lead.sms_consent_version,
      at: when,
    });
    restored += 1;
  }
  if (restored === 0) await recordNumberConsent(db, { action: "given", source: "keyword", keyword: keyword.keyword, phone, at: when });
  log.info("sms_opt_in", { leads: restored, keyword: keyword.keyword });
  return { kind: "start", reply: null, leads: restored };
}
