import { businessContact, type Config } from "../config";
import { inLocale } from "../content/catalogue";
import { smsCopy } from "../content/text-messages";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { log } from "../log";
import { type ConsentChange, consentHistory, latestKeyword, leadsWithPhone } from "../models/sms";
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
 * An opt-out may have a few words after it ("STOP texting me", "Baja por favor", "Cancel my visit
 * tomorrow"): a message of at most this many words whose first word is a STOP keyword is one (the
 * FCC's 2024 rule: any reasonable means). START and HELP count only alone.
 */
const OPT_OUT_MAX_WORDS = 4;
/** A short message: one with an opt-out phrase is an opt-out; one with an opt-out word elsewhere is unclear (texts paused, the customer asked). */
const SHORT_MAX_WORDS = 8;
/** In a longer reply, these words flag it for the office; END and ALTO ("the end of the drive", "el muro es alto") are too common. */
const FLAG_WORDS: readonly string[] = STOP_KEYWORDS.filter((k) => k !== "END" && k !== "ALTO");

/** What people write to stop texts, in their words as read by `wordsOf` (no accents, no apostrophes, upper case). */
const STOP_PHRASES_EN = [
  "STOP TEXTING",
  "STOP TEXT",
  "STOP TEXTS",
  "STOP SENDING",
  "STOP MESSAGING",
  "STOP MESSAGES",
  "STOP CONTACTING",
  "DONT TEXT",
  "DO NOT TEXT",
  "DONT MESSAGE",
  "DO NOT MESSAGE",
  "DONT SEND TEXTS",
  "DONT SEND ME TEXTS",
  "DONT SEND MESSAGES",
  "DONT SEND ME MESSAGES",
  "DO NOT SEND TEXTS",
  "DO NOT SEND ME TEXTS",
  "DO NOT SEND MESSAGES",
  "DO NOT SEND ME MESSAGES",
  "DONT CONTACT ME",
  "DO NOT CONTACT ME",
  "NO MORE TEXTS",
  "NO MORE TEXT",
  "NO MORE TEXTING",
  "NO MORE MESSAGES",
  "NO MORE SMS",
  "TAKE ME OFF",
  "REMOVE ME",
  "LEAVE ME ALONE",
] as const;
const STOP_PHRASES_ES = [
  "NO MAS MENSAJES",
  "NO MAS TEXTOS",
  "NO MAS SMS",
  "NO QUIERO MENSAJES",
  "NO QUIERO MAS MENSAJES",
  "NO QUIERO RECIBIR MENSAJES",
  "NO QUIERO RECIBIR MAS MENSAJES",
  "NO ME ENVIEN MENSAJES",
  "NO ME ENVIEN MAS",
  "NO ME MANDEN MENSAJES",
  "NO ME MANDEN MAS",
  "NO ME ESCRIBAN",
  "NO ME TEXTEEN",
  "DEJEN DE ENVIARME",
  "DEJEN DE MANDARME",
  "DEJEN DE ESCRIBIRME",
  "DEJEN DE TEXTEARME",
  "DEJEN DE ENVIAR MENSAJES",
  "DEJEN DE MANDAR MENSAJES",
] as const;
const STOP_PHRASES = [...STOP_PHRASES_EN, ...STOP_PHRASES_ES].map((p) => ({
  words: p.split(" "),
  spanish: (STOP_PHRASES_ES as readonly string[]).includes(p),
}));
/** A STOP word in these is not about texts ("stop by at noon", "don't stop coming"). */
const NOT_OPT_OUT = ["STOP BY", "STOP IN", "STOP OVER", "STOP AT", "DONT STOP", "DO NOT STOP"].map((p) => p.split(" "));
/**
 * Words that say nothing more than "stop the texts" (please, thanks, me, texts, por favor, ya...):
 * a message of only these, opt-out words and phrases is an opt-out and nothing else, so it is not
 * kept as a reply. Any other word ("Cancel my visit tomorrow") may be a request: kept for the office.
 */
const ONLY_OPT_OUT = new Set([
  ...STOP_PHRASES.flatMap((p) => p.words),
  ...["PLEASE", "PLS", "PLZ", "NOW", "ANYMORE", "AGAIN", "ME", "US", "THANKS", "THANK", "YOU", "THX", "OK", "OKAY", "ALL", "IT", "THIS", "NUMBER"],
  ...["TEXT", "TEXTS", "TEXTING", "MESSAGE", "MESSAGES", "MESSAGING", "SMS", "YOUR"],
  ...["POR", "FAVOR", "YA", "GRACIAS", "NOS", "MAS", "MENSAJE", "TEXTO", "AHORA", "SUS", "DARME", "DE"],
]);

export type KeywordKind = "stop" | "start" | "help";

/**
 * The message's words: compatibility forms folded (full-width ＳＴＯＰ, ligatures), accents,
 * apostrophes, punctuation, emoji and invisible characters out, upper case; letters spelled out
 * one by one that make a keyword joined ("S T O P", "s.t.o.p"); OPT OUT as one word, STOP ALL too.
 */
function wordsOf(body: string): string[] {
  const split = body
    .normalize("NFKC")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/['\u2018\u2019\u02BC`\u00B4]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const words: string[] = [];
  for (let i = 0; i < split.length;) {
    // A run of single letters that spells a keyword is that keyword.
    let end = i;
    while (end < split.length && split[end]!.length === 1 && /\p{L}/u.test(split[end]!)) end += 1;
    const spelled = split.slice(i, end).join("");
    if (end - i >= 2 && isKeyword(spelled)) {
      words.push(spelled);
      i = end;
      continue;
    }
    const [word, next] = [split[i]!, split[i + 1]];
    if ((word === "OPT" && next === "OUT") || (word === "STOP" && next === "ALL")) {
      words.push(word === "OPT" ? "OPTOUT" : "STOPALL");
      i += 2;
    } else {
      words.push(word);
      i += 1;
    }
  }
  return words;
}

const isIn = (list: readonly string[], word: string | undefined) => word !== undefined && list.includes(word);
const isKeyword = (word: string) => isIn(STOP_KEYWORDS, word) || isIn(START_KEYWORDS, word) || isIn(HELP_KEYWORDS, word) || word === "OPTOUT";
/** Where `phrase` starts in `words`, or -1. */
const indexOfPhrase = (words: readonly string[], phrase: readonly string[], from = 0) => {
  for (let i = from; i + phrase.length <= words.length; i++) if (phrase.every((w, j) => words[i + j] === w)) return i;
  return -1;
};
/** The flag words of a message, less those in a phrase that is not about texts ("stop by"). */
function flagWordsIn(words: readonly string[]): string[] {
  return words.filter((w, i) => {
    if (!FLAG_WORDS.includes(w)) return false;
    return !NOT_OPT_OUT.some((p) => p.some((pw, j) => pw === w && indexOfPhrase(words, p, Math.max(0, i - j)) === i - j));
  });
}

/** How an inbound text reads: a keyword (STOP, START, HELP and the words people use for STOP), or null for any other reply. */
export interface InboundReading {
  kind: KeywordKind;
  /** What is kept in the consent history: the keyword, the phrase ("NO MORE TEXTS"), or the word of an unclear one with "?" ("CANCEL?"). */
  keyword: string;
  /** Written in Spanish (PARAR, «no más mensajes», AYUDA): answered in Spanish. */
  spanish: boolean;
  /** Perhaps an opt-out ("Can you cancel tomorrow?"): texts are paused all the same, the office is told and the customer asked once. */
  unsure: boolean;
  /** Words beyond the opt-out that may be a request ("Cancel my visit tomorrow"): kept and forwarded to the office. */
  keep: boolean;
}

/**
 * An opt-out (decision 0013, issue 59): a STOP keyword first in a message of at most 4 words, a
 * short message (at most 8 words) with an opt-out phrase ("Don't text me anymore", «Ya no quiero
 * mensajes»), or one of only opt-out words ("Please stop"). Unclear: a short message with a STOP word
 * elsewhere ("Can you cancel tomorrow?"), or a longer one with an opt-out phrase. START and HELP
 * count only alone.
 */
export function readInbound(body: string): InboundReading | null {
  const words = wordsOf(body);
  const [first] = words;
  if (!first) return null;
  if (words.length === 1 && isIn(START_KEYWORDS, first)) return { kind: "start", keyword: first, spanish: false, unsure: false, keep: false };
  if (words.length === 1 && isIn(HELP_KEYWORDS, first)) return { kind: "help", keyword: first, spanish: isIn(SPANISH_HELP, first), unsure: false, keep: false };
  const only = words.every((w) => ONLY_OPT_OUT.has(w) || isIn(STOP_KEYWORDS, w) || w === "OPTOUT");
  const stop = (keyword: string, spanish: boolean, unsure = false): InboundReading => ({ kind: "stop", keyword, spanish, unsure, keep: unsure || !only });
  if (isIn(STOP_KEYWORDS, first) && words.length <= OPT_OUT_MAX_WORDS) return stop(first, isIn(SPANISH_STOP, first));
  const phrase = STOP_PHRASES.find((p) => indexOfPhrase(words, p.words) !== -1);
  const short = words.length <= SHORT_MAX_WORDS;
  if (phrase && short) return stop(phrase.words.join(" "), phrase.spanish);
  const keyword = words.find((w) => isIn(STOP_KEYWORDS, w));
  if (only && keyword) return stop(keyword, isIn(SPANISH_STOP, keyword));
  const flagged = flagWordsIn(words)[0];
  if (phrase) return stop(`${phrase.words.join(" ")}?`, phrase.spanish, true);
  if (flagged && short) return stop(`${flagged}?`, isIn(SPANISH_STOP, flagged), true);
  return null;
}

/** The keyword a message is, when it surely is one (an unclear opt-out is not: see readInbound). */
export function keywordOf(body: string): { kind: KeywordKind; keyword: string } | null {
  const reading = readInbound(body);
  return reading && !reading.unsure ? { kind: reading.kind, keyword: reading.keyword } : null;
}

/** A reply with opt-out words or phrases in it ("please stop texting me, we moved"): flagged for the office. */
export function hasOptOutWords(body: string): boolean {
  const words = wordsOf(body);
  return flagWordsIn(words).length > 0 || STOP_PHRASES.some((p) => indexOfPhrase(words, p.words) !== -1);
}

export interface InboundResult {
  kind: KeywordKind | "other";
  /** The answer to text back (HELP, the STOP and START confirmations, the question after an unclear opt-out), or null. */
  reply: string | null;
  leads: number;
  /**
   * The words are kept as the customer's reply and forwarded to the office too (server/sms/replies.ts):
   * an opt-out with more words than the opt-out ("Cancel my visit tomorrow"), or an unclear one.
   */
  keep: boolean;
}

/**
 * The language of a keyword's answer: Spanish for Spanish words (PARAR, «no más mensajes», AYUDA),
 * else the number's leads' language (English when they are mixed or there is none).
 */
function answerLocale(reading: InboundReading, matching: readonly Lead[]): "en" | "es" {
  if (reading.spanish) return "es";
  return matching.some((l) => l.locale === "es") && !matching.some((l) => l.locale === "en") ? "es" : "en";
}

/**
 * An inbound text from `from` (E.164). STOP and the words people use for it (readInbound) withdraw
 * consent for every lead with that number (time and keyword kept in the history); START/UNSTOP
 * give it back to the leads that had agreed before and withdrew; HELP is answered with the
 * business's name and phone; STOP and START are confirmed, in the customer's language. An unclear
 * opt-out pauses texts the same way (START turns them back on) and asks the customer once: not
 * when the number's texts were off already, nor a number no lead texted. Each provider message is acted on and answered once
 * (`messageSid`): a replay changes nothing and answers nothing. Anything else is "other": the
 * webhook keeps it as the customer's reply for the office (server/sms/replies.ts), as it keeps an
 * opt-out's other words (`keep`).
 */
export async function handleInboundText(
  db: Db,
  config: Config,
  from: string,
  body: string,
  messageSid: string | null = null,
  at = new Date(),
): Promise<InboundResult> {
  const reading = readInbound(body);
  const phone = toE164(from);
  if (!reading || !phone) return { kind: "other", reply: null, leads: 0, keep: false };
  const { kind, keyword, keep } = reading;
  const [matching, before] = await Promise.all([leadsWithPhone(db, nationalDigits(phone)), reading.unsure ? latestKeyword(db, phone) : undefined]);
  const when = at.toISOString();
  const locale = answerLocale(reading, matching);
  const copy = inLocale(smsCopy, locale);
  const received = { messageSid, phone, kind, keyword, at: when };
  const byKeyword = { source: "keyword" as const, keyword, phone, at: when };

  // Decide first: which leads change, and whether the number's own history keeps the keyword.
  let changes: { lead: Lead; change: ConsentChange }[] = [];
  if (kind === "stop") changes = matching.map((lead) => ({ lead, change: { ...byKeyword, action: "withdrawn" } }));
  if (kind === "start") {
    // Only a lead that had agreed (a wording on record) and withdrew gets its consent back.
    for (const lead of matching) {
      if (!lead.sms_consent_version || lead.sms_updates) continue;
      const history = await consentHistory(db, lead.id);
      if (!history.some((e) => e.action === "withdrawn")) continue;
      changes.push({ lead, change: { ...byKeyword, action: "given", wordingVersion: lead.sms_consent_version } });
    }
  }
  const numberChange: ConsentChange | null = kind !== "help" && changes.length === 0 ? { ...byKeyword, action: kind === "stop" ? "withdrawn" : "given" } : null;

  // Then write once.
  if (!(await applyConsentKeyword(db, received, changes, numberChange))) {
    log.info("sms_keyword_replayed", { kind });
    return { kind, reply: null, leads: 0, keep };
  }
  if (kind === "help") return { kind, reply: copy.help.replace("{phone}", businessContact(config, locale).phone), leads: matching.length, keep };
  log.info(kind === "stop" ? "sms_opt_out" : "sms_opt_in", { leads: changes.length, keyword, unsure: reading.unsure });
  // Asked once: not again while the number's texts are paused, nor a number we were not texting.
  const ask = before?.action !== "withdrawn" && matching.some((l) => l.sms_updates);
  if (reading.unsure) return { kind, reply: ask ? copy.stopUnsure : null, leads: changes.length, keep };
  return { kind, reply: kind === "stop" ? copy.stopConfirmed : copy.startConfirmed, leads: changes.length, keep };
}
