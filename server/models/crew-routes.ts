import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { crewAssignments, leads, officeSettings, users } from "../db/schema";
import { log } from "../log";
import { EARTH_MILES, type LatLng, pathMiles, straightMiles } from "../routing/travel";

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

/** A board cell with more stops than this shows its count and sums, its names one click away (the crew member's day): the week stays one light page. */
export const BOARD_NAMES_MAX = 12;

/** A crew member's day on the week board: what the board shows and what its estimate starts from. */
export interface BoardCell {
  stops: number;
  /** The stops in route order, when there are at most BOARD_NAMES_MAX; null past that (the board links the day). */
  names: { leadId: number; name: string }[] | null;
  /** Stops with a position: the drive is estimated through these, in route order. */
  placed: number;
  /** Miles as the crow flies from each placed stop to the next. */
  straightMiles: number;
  /** The first placed stop (the drive from the yard ends there). */
  first: LatLng | null;
}

export interface BoardDay {
  date: string;
  /** Per crew member id with stops that day. */
  cells: Record<number, BoardCell>;
}

const nameOf = (full: string | null, first: string, last: string) => full || `${first} ${last}`.trim();

/** The board's stops: visits on `dates` not skipped (by the customer ahead of time, or closed so), of customers not deleted, on a route. */
const boardStops = (dates: string[], crew: readonly number[] | undefined, stopIndex = sql``) => sql`
  FROM visits JOIN leads ${stopIndex} ON leads.id = visits.lead_id JOIN crew_assignments ON crew_assignments.lead_id = visits.lead_id
  WHERE visits.date IN (${sql.join(
    dates.map((d) => sql`${d}`),
    sql`, `,
  )}) AND leads.deleted_at IS NULL AND visits.status <> 'skipped'${
    crew
      ? sql` AND crew_assignments.crew_user_id IN (${sql.join(
          crew.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``
  }`;

/** The haversine distance in miles between a stop and the one before it (travel.ts's straightMiles, in SQL). */
const legMiles = sql`2 * ${sql.raw(String(EARTH_MILES))} * asin(min(1, sqrt(pow(sin(radians(lat - prev_lat) / 2), 2) + cos(radians(prev_lat)) * cos(radians(lat)) * pow(sin(radians(lng - prev_lng) / 2), 2))))`;

/**
 * Each crew member's day on each of `dates`, summed in SQL: one row per cell (about 140 for 20
 * crew members' week), not one per stop (about 5,800 at 5,000 customers). The stops come from two
 * indexes alone (visits_date_status_lead_idx, and leads_stop_idx, named: SQLite would read each
 * customer's whole row by id), and names only for the cells of at most BOARD_NAMES_MAX stops.
 * Needs SQLite's math functions (D1 has them) and those indexes; see boardDays.
 */
export async function boardDaysSummedInSql(db: Db, dates: string[], crew?: readonly number[]): Promise<BoardDay[]> {
  if (dates.length === 0 || crew?.length === 0) return dates.map((date) => ({ date, cells: {} }));
  const rows = await db.all<{
    date: string;
    crew: number;
    stops: number;
    names: string | null;
    placed: number | null;
    straight: number | null;
    first_lat: number | null;
    first_lng: number | null;
  }>(sql`
    WITH stops AS MATERIALIZED (
      SELECT visits.date AS date, crew_assignments.crew_user_id AS crew, crew_assignments.position AS position,
        visits.lead_id AS lead_id, leads.latitude AS lat, leads.longitude AS lng,
        count(*) OVER (PARTITION BY visits.date, crew_assignments.crew_user_id) AS n
      ${boardStops(dates, crew, sql`INDEXED BY leads_stop_idx`)}
    ),
    placed AS (
      SELECT date, crew, lat, lng, lag(lat) OVER w AS prev_lat, lag(lng) OVER w AS prev_lng, row_number() OVER w AS k
      FROM stops WHERE lat IS NOT NULL AND lng IS NOT NULL
      WINDOW w AS (PARTITION BY date, crew ORDER BY position, lead_id)
    ),
    sums AS (
      SELECT date, crew, count(*) AS placed,
        total(CASE WHEN prev_lat IS NOT NULL THEN ${legMiles} END) AS straight,
        max(CASE WHEN k = 1 THEN lat END) AS first_lat, max(CASE WHEN k = 1 THEN lng END) AS first_lng
      FROM placed GROUP BY date, crew
    ),
    named AS (
      SELECT stops.date AS date, stops.crew AS crew,
        json_group_array(json_array(stops.position, leads.id, leads.full_name, leads.first_name, leads.last_name)) AS names
      FROM stops JOIN leads ON leads.id = stops.lead_id WHERE stops.n <= ${BOARD_NAMES_MAX} GROUP BY stops.date, stops.crew
    ),
    cells AS (SELECT date, crew, count(*) AS stops FROM stops GROUP BY date, crew)
    SELECT cells.date AS date, cells.crew AS crew, cells.stops AS stops, named.names AS names,
      sums.placed AS placed, sums.straight AS straight, sums.first_lat AS first_lat, sums.first_lng AS first_lng
    FROM cells
      LEFT JOIN named ON named.date = cells.date AND named.crew = cells.crew
      LEFT JOIN sums ON sums.date = cells.date AND sums.crew = cells.crew`);
  return dates.map((date) => {
    const cells: BoardDay["cells"] = {};
    for (const r of rows.filter((row) => row.date === date)) {
      const names = r.names === null ? null : (JSON.parse(r.names) as [number, number, string | null, string, string][]);
      cells[r.crew] = {
        stops: r.stops,
        names:
          names?.toSorted((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, leadId, full, first, last]) => ({ leadId, name: nameOf(full, first, last) })) ?? null,
        placed: r.placed ?? 0,
        straightMiles: r.straight ?? 0,
        first: positionOf(r.first_lat, r.first_lng),
      };
    }
    return { date, cells };
  });
}

/** The same cells summed here, from one row per stop and each customer's row: for a database without SQLite's math functions or the board's indexes. */
export async function boardDaysSummedHere(db: Db, dates: string[], crew?: readonly number[]): Promise<BoardDay[]> {
  if (dates.length === 0 || crew?.length === 0) return dates.map((date) => ({ date, cells: {} }));
  const rows = await db.all<{
    date: string;
    crew: number;
    position: number;
    lead_id: number;
    full_name: string | null;
    first_name: string;
    last_name: string;
    lat: number | null;
    lng: number | null;
  }>(sql`
    SELECT visits.date AS date, crew_assignments.crew_user_id AS crew, crew_assignments.position AS position, leads.id AS lead_id,
      leads.full_name AS full_name, leads.first_name AS first_name, leads.last_name AS last_name, leads.latitude AS lat, leads.longitude AS lng
    ${boardStops(dates, crew)} ORDER BY visits.date, crew_assignments.position, leads.id`);
  return dates.map((date) => {
    const byCrew = new Map<number, typeof rows>();
    for (const r of rows) {
      if (r.date !== date) continue;
      const stops = byCrew.get(r.crew);
      if (stops) stops.push(r);
      else byCrew.set(r.crew, [r]);
    }
    const cells: BoardDay["cells"] = {};
    for (const [crew, stops] of byCrew) {
      const path = stops.map((s) => positionOf(s.lat, s.lng)).filter((p): p is LatLng => p !== null);
      cells[crew] = {
        stops: stops.length,
        names: stops.length > BOARD_NAMES_MAX ? null : stops.map((s) => ({ leadId: s.lead_id, name: nameOf(s.full_name, s.first_name, s.last_name) })),
        placed: path.length,
        straightMiles: pathMiles({ miles: straightMiles, minutes: () => 0 }, path),
        first: path[0] ?? null,
      };
    }
    return { date, cells };
  });
}

/**
 * Each crew member's stops on each of `dates` (of the crew members `crew`, or all), as the week board sums them: in SQL, or here when
 * the database lacks SQLite's math functions or the board's indexes (not migrated yet): the same
 * figures, from one row per stop.
 */
export async function boardDays(db: Db, dates: string[], crew?: readonly number[]): Promise<BoardDay[]> {
  try {
    return await boardDaysSummedInSql(db, dates, crew);
  } catch (error) {
    const message = error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}` : "";
    if (!/no such function|no such index|no query solution/.test(message)) throw error;
    log.warn("board_sums_in_worker", { error: message });
    return boardDaysSummedHere(db, dates, crew);
  }
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
