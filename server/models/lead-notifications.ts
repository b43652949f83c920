import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inChunks } from "./in-chunks";
import { type LeadNotification, leadNotifications, type NotificationKind, type NotificationStatus } from "../db/schema";

const nowIso = () => new Date().toISOString();

/** Records the notifications of a new lead as queued (one per kind; a repeat changes nothing). */
export async function recordQueued(db: Db, leadId: number, kinds: readonly NotificationKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insert(leadNotifications)
    .values(kinds.map((kind) => ({ lead_id: leadId, kind })))
    .onConflictDoNothing();
}

export async function findNotification(db: Db, leadId: number, kind: NotificationKind): Promise<LeadNotification | undefined> {
  return db.query.leadNotifications.findFirst({ where: and(eq(leadNotifications.lead_id, leadId), eq(leadNotifications.kind, kind)) });
}

interface Outcome {
  status: NotificationStatus;
  lastError?: string | null;
  /** Count this as one more delivery attempt. */
  attempted?: boolean;
}

/** Sets a notification's status (creating the row if the enqueue could not record it). */
export async function recordOutcome(db: Db, leadId: number, kind: NotificationKind, outcome: Outcome): Promise<void> {
  const attempts = outcome.attempted ? 1 : 0;
  const lastError = outcome.lastError === undefined ? undefined : outcome.lastError;
  await db
    .insert(leadNotifications)
    .values({ lead_id: leadId, kind, status: outcome.status, attempts, last_error: lastError ?? null, updated_at: nowIso() })
    .onConflictDoUpdate({
      target: [leadNotifications.lead_id, leadNotifications.kind],
      set: {
        status: outcome.status,
        attempts: sql`${leadNotifications.attempts} + ${attempts}`,
        ...(lastError === undefined ? {} : { last_error: lastError }),
        updated_at: nowIso(),
      },
    });
}

/** Marks the given kinds of one lead as failed before any attempt (the queue could not be reached). */
export async function recordEnqueueFailure(db: Db, leadId: number, kinds: readonly NotificationKind[], error: string): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .update(leadNotifications)
    .set({ status: "failed", last_error: error, updated_at: nowIso() })
    .where(and(eq(leadNotifications.lead_id, leadId), inArray(leadNotifications.kind, [...kinds])));
}

/** Every notification of the given leads, grouped by lead id, in kind order. */
export async function notificationsForLeads(db: Db, leadIds: readonly number[]): Promise<Record<number, LeadNotification[]>> {
  const grouped: Record<number, LeadNotification[]> = {};
  if (leadIds.length === 0) return grouped;
  const rows = await inChunks(leadIds, (ids) =>
    db.select().from(leadNotifications).where(inArray(leadNotifications.lead_id, ids)).orderBy(asc(leadNotifications.lead_id), asc(leadNotifications.id)),
  );
  for (const row of rows) (grouped[row.lead_id] ??= []).push(row);
  return grouped;
}
