import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { crewAssignments, leadEvents, leads, officeSettings, users, visits } from "../db/schema";
import { log } from "../log";
import type { ActingUser } from "./lead-admin";
import { reorderRoute } from "../routing/order";
import { type LatLng, pathMiles, type Travel } from "../routing/travel";
import { routeSettings, travelOf } from "./route-settings";

/**
 * Crew routes (docs/decisions/0019): which crew member serves each customer and in what order.
 * The assignment lives in crew_assignments, never in leads, and each change writes the lead's
 * history row ("edited", { crew: [before, after] }) in the same batch.
 */

export interface CrewMember {
  id: number;
  name: string;
  email: string;
}

const label = (m: Pick<CrewMember, "name" | "email">) => m.name || m.email;

/** The crew accounts that can be given stops (not deactivated), by name. */
export async function activeCrew(db: Db): Promise<CrewMember[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, "crew"), ne(users.status, "deactivated")))
    .orderBy(asc(users.name), asc(users.id));
}

/** The crew member a customer is assigned to, or null while unassigned. */
export async function crewOfLead(db: Db, leadId: number): Promise<CrewMember | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(crewAssignments)
    .innerJoin(users, eq(users.id, crewAssignments.crew_user_id))
    .where(eq(crewAssignments.lead_id, leadId));
  return row ?? null;
}

export type AssignResult = { result: "ok" | "unchanged" } | { result: "not_found" } | { result: "not_crew" } | { result: "stale"; current: CrewMember | null };

/**
 * Puts a customer on a crew member's route (at its end) or, with null, takes it off. Refuses an
 * account that is not an active crew member and a lead that does not exist or is deleted. With
 * `expected` (the crew member id the sending page showed, null for none), a customer whose route
 * changed since is "stale" and nothing is written: a form never moves a customer it did not show.
 */
export async function assignCrew(db: Db, leadId: number, crewUserId: number | null, actor: ActingUser, expected?: number | null): Promise<AssignResult> {
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), isNull(leads.deleted_at)));
  if (!lead) return { result: "not_found" };
  const crew = await activeCrew(db);
  const after = crewUserId === null ? null : crew.find((m) => m.id === crewUserId);
  if (after === undefined) return { result: "not_crew" };
  const before = await crewOfLead(db, leadId);
  if (expected !== undefined && (before?.id ?? null) !== expected) return { result: "stale", current: before };
  if ((before?.id ?? null) === (after?.id ?? null)) return { result: "unchanged" };
  const at = new Date().toISOString();
  const history = db.insert(leadEvents).values({
    lead_id: leadId,
    type: "edited",
    changes: JSON.stringify({ crew: [before ? label(before) : null, after ? label(after) : null] }),
    actor: actor.email,
    actor_user_id: actor.id,
    created_at: at,
  });
  if (after === null) {
    await db.batch([db.delete(crewAssignments).where(eq(crewAssignments.lead_id, leadId)), history]);
  } else {
    await db.batch([
      db
        .insert(crewAssignments)
        .values({
          lead_id: leadId,
          crew_user_id: after.id,
          position: sql`(SELECT coalesce(max(position), 0) + 1 FROM crew_assignments WHERE crew_user_id = ${after.id})`,
          assigned_at: at,
        })
        .onConflictDoUpdate({
          target: crewAssignments.lead_id,
          set: {
            crew_user_id: after.id,
            position: sql`(SELECT coalesce(max(position), 0) + 1 FROM crew_assignments WHERE crew_user_id = ${after.id})`,
            assigned_at: at,
          },
        }),
      history,
    ]);
  }
  log.info("admin_action", { action: "crew_assigned", leadId, actorId: actor.id, crewUserId: after?.id ?? null });
  // A customer joining or leaving a route re-orders it by distance; the stops the office moved stay where they were put.
  for (const route of [after?.id, before?.id]) if (route) await orderRoute(db, route, { keepPinned: true });
  return { result: "ok" };
}

/** Whether the visit's customer is on this crew member's route. */
export async function isOnRoute(db: Db, leadId: number, crewUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: crewAssignments.lead_id })
    .from(crewAssignments)
    .where(and(eq(crewAssignments.lead_id, leadId), eq(crewAssignments.crew_user_id, crewUserId)));
  return row !== undefined;
}

/**
 * Moves a stop one place up or down in its crew member's route, as that day shows it: it swaps
 * places with the neighbouring stop still to do that day (other days' stops keep their order around it).
 */
