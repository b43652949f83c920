import { addDays, businessDate, formatBusinessTime } from "~/lib/dates";
import type { Db } from "../db/client";
import type { SmsEvent, SmsMessage, SmsReply, SmsReplyForwardStatus, SmsStatus } from "../db/schema";
import { consentEventsForLeads, textCounts, textsForLeads, textsForVisits } from "../models/sms";
import { optOutKeywords, replyCounts, repliesForLeads, repliesForLeadsBetween, type ReplyOptOut, replyOptOut } from "../models/sms-replies";
import { formatUsPhone } from "./phone";
import { findVisit } from "../models/visits";
import { mayReadVisit, type Reader } from "../visits/reach";
import { isSkipCode, mayAskAgain, type SkipCode, textOnMyWay, type TextOptions, type TextOutcome } from "./send";

/**
 * What the crew's page and the admin's lead details use: `textOnMyWayAs` and `textVisitClosed`
 * (idempotent per visit and event) and the state of each text in words.
 */
export { textVisitClosed } from "./send";

/**
 * "On my way" asked for from the crew's page: only for a visit the account reaches, the same rule
 * as closing it and reading its photo (server/visits/reach.ts: a crew member's own route; the office
 * any); another is "not_found" and nothing is recorded or queued. Then only a visit still to do
 * today is texted (server/sms/send.ts).
 */
export async function textOnMyWayAs(db: Db, env: Env, reader: Reader, visitId: number, options: TextOptions = {}): Promise<TextOutcome> {
  const visit = await findVisit(db, visitId);
  if (!visit || !(await mayReadVisit(db, reader, visit, businessDate(options.now ?? new Date())))) return { result: "not_found" };
  return textOnMyWay(db, env, visit.id, options);
}

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
    skipCode: m.status === "skipped" && isSkipCode(m.error_code) ? m.error_code : null,
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

const SOURCES = {
  quote_form: "quote form",
  customer_area: "customer area",
  keyword: "texted",
  number_changed: "number changed",
  office: "by the office, after the customer's reply",
} as const;

/** A customer's reply to our texts (server/sms/replies.ts), as the admin shows it. */
export interface ReplySummary {
  id: number;
  body: string;
  /** Pictures or files attached (not kept). */
  media: number;
  from: string;
  at: string;
  /** The office e-mail's state in words: "E-mailed to the office", "Office e-mail failed: retrying", ... */
  forward: string;
  forwardProblem: boolean;
  /** The words read as a wish to stop texts: the office is offered "Turn texts off". */
  asksToStop: boolean;
  /** The message itself stopped texts to the number: an opt-out that said more ("Cancel my visit tomorrow"), or an unclear one. */
  optOut: ReplyOptOut;
  /** That, in words: "Opted out by this message", ... */
  optOutWords: string | null;
}

const OPT_OUT_WORDS: Record<NonNullable<ReplyOptOut>, string> = {
  stopped: "Opted out by this message: texts are off until the customer replies START",
  paused: "Texts paused by this message: it may mean STOP, so the customer was asked once (START turns texts back on)",
};

const FORWARD_STATES: Record<SmsReplyForwardStatus, string> = {
  pending: "Office e-mail not queued yet",
  queued: "Office e-mail queued",
  sending: "Office e-mail sending",
  sent: "E-mailed to the office",
  failed: "Office e-mail failed: retrying",
  dead: "Office e-mail not sent: gave up after retries",
};

export function summarizeReply(r: SmsReply, optOut: ReplyOptOut = null): ReplySummary {
  return {
    id: r.id,
    body: r.body,
    media: r.media_count,
    from: formatUsPhone(r.phone),
    at: r.received_at,
    forward:
      r.in_digest && r.forward_status === "queued" ? "In the hour's digest e-mail to the office (sent at the hour's end)" : FORWARD_STATES[r.forward_status],
    forwardProblem: r.forward_status === "failed" || r.forward_status === "dead" || r.forward_status === "pending",
    asksToStop: r.opt_out_words,
    optOut,
    optOutWords: optOut ? OPT_OUT_WORDS[optOut] : null,
  };
}

/** One entry of a lead's conversation: a text we sent, or the customer's reply. */
export type ConversationEntry = { from: "us"; text: TextSummary } | { from: "customer"; reply: ReplySummary };

