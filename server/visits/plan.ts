import type { PreferredDay, ServiceFrequency } from "../db/schema";

/**
 * The dates of a customer's visits, as Miami calendar dates ("2026-11-26"). Pure date arithmetic on
 * calendar days (no clock times), so month ends and the daylight-saving changes cannot shift a day.
 */

const WEEKDAYS: Record<PreferredDay, number> = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

const toUtc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number) => fromUtc(toUtc(date) + days * 86_400_000);
/** 0 (Sunday) to 6 (Saturday). */
export const weekdayOf = (date: string) => new Date(toUtc(date)).getUTCDay();

/** The first `day` on or after `date`. */
export function nextWeekday(date: string, day: PreferredDay): string {
  return addDays(date, (WEEKDAYS[day] - weekdayOf(date) + 7) % 7);
}

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
    const days = Math.round((toUtc(date) - toUtc(anchor)) / 86_400_000);
    if (((days % 14) + 14) % 14 === 7) date = addDays(date, 7);
  }
  for (; date <= until; date = addDays(date, step)) dates.push(date);
  return dates;
}