export async function moveStop(db: Db, leadId: number, date: string, direction: "up" | "down"): Promise<"ok" | "edge" | "not_found"> {
  const [own] = await db.select().from(crewAssignments).where(eq(crewAssignments.lead_id, leadId));
  if (!own) return "not_found";
  const [neighbour] = await db
    .select({ leadId: crewAssignments.lead_id, position: crewAssignments.position })
    .from(crewAssignments)
    .innerJoin(visits, and(eq(visits.lead_id, crewAssignments.lead_id), eq(visits.date, date), eq(visits.status, "scheduled")))
    .where(
      and(
        eq(crewAssignments.crew_user_id, own.crew_user_id),
        direction === "up" ? lt(crewAssignments.position, own.position) : gt(crewAssignments.position, own.position),
      ),
    )
    .orderBy(direction === "up" ? sql`${crewAssignments.position} DESC` : asc(crewAssignments.position))
    .limit(1);
  if (!neighbour) return "edge";
  // The moved stop stays where the office put it until the office orders the route again.
  await db.batch([
    db.update(crewAssignments).set({ position: neighbour.position, pinned: true }).where(eq(crewAssignments.lead_id, own.lead_id)),
    db.update(crewAssignments).set({ position: own.position }).where(eq(crewAssignments.lead_id, neighbour.leadId)),
  ]);
  return "ok";
}

/** Where a lead is, when it was placed. */
const positionOf = (lat: number | null, lng: number | null): LatLng | null => (lat === null || lng === null ? null : { lat, lng });

/**
 * Orders a crew member's route by distance (server/routing/order.ts): from the yard (office
 * settings), nearest neighbour then 2-opt. "Order by distance" frees every stop the office moved
 * (`keepPinned: false`); an automatic re-order keeps them at their places. Answers how many stops.
 */
export async function orderRoute(db: Db, crewUserId: number, { keepPinned }: { keepPinned: boolean }): Promise<number> {
  const [settings, route] = await Promise.all([
    routeSettings(db),
    db
      .select({ leadId: crewAssignments.lead_id, pinned: crewAssignments.pinned, lat: leads.latitude, lng: leads.longitude })
      .from(crewAssignments)
      .innerJoin(leads, eq(leads.id, crewAssignments.lead_id))
      .where(eq(crewAssignments.crew_user_id, crewUserId))
      .orderBy(asc(crewAssignments.position), asc(crewAssignments.lead_id)),
  ]);
  if (route.length === 0) return 0;
  const order = reorderRoute(
    settings.yard,
    route.map((r) => ({ id: r.leadId, at: positionOf(r.lat, r.lng), pinned: r.pinned })),
    travelOf(settings),
    { keepPinned },
  );
  const pinned = new Map(route.map((r) => [r.leadId, keepPinned && r.pinned]));
  const [first, ...rest] = order.map((leadId, i) =>
    db
      .update(crewAssignments)
      .set({ position: i + 1, pinned: pinned.get(leadId) ?? false })
      .where(and(eq(crewAssignments.lead_id, leadId), eq(crewAssignments.crew_user_id, crewUserId))),
  );
  if (first) await db.batch([first, ...rest]);
  if (!keepPinned) log.info("admin_action", { action: "route_ordered", crewUserId, stops: order.length });
  return order.length;
}

export interface BoardStop {
  leadId: number;
  name: string;
  at: LatLng | null;
}

/** A board cell with more stops than this shows its count and sums, its names one click away (the crew member's day): the week stays one light page. */
export const BOARD_NAMES_MAX = 12;

export interface BoardDay {
  date: string;
  /** Per crew member id, how many stops the day has. */
  counts: Record<number, number>;
  /** Per crew member id, the day's stops in route order (the board sums them; it names them up to BOARD_NAMES_MAX). */
  stops: Record<number, BoardStop[]>;
}

/** A crew member's day as the board sums it up: stops, estimated miles and hours (driving plus minutes per stop), from the yard. */
export interface DaySummary {
  stops: number;
  miles: number;
  hours: number;
  /** Stops not placed yet: their driving is not counted. */
  unplaced: number;
}

export function summarizeDay(stops: readonly BoardStop[], yard: LatLng | null, travel: Travel, minutesPerStop: number): DaySummary {
  const placed = stops.map((s) => s.at).filter((p): p is LatLng => p !== null);
  const path = yard ? [yard, ...placed] : placed;
  const miles = pathMiles(travel, path);
  let driving = 0;
  for (let i = 1; i < path.length; i += 1) driving += travel.minutes(path[i - 1]!, path[i]!);
  return { stops: stops.length, miles, hours: (driving + stops.length * minutesPerStop) / 60, unplaced: stops.length - placed.length };
}

/**
 * The stops of each crew member on each of `dates` (visits not closed as skipped; deleted customers
 * left out): every cell counted, and the names of the cells of at most BOARD_NAMES_MAX stops (SQL
 * sends one row for a larger cell, however many customers it has).
 */
