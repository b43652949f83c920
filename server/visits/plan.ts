import { addDays, daysBetween, nextWeekday, weekdayOf } from "~/lib/dates";
import type { PreferredDay, ServiceFrequency } from "../db/schema";

/**
 * The dates of a customer's visits, as Miami calendar dates ("2026-11-26"). Pure date arithmetic on
 * calendar days (no clock times), so month ends and the daylight-saving changes cannot shift a day.
 */

/** The first `day` of the month `date` falls in. */
function firstWeekdayOfMonth(date: string, day: PreferredDay): string {
  return nextWeekday(`${date.slice(0, 8)}01`, day);
}

export interface VisitPlan {
  frequency: ServiceFrequency;
  day: PreferredDay;
}

/**
 * The visit dates from `from` through `until` (both included):
 * - weekly: every `day`;
 * - bi-weekly: every other `day`, counted from `anchor` (the plan's first visit), so planning again
 *   later keeps the same fortnight;
 * - monthly: the first `day` of each month.
 */
export function plannedDates(plan: VisitPlan, from: string, until: string, anchor?: string): string[] {
  const dates: string[] = [];
  if (plan.frequency === "monthly") {
    let month = from;
    while (month.slice(0, 7) <= until.slice(0, 7)) {
      const date = firstWeekdayOfMonth(month, plan.day);
      if (date >= from && date <= until) dates.push(date);
      month = addDays(`${month.slice(0, 8)}01`, 32);
    }
    return dates;
  }
  const step = plan.frequency === "weekly" ? 7 : 14;
  let date = nextWeekday(from, plan.day);
  // Same weekday as the anchor, so the distance is a whole number of weeks: an odd one is the off week.
  if (step === 14 && anchor && weekdayOf(anchor) === weekdayOf(date)) {
    const days = daysBetween(anchor, date);
    if (((days % 14) + 14) % 14 === 7) date = addDays(date, 7);
  }
  for (; date <= until; date = addDays(date, step)) dates.push(date);
  return dates;
}

/** What stops a customer's visits (server/models/service-stops.ts): pauses, both days included, and a last day. */
export interface Stops {
  pauses: { start: string; end: string }[];
  lastDay: string | null;
}

/** The dates left once the customer's pauses and the end of their service are taken out. */
export function withoutStops(dates: string[], stops: Stops | undefined): string[] {
  if (!stops) return dates;
  return dates.filter((d) => (stops.lastDay === null || d <= stops.lastDay) && !stops.pauses.some((p) => d >= p.start && d <= p.end));
}
