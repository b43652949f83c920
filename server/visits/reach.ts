import { addDays } from "~/lib/dates";
import type { Db } from "../db/client";
import type { Visit } from "../db/schema";
import { findLead } from "../models/leads";
import { isOnRoute } from "../models/crew-routes";

/**
 * The crew's reach (docs/decisions/0019), one place for every check: a crew account reads the days
 * from CREW_DAYS_BACK before today to CREW_DAYS_AHEAD after it, only the stops on its own route,
 * never a deleted customer's; so it closes only today and the CREW_DAYS_BACK days before (no later
 * day closes, server/visits/close.ts). An admin reads every day and closes any day up to today.
 */
export const CREW_DAYS_BACK = 7;
export const CREW_DAYS_AHEAD = 28;

export interface Reader {
  id: number;
  role: "admin" | "crew" | "customer";
}

/** Whether the account may read the day's list at all. */
export function mayReadDay(reader: Reader, date: string, today: string): boolean {
  if (reader.role === "admin") return true;
  return reader.role === "crew" && date >= addDays(today, -CREW_DAYS_BACK) && date <= addDays(today, CREW_DAYS_AHEAD);
}

/** Whether the account may see this visit at all (its stop, its photo): the office always; the crew on its own route, in the window, not deleted. */
export async function mayReadVisit(db: Db, reader: Reader, visit: Pick<Visit, "lead_id" | "date">, today: string): Promise<boolean> {
  if (reader.role === "admin") return true;
  if (reader.role !== "crew" || !mayReadDay(reader, visit.date, today)) return false;
  const [lead, onRoute] = await Promise.all([findLead(db, visit.lead_id), isOnRoute(db, visit.lead_id, reader.id)]);
  return onRoute && lead !== undefined && lead.deleted_at === null;
}
