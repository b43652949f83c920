/**
 * No text between 9 pm and 8 am in Miami (America/New_York, daylight saving included): the FCC's
 * TCPA calling hours are 8 am to 9 pm at the called party's location, and Florida's Telephone
 * Solicitation Act uses the same window. A text asked for in those hours is held until 8 am.
 */
import { wallClock, zonedTimeToUtc } from "~/lib/dates";

export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** Miami's wall clock (~/lib/dates) is in those hours. */
export function isQuietHour(at: Date): boolean {
  const { hour } = wallClock(at);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The instant a text asked for at `at` may go out: `at` itself, or the next 8:00 am in Miami. */
export function nextSendTime(at: Date): Date {
  if (!isQuietHour(at)) return at;
  const c = wallClock(at);
  // After 9 pm the next 8 am is tomorrow's; after midnight it is today's.
  const dayShift = c.hour >= QUIET_FROM_HOUR ? 1 : 0;
  return new Date(zonedTimeToUtc(c.year, c.month - 1, c.day + dayShift, QUIET_UNTIL_HOUR));
}
