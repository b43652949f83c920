import { businessContact, type Config } from "../config";
import { inLocale } from "../content/catalogue";
import { smsCopy } from "../content/text-messages";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { log } from "../log";
import { type ConsentChange, consentHistory, leadsWithPhone } from "../models/sms";
import { applyConsentKeyword } from "../leads/change";
import { nationalDigits, toE164 } from "./phone";

/**
 * The keywords carriers and CTIA expect a business number to honour, and their Spanish words for
 * customers who write in Spanish (stopping is honoured in either language; texts are sent again
 * only on START, the word every message names). OPT OUT and OPT-OUT are read as OPTOUT, STOP ALL
 * as STOPALL.
 */
const SPANISH_STOP = ["PARAR", "DETENER", "CANCELAR", "BAJA", "ALTO"] as const;
const SPANISH_HELP = ["AYUDA"] as const;
export const STOP_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT", ...SPANISH_STOP] as const;
export const START_KEYWORDS = ["START", "UNSTOP", "YES"] as const;
export const HELP_KEYWORDS = ["HELP", "INFO", ...SPANISH_HELP] as const;

/**
 * An opt-out may have a few words after it ("STOP texting me", "Baja por favor"): a message of at
 * most this many words whose first word is a STOP keyword is one (the FCC's 2024 rule: any
 * reasonable means). START and HELP count only alone.
 */
const OPT_OUT_MAX_WORDS = 4;
/** In a longer reply, these words flag it for the office; END and ALTO ("the end of the drive", "el muro es alto") are too common. */
const FLAG_WORDS: readonly string[] = STOP_KEYWORDS.filter((k) => k !== "END" && k !== "ALTO");

export type KeywordKind = "stop" | "start" | "help";

/** The message's words: accents, punctuation, emoji and invisible characters out, upper case, OPT OUT as one word. */
function wordsOf(body: string): string[] {
  return body
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/\bOPT[\s\-_]*OUT\b/g, "OPTOUT")
    .replace(/\bSTOP\s+ALL\b/g, "STOPALL")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const isIn = (list: readonly string[], word: string | undefined) => word !== undefined && list.includes(word);

export function keywordOf(body: string): { kind: KeywordKind; keyword: string } | null {
  const words = wordsOf(body);
  const [first] = words;
  if (!first) return null;
  if (isIn(STOP_KEYWORDS, first) && words.length <= OPT_OUT_MAX_WORDS) return { kind: "stop", keyword: first };
  if (words.length !== 1) return null;
  if (isIn(START_KEYWORDS, first)) return { kind: "start", keyword: first };
  if (isIn(HELP_KEYWORDS, first)) return { kind: "help", keyword: first };
  return null;
}

/** A reply that is not a keyword but has opt-out words in it ("please stop texting me, we moved"): flagged for the office. */
export function hasOptOutWords(body: string): boolean {
  return wordsOf(body).some((w) => FLAG_WORDS.includes(w));
}

export interface InboundResult {
  kind: KeywordKind | "other";
  /** The answer to text back (HELP, and the STOP and START confirmations), or null. */
  reply: string | null;
  leads: number;
}

/**
 * The language of a keyword's answer: Spanish for a Spanish word (PARAR, AYUDA), else the number's
 * leads' language (English when they are mixed or there is none).
 */
function answerLocale(keyword: string, matching: readonly Lead[]): "en" | "es" {
  if (isIn(SPANISH_STOP, keyword) || isIn(SPANISH_HELP, keyword)) return "es";
  return matching.some((l) => l.locale === "es") && !matching.some((l) => l.locale === "en") ? "es" : "en";
}

/**
 * An inbound text from `from` (E.164). STOP and its synonyms withdraw consent for every lead with
 * that number (time and keyword kept in the history); START/UNSTOP give it back to the leads that
 * had agreed before and withdrew; HELP is answered with the business's name and phone; STOP and
 * START are confirmed, in the customer's language. Each provider message is acted on and answered
 * once (`messageSid`): a replay changes nothing and answers nothing. Anything else is "other": the
 * webhook keeps it as the customer's reply for the office (server/sms/replies.ts).
 */
export async function handleInboundText(
  db: Db,
  config: Config,
  from: string,
  body: string,
  messageSid: string | null = null,
  at = new Date(),
): Promise<InboundResult> {
  const keyword = keywordOf(body);
  const phone = toE164(from);
  if (!keyword || !phone) return { kind: "other", reply: null, leads: 0 };
  const matching = await leadsWithPhone(db, nationalDigits(phone));
  const when = at.toISOString();
  const locale = answerLocale(keyword.keyword, matching);
  const copy = inLocale(smsCopy, locale);
  const received = { messageSid, phone, kind: keyword.kind, keyword: keyword.keyword, at: when };
  const byKeyword = { source: "keyword" as const, keyword: keyword.keyword, phone, at: when };

  // Decide first: which leads change, and whether the number's own history keeps the keyword.
  let changes: { lead: Lead; change: ConsentChange }[] = [];
  if (keyword.kind === "stop") changes = matching.map((lead) => ({ lead, change: { ...byKeyword, action: "withdrawn" } }));
  if (keyword.kind === "start") {
    // Only a lead that had agreed (a wording on record) and withdrew gets its consent back.
    for (const lead of matching) {
      if (!lead.sms_consent_version || lead.sms_updates) continue;
      const history = await consentHistory(db, lead.id);
      if (!history.some((e) => e.action === "withdrawn")) continue;
      changes.push({ lead, change: { ...byKeyword, action: "given", wordingVersion: lead.sms_consent_version } });
    }
  }
  const numberChange: ConsentChange | null =
    keyword.kind !== "help" && changes.length === 0 ? { ...byKeyword, action: keyword.kind === "stop" ? "withdrawn" : "given" } : null;

  // Then write once.
  if (!(await applyConsentKeyword(db, received, changes, numberChange))) {
    log.info("sms_keyword_replayed", { kind: keyword.kind });
    return { kind: keyword.kind, reply: null, leads: 0 };
  }
  if (keyword.kind === "help") return { kind: "help", reply: copy.help.replace("{phone}", businessContact(config, locale).phone), leads: matching.length };
  log.info(keyword.kind === "stop" ? "sms_opt_out" : "sms_opt_in", { leads: changes.length, keyword: keyword.keyword });
  return { kind: keyword.kind, reply: keyword.kind === "stop" ? copy.stopConfirmed : copy.startConfirmed, leads: changes.length };
}
