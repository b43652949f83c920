import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { leads, type SkipReason, users, type Visit, visits } from "../db/schema";
import { addDays, plannedDates } from "../visits/plan";

/** How far ahead the daily job plans visits. */
export const PLAN_AHEAD_DAYS = 28;

/**
 * Plans the visits of every customer with a service and a preferred day (or of one lead's
 * customer), from `today` through PLAN_AHEAD_DAYS ahead. Idempotent: a visit already planned for a
 * date is kept (unique lead and date), so running it twice plans nothing twice; a plan change
 * removes only future visits still scheduled that the new plan no longer has, and a service that
 * ended (no longer converted, deleted, account deactivated, no day) loses its future scheduled
 * visits. A plan without a preferred day waits for an admin to set it. Returns how many visits
 * were added and removed.
 */
export async function planVisits(db: Db, today: string, only?: { leadId: number }): Promise<{ added: number; removed: number }> {
  const until = addDays(today, PLAN_AHEAD_DAYS - 1);
  const eligible = and(
    eq(users.role, "customer"),
    sql`${users.status} <> 'deactivated'`,
    isNull(leads.deleted_at),
    eq(leads.status, "converted"),
    isNotNull(leads.preferred_day),
  );
  const services = await db
    .select({
      leadId: leads.id,
      userId: users.id,
      frequency: leads.service_frequency,
      day: leads.preferred_day,
      anchor: sql<string | null>`(SELECT min(date) FROM visits WHERE visits.lead_id = ${leads.id})`,
    })
    .from(users)
    .innerJoin(leads, eq(leads.id, users.lead_id))
    .where(and(eligible, only ? eq(leads.id, only.leadId) : undefined));

  // Future visits of services that ended are no longer planned.
  const ended = await db
    .delete(visits)
    .where(
      and(
        eq(visits.status, "scheduled"),
        gte(visits.date, today),
        only ? eq(visits.lead_id, only.leadId) : undefined,
        services.length > 0
          ? notInArray(
              visits.lead_id,
              services.map((s) => s.leadId),
            )
          : undefined,
      ),
    )
    .returning({ id: visits.id });
  let added = 0;
  let removed = ended.length;
  for (const s of services) {
    if (!s.day) continue;
    const dates = plannedDates({ frequency: s.frequency, day: s.day }, today, until, s.anchor ?? undefined);
    const gone = await db
      .delete(visits)
      .where(
        and(
          eq(visits.lead_id, s.leadId),
          eq(visits.status, "scheduled"),
          gte(visits.date, today),
          dates.length > 0 ? notInArray(visits.date, dates) : undefined,
        ),
      )
      .returning({ id: visits.id });
    removed += gone.length;
    if (dates.length === 0) continue;
    const inserted = await db
      .insert(visits)
      .values(dates.map((date) => ({ lead_id: s.leadId, user_id: s.userId, date })))
      .onConflictDoNothing()
      .returning({ id: visits.id });
    added += inserted.length;
  }
  return { added, removed };
}

export interface CrewVisit {
  visit: Visit;
  name: string;
  address: string;
  zip: string;
  phone: string;
  gateInstructions: string;
  /** The office's notes on the service (the lead's special instructions). */
  officeNotes: string;
  /** The language the customer reads: the crew's note is sent as written. */
  locale: "en" | "es";
}

/** The day's visits in route order: by zip code, then address. */
export async function visitsForDay(db: Db, date: string): Promise<CrewVisit[]> {
  const rows = await db
    .select({ visit: visits, lead: leads })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.lead_id))
    .where(eq(visits.date, date))
    .orderBy(asc(leads.zip_code), asc(leads.address), asc(visits.id));
  return rows.map(({ visit, lead }) => ({
    visit,
    name: lead.full_name || `${lead.first_name} ${lead.last_name}`.trim(),
    address: lead.address,
    zip: lead.zip_code,
    phone: lead.phone,
    gateInstructions: lead.gate_instructions,
    officeNotes: lead.special_instructions,
    locale: lead.locale,
  }));
}

