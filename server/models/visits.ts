import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { mayLackVisitDetails } from "../db/lead-keys";
import { log } from "../log";
import { crewAssignments, type Lead, leads, type SkipReason, users, type Visit, visits } from "../db/schema";
import { addDays } from "~/lib/dates";
import { planDates, visitDates } from "../service/account";
import { accountRecords, billingAllowsVisits, lastVisitOfEndingSql } from "./service-account";
import { missingForVisits, type MissingForVisits } from "~/lib/service-address";

/** How far ahead the daily job plans visits. */
export const PLAN_AHEAD_DAYS = 28;

/** Statements a planning batch carries (one call to D1 each). */
const STATEMENTS_PER_BATCH = 50;
/** New visits one INSERT carries: each binds 6 values, and D1 binds at most 100 a statement. */
const VISITS_PER_INSERT = 16;

/**
 * Who has visits planned, one condition a line (another condition, such as billing, goes beside
 * them): a customer account that can sign in or is invited, a converted service not deleted, and
 * everything the crew needs to get there on a known day: a street line (a house number and a
 * street name, as `isStreetLine` in ~/lib/service-address checks it; not a ZIP alone), a ZIP in
 * the service area and a preferred day.
 */
export const schedulable = () =>
  and(
    // The account.
    eq(users.role, "customer"),
    sql`${users.status} <> 'deactivated'`,
    // The service.
    isNull(leads.deleted_at),
    eq(leads.status, "converted"),
    // Where and when.
    sql`length(trim(${leads.address})) >= 5 AND ${leads.address} GLOB '*[0-9]*' AND ${leads.address} GLOB '*[A-Za-z][A-Za-z]*'`,
    sql`${leads.zip_code} <> '' AND ${leads.out_of_area} = 0`,
    isNotNull(leads.preferred_day),
    // Billing (the account's rule: a canceled or paused subscription has no visits, docs/decisions/0012).
    billingAllowsVisits(),
  );

/**
 * Plans the visits of every schedulable customer (or of one lead's customer), from `today`
 * through PLAN_AHEAD_DAYS ahead, with the dates the customer's service account gives
 * (server/service/account.ts: the plan, less pauses, skips and the days after a last day).
 * Idempotent: a visit already planned for a date is kept (unique lead and date), so running it
 * twice plans nothing twice; a plan change removes only future visits still scheduled that the new
 * plan no longer has, and a service that is no longer schedulable (no longer converted, deleted,
 * account deactivated, no day, no street address, billing canceled or paused) loses its future
 * scheduled visits. A visit the customer skipped is theirs, kept by date through every re-plan (a
 * pause around it, its end, an account deactivated and back): it goes only when the plan no longer
 * has that date at all. Every change that matters calls it for its one lead in the same request;
 * the daily job runs it for everyone. Returns how many visits were added and removed.
 */
