import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { crewAssignments, leads, officeSettings, users, visits } from "../db/schema";
import { type LatLng, pathMiles, type Travel } from "../routing/travel";

/**
 * Crew routes (docs/decisions/0019): which crew member serves each customer and in what order.
 * The assignment lives in crew_assignments, never in leads. These are the queries that read it;
 * every write of a route (assigning, moving a stop, ordering, releasing a deactivated crew member's
 * customers) is the lead's owner's, with its history row (server/leads/crew-assignments.ts).
 */

export interface CrewMember {
  id: number;
  name: string;
  email: string;
}

/** A crew member as the history and the board name them. */
export const crewLabel = (m: Pick<CrewMember, "name" | "email">) => m.name || m.email;

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

/** Whether the visit's customer is on this crew member's route. */
export async function isOnRoute(db: Db, leadId: number, crewUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: crewAssignments.lead_id })
    .from(crewAssignments)
    .where(and(eq(crewAssignments.lead_id, leadId), eq(crewAssignments.crew_user_id, crewUserId)));
  return row !== undefined;
}

/** Where a lead is, when it was placed. */
export const positionOf = (lat: number | null, lng: number | null): LatLng | null => (lat === null || lng === null ? null : { lat, lng });

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
  const crew = row.crewEmail === null ? null : crewLabel({ name: row.crewName ?? "", email: row.crewEmail });
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
