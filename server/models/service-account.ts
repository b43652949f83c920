import { and, asc, type Column, desc, eq, gte, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { inChunks } from "./in-chunks";
import {
  type CancellationRequest,
  cancellationRequests,
  crewAssignments,
  type Lead,
  type LeadEventType,
  leads,
  type ServicePause,
  servicePauses,
  users,
  type UserStatus,
  type Visit,
  visits,
} from "../db/schema";
import { businessDate } from "~/lib/dates";
import { beforeSkipCutoff, type CancelReason, type ProviderState } from "~/lib/self-service";

/**
 * The queries of a customer's service account (server/service/account.ts decides what they mean):
 * the only module that reads service_pauses, cancellation_requests and the lead's billing state
 * (server/leads/change.ts, their writer, aside; npm run check:imports enforces it).
 *
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

/** The customer's cancellation in force (their last, unless a payment withdrew it), or undefined. */
export async function lastCancellation(db: Db, leadId: number): Promise<CancellationRequest | undefined> {
  const last = await db.query.cancellationRequests.findFirst({ where: eq(cancellationRequests.lead_id, leadId), orderBy: desc(cancellationRequests.id) });
  return last && last.withdrawn_at === null ? last : undefined;
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
 * Ending the current pause early: it keeps only the days through `end` (the account decides it
 * from the cut-off; before its start: withdrawn). "not_found" when there is no current or future pause.
 */
export async function pauseEndChange(
  db: Db,
  lead: Lead,
  end: string,
  today = businessDate(),
): Promise<Refusal | { result: "change"; change: StopChange; pause: ServicePause }> {
  const pause = await currentPause(db, lead.id, today);
  if (!pause) return { result: "not_found" };
  if (end >= pause.end_date) return { result: "unchanged" };
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
          SELECT NULL, ${lead.id}, ${input.end}, ${input.reason}, ${input.comment}, ${at}, ${actor.id}, 'pending', NULL WHERE ${gate}
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

// --- The account's records ---------------------------------------------------------------------

/** The records of one service, as server/models/service-account.ts reads them. */
export interface AccountRecords {
  lead: Pick<
    Lead,
    | "id"
    | "status"
    | "deleted_at"
    | "address"
    | "zip_code"
    | "out_of_area"
    | "preferred_day"
    | "service_frequency"
    | "service_type"
    | "billing_state"
    | "billing_state_at"
    | "billing_next_charge_at"
    | "stripe_subscription_id"
  >;
  /** The customer's account (its id and status), or null before one is made. */
  account: { userId: number; status: UserStatus } | null;
  /** The crew member whose route the service is on (an active one), or null while unassigned. */
  crew: { id: number; name: string } | null;
  /** The customer's pauses not over by the day the records were read. */
  pauses: Pick<ServicePause, "id" | "start_date" | "end_date" | "provider_state">[];
  /** The cancellation in force (the customer's last, not withdrawn), or null. */
  cancellation: Pick<CancellationRequest, "id" | "end_date" | "reason" | "comment" | "provider_state"> | null;
  /** Dates of upcoming visits the customer skipped: kept by date, whatever the plan does. */
  skips: string[];
  /** Dates of upcoming visits planned and not closed, soonest first. */
  scheduled: string[];
  /** The first visit ever planned (a bi-weekly plan keeps its fortnight from it), or null. */
  anchor: string | null;
}

/**
 * The records of each service the account is built from (server/service/account.ts), by lead id:
 * of the given leads (in chunks: D1 binds at most 100 parameters a statement), or of every service
 * (`"all"`: the converted leads not deleted, which the daily job plans; one statement a table
 * whatever the number of customers, each through an index: docs/scaling.md).
 */
export async function accountRecords(db: Db, leadIds: number[] | "all", today: string): Promise<Map<number, AccountRecords>> {
  const out = new Map<number, AccountRecords>();
  const ids = leadIds === "all" ? "all" : [...new Set(leadIds)];
  if (ids !== "all" && ids.length === 0) return out;
  const each = <T>(query: (scope: (column: Column) => SQL | undefined) => Promise<T[]>): Promise<T[]> =>
    ids === "all" ? query(() => undefined) : inChunks(ids, (part) => query((column) => inArray(column, part)));
  const [rows, crews, pauses, cancels, upcoming] = await Promise.all([
    each((scope) =>
      db
        .select({ lead: accountLeadColumns, userId: users.id, userStatus: users.status, anchor: firstVisitSql })
        .from(leads)
        .leftJoin(users, and(eq(users.lead_id, leads.id), eq(users.role, "customer")))
        .where(scope(leads.id) ?? and(eq(leads.status, "converted"), isNull(leads.deleted_at))),
    ),
    each((scope) =>
      db
        .select({ leadId: crewAssignments.lead_id, id: users.id, name: users.name, email: users.email })
        .from(crewAssignments)
        .innerJoin(users, eq(users.id, crewAssignments.crew_user_id))
        .where(and(scope(crewAssignments.lead_id), ne(users.status, "deactivated"))),
    ),
    each((scope) =>
      db
        .select()
        .from(servicePauses)
        .where(and(scope(servicePauses.lead_id), gte(servicePauses.end_date, today), sql`${servicePauses.start_date} <= ${servicePauses.end_date}`))
        .orderBy(asc(servicePauses.start_date)),
    ),
    // Oldest first: each lead's last is the one in force unless withdrawn.
    each((scope) => db.select().from(cancellationRequests).where(scope(cancellationRequests.lead_id)).orderBy(asc(cancellationRequests.id))),
    each((scope) =>
      db
        .select({ leadId: visits.lead_id, date: visits.date, status: visits.status })
        .from(visits)
        .where(
          and(
            scope(visits.lead_id),
            gte(visits.date, today),
            or(eq(visits.status, "scheduled"), and(eq(visits.status, "skipped"), eq(visits.skip_reason, "customer"))),
          ),
        )
        .orderBy(asc(visits.date)),
    ),
  ]);
  const crewOf = new Map(crews.map((c) => [c.leadId, { id: c.id, name: c.name || c.email }]));
  const lastOf = new Map<number, CancellationRequest>();
  for (const c of cancels) lastOf.set(c.lead_id, c);
  const pausesOf = groupBy(pauses, (p) => p.lead_id);
  const visitsOf = groupBy(upcoming, (v) => v.leadId);
  for (const { lead, userId, userStatus, anchor } of rows) {
    const cancellation = lastOf.get(lead.id);
    const own = visitsOf.get(lead.id) ?? [];
    out.set(lead.id, {
      lead,
      account: userId === null || userStatus === null ? null : { userId, status: userStatus },
      crew: crewOf.get(lead.id) ?? null,
      pauses: pausesOf.get(lead.id) ?? [],
      cancellation: cancellation && cancellation.withdrawn_at === null ? cancellation : null,
      skips: own.filter((v) => v.status === "skipped").map((v) => v.date),
      scheduled: own.filter((v) => v.status === "scheduled").map((v) => v.date),
      anchor: anchor ?? null,
    });
  }
  return out;
}

/** The lead's columns the account reads (AccountRecords["lead"]): the daily job holds every service's at once. */
const accountLeadColumns = {
  id: leads.id,
  status: leads.status,
  deleted_at: leads.deleted_at,
  address: leads.address,
  zip_code: leads.zip_code,
  out_of_area: leads.out_of_area,
  preferred_day: leads.preferred_day,
  service_frequency: leads.service_frequency,
  service_type: leads.service_type,
  billing_state: leads.billing_state,
  billing_state_at: leads.billing_state_at,
  billing_next_charge_at: leads.billing_next_charge_at,
  stripe_subscription_id: leads.stripe_subscription_id,
} satisfies Record<keyof AccountRecords["lead"], unknown>;

/**
 * The first visit ever planned of the lead in the outer query: one look-up in the (lead, date)
 * index a lead, where grouping every visit by lead would read the whole history.
 */
const firstVisitSql = sql<string | null>`(SELECT min(v.date) FROM visits v WHERE v.lead_id = leads.id)`;

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/**
 * Withdrawing the cancellation in force: a payment restarted the service (server/service/changes.ts).
 * Written by the lead's owner with the version bump and the history row.
 */
export function cancellationWithdrawal(db: Db, cancellation: { id: number; end: string }): StopChange {
  return {
    history: { type: "cancellation_withdrawn", changes: { end: cancellation.end } },
    statements: (gate, at) => [
      db
        .update(cancellationRequests)
        .set({ withdrawn_at: at })
        .where(and(eq(cancellationRequests.id, cancellation.id), isNull(cancellationRequests.withdrawn_at), gate)),
    ],
  };
}

// --- The account in SQL, for lists and counts ---------------------------------------------------

/** The end of the cancellation in force of the lead in the outer query (NULL: none, or withdrawn). */
// The outer lead is named in full (leads.id): drizzle may write a column of the outer query without its table, which a subquery would read as its own.
const lastDaySql = sql`(SELECT CASE WHEN c.withdrawn_at IS NULL THEN c.end_date END FROM cancellation_requests c WHERE c.lead_id = leads.id ORDER BY c.id DESC LIMIT 1)`;

/**
 * The account's status on `today` in SQL, for the office's list, filters and counts over many
 * customers: 'ended', 'paused', 'ending', 'past_due' or 'active' (NULL: not a service). The same
 * order as accountOf's status (a worker test compares them); `active` here also covers a service
 * starting or not yet schedulable, which the list does not tell apart.
 */
export function serviceStatusSql(today: string): SQL<string | null> {
  return sql<string | null>`CASE
    WHEN ${leads.deleted_at} IS NOT NULL OR (${leads.status} <> 'converted' AND ${leads.billing_state} IS NULL) THEN NULL
    WHEN ${leads.billing_state} IS 'canceled' OR ${lastDaySql} < ${today} THEN 'ended'
    WHEN ${leads.billing_state} IS 'paused' OR EXISTS (SELECT 1 FROM service_pauses p WHERE p.lead_id = leads.id AND p.start_date <= ${today} AND p.end_date >= ${today} AND p.start_date <= p.end_date) THEN 'paused'
    WHEN ${lastDaySql} IS NOT NULL THEN 'ending'
    WHEN ${leads.billing_state} IS 'past_due' THEN 'past_due'
    ELSE 'active' END`;
}

/** Billing that allows visits: no subscription (a customer the office bills another way), active or past due. */
export const billingAllowsVisits = () => sql`(${leads.billing_state} IS NULL OR ${leads.billing_state} NOT IN ('canceled', 'paused'))`;

/**
 * Whether the visit in the outer query is the last of a service that is ending (a cancellation in
 * force whose last day is on or after it, and no later visit planned): the crew's stop marks it.
 */
export const lastVisitOfEndingSql = () =>
  sql<number>`(${lastDaySql} IS NOT NULL AND visits.date <= ${lastDaySql} AND NOT EXISTS (SELECT 1 FROM visits v2 WHERE v2.lead_id = visits.lead_id AND v2.status = 'scheduled' AND v2.date > visits.date))`;

/** Services (leads not deleted) by the account's status today, for the office's overview: the same rule as the list's filter. */
export async function serviceCounts(db: Db, today: string): Promise<Record<"active" | "past_due" | "paused" | "ending" | "canceled", number>> {
  const status = serviceStatusSql(today);
  const rows = await db
    .select({ status, n: sql<number>`count(*)` })
    .from(leads)
    .where(isNull(leads.deleted_at))
    .groupBy(status);
  const counts = { active: 0, past_due: 0, paused: 0, ending: 0, canceled: 0 };
  for (const row of rows) {
    const key = row.status === "ended" ? "canceled" : row.status;
    if (key && key in counts) counts[key as keyof typeof counts] = row.n;
  }
  return counts;
}