/** Per lead (the admin's lead details): the conversation (our texts and the customer's replies) in time order, oldest first, and the consent history, oldest first. */
export interface LeadTexts {
  /** The latest CONVERSATION_LATEST entries, oldest first. */
  conversation: ConversationEntry[];
  /** How many earlier texts and replies are left out. */
  earlier: number;
  consent: ConsentChangeSummary[];
}

/**
 * The most texts and replies a lead's conversation shows on the lead list: a customer of two years
 * has a hundred texts, and a page of fifty such leads would be megabytes.
 */
export const CONVERSATION_LATEST = 5;

export async function textsAndConsentForLeads(db: Db, leadIds: readonly number[]): Promise<Record<number, LeadTexts>> {
  const out: Record<number, LeadTexts> = {};
  if (leadIds.length === 0) return out;
  const [texts, replies, events, textTotals, replyTotals] = await Promise.all([
    textsForLeads(db, leadIds, CONVERSATION_LATEST),
    repliesForLeads(db, leadIds, CONVERSATION_LATEST),
    consentEventsForLeads(db, leadIds),
    textCounts(db, leadIds),
    replyCounts(db, leadIds),
  ]);
  const keywords = await optOutKeywords(
    db,
    Object.values(replies).flatMap((rows) => rows.map((r) => r.message_sid)),
  );
  for (const id of new Set([...Object.keys(texts), ...Object.keys(replies)].map(Number))) {
    const entries: { at: string; entry: ConversationEntry }[] = [
      ...(texts[id] ?? []).map((m) => ({ at: m.created_at, entry: { from: "us" as const, text: summarizeText(m) } })),
      ...(replies[id] ?? []).map((r) => ({
        at: r.received_at,
        entry: { from: "customer" as const, reply: summarizeReply(r, replyOptOut(keywords.get(r.message_sid))) },
      })),
    ];
    const latest = entries.toSorted((a, b) => a.at.localeCompare(b.at)).slice(-CONVERSATION_LATEST);
    const lead = (out[id] ??= { conversation: [], earlier: 0, consent: [] });
    lead.conversation = latest.map((e) => e.entry);
    lead.earlier = (textTotals.get(id) ?? 0) + (replyTotals.get(id) ?? 0) - latest.length;
  }
  for (const e of events) {
    if (e.lead_id === null) continue;
    // An unclear opt-out's keyword ends with "?" ("CANCEL?"): texts paused, the customer asked.
    const unclear = e.source === "keyword" && e.keyword?.endsWith("?");
    const how = unclear
      ? `texted "${e.keyword?.slice(0, -1).toLowerCase()}": may mean STOP, asked the customer`
      : e.source === "keyword"
        ? `texted ${e.keyword ?? ""}`.trim()
        : SOURCES[e.source];
    (out[e.lead_id] ??= { conversation: [], earlier: 0, consent: [] }).consent.push({
      id: e.id,
      what: `${e.action === "given" ? "Agreed" : "Withdrawn"} (${how})`,
      withdrawn: e.action === "withdrawn",
      at: e.created_at,
    });
  }
  return out;
}

/** A customer's reply on the crew's stop: the words and when they came, on Miami's clock in the page's language. */
export interface CrewReply {
  id: number;
  body: string;
  media: number;
  at: string;
  time: string;
}

/**
 * Per visit of the crew's day: the replies its customer texted us on that day (Miami), oldest
 * first, so the crew reads "Gate is locked, I'll open it in 5 min" on the stop.
 */
export async function crewRepliesForDay(
  db: Db,
  stops: readonly { visitId: number; leadId: number }[],
  date: string,
  locale: "en" | "es",
): Promise<Record<number, CrewReply[]>> {
  const out: Record<number, CrewReply[]> = {};
  if (stops.length === 0) return out;
  // A day in Miami is 23 to 25 hours of UTC: a wide window, then each reply's own Miami date.
  const rows = await repliesForLeadsBetween(
    db,
    stops.map((s) => s.leadId),
    `${addDays(date, -1)}T00:00:00.000Z`,
    `${addDays(date, 2)}T00:00:00.000Z`,
  );
  for (const reply of rows) {
    if (businessDate(new Date(reply.received_at)) !== date) continue;
    for (const stop of stops) {
      if (stop.leadId !== reply.lead_id) continue;
      (out[stop.visitId] ??= []).push({
        id: reply.id,
        body: reply.body,
        media: reply.media_count,
        at: reply.received_at,
        time: formatBusinessTime(new Date(reply.received_at), locale),
      });
    }
  }
  return out;
}
