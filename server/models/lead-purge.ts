import { and, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { cancellationRequests, leads, smsMessages, smsReplies, visits } from "../db/schema";

/** The purge of deleted leads' personal data: which leads are due and the statements on the other tables (server/leads/change.ts, purgeDeletedLeads). */

/** Personal fields a purge erases; the row stays (status, dates, zip, service) for counts. */
export const PURGE_AFTER_DAYS = 30;

/**
 * The leads due for purging: soft-deleted more than PURGE_AFTER_DAYS ago and not purged yet
 * (server/leads/change.ts, purgeDeletedLeads, erases their personal data).
 */
export function purgeDue(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - PURGE_AFTER_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const due = and(isNotNull(leads.deleted_at), lt(leads.deleted_at, cutoff), isNull(leads.purged_at));
  return { due, dueIds: db.select({ id: leads.id }).from(leads).where(due), cutoff };
}

type DueIds = ReturnType<typeof purgeDue>["dueIds"];

/** The R2 keys of the photos of the leads due for purging. */
export async function photoKeysOfLeads(db: Db, dueIds: DueIds): Promise<string[]> {
  const keys = await db
    .select({ key: visits.photo_key })
    .from(visits)
    .where(and(inArray(visits.lead_id, dueIds), isNotNull(visits.photo_key)));
  return keys.map((k) => k.key ?? "");
}

/**
 * The purge's statements on the other tables (server/leads/change.ts, purgeDeletedLeads, erases the
 * lead's own fields and the before/after values in its history): their visits' notes and
 * photos, the numbers and words of their texts, and their replies to our texts (deleted; a reply
 * from a number no lead has goes PURGE_AFTER_DAYS after it came).
 */
export function purgeRelatedStatements(db: Db, dueIds: DueIds, cutoff: string) {
  return [
    db.update(visits).set({ note: "", photo_key: null, photo_type: null }).where(inArray(visits.lead_id, dueIds)),
    // The texts' numbers and words (the consent history keeps its numbers: a STOP stays honoured).
    db.update(smsMessages).set({ to_phone: "", body: "" }).where(inArray(smsMessages.lead_id, dueIds)),
    // The customer's replies go with the lead; those of a number no lead has, PURGE_AFTER_DAYS after they came.
    db.delete(smsReplies).where(inArray(smsReplies.lead_id, dueIds)),
    db.delete(smsReplies).where(and(isNull(smsReplies.lead_id), lt(smsReplies.received_at, cutoff))),
    // A cancellation's comment is the customer's own words.
    db.update(cancellationRequests).set({ comment: "" }).where(inArray(cancellationRequests.lead_id, dueIds)),
  ] as const;
}
