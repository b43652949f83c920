import type { Db } from "../db/client";
import type { SmsEvent, SmsMessage, SmsStatus } from "../db/schema";
import { consentEventsForLeads, textsForLeads, textsForVisits } from "../models/sms";
import { formatUsPhone } from "./phone";
import { mayAskAgain, SKIP_TEXTS, type SkipCode } from "./send";

/**
 * What the crew's page and the admin's lead details use: `textOnMyWay` and `textVisitClosed`
 * (idempotent per visit and event) and the state of each text in words.
 */
export { textOnMyWay, textVisitClosed } from "./send";

export interface TextSummary {
  id: number;
  event: SmsEvent;
  eventLabel: string;
  status: SmsStatus;
  /** The state in words: "Sent", "Held until 8:00 am (quiet hours)", "Not sent: …". */
  state: string;
  /** Whether the text reached (or is on its way to) the customer. */
  tone: "ok" | "waiting" | "problem" | "none";
  to: string;
  body: string;
  at: string;
  sendAfter: string | null;
  error: string | null;
  attempts: number;
  /** Why a skipped text was not sent, as a code (for pages that say it in their own language). */
  skipCode: SkipCode | null;
  /** The provider never took it (queue unreachable, or given up on): asking again may send it. */
  askAgain: boolean;
}

const EVENT_LABELS: Record<SmsEvent, string> = { on_my_way: "On my way text", visit_closed: "Visit closed text" };

const STATES: Record<SmsStatus, { state: string; tone: TextSummary["tone"] }> = {
  queued: { state: "Queued", tone: "waiting" },
  scheduled: { state: "Held until 8:00 am (quiet hours)", tone: "waiting" },
  sending: { state: "Sending", tone: "waiting" },
  sent: { state: "Sent", tone: "ok" },
  delivered: { state: "Delivered", tone: "ok" },
  undelivered: { state: "Not delivered by the carrier", tone: "problem" },
  failed: { state: "Failed", tone: "problem" },
  dead: { state: "Not sent: gave up after retries", tone: "problem" },
  skipped: { state: "Not sent", tone: "none" },
};

export function summarizeText(m: SmsMessage): TextSummary {
  const base = STATES[m.status];
  const retrying = m.status === "queued" && m.attempts > 0;
  return {
    id: m.id,
    event: m.event,
    eventLabel: EVENT_LABELS[m.event],
    status: m.status,
    state: m.status === "skipped" && m.last_error ? m.last_error : retrying ? "Retrying" : base.state,
    tone: base.tone,
    to: m.to_phone ? formatUsPhone(m.to_phone) : "",
    body: m.body,
    at: m.updated_at,
    sendAfter: m.send_after,
    error: m.status === "skipped" ? null : m.last_error,
    attempts: m.attempts,
    skipCode: m.status === "skipped" ? ((Object.keys(SKIP_TEXTS) as SkipCode[]).find((code) => SKIP_TEXTS[code] === m.last_error) ?? null) : null,
    askAgain: mayAskAgain(m),
  };
}

export type CrewTexts = Partial<Record<SmsEvent, TextSummary>>;

/** The words a page uses for a text's event and state (the crew's page has them in both languages). */
export interface TextWords {
  events: Record<SmsEvent, string>;
  states: Record<SmsStatus, string> & { retrying: string };
  skipped: Record<SkipCode, string>;
}

/** A text's label and state in a page's own words. */
function inWords(text: TextSummary, words: TextWords): TextSummary {
  const state =
    text.status === "skipped" && text.skipCode
      ? words.skipped[text.skipCode]
      : text.status === "queued" && text.attempts > 0
        ? words.states.retrying
        : words.states[text.status];
  return { ...text, eventLabel: words.events[text.event], state };
}

/** Per visit of the crew's day: its texts by event, in the page's words. */
export async function crewTextStates(db: Db, visitIds: readonly number[], words: TextWords): Promise<Record<number, CrewTexts>> {
  const out: Record<number, CrewTexts> = {};
  for (const m of await textsForVisits(db, visitIds)) if (m.visit_id !== null) (out[m.visit_id] ??= {})[m.event] = inWords(summarizeText(m), words);
  return out;
}

export interface ConsentChangeSummary {
  id: number;
  /** "Agreed (quote form)", "Withdrawn: texted STOP", ... */
  what: string;
  withdrawn: boolean;
  at: string;
}

const SOURCES = { quote_form: "quote form", customer_area: "customer area", keyword: "texted" } as const;

/** Per lead (the admin's lead details): every text, newest first, and the consent history, oldest first. */
export interface LeadTexts {
  texts: TextSummary[];
  consent: ConsentChangeSummary[];
}

export async function textsAndConsentForLeads(db: Db, leadIds: readonly number[]): Promise<Record<number, LeadTexts>> {
  const out: Record<number, LeadTexts> = {};
  if (leadIds.length === 0) return out;
  const [texts, events] = await Promise.all([textsForLeads(db, leadIds), consentEventsForLeads(db, leadIds)]);
  for (const [id, rows] of Object.entries(texts)) (out[Number(id)] ??= { texts: [], consent: [] }).texts = rows.map(summarizeText);
  for (const e of events) {
    if (e.lead_id === null) continue;
    const how = e.source === "keyword" ? `texted ${e.keyword ?? ""}`.trim() : SOURCES[e.source];
    (out[e.lead_id] ??= { texts: [], consent: [] }).consent.push({
      id: e.id,
      what: `${e.action === "given" ? "Agreed" : "Withdrawn"} (${how})`,
      withdrawn: e.action === "withdrawn",
      at: e.created_at,
    });
  }
  return out;
}
