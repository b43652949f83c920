import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { queueDeliveries } from "../db/schema";

/**
 * How long a sent message's id is kept: past the longest a queue keeps a message (14 days on
 * Cloudflare Queues), no redelivery of it can arrive.
 */
export const QUEUE_DELIVERY_RETENTION_DAYS = 15;

/** Whether the queue message `messageId` was sent already (a redelivery of it sends nothing). */
export async function wasDelivered(db: Db, messageId: string): Promise<boolean> {
  const row = await db.select({ id: queueDeliveries.message_id }).from(queueDeliveries).where(eq(queueDeliveries.message_id, messageId)).get();
  return row !== undefined;
}

/** Records that the queue message `messageId` (of `kind`) was sent; recording it again changes nothing. */
export async function recordDelivered(db: Db, messageId: string, kind: string, now = new Date()): Promise<void> {
  await db.insert(queueDeliveries).values({ message_id: messageId, kind, sent_at: now.toISOString() }).onConflictDoNothing();
}

/** Deletes the ids kept past QUEUE_DELIVERY_RETENTION_DAYS (the daily job); returns how many. */
export async function pruneQueueDeliveries(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - QUEUE_DELIVERY_RETENTION_DAYS * 86_400_000).toISOString();
  const outcome = await db.delete(queueDeliveries).where(lt(queueDeliveries.sent_at, before)).run();
  return outcome.meta.changes;
}
