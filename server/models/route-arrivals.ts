import { and, asc, eq } from "drizzle-orm";
import { zonedTimeToUtc } from "~/lib/dates";
import type { Db } from "../db/client";
import { crewAssignments, leads, visits } from "../db/schema";
import { type Arrival, arrivals } from "../routing/arrival";
import { routeSettings, travelOf } from "./route-settings";

/**
 * The arrival estimates of a crew member's day (server/routing/arrival.ts) from what is stored: the
 * route order, each visit's close and "On my way" times, and the office's settings (the yard, the
 * day's start, minutes per stop, the travel estimate). Read when a page or a text needs them, so
 * every tap (On my way, Done, Skipped) is in the next answer.
 */
export async function dayArrivals(db: Db, crewUserId: number, date: string, now = new Date()): Promise<Arrival<number>[]> {
  const [settings, rows] = await Promise.all([
    routeSettings(db),
    db
      .select({
        visitId: visits.id,
        status: visits.status,
        closedAt: visits.completed_at,
        onMyWayAt: visits.on_my_way_at,
        lat: leads.latitude,
        lng: leads.longitude,
      })
      .from(visits)
      .innerJoin(crewAssignments, eq(crewAssignments.lead_id, visits.lead_id))
      .innerJoin(leads, eq(leads.id, visits.lead_id))
      .where(and(eq(visits.date, date), eq(crewAssignments.crew_user_id, crewUserId)))
      .orderBy(asc(crewAssignments.position)),
  ]);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = settings.dayStart.split(":").map(Number) as [number, number];
  return arrivals(
    rows.map((r) => ({
      id: r.visitId,
      at: r.lat === null || r.lng === null ? null : { lat: r.lat, lng: r.lng },
      status: r.status,
      closedAt: r.closedAt,
      onMyWayAt: r.onMyWayAt,
    })),
    {
      start: new Date(zonedTimeToUtc(year, month - 1, day, hour, minute)),
      yard: settings.yard,
      minutesPerStop: settings.minutesPerStop,
      travel: travelOf(settings),
      now,
    },
  );
}

/** One visit's estimate, when its customer is on a route and it is still to do. */
export async function arrivalOfVisit(db: Db, visit: { id: number; lead_id: number; date: string }, now = new Date()): Promise<Arrival<number> | null> {
  const [route] = await db.select({ crew: crewAssignments.crew_user_id }).from(crewAssignments).where(eq(crewAssignments.lead_id, visit.lead_id));
  if (!route) return null;
  return (await dayArrivals(db, route.crew, visit.date, now)).find((a) => a.id === visit.id) ?? null;
}