export async function planVisits(db: Db, today: string, only?: { leadId: number }): Promise<{ added: number; removed: number }> {
  const until = addDays(today, PLAN_AHEAD_DAYS - 1);
  const eligible = schedulable();
  const services = await db
    .select({ leadId: leads.id, userId: users.id })
    .from(users)
    .innerJoin(leads, eq(leads.id, users.lead_id))
    .where(and(eligible, only ? eq(leads.id, only.leadId) : undefined));

  const scheduled = eq(visits.status, "scheduled");
  const skippedByCustomer = and(eq(visits.status, "skipped"), eq(visits.skip_reason, "customer"));
  // Future visits of services that ended are no longer planned (the customer's skips stay theirs).
  const ended = await db
    .delete(visits)
    .where(
      and(
        scheduled,
        gte(visits.date, today),
        only ? eq(visits.lead_id, only.leadId) : undefined,
        // The schedulable leads as a subquery, not a list: D1 binds at most 100 parameters a statement.
        notInArray(visits.lead_id, db.select({ id: leads.id }).from(users).innerJoin(leads, eq(leads.id, users.lead_id)).where(eligible)),
      ),
    )
    .returning({ id: visits.id });
  const records = await accountRecords(db, only ? [only.leadId] : "all", today);
  // Only what changes is written, in batches: a Worker invocation may make at most 1,000 calls to
  // D1 (the daily job plans every customer in one), and a batch is one call. On an ordinary day a
  // weekly customer needs one new visit a week, and the new visits of many customers share a statement.
  const statements: { kind: "removed" | "added" | "kept"; query: BatchItem<"sqlite"> }[] = [];
  const newVisits: { lead_id: number; user_id: number; date: string }[] = [];
  for (const s of services) {
    const record = records.get(s.leadId);
    if (!record) continue;
    const dates = visitDates(record, today, until);
    const planned = planDates(record, today, until);
    if (record.scheduled.some((d) => !dates.includes(d)))
      statements.push({
        kind: "removed",
        query: db
          .delete(visits)
          .where(and(eq(visits.lead_id, s.leadId), scheduled, gte(visits.date, today), dates.length > 0 ? notInArray(visits.date, dates) : undefined))
          .returning({ id: visits.id }),
      });
    // A skip on a date the plan no longer has (another day, past a last day) goes with it.
    if (record.skips.some((d) => d <= until && !planned.includes(d)))
      statements.push({
        kind: "kept",
        query: db
          .delete(visits)
          .where(
            and(eq(visits.lead_id, s.leadId), skippedByCustomer, gte(visits.date, today), planned.length > 0 ? notInArray(visits.date, planned) : undefined),
          )
          .returning({ id: visits.id }),
      });
    for (const date of dates) if (!record.scheduled.includes(date)) newVisits.push({ lead_id: s.leadId, user_id: s.userId, date });
  }
  for (let i = 0; i < newVisits.length; i += VISITS_PER_INSERT)
    statements.push({
      kind: "added",
      query: db
        .insert(visits)
        .values(newVisits.slice(i, i + VISITS_PER_INSERT))
        .onConflictDoNothing()
        .returning({ id: visits.id }),
    });
  let added = 0;
  let removed = ended.length;
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const part = statements.slice(i, i + STATEMENTS_PER_BATCH);
    const results = (await db.batch(part.map((p) => p.query) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as unknown[][];
    part.forEach((p, k) => {
      const rows = results[k]?.length ?? 0;
      if (p.kind === "added") added += rows;
      else removed += rows;
    });
  }
  return { added, removed };
}

export interface UnscheduledCustomer {
  leadId: number;
  name: string;
  /** What stops visits being planned: no street line, no ZIP in the service area, no day; or no customer account yet. */
  missing: (MissingForVisits | "account")[];
}

/**
 * Converted customers whose visits cannot be planned yet, oldest conversion first (at most
 * `limit`): the admin's "Ready to schedule" list. Empty when every customer is scheduled. Two
 * reads, neither of every customer's row: those a detail may be missing for (the few entries of
 * the partial index leads_unplannable_idx, server/db/lead-keys.ts) and those without an account
 * in use. `missingForVisits` then says exactly what.
 */
export async function unscheduledCustomers(db: Db, limit = 100): Promise<UnscheduledCustomer[]> {
  type Row = Pick<Lead, "id" | "full_name" | "first_name" | "last_name" | "address" | "zip_code" | "preferred_day"> & {
    since: string | null;
    userId: number | null;
    userStatus: string | null;
  };
  // In SQL as written: SQLite picks a partial index only for a WHERE it can see implies the
  // index's ('converted' not bound), and only when named (with no statistics it prefers the status
  // index and reads every customer).
  const read = (where: SQL, rows: number, index: SQL = sql``) =>
    db.all<Row>(sql`
      SELECT leads.id AS id, leads.full_name AS full_name, leads.first_name AS first_name, leads.last_name AS last_name,
        leads.address AS address, leads.zip_code AS zip_code, leads.preferred_day AS preferred_day, leads.status_changed_at AS since,
        users.id AS userId, users.status AS userStatus
      FROM leads ${index} LEFT JOIN users ON users.lead_id = leads.id
      WHERE leads.status = 'converted' AND leads.deleted_at IS NULL AND ${where}
      ORDER BY leads.status_changed_at, leads.id LIMIT ${rows}`);
  const details = mayLackVisitDetails(leads);
  // Should the index be missing or not match this query (a ZIP list changed without its
  // migration), SQLite refuses the statement, and the same read runs without it: slower, never wrong.
  const byDetailsRead = read(details, limit * 2, sql`INDEXED BY leads_unplannable_idx`).catch((error: unknown) => {
    if (!(error instanceof Error && /no query solution|no such index/.test(`${error.message} ${error.cause instanceof Error ? error.cause.message : ""}`)))
      throw error;
    log.warn("unplannable_index_unused", { error: error.message });
    return read(details, limit * 2);
  });
  // Accounts not in use: a customer with none (each customer's index entry and its account's by
  // lead, entries only) or a deactivated one (users_deactivated_idx, a few).
  const withoutAccount = sql`leads.id IN (
    SELECT customer.id FROM leads AS customer WHERE customer.status = 'converted' AND customer.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM users AS account WHERE account.lead_id = customer.id)
    UNION ALL
    SELECT account.lead_id FROM users AS account WHERE account.status = 'deactivated' AND account.lead_id IS NOT NULL)`;
  const [byDetails, byAccount] = await Promise.all([byDetailsRead, read(withoutAccount, limit)]);
  // In the reads' own order (a customer with no date first, as SQLite sorts NULL).
  const rows = [...new Map([...byDetails, ...byAccount].map((row) => [row.id, row])).values()].sort((a, b) =>
    (a.since ?? "") < (b.since ?? "") ? -1 : (a.since ?? "") > (b.since ?? "") ? 1 : a.id - b.id,
  );
  const out: UnscheduledCustomer[] = [];
  for (const { userId, userStatus, since: _since, ...lead } of rows) {
    const missing: UnscheduledCustomer["missing"] = missingForVisits(lead);
    if (userId === null || userStatus === "deactivated") missing.push("account");
    if (missing.length === 0) continue;
    out.push({ leadId: lead.id, name: lead.full_name || `${lead.first_name} ${lead.last_name}`.trim(), missing });
    if (out.length >= limit) break;
  }
  return out;
}

export interface CrewVisit {
  visit: Visit;
  name: string;
  address: string;
  zip: string;
  phone: string;
  gateInstructions: string;
  /** What the customer wrote in the quote (the lead's special instructions). */
  quoteNotes: string;
  /** The office's internal note on the service (Edit Lead), which the customer never sees. */
  officeNotes: string;
  /** The language the customer reads: the crew's note is sent as written. */
  locale: "en" | "es";
  /** How many dogs live there, when the office recorded it. */
  dogs: number | null;
  /** The crew member whose route the stop is on, or null while unassigned. */
  crew: { id: number; name: string } | null;
  /** Where the service address is (server/geo/), for the crew's directions; null while not placed. */
  at: { lat: number; lng: number } | null;
  /** The customer was deleted (only the office's list shows such stops). */
  deleted: boolean;
  /** The last visit of a service that is ending (a cancellation in force): the crew says goodbye, the gear comes back. */
  lastVisit: boolean;
}

/**
 * The day's visits in route order: each crew member's stops in their stored order, then the
 * unassigned by ZIP code and address. `crewUserId` keeps one crew member's own stops and leaves
 * out deleted customers (a crew account's day); without it, every stop (the office's view), or
 * one `route`'s (a crew member's, or the unassigned stops), deleted customers included.
 */
export async function visitsForDay(
  db: Db,
  date: string,
  { crewUserId, route }: { crewUserId?: number; route?: number | "unassigned" } = {},
): Promise<CrewVisit[]> {
  const rows = await db
    .select({
      visit: visits,
      lead: leads,
      crewId: crewAssignments.crew_user_id,
      crewName: users.name,
      crewEmail: users.email,
      lastVisit: lastVisitOfEndingSql(),
    })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.lead_id))
    .leftJoin(crewAssignments, eq(crewAssignments.lead_id, visits.lead_id))
    .leftJoin(users, eq(users.id, crewAssignments.crew_user_id))
    .where(
      and(
        eq(visits.date, date),
        crewUserId === undefined ? undefined : and(eq(crewAssignments.crew_user_id, crewUserId), isNull(leads.deleted_at)),
        route === undefined ? undefined : route === "unassigned" ? isNull(crewAssignments.crew_user_id) : eq(crewAssignments.crew_user_id, route),
      ),
    )
    .orderBy(sql`${crewAssignments.position} IS NULL`, asc(users.name), asc(crewAssignments.position), asc(leads.zip_code), asc(leads.address), asc(visits.id));
  return rows.map(({ visit, lead, crewId, crewName, crewEmail, lastVisit }) => ({
    visit,
    name: lead.full_name || `${lead.first_name} ${lead.last_name}`.trim(),
    address: lead.address,
    zip: lead.zip_code,
    phone: lead.phone,
    gateInstructions: lead.gate_instructions,
    quoteNotes: lead.special_instructions,
    officeNotes: lead.office_notes,
    locale: lead.locale,
    dogs: lead.dogs,
    crew: crewId === null ? null : { id: crewId, name: crewName || crewEmail || "" },
    at: lead.latitude === null || lead.longitude === null ? null : { lat: lead.latitude, lng: lead.longitude },
    deleted: lead.deleted_at !== null,
    lastVisit: Boolean(lastVisit),
  }));
}

