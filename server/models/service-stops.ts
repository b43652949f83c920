import { and, asc, desc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { inChunks } from "./in-chunks";
import {
  type CancellationRequest,
  cancellationRequests,
  type Lead,
  type LeadEventType,
  leads,
  type ServicePause,
  servicePauses,
  type Visit,
  visits,
} from "../db/schema";
import { addDays, businessDate } from "~/lib/dates";
import { beforeSkipCutoff, type CancelReason, type ProviderState } from "~/lib/self-service";

/**
 * The customer's own changes to their service (docs/decisions/0020): a skipped visit (a visit
 * `skipped` with reason `customer`), a pause (service_pauses) and a cancellation
 * (cancellation_requests). Each is its own record; visit planning honours them (planVisits reads
 * `stopsOf`). This module reads them and builds each change's statements; the change is made from
 * a form rendered at the lead's version and written by the lead's owner (server/leads/change.ts,
 * changeLeadRecords): the record, the version bump and the history row in one batch, the record
 * conditional on the version, so a stale form writes nothing (decision 0017).
 */

/** What a customer's change came to: written ("ok"), or why not. */
export type ChangeResult =
  { result: "ok" | "unchanged" } | { result: "conflict"; current: Lead } | { result: "not_found" } | { result: "too_late" } | { result: "exists" };

/** Why a change is not made, found before anything is written. */
export type Refusal = { result: "not_found" | "unchanged" | "too_late" | "exists" };

export interface Actor {
  id: number;
  email: string;
}

/**
 * A customer's change, ready to be written with the lead's version bump and its history row in one
 * batch by the lead's owner (server/leads/change.ts, changeLeadRecords): `statements` are gated on
 * `gate` (the lead still at the form's version), so a stale form writes nothing.
 */
export interface StopChange {
  history: { type: LeadEventType; changes: Record<string, unknown> };
  statements: (gate: SQL, at: string) => BatchItem<"sqlite">[];
}

const isCustomerSkip = (visit: Pick<Visit, "status" | "skip_reason">) => visit.status === "skipped" && visit.skip_reason === "customer";

/** A future visit of this customer (scheduled or skipped by them), or undefined. */
async function ownUpcomingVisit(db: Db, lead: Lead, visitId: number, today: string): Promise<Visit | undefined> {
  return db.query.visits.findFirst({ where: and(eq(visits.id, visitId), eq(visits.lead_id, lead.id), gte(visits.date, today)) });
}

/**
 * Skipping one upcoming visit (`skip`) or undoing the skip (`undo`), until the cut-off (6 pm Miami
 * the day before: "too_late" after it). A visit already in the asked state is "unchanged" whatever
 * the version; a visit the crew closed, or not this customer's, is "not_found".
 */
export async function visitSkipChange(
  db: Db,
  lead: Lead,
  visitId: number,
  skip: boolean,
  actor: Actor,
  now = new Date(),
): Promise<Refusal | { result: "change"; change: StopChange }> {
  const visit = await ownUpcomingVisit(db, lead, visitId, businessDate(now));
  if (!visit || (visit.status !== "scheduled" && !isCustomerSkip(visit))) return { result: "not_found" };
  if (isCustomerSkip(visit) === skip) return { result: "unchanged" };
  if (!beforeSkipCutoff(visit.date, now)) return { result: "too_late" };
  return {
    result: "change",
    change: {
      history: { type: skip ? "visit_skipped" : "visit_unskipped", changes: { visit: visit.date } },
      statements: (gate, at) => [
        db
          .update(visits)
          .set(
            skip
              ? { status: "skipped", skip_reason: "customer", completed_at: at, completed_by: actor.id, version: sql`${visits.version} + 1` }
              : { status: "scheduled", skip_reason: null, completed_at: null, completed_by: null, version: sql`${visits.version} + 1` },
          )
          .where(and(eq(visits.id, visit.id), eq(visits.status, skip ? "scheduled" : "skipped"), gate)),
      ],
    },
  };
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
 * Pausing the service from `start` through `end` (the form checked the dates). One pause at a
 * time: with a current or future pause, "exists" (end it first). The same dates again: "unchanged".
 */
export async function pauseChange(
  db: Db,
  lead: Lead,
  window: { start: string; end: string },
  actor: Actor,
  today = businessDate(),
): Promise<Refusal | { result: "change"; change: StopChange }> {
  const existing = await currentPause(db, lead.id, today);
  if (existing) return existing.start_date === window.start && existing.end_date === window.end ? { result: "unchanged" } : { result: "exists" };
  return {
    result: "change",
    change: {
      history: { type: "service_paused", changes: { pause: [window.start, window.end] } },
      statements: (gate, at) => [
        db.insert(servicePauses).select(sql`
          SELECT NULL, ${lead.id}, ${window.start}, ${window.end}, ${at}, ${actor.id}, NULL, 'pending' WHERE ${gate}
        `),
      ],
    },
  };
}

/**
 * Ending the current pause early: visits come back from tomorrow (a pause not started yet is
 * withdrawn). "not_found" when there is no current or future pause.
 */
export async function pauseEndChange(
  db: Db,
  lead: Lead,
  today = businessDate(),
): Promise<Refusal | { result: "change"; change: StopChange; pause: ServicePause }> {
  const pause = await currentPause(db, lead.id, today);
  if (!pause) return { result: "not_found" };
  const end = pause.start_date > today ? addDays(pause.start_date, -1) : today;
  return {
    result: "change",
    pause,
    change: {
      history: { type: "pause_ended", changes: { pause: [pause.start_date, pause.end_date], ended: end } },
      statements: (gate, at) => [
        db
          .update(servicePauses)
          .set({ end_date: end, ended_early_at: at })
          .where(and(eq(servicePauses.id, pause.id), gate)),
      ],
    },
  };
}

export interface CancellationInput {
  end: string;
  reason: CancelReason;
  comment: string;
}

/**
 * Recording the customer's cancellation: the last day of service, the reason and the comment. The
 * same request again is "unchanged"; a new one (another date) replaces the last as the one in force.
 */
export async function cancellationChange(
  db: Db,
  lead: Lead,
  input: CancellationInput,
  actor: Actor,
): Promise<Refusal | { result: "change"; change: StopChange }> {
  const last = await lastCancellation(db, lead.id);
  if (last && last.end_date === input.end && last.reason === input.reason && last.comment === input.comment) return { result: "unchanged" };
  return {
    result: "change",
    change: {
      history: { type: "cancellation_requested", changes: { ...input } },
      statements: (gate, at) => [
        db.insert(cancellationRequests).select(sql`
          SELECT NULL, ${lead.id}, ${input.end}, ${input.reason}, ${input.comment}, ${at}, ${actor.id}, 'pending' WHERE ${gate}
        `),
      ],
    },
  };
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
  const [pauses, cancels] = await Promise.all([
    inChunks(leadIds, (ids) =>
      db
        .select()
        .from(servicePauses)
        .where(and(inArray(servicePauses.lead_id, ids), gte(servicePauses.end_date, today))),
    ),
    // Each lead's requests come from one part, oldest first: the last is the one in force.
    inChunks(leadIds, (ids) => db.select().from(cancellationRequests).where(inArray(cancellationRequests.lead_id, ids)).orderBy(asc(cancellationRequests.id))),
  ]);
  for (const p of pauses) if (p.start_date <= p.end_date) stopsFor(p.lead_id).pauses.push({ start: p.start_date, end: p.end_date });
  for (const c of cancels) stopsFor(c.lead_id).lastDay = c.end_date;
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
