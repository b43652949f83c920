import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { crewAssignments, leadEvents, leads, visits } from "../db/schema";
import { log } from "../log";
import { activeCrew, crewLabel, type CrewMember, crewOfLead, positionOf } from "../models/crew-routes";
import type { ActingUser } from "../models/lead-admin";
import { findLead } from "../models/leads";
import { routeSettings, travelOf } from "../models/route-settings";
import { reorderRoute } from "../routing/order";

/**
 * The lead owner's writes of crew routes (docs/decisions/0017, 0019): which crew member serves each
 * customer and in what order. With server/leads/change.ts, the only module that writes
 * `crew_assignments` and `lead_events` (`npm run check:imports`). Each change of a customer's crew
 * member writes the lead's history row ("edited", { crew: [before, after] }) in the same batch;
 * the order of a route is bookkeeping of the route, with no history row. The queries that read
 * routes are in server/models/crew-routes.ts.
 */

/** Who assigns when no office account does: the test-data factory (server/leads/seed-lead.ts), named in the history. */
export interface SystemActor {
  id: null;
  email: string;
}

export type AssignResult = { result: "ok" | "unchanged" } | { result: "not_found" } | { result: "not_crew" } | { result: "stale"; current: CrewMember | null };

/**
 * Puts a customer on a crew member's route (at its end) or, with null, takes it off. Refuses an
 * account that is not an active crew member and a lead that does not exist or is deleted. With
 * `expected` (the crew member id the sending page showed, null for none), a customer whose route
 * changed since is "stale" and nothing is written: a form never moves a customer it did not show.
 */
export async function assignCrew(
  db: Db,
  leadId: number,
  crewUserId: number | null,
  actor: ActingUser | SystemActor,
  expected?: number | null,
): Promise<AssignResult> {
  const lead = await findLead(db, leadId);
  if (!lead || lead.deleted_at) return { result: "not_found" };
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
    changes: JSON.stringify({ crew: [before ? crewLabel(before) : null, after ? crewLabel(after) : null] }),
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

/**
 * The statements that take a deactivated crew member's customers off their route (to Unassigned,
 * where the board and the office see them), each with its history row, in the deactivation's own
 * batch: they act only once the account reads deactivated, so a refused deactivation moves nobody.
 */
export function releaseRouteStatements(db: Db, crew: { id: number; name: string; email: string }, actor: { id: number; email: string }, at: string) {
  const deactivated = sql`(SELECT status FROM users WHERE id = ${crew.id}) = 'deactivated'`;
  const changes = JSON.stringify({ crew: [crewLabel(crew), null] });
  return [
    db.insert(leadEvents).select(sql`
      SELECT NULL, lead_id, 'edited', NULL, NULL, ${changes}, ${actor.email}, ${at}, ${actor.id}
      FROM crew_assignments WHERE crew_user_id = ${crew.id} AND ${deactivated}
    `),
    db.delete(crewAssignments).where(and(eq(crewAssignments.crew_user_id, crew.id), deactivated)),
  ] as const;
}
