import { and, asc, desc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import {
  type CancellationRequest,
  cancellationRequests,
  type Lead,
  type LeadEventType,
  leadEvents,
  leads,
  type ServicePause,
  servicePauses,
  type Visit,
  visits,
} from "../db/schema";
import { addDays, businessDate } from "~/lib/dates";
import { beforeSkipCutoff, type CancelReason, type ProviderState } from "~/lib/self-service";
import { nextVersion, type VersionedResult, whyNotWritten } from "./lead-admin";

/**
 * The customer's own changes to their service (docs/decisions/0019): a skipped visit (a visit
 * `skipped` with reason `customer`), a pause (service_pauses) and a cancellation
 * (cancellation_requests). Each is its own record; visit planning honours them (planVisits reads
 * `stopsOf`). Each change is made from a form rendered at the lead's version and is refused when
 * the lead changed since (decision 0017): the change, the version bump and the history row go in
 * one batch, each conditional on the version.
 */

export type ChangeResult = VersionedResult | { result: "too_late" } | { result: "exists" };

export interface Actor {
  id: number;
  email: string;
}

/**
 * The one write of the `leads` table these changes make: the version bump (so every open form of
 * the lead is stale after any of them). Conditional on the version the form carried.
 */
function bumpLeadVersion(db: Db, lead: Lead, version: number, at: string) {
  return db
    .update(leads)
    .set({ version: nextVersion, updated_at: at })
    .where(and(eq(leads.id, lead.id), eq(leads.version, version), sql`${leads.deleted_at} IS NULL`))
    .returning({ id: leads.id });
}

/** True inside the batch while the lead is still at `version` (checked before the bump). */
const atVersion = (lead: Lead, version: number): SQL => sql`EXISTS (SELECT 1 FROM leads WHERE id = ${lead.id} AND version = ${version} AND deleted_at IS NULL)`;

/**
 * Runs `change` (statements gated on `gate`), then the version bump, then the history row (only
 * when the bump wrote), in one batch; "conflict" (nothing written) when the lead moved on.
 */
async function atLeadVersion(
  db: Db,
  lead: Lead,
  version: number | null,
  actor: Actor,
  event: { type: LeadEventType; changes: Record<string, unknown> },
  change: (gate: SQL, at: string) => BatchItem<"sqlite">[],
): Promise<VersionedResult> {
  if (version !== lead.version) return { result: "conflict", current: lead };
  const at = new Date().toISOString();
  const history = db.insert(leadEvents).select(sql`
    SELECT NULL, ${lead.id}, ${event.type}, NULL, NULL, ${JSON.stringify(event.changes)}, ${actor.email}, ${at}, ${actor.id}
    WHERE changes() > 0
  `);
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [bumpLeadVersion(db, lead, version, at), history];
  statements.unshift(...change(atVersion(lead, version), at));
  const results = await db.batch(statements);
  const bumped = results[statements.length - 2] as { id: number }[];
  if (bumped.length === 0) return whyNotWritten(db, lead.id);
  return { result: "ok" };
}

const isCustomerSkip = (visit: Pick<Visit, "status" | "skip_reason">) => visit.status === "skipped" && visit.skip_reason === "customer";

/** A future visit of this customer (scheduled or skipped by them), or undefined. */
async function ownUpcomingVisit(db: Db, lead: Lead, visitId: number, today: string): Promise<Visit | undefined> {
  return db.query.visits.findFirst({ where: and(eq(visits.id, visitId), eq(visits.lead_id, lead.id), gte(visits.date, today)) });
}

/**
 * Skips one upcoming visit (`skip`) or undoes the skip (`undo`), until the cut-off (6 pm Miami the
 * day before: "too_late" after it). A visit already in the asked state is "unchanged" whatever the
 * version; a visit the crew closed, or not this customer's, is "not_found".
 */
export async function setVisitSkipped(
  db: Db,
  lead: Lead,
  visitId: number,
  skip: boolean,
  version: number | null,
  actor: Actor,
  now = new Date(),
): Promise<ChangeResult> {
  const visit = await ownUpcomingVisit(db, lead, visitId, businessDate(now));
  if (!visit || (visit.status !== "scheduled" && !isCustomerSkip(visit))) return { result: "not_found" };
  if (isCustomerSkip(visit) === skip) return { result: "unchanged" };
  if (!beforeSkipCutoff(visit.date, now)) return { result: "too_late" };
  return atLeadVersion(db, lead, version, actor, { type: skip ? "visit_skipped" : "visit_unskipped", changes: { visit: visit.date } }, (gate, at) => [
    db
      .update(visits)
      .set(
        skip
          ? { status: "skipped", skip_reason: "customer", completed_at: at, completed_by: actor.id, version: sql`${visits.version} + 1` }
          : { status: "scheduled", skip_reason: null, completed_at: null, completed_by: null, version: sql`${visits.version} + 1` },
      )
      .where(and(eq(visits.id, visit.id), eq(visits.status, skip ? "scheduled" : "skipped"), gate)),
  ]);
}

/** The customer's current or next pause (not over by `today`), or undefined. */
export async function currentPause(db: Db, leadId: number, today: string): Promise<ServicePause | undefined> {
  return db.query.servicePauses.findFirst({
    where: and(eq(servicePauses.lead_id, leadId), gte(servicePauses.end_date, today), sql`${servicePauses.start_date} <= ${servicePauses.end_date}`),
    orderBy: asc(servicePauses.start_date),
  });
}

/** The customer's last cancellation, or undefined. */
export async function lastCancellation(db: Db, leadId: number): Promise<CancellationRequest | undefined> {
  return db.query.cancellationRequests.findFirst({ where: eq(cancellationRequests.lead_id, leadId), orderBy: desc(cancellationRequests.id) });
}

/**
 * Pauses the service from `start` through `end` (the form checked the dates). One pause at a
 * time: with a current or future pause, "exists" (end it first). The same dates again: "unchanged".
 */
export async function pauseService(
  db: Db,
  lead: Lead,
  window: { start: string; end: string },
  version: number | null,
  actor: Actor,
  today = businessDate(),
): Promise<ChangeResult & { pauseId?: number }> {
  const existing = await currentPause(db, lead.id, today);
  if (existing) return existing.start_date === window.start && existing.end_date === window.end ? { result: "unchanged" } : { result: "exists" };
  const outcome = await atLeadVersion(db, lead, version, actor, { type: "service_paused", changes: { pause: [window.start, window.end] } }, (gate) => [
    db.insert(servicePauses).select(sql`
      SELECT NULL, ${lead.id}, ${window.start}, ${window.end}, ${new Date().toISOString()}, ${actor.id}, NULL, 'pending' WHERE ${gate}
    `),
  ]);
  if (outcome.result !== "ok") return outcome;
  return { ...outcome, pauseId: (await currentPause(db, lead.id, today))?.id };
}

/**
 * Ends the current pause early: visits come back from tomorrow (a pause not started yet is
 * withdrawn). "not_found" when there is no current or future pause.
 */
export async function endPause(
  db: Db,
  lead: Lead,
  version: number | null,
  actor: Actor,
  today = businessDate(),
): Promise<ChangeResult & { pause?: ServicePause }> {
  const pause = await currentPause(db, lead.id, today);
  if (!pause) return { result: "not_found" };
  const end = pause.start_date > today ? addDays(pause.start_date, -1) : today;
  const outcome = await atLeadVersion(
    db,
    lead,
    version,
    actor,
    { type: "pause_ended", changes: { pause: [pause.start_date, pause.end_date], ended: end } },
    (gate, at) => [
      db
        .update(servicePauses)
        .set({ end_date: end, ended_early_at: at })
        .where(and(eq(servicePauses.id, pause.id), gate)),
    ],
  );
  return { ...outcome, pause };
}

export interface CancellationInput {
  end: string;
  reason: CancelReason;
  comment: string;
}

/**
 * Records the customer's cancellation: the last day of service, the reason and the comment. The
 * same request again is "unchanged"; a new one (another date) replaces the last as the one in force.
 */
export async function requestCancellation(
  db: Db,
  lead: Lead,
  input: CancellationInput,
  version: number | null,
  actor: Actor,
): Promise<ChangeResult & { id?: number }> {
  const last = await lastCancellation(db, lead.id);
  if (last && last.end_date === input.end && last.reason === input.reason && last.comment === input.comment) return { result: "unchanged" };
  const outcome = await atLeadVersion(db, lead, version, actor, { type: "cancellation_requested", changes: { ...input } }, (gate) => [
    db.insert(cancellationRequests).select(sql`
      SELECT NULL, ${lead.id}, ${input.end}, ${input.reason}, ${input.comment}, ${new Date().toISOString()}, ${actor.id}, 'pending' WHERE ${gate}
    `),
  ]);
  if (outcome.result !== "ok") return outcome;
  return { ...outcome, id: (await lastCancellation(db, lead.id))?.id };
}

/** What the provider did with a pause or a cancellation (applied, failed, not configured). */
export async function recordProviderState(db: Db, record: { pause: number } | { cancellation: number }, state: ProviderState): Promise<void> {
  if ("pause" in record) await db.update(servicePauses).set({ provider_state: state }).where(eq(servicePauses.id, record.pause));
  else await db.update(cancellationRequests).set({ provider_state: state }).where(eq(cancellationRequests.id, record.cancellation));
}

/** Pauses starting by `today` whose provider's pause of collection was not asked for yet (the daily job asks). */
export async function pausesToStart(db: Db, today: string): Promise<(ServicePause & { subscriptionId: string | null })[]> {
  const rows = await db
    .select({ pause: servicePauses, subscriptionId: leads.stripe_subscription_id })
    .from(servicePauses)
    .innerJoin(leads, eq(leads.id, servicePauses.lead_id))
    .where(and(eq(servicePauses.provider_state, "pending"), sql`${servicePauses.start_date} <= ${today}`, gte(servicePauses.end_date, today)));
  return rows.map((r) => ({ ...r.pause, subscriptionId: r.subscriptionId }));
}

/** What stops a customer's visits: their pauses (not over) and the last day of a cancellation. */
export interface ServiceStops {
  pauses: { start: string; end: string }[];
  lastDay: string | null;
}

/** The stops of each lead (by id), for visit planning from `today`. */
export async function stopsOf(db: Db, leadIds: number[], today: string): Promise<Map<number, ServiceStops>> {
  const out = new Map<number, ServiceStops>();
  if (leadIds.length === 0) return out;
  const stopsFor = (id: number) => {
    let s = out.get(id);
    if (!s) out.set(id, (s = { pauses: [], lastDay: null }));
    return s;
  };
  // In chunks: D1 binds at most 100 parameters a statement.
  for (let i = 0; i < leadIds.length; i += 90) {
    const ids = leadIds.slice(i, i + 90);
    const [pauses, cancels] = await Promise.all([
      db
        .select()
        .from(servicePauses)
        .where(and(inArray(servicePauses.lead_id, ids), gte(servicePauses.end_date, today))),
      db.select().from(cancellationRequests).where(inArray(cancellationRequests.lead_id, ids)).orderBy(asc(cancellationRequests.id)),
    ]);
    for (const p of pauses) if (p.start_date <= p.end_date) stopsFor(p.lead_id).pauses.push({ start: p.start_date, end: p.end_date });
    // The last request is the one in force.
    for (const c of cancels) stopsFor(c.lead_id).lastDay = c.end_date;
  }
  return out;
}

/** A customer's upcoming visits (scheduled, or skipped by them), soonest first. */
export async function upcomingVisits(db: Db, leadId: number, today: string, limit = 6): Promise<Visit[]> {
  return db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.lead_id, leadId),
        gte(visits.date, today),
        or(eq(visits.status, "scheduled"), and(eq(visits.status, "skipped"), eq(visits.skip_reason, "customer"))),
      ),
    )
    .orderBy(asc(visits.date))
    .limit(limit);
}

/** The customer's last planned visit on or before `lastDay` (from `today`), or null. */
export async function lastVisitBy(db: Db, leadId: number, lastDay: string, today: string): Promise<string | null> {
  const [row] = await db
    .select({ date: visits.date })
    .from(visits)
    .where(and(eq(visits.lead_id, leadId), eq(visits.status, "scheduled"), gte(visits.date, today), sql`${visits.date} <= ${lastDay}`))
    .orderBy(desc(visits.date))
    .limit(1);
  return row?.date ?? null;
}
