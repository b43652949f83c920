import { and, count, desc, eq, gt, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inChunks } from "./in-chunks";
import { toE164 } from "../sms/phone";
import {
  type Lead,
  leads,
  type SmsConsentAction,
  type SmsConsentSource,
  smsConsentEvents,
  smsKeywords,
  type SmsEvent,
  type SmsMessage,
  smsMessages,
  type SmsStatus,
} from "../db/schema";

const nowIso = () => new Date().toISOString();

/** States after which the consumer never sends again. */
export const FINAL_SMS_STATUSES = ["sent", "delivered", "undelivered", "failed", "dead", "skipped"] as const satisfies readonly SmsStatus[];

export interface NewSms {
  leadId: number;
  visitId: number | null;
  event: SmsEvent;
  eventKey: string;
  toPhone: string;
  locale: "en" | "es";
  body: string;
  status: Extract<SmsStatus, "queued" | "scheduled" | "skipped">;
  sendAfter: string | null;
  lastError?: string | null;
  /** Why a skipped text was not sent, as a code (server/sms/send.ts, SKIP_TEXTS); read back by the crew's page. */
  errorCode?: string | null;
}

/** The columns of a text that a claim writes: to whom, in which words, in which state. */
const textColumns = (input: NewSms) => ({
  to_phone: input.toPhone,
  locale: input.locale,
  body: input.body,
  status: input.status,
  send_after: input.sendAfter,
  last_error: input.lastError ?? null,
  error_code: input.errorCode ?? null,
});

/**
 * Records the text of one event, once: the first caller gets the row, any later one (a double
 * submit, a second tap) gets null, as the event key is unique.
 */