export async function routesForDays(db: Db, dates: string[]): Promise<BoardDay[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .select({
      date: visits.date,
      leadId: leads.id,
      first: leads.first_name,
      last: leads.last_name,
      full: leads.full_name,
      lat: leads.latitude,
      lng: leads.longitude,
      crew: crewAssignments.crew_user_id,
    })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.lead_id))
    .innerJoin(crewAssignments, eq(crewAssignments.lead_id, visits.lead_id))
    // A visit skipped (by the customer ahead of time, or closed so by the crew) is not a stop of the day.
    .where(and(inArray(visits.date, dates), isNull(leads.deleted_at), ne(visits.status, "skipped")))
    .orderBy(asc(visits.date), asc(crewAssignments.position));
  return dates.map((date) => {
    const counts: BoardDay["counts"] = {};
    const stops: BoardDay["stops"] = {};
    for (const r of rows.filter((row) => row.date === date)) {
      (stops[r.crew] ??= []).push({ leadId: r.leadId, name: r.full || `${r.first} ${r.last}`.trim(), at: positionOf(r.lat, r.lng) });
      counts[r.crew] = (counts[r.crew] ?? 0) + 1;
    }
    return { date, counts, stops };
  });
}

export interface UnassignedCustomer {
  leadId: number;
  name: string;
  address: string;
  zip: string;
  /** The first planned visit from `today`, if any. */
  nextVisit: string | null;
}

/** Converted customers not deleted and on nobody's route, oldest conversion first. */
export async function unassignedCustomers(db: Db, today: string): Promise<UnassignedCustomer[]> {
  const rows = await db
    .select({
      leadId: leads.id,
      first: leads.first_name,
      last: leads.last_name,
      full: leads.full_name,
      address: leads.address,
      zip: leads.zip_code,
      nextVisit: sql<
        string | null
      >`(SELECT min(date) FROM visits WHERE visits.lead_id = ${leads.id} AND visits.date >= ${today} AND visits.status = 'scheduled')`,
    })
    .from(leads)
    .leftJoin(crewAssignments, eq(crewAssignments.lead_id, leads.id))
    .where(and(eq(leads.status, "converted"), isNull(leads.deleted_at), isNull(crewAssignments.lead_id)))
    .orderBy(asc(leads.status_changed_at), asc(leads.id));
  return rows.map((r) => ({ leadId: r.leadId, name: r.full || `${r.first} ${r.last}`.trim(), address: r.address, zip: r.zip, nextVisit: r.nextVisit }));
}

/** A customer as the board's notices name them: their name, their crew member (null: none) and next planned visit from `today`. */
export interface RouteOfCustomer {
  name: string;
  crew: string | null;
  nextVisit: string | null;
}

export async function routeOfCustomer(db: Db, leadId: number, today: string): Promise<RouteOfCustomer | null> {
  const [row] = await db
    .select({
      first: leads.first_name,
      last: leads.last_name,
      full: leads.full_name,
      crewName: users.name,
      crewEmail: users.email,
      nextVisit: sql<
        string | null
      >`(SELECT min(date) FROM visits WHERE visits.lead_id = ${leads.id} AND visits.date >= ${today} AND visits.status = 'scheduled')`,
    })
    .from(leads)
    .leftJoin(crewAssignments, eq(crewAssignments.lead_id, leads.id))
    .leftJoin(users, eq(users.id, crewAssignments.crew_user_id))
    .where(and(eq(leads.id, leadId), isNull(leads.deleted_at)));
  if (!row) return null;
  const crew = row.crewEmail === null ? null : label({ name: row.crewName ?? "", email: row.crewEmail });
  return { name: row.full || `${row.first} ${row.last}`.trim(), crew, nextVisit: row.nextVisit };
}

export const DEFAULT_DAY_CAPACITY = 25;
const CAPACITY_KEY = "crew_day_capacity";

/** How many stops a crew member's day may hold before the board warns (the office sets it). */
export async function dayCapacity(db: Db): Promise<number> {
  const [row] = await db.select({ value: officeSettings.value }).from(officeSettings).where(eq(officeSettings.key, CAPACITY_KEY));
  const n = Number(row?.value);
  return Number.isSafeInteger(n) && n > 0 ? n : DEFAULT_DAY_CAPACITY;
}

export async function setDayCapacity(db: Db, capacity: number): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insert(officeSettings)
    .values({ key: CAPACITY_KEY, value: String(capacity), updated_at: at })
    .onConflictDoUpdate({ target: officeSettings.key, set: { value: String(capacity), updated_at: at } });
}

/**
 * The statements that take a deactivated crew member's customers off their route (to Unassigned,
 * where the board and the office see them), each with its history row, in the deactivation's own
 * batch: they act only once the account reads deactivated, so a refused deactivation moves nobody.
 */
export function releaseRouteStatements(db: Db, crew: { id: number; name: string; email: string }, actor: { id: number; email: string }, at: string) {
  const deactivated = sql`(SELECT status FROM users WHERE id = ${crew.id}) = 'deactivated'`;
  const changes = JSON.stringify({ crew: [label(crew), null] });
  return [
    db.insert(leadEvents).select(sql`
      SELECT NULL, lead_id, 'edited', NULL, NULL, ${changes}, ${actor.email}, ${at}, ${actor.id}
      FROM crew_assignments WHERE crew_user_id = ${crew.id} AND ${deactivated}
    `),
    db.delete(crewAssignments).where(and(eq(crewAssignments.crew_user_id, crew.id), deactivated)),
  ] as const;
}
