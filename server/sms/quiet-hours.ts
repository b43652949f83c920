/**
 * No text between 9 pm and 8 am in Miami (America/New_York, daylight saving included): the FCC's
 * TCPA calling hours are 8 am to 9 pm at the called party's location, and Florida's Telephone
 * Solicitation Act uses the same window. A text asked for in those hours is held until 8 am.
 */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
const ZONE = "America/New_York";

/** The wall-clock hour, minute and date in Miami at an instant. */
function miamiClock(at: Date) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
}

export function isQuietHour(at: Date): boolean {
  const { hour } = miamiClock(at);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** Miami's offset from UTC in minutes at an instant (-300 in winter, -240 in summer). */
function offsetMinutes(at: Date): number {
  const c = miamiClock(at);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a text asked for at `at` may go out: `at` itself, or the next 8:00 am in Miami. */
export function nextSendTime(at: Date): Date {
  if (!isQuietHour(at)) return at;
  const c = miamiClock(at);
  // After 9 pm the next 8 am is tomorrow's; after midnight it is today's.
  const dayShift = c.hour >= QUIET_FROM_HOUR ? 1 : 0;
  const localEight = Date.UTC(c.year, c.month - 1, c.day + dayShift, QUIET_UNTIL_HOUR, 0);
  // The offset at 8 am itself (a daylight-saving change happens at 2 am, in between).
  const guess = new Date(localEight - offsetMinutes(at) * 60_000);
  return new Date(localEight - offsetMinutes(guess) * 60_000);
}