export async function claimSmsEvent(db: Db, input: NewSms): Promise<SmsMessage | null> {
  const [row] = await db
    .insert(smsMessages)
    .values({
      lead_id: input.leadId,
      visit_id: input.visitId,
      event: input.event,
      event_key: input.eventKey,
      ...textColumns(input),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Claims an event's text again, once: the row is rewritten (words, number, state) only while it is
 * still as the caller read it (`was`: same state and reason), so of two taps that read the same
 * failed text only one gets the row; the other gets null.
 */
export async function reclaimSmsEvent(db: Db, was: Pick<SmsMessage, "id" | "status" | "last_error">, input: NewSms): Promise<SmsMessage | null> {
  const [row] = await db
    .update(smsMessages)
    .set({
      ...textColumns(input),
      updated_at: nowIso(),
    })
    .where(
      and(
        eq(smsMessages.id, was.id),
        eq(smsMessages.status, was.status),
        was.last_error === null ? isNull(smsMessages.last_error) : eq(smsMessages.last_error, was.last_error),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findSmsByKey(db: Db, eventKey: string): Promise<SmsMessage | undefined> {
  return db.query.smsMessages.findFirst({ where: eq(smsMessages.event_key, eventKey) });
}

export async function findSms(db: Db, id: number): Promise<SmsMessage | undefined> {
  return db.query.smsMessages.findFirst({ where: eq(smsMessages.id, id) });
}

/**
 * The consumer's claim before it calls the provider: true for one caller only. A row left in
 * `sending` for over two minutes (a consumer that died mid-send) may be claimed again.
 */
export async function claimSmsForSending(db: Db, id: number, now = new Date()): Promise<boolean> {
  const stale = new Date(now.getTime() - 120_000).toISOString();
  const rows = await db
    .update(smsMessages)
    .set({ status: "sending", attempts: sql`${smsMessages.attempts} + 1`, updated_at: now.toISOString() })
    .where(
      and(
        eq(smsMessages.id, id),
        or(inArray(smsMessages.status, ["queued", "scheduled"]), and(eq(smsMessages.status, "sending"), lt(smsMessages.updated_at, stale))),
      ),
    )
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}

export async function updateSms(
  db: Db,
  id: number,
  set: Partial<Pick<SmsMessage, "status" | "provider_sid" | "error_code" | "last_error" | "send_after">>,
  onlyIfNot: readonly SmsStatus[] = [],
): Promise<void> {
  await db
    .update(smsMessages)
    .set({ ...set, updated_at: nowIso() })
    .where(and(eq(smsMessages.id, id), onlyIfNot.length > 0 ? sql`${smsMessages.status} NOT IN ${onlyIfNot}` : undefined));
}

/**
 * A delivery status from the provider's callback, by its message id. Callbacks can arrive out of
 * order: "sent" never replaces a final state.
 */
export async function recordProviderStatus(
  db: Db,
  sid: string,
  status: Extract<SmsStatus, "sent" | "delivered" | "undelivered" | "failed">,
  errorCode: string | null,
) {
  const notAfter: SmsStatus[] = status === "sent" ? ["sent", "delivered", "undelivered", "failed"] : ["delivered", "undelivered", "failed"];
  return db
    .update(smsMessages)
    .set({ status, ...(errorCode ? { error_code: errorCode, last_error: `Provider error ${errorCode}` } : {}), updated_at: nowIso() })
    .where(and(eq(smsMessages.provider_sid, sid), sql`${smsMessages.status} NOT IN ${notAfter}`))
    .returning({ id: smsMessages.id });
}

/** Every text of the given leads, newest first, grouped by lead id (the admin's lead details). */
export async function textsForLeads(db: Db, leadIds: readonly number[], latest = Number.MAX_SAFE_INTEGER): Promise<Record<number, SmsMessage[]>> {
  const grouped: Record<number, SmsMessage[]> = {};
  if (leadIds.length === 0) return grouped;
  // In parts by lead: each lead's texts come from one part, in its order; at most `latest` of each, the newest.
  const rows = await inChunks(leadIds, (ids) => {
    const ranked = db
      .select({
        id: smsMessages.id,
        rank: sql<number>`row_number() OVER (PARTITION BY ${smsMessages.lead_id} ORDER BY ${smsMessages.created_at} DESC, ${smsMessages.id} DESC)`.as("rank"),
      })
      .from(smsMessages)
      .where(inArray(smsMessages.lead_id, ids))
      .as("ranked");
    return db
      .select({ text: smsMessages })
      .from(smsMessages)
      .innerJoin(ranked, eq(ranked.id, smsMessages.id))
      .where(lte(ranked.rank, latest))
      .orderBy(desc(smsMessages.created_at), desc(smsMessages.id));
  });
  for (const { text } of rows) (grouped[text.lead_id] ??= []).push(text);
  return grouped;
}

/** How many texts each of the given leads has, by lead id (absent: none). */
export async function textCounts(db: Db, leadIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await inChunks(leadIds, (ids) =>
    db.select({ leadId: smsMessages.lead_id, n: count() }).from(smsMessages).where(inArray(smsMessages.lead_id, ids)).groupBy(smsMessages.lead_id),
  );
  return new Map(rows.map((r) => [r.leadId, r.n]));
}

/** The texts of the given visits (the crew's page). */
export async function textsForVisits(db: Db, visitIds: readonly number[]): Promise<SmsMessage[]> {
  return inChunks(visitIds, (ids) => db.select().from(smsMessages).where(inArray(smsMessages.visit_id, ids)));
}

// --- Consent -----------------------------------------------------------------------------------

/** Leads whose phone, as typed, is this US number (digits compared; any formatting). */
export async function leadsWithPhone(db: Db, national: string): Promise<Lead[]> {
  const digits = sql`replace(replace(replace(replace(replace(replace(${leads.phone}, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')`;
  return db
    .select()
    .from(leads)
    .where(and(isNull(leads.purged_at), or(eq(digits, national), eq(digits, `1${national}`))));
}

/** The latest withdrawal of consent for a number after `since` (a STOP counts for every lead with it). */
export async function withdrawalSince(db: Db, phone: string, since: string) {
  return db.query.smsConsentEvents.findFirst({
    where: and(eq(smsConsentEvents.phone, phone), eq(smsConsentEvents.action, "withdrawn"), gt(smsConsentEvents.created_at, since)),
    orderBy: desc(smsConsentEvents.created_at),
  });
}

export async function consentHistory(db: Db, leadId: number) {
  return db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, leadId)).orderBy(smsConsentEvents.created_at, smsConsentEvents.id);
}

/** The consent events of several leads, oldest first. */
export async function consentEventsForLeads(db: Db, leadIds: readonly number[]) {
  const rows = await inChunks(leadIds, (ids) => db.select().from(smsConsentEvents).where(inArray(smsConsentEvents.lead_id, ids)));
  return rows.toSorted((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export interface ConsentChange {
  action: SmsConsentAction;
  source: SmsConsentSource;
  phone: string;
  keyword?: string | null;
  wordingVersion?: string | null;
  at: string;
}

/** A keyword texted to our number, as it is recorded once per provider message. */
export interface KeywordReceived {
  /** The provider's message id; null when the webhook gave none (then nothing tells a replay apart). */
  messageSid: string | null;
  phone: string;
  kind: "stop" | "start" | "help";
  keyword: string;
  at: string;
}

/**
 * The condition that a keyword's provider message has not been acted on yet (always true without a
 * MessageSid: then nothing tells a replay apart), for every statement of its batch.
 */
export function keywordNotSeen(received: KeywordReceived): SQL {
  return received.messageSid ? sql`NOT EXISTS (SELECT 1 FROM sms_keywords WHERE message_sid = ${received.messageSid})` : sql`1`;
}

/** The keyword's own row (unique MessageSid; a replay inserts nothing: `returning` is empty). Last in its batch. */
export function recordKeywordStatement(db: Db, received: KeywordReceived & { messageSid: string }) {
  return db
    .insert(smsKeywords)
    .values({ message_sid: received.messageSid, phone: received.phone, kind: received.kind, keyword: received.keyword, received_at: received.at })
    .onConflictDoNothing()
    .returning({ id: smsKeywords.id });
}

/** A keyword from a number no lead has (or whose leads it changed nothing for): kept in the number's history all the same. */
export function numberConsentStatement(db: Db, change: ConsentChange, onlyIf: SQL = sql`1`) {
  return db.insert(smsConsentEvents).select(sql`
    SELECT NULL, NULL, ${change.phone}, ${change.action}, ${change.source}, ${change.keyword ?? null}, NULL, ${change.at}
    WHERE ${onlyIf}
  `);
}

/**
 * The history rows of a consent change (with `original`, the quote form's original grant first,
 * once, under the number the lead had when it was given: `lead` as read before the change), for a
 * batch that also updates the lead (server/leads/change.ts); `onlyIf` (SQL) makes the rows
 * conditional, e.g. on the lead's version.
 */
export function consentHistoryStatements(db: Db, lead: Lead, change: ConsentChange, onlyIf: SQL = sql`1`, { original = true } = {}) {
  const row = db.insert(smsConsentEvents).select(sql`
    SELECT NULL, ${lead.id}, ${change.phone}, ${change.action}, ${change.source}, ${change.keyword ?? null}, ${change.wordingVersion ?? null}, ${change.at}
    WHERE ${onlyIf}
  `);
  if (!original) return [row];
  return [
    // The quote form's grant, once, when the history does not have it yet.
    db.insert(smsConsentEvents).select(sql`
      SELECT NULL, ${lead.id}, ${toE164(lead.phone) ?? lead.phone}, 'given', 'quote_form', NULL, ${lead.sms_consent_version}, ${lead.sms_consent_at}
      WHERE ${lead.sms_consent_at} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sms_consent_events WHERE lead_id = ${lead.id}) AND ${onlyIf}
    `),
    row,
  ];
}

/** The lead's latest grant of consent (its number is the one that agreed), or undefined. */
export async function latestGrant(db: Db, leadId: number) {
  return db.query.smsConsentEvents.findFirst({
    where: and(eq(smsConsentEvents.lead_id, leadId), eq(smsConsentEvents.action, "given")),
    orderBy: [desc(smsConsentEvents.created_at), desc(smsConsentEvents.id)],
  });
}

/** The latest keyword (STOP, START, ...) texted from a number, or undefined. */
export async function latestKeyword(db: Db, phone: string) {
  return db.query.smsConsentEvents.findFirst({
    where: and(eq(smsConsentEvents.phone, phone), eq(smsConsentEvents.source, "keyword")),
    orderBy: [desc(smsConsentEvents.created_at), desc(smsConsentEvents.id)],
  });
}