/** The most stops the office's day shows on one page: a longer day lists its routes, each with its counts, to choose from. */
export const OFFICE_DAY_STOPS = 60;

export interface DayRoute {
  /** The crew member, or null for the stops on no route. */
  crew: { id: number; name: string } | null;
  stops: number;
  /** Still scheduled. */
  open: number;
}

/** The day's stops counted by route (each crew member's by name, the unassigned last): the office's day when it is too long for one page. */
export async function dayRoutes(db: Db, date: string): Promise<DayRoute[]> {
  const rows = await db
    .select({
      crewId: crewAssignments.crew_user_id,
      name: users.name,
      email: users.email,
      stops: sql<number>`count(*)`,
      open: sql<number>`coalesce(sum(${visits.status} = 'scheduled'), 0)`,
    })
    .from(visits)
    .leftJoin(crewAssignments, eq(crewAssignments.lead_id, visits.lead_id))
    .leftJoin(users, eq(users.id, crewAssignments.crew_user_id))
    .where(eq(visits.date, date))
    .groupBy(crewAssignments.crew_user_id)
    .orderBy(sql`${crewAssignments.crew_user_id} IS NULL`, asc(users.name), asc(crewAssignments.crew_user_id));
  return rows.map((r) => ({
    crew: r.crewId === null ? null : { id: r.crewId, name: r.name || r.email || "" },
    stops: Number(r.stops),
    open: Number(r.open),
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

/** Closed by the crew: not a visit the customer skipped (they get no summary of it). */
const crewClosed = sql`${visits.skip_reason} IS NOT 'customer'`;

/** Closed visits of the last `days` days whose summary was never queued (the queue was down when they closed). */
export async function unqueuedSummaries(db: Db, today: string, days = 3): Promise<number[]> {
  const rows = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(inArray(visits.status, ["done", "skipped"]), crewClosed, isNull(visits.summary_queued_at), gte(visits.date, addDays(today, -days))))
    .limit(200);
  return rows.map((r) => r.id);
}

/** Marks the summary e-mail of a closed visit as queued; true only for the first caller. */
export async function claimSummary(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(visits)
    .set({ summary_queued_at: new Date().toISOString() })
    .where(and(eq(visits.id, id), isNull(visits.summary_queued_at), inArray(visits.status, ["done", "skipped"]), crewClosed))
    .returning({ id: visits.id });
  return rows.length > 0;
}

export const VISITS_PAGE_SIZE = 10;

/**
 * A customer's closed visits, newest first, one page at a time, and their next planned visit. A
 * page past the end (or not a whole number from 1) shows the last page (or the first).
 */
export async function customerVisits(db: Db, userId: number, asked: number, today: string) {
  // An upcoming visit the customer skipped is listed with the upcoming ones, not here.
  const closed = and(eq(visits.user_id, userId), inArray(visits.status, ["done", "skipped"]), or(crewClosed, sql`${visits.date} < ${today}`));
  const [[count], [next]] = await Promise.all([
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
  const total = count?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / VISITS_PAGE_SIZE));
  const page = Number.isSafeInteger(asked) ? Math.min(Math.max(1, asked), pageCount) : 1;
  const rows = await db
    .select()
    .from(visits)
    .where(closed)
    .orderBy(desc(visits.date), desc(visits.id))
    .limit(VISITS_PAGE_SIZE)
    .offset((page - 1) * VISITS_PAGE_SIZE);
  return { visits: rows, total, page, pageCount, next: next ?? null };
}

/** The next scheduled visit of a service after `date` (for the summary e-mail). */
export async function nextVisitAfter(db: Db, leadId: number, date: string): Promise<Visit | undefined> {
  return db.query.visits.findFirst({
    where: and(eq(visits.lead_id, leadId), eq(visits.status, "scheduled"), gt(visits.date, date)),
    orderBy: asc(visits.date),
  });
}

/**
 * A scheduled visit of the lead's customer account on `date`, planned once (the one already planned
 * that day is answered as it is); undefined when no customer account is linked to the lead. For the
 * test-data factory (server/leads/seed-lead.ts), which plans the day a test needs: the product's
 * own planning goes by the customer's plan (planVisits).
 */
export async function planVisitOn(db: Db, leadId: number, date: string): Promise<Visit | undefined> {
  const account = await db.query.users.findFirst({ columns: { id: true }, where: and(eq(users.lead_id, leadId), eq(users.role, "customer")) });
  if (!account) return undefined;
  await db.insert(visits).values({ lead_id: leadId, user_id: account.id, date }).onConflictDoNothing();
  return db.query.visits.findFirst({ where: and(eq(visits.lead_id, leadId), eq(visits.date, date)) });
}

export async function findVisit(db: Db, id: number): Promise<Visit | undefined> {
  return db.query.visits.findFirst({ where: eq(visits.id, id) });
}

export async function markSummarySent(db: Db, id: number): Promise<void> {
  await db.update(visits).set({ summary_sent_at: new Date().toISOString() }).where(eq(visits.id, id));
}

/** The crew's first "On my way" for a visit still to do: the arrival estimates start from it. */
export async function markOnMyWay(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(visits)
    .set({ on_my_way_at: at.toISOString() })
    .where(and(eq(visits.id, id), eq(visits.status, "scheduled"), isNull(visits.on_my_way_at)));
}

/**
 * The visits on `date` still to do whose day-before reminder has not gone out, of customers who
 * keep reminders on (the afternoon run queues one message each; the consumer decides the rest from
 * the account). One statement through the date index, whatever the number of customers.
 */
export async function visitsToRemind(db: Db, date: string): Promise<number[]> {
  const rows = await db
    .select({ id: visits.id })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.lead_id))
    .where(
      and(eq(visits.date, date), eq(visits.status, "scheduled"), isNull(visits.reminder_sent_at), eq(leads.notify_reminders, true), isNull(leads.deleted_at)),
    )
    .orderBy(asc(visits.id));
  return rows.map((r) => r.id);
}

/** Marks the day-before reminder of a visit still to do as sent; true only for the first caller (a replay or a second run sends none). */
export async function claimReminder(db: Db, id: number, at: string): Promise<boolean> {
  const rows = await db
    .update(visits)
    .set({ reminder_sent_at: at })
    .where(and(eq(visits.id, id), eq(visits.status, "scheduled"), isNull(visits.reminder_sent_at)))
    .returning({ id: visits.id });
  return rows.length > 0;
}

/** Gives back a claim whose e-mail could not be sent, so the queue's retry sends it. */
export async function releaseReminder(db: Db, id: number, at: string): Promise<void> {
  await db
    .update(visits)
    .set({ reminder_sent_at: null })
    .where(and(eq(visits.id, id), eq(visits.reminder_sent_at, at)));
}
