import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inChunks } from "./in-chunks";
import { type SmsMessage, smsKeywords, smsMessages, type SmsReply, smsReplies } from "../db/schema";

/**
 * Customers' replies to our texts (server/sms/replies.ts): stored once per provider message, the
 * office e-mail's state, and what the admin and the crew's page read.
 */

export interface NewReply {
  leadId: number | null;
  phone: string;
  body: string;
  mediaCount: number;
  messageSid: string;
  answersSmsId: number | null;
  receivedAt: string;
  /** The words read as a wish to stop texts: flagged for the office. */
  optOutWords: boolean;
  /**
   * Past the hour's first few: "head" starts the hour's digest (queued like any reply, with a delay),
   * "carried" rides in it (stored as queued, so nothing queues it alone); null: e-mailed on its own.
   */
  digest: "head" | "carried" | null;
}

/** Stores a reply once: null when a row with its message id exists (the provider retried the webhook). */
export async function insertReply(db: Db, input: NewReply): Promise<SmsReply | null> {
  const [row] = await db
    .insert(smsReplies)
    .values({
      lead_id: input.leadId,
      phone: input.phone,
      body: input.body,
      media_count: input.mediaCount,
      message_sid: input.messageSid,
      answers_sms_id: input.answersSmsId,
      received_at: input.receivedAt,
      forward_updated_at: input.receivedAt,
      opt_out_words: input.optOutWords,
      in_digest: input.digest !== null,
      ...(input.digest === "carried" ? { forward_status: "queued" as const } : {}),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findReply(db: Db, id: number): Promise<SmsReply | undefined> {
  return db.query.smsReplies.findFirst({ where: eq(smsReplies.id, id) });
}

export async function findReplyBySid(db: Db, messageSid: string): Promise<SmsReply | undefined> {
  return db.query.smsReplies.findFirst({ where: eq(smsReplies.message_sid, messageSid) });
}

/** The last text we sent (or are sending) to this number before `before`: what a reply answers. */
export async function lastTextTo(db: Db, phone: string, before: string): Promise<SmsMessage | undefined> {
  return db.query.smsMessages.findFirst({
    where: and(
      eq(smsMessages.to_phone, phone),
      inArray(smsMessages.status, ["sending", "sent", "delivered", "undelivered"]),
      lt(smsMessages.created_at, before),
    ),
    orderBy: [desc(smsMessages.created_at), desc(smsMessages.id)],
  });
}

/**
 * Claims a stored reply for the queue (pending → queued): true for one caller only, so a retried
 * webhook and the daily run never queue it twice. Given back with `releaseReplyClaim` when the
 * queue could not be reached.
 */
export async function claimReplyForQueue(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsReplies)
    .set({ forward_status: "queued", forward_updated_at: new Date().toISOString() })
    .where(and(eq(smsReplies.id, id), eq(smsReplies.forward_status, "pending")))
    .returning({ id: smsReplies.id });
  return rows.length > 0;
}

export async function releaseReplyClaim(db: Db, id: number): Promise<void> {
  await db
    .update(smsReplies)
    .set({ forward_status: "pending", forward_error: "Could not reach the notification queue", forward_updated_at: new Date().toISOString() })
    .where(and(eq(smsReplies.id, id), eq(smsReplies.forward_status, "queued")));
}

/**
 * Replies stored since `since` that never reached the queue (the daily run queues them), oldest
 * first, at most 200 a run as for visit summaries: each costs calls to D1, of which the daily run's
 * one invocation may make 1,000; the rest go the next day.
 */
export async function unqueuedReplies(db: Db, since: string): Promise<number[]> {
  const rows = await db
    .select({ id: smsReplies.id })
    .from(smsReplies)
    .where(and(eq(smsReplies.forward_status, "pending"), gte(smsReplies.received_at, since)))
    .orderBy(smsReplies.received_at, smsReplies.id)
    .limit(200);
  return rows.map((r) => r.id);
}

/**
 * The consumer's claim before it e-mails the office: true for one caller only. Sent and dead
 * replies are never claimed; one left `sending` for over two minutes (a consumer that died
 * mid-send) may be claimed again.
 */
export async function claimReplyForSending(db: Db, id: number, now = new Date()): Promise<boolean> {
  const stale = new Date(now.getTime() - 120_000).toISOString();
  const rows = await db
    .update(smsReplies)
    .set({ forward_status: "sending", forward_attempts: sql`${smsReplies.forward_attempts} + 1`, forward_updated_at: now.toISOString() })
    .where(
      and(
        eq(smsReplies.id, id),
        or(
          notInArray(smsReplies.forward_status, ["sending", "sent", "dead"]),
          and(eq(smsReplies.forward_status, "sending"), lt(smsReplies.forward_updated_at, stale)),
        ),
      ),
    )
    .returning({ id: smsReplies.id });
  return rows.length > 0;
}

export async function markRepliesForwarded(db: Db, ids: readonly number[]): Promise<void> {
  const at = new Date().toISOString();
  await inChunks(ids, (part) =>
    db
      .update(smsReplies)
      .set({ forward_status: "sent", forwarded_at: at, forward_error: null, forward_updated_at: at })
      .where(inArray(smsReplies.id, part))
      .then(() => []),
  );
}

/**
 * A digest's replies: the one that started it and every later reply carried in a digest and not
 * e-mailed yet, oldest first: of the same number for a lead's, of every number no lead has for an
 * unknown number's (server/sms/replies.ts).
 */
export async function digestReplies(db: Db, head: SmsReply): Promise<SmsReply[]> {
  return db
    .select()
    .from(smsReplies)
    .where(
      and(
        head.lead_id === null ? isNull(smsReplies.lead_id) : and(eq(smsReplies.phone, head.phone), isNotNull(smsReplies.lead_id)),
        eq(smsReplies.in_digest, true),
        gte(smsReplies.received_at, head.received_at),
        or(eq(smsReplies.id, head.id), eq(smsReplies.forward_status, "queued")),
      ),
    )
    .orderBy(smsReplies.received_at, smsReplies.id);
}

export async function markReplyFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(smsReplies)
    .set({ forward_status: "failed", forward_error: error.slice(0, 200), forward_updated_at: new Date().toISOString() })
    .where(and(eq(smsReplies.id, id), notInArray(smsReplies.forward_status, ["sent"])));
}

/** The dead-letter queue's part: the e-mail is given up, unless it went out meanwhile. */
export async function markReplyDead(db: Db, id: number): Promise<void> {
  await db
    .update(smsReplies)
    .set({ forward_status: "dead", forward_updated_at: new Date().toISOString() })
    .where(and(eq(smsReplies.id, id), notInArray(smsReplies.forward_status, ["sent"])));
}

/** The replies of the given leads, oldest first, grouped by lead id (the admin's lead details): at most `latest` of each, the newest. */
export async function repliesForLeads(db: Db, leadIds: readonly number[], latest = Number.MAX_SAFE_INTEGER): Promise<Record<number, SmsReply[]>> {
  const grouped: Record<number, SmsReply[]> = {};
  if (leadIds.length === 0) return grouped;
  // In parts by lead: each lead's replies come from one part, in its order.
  const rows = await inChunks(leadIds, (ids) => {
    const ranked = db
      .select({
        id: smsReplies.id,
        rank: sql<number>`row_number() OVER (PARTITION BY ${smsReplies.lead_id} ORDER BY ${smsReplies.received_at} DESC, ${smsReplies.id} DESC)`.as("rank"),
      })
      .from(smsReplies)
      .where(inArray(smsReplies.lead_id, ids))
      .as("ranked");
    return db
      .select({ reply: smsReplies })
      .from(smsReplies)
      .innerJoin(ranked, eq(ranked.id, smsReplies.id))
      .where(lte(ranked.rank, latest))
      .orderBy(smsReplies.received_at, smsReplies.id);
  });
  for (const { reply } of rows) if (reply.lead_id !== null) (grouped[reply.lead_id] ??= []).push(reply);
  return grouped;
}

/** How many replies each of the given leads has, by lead id (absent: none). */
export async function replyCounts(db: Db, leadIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await inChunks(leadIds, (ids) =>
    db.select({ leadId: smsReplies.lead_id, n: count() }).from(smsReplies).where(inArray(smsReplies.lead_id, ids)).groupBy(smsReplies.lead_id),
  );
  return new Map(rows.map((r) => [r.leadId ?? 0, r.n]));
}

/** The replies of the given leads received in [from, to) (the crew's page: the day's replies), oldest first. */
export async function repliesForLeadsBetween(db: Db, leadIds: readonly number[], from: string, to: string): Promise<SmsReply[]> {
  const rows = await inChunks(leadIds, (ids) =>
    db
      .select()
      .from(smsReplies)
      .where(and(inArray(smsReplies.lead_id, ids), gte(smsReplies.received_at, from), lt(smsReplies.received_at, to))),
  );
  return rows.toSorted((a, b) => a.received_at.localeCompare(b.received_at) || a.id - b.id);
}

/**
 * The opt-out keywords recorded for these provider messages (server/sms/consent.ts), by message id:
 * the replies whose own message opted the number out ("Cancel my visit tomorrow"), or paused texts
 * as an unclear one (its keyword ends with "?").
 */
export async function optOutKeywords(db: Db, messageSids: readonly string[]): Promise<Map<string, string>> {
  const rows = await inChunks(messageSids, (sids) =>
    db
      .select({ sid: smsKeywords.message_sid, keyword: smsKeywords.keyword })
      .from(smsKeywords)
      .where(and(inArray(smsKeywords.message_sid, sids), eq(smsKeywords.kind, "stop"))),
  );
  return new Map(rows.map((r) => [r.sid, r.keyword]));
}

/**
 * Whether a reply's own message stopped texts to its number (server/sms/consent.ts): "stopped" for
 * an opt-out that said more ("Cancel my visit tomorrow"), "paused" for an unclear one (its keyword
 * ends with "?"), null for an ordinary reply. Read from the keyword recorded under its message id.
 */
export type ReplyOptOut = "stopped" | "paused" | null;
export const replyOptOut = (keyword: string | undefined): ReplyOptOut => (keyword === undefined ? null : keyword.endsWith("?") ? "paused" : "stopped");