export type CloseInput =
  { status: "done"; note: string; photo: { key: string; type: string } | null } | { status: "skipped"; reason: SkipReason; note: string };

export type CloseResult = { result: "ok"; visit: Visit } | { result: "not_found" } | { result: "conflict"; current: Visit };

/**
 * Closes a scheduled visit still at `version`: done (note, photo) or skipped (reason, note). The
 * UPDATE is conditional on the visit being scheduled at that version, so a second crew member (or
 * a double submit) gets a conflict and changes nothing.
 */
export async function closeVisit(db: Db, id: number, version: number, input: CloseInput, by: number): Promise<CloseResult> {
  const at = new Date().toISOString();
  const [updated] = await db
    .update(visits)
    .set({
      status: input.status,
      note: input.note,
      skip_reason: input.status === "skipped" ? input.reason : null,
      photo_key: input.status === "done" ? (input.photo?.key ?? null) : null,
      photo_type: input.status === "done" ? (input.photo?.type ?? null) : null,
      completed_at: at,
      completed_by: by,
      version: sql`${visits.version} + 1`,
    })
    .where(and(eq(visits.id, id), eq(visits.version, version), eq(visits.status, "scheduled")))
    .returning();
  if (updated) return { result: "ok", visit: updated };
  const current = await db.query.visits.findFirst({ where: eq(visits.id, id) });
  return current ? { result: "conflict", current } : { result: "not_found" };
}

/** Gives back a claim whose message could not be queued, so a later attempt (the daily job) sends it. */
export async function releaseSummary(db: Db, id: number): Promise<void> {
  await db
    .update(visits)
    .set({ summary_queued_at: null })
    .where(and(eq(visits.id, id), isNull(visits.summary_sent_at)));
}

/** Closed visits of the last `days` days whose summary was never queued (the queue was down when they closed). */
export async function unqueuedSummaries(db: Db, today: string, days = 3): Promise<number[]> {
  const rows = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(inArray(visits.status, ["done", "skipped"]), isNull(visits.summary_queued_at), gte(visits.date, addDays(today, -days))))
    .limit(200);
  return rows.map((r) => r.id);
}

/** Marks the summary e-mail of a closed visit as queued; true only for the first caller. */
export async function claimSummary(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(visits)
    .set({ summary_queued_at: new Date().toISOString() })
    .where(and(eq(visits.id, id), isNull(visits.summary_queued_at), inArray(visits.status, ["done", "skipped"])))
    .returning({ id: visits.id });
  return rows.length > 0;
}

export const VISITS_PAGE_SIZE = 10;

/** A customer's closed visits, newest first, one page at a time, and their next planned visit. */
export async function customerVisits(db: Db, userId: number, page: number, today: string) {
  const closed = and(eq(visits.user_id, userId), inArray(visits.status, ["done", "skipped"]));
  const [rows, [count], [next]] = await Promise.all([
    db
      .select()
      .from(visits)
      .where(closed)
      .orderBy(desc(visits.date), desc(visits.id))
      .limit(VISITS_PAGE_SIZE)
      .offset((page - 1) * VISITS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)` })
      .from(visits)
      .where(closed),
    db
      .select()
      .from(visits)
      .where(and(eq(visits.user_id, userId), eq(visits.status, "scheduled"), gte(visits.date, today)))
      .orderBy(asc(visits.date))
      .limit(1),
  ]);
  return { visits: rows, total: count?.n ?? 0, next: next ?? null };
}

/** The next scheduled visit of a service after `date` (for the summary e-mail). */
export async function nextVisitAfter(db: Db, leadId: number, date: string): Promise<Visit | undefined> {
  return db.query.visits.findFirst({
    where: and(eq(visits.lead_id, leadId), eq(visits.status, "scheduled"), gt(visits.date, date)),
    orderBy: asc(visits.date),
  });
}

export async function findVisit(db: Db, id: number): Promise<Visit | undefined> {
  return db.query.visits.findFirst({ where: eq(visits.id, id) });
}

export async function markSummarySent(db: Db, id: number): Promise<void> {
  await db.update(visits).set({ summary_sent_at: new Date().toISOString() }).where(eq(visits.id, id));
}
