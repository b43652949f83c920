import type { PreferredDay } from "~/lib/lead-options";

const SPANISH_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];

/**
 * "May 20, 2025" (or "20 de mayo de 2025" in Spanish, as es-US writes it) from an ISO date,
 * without depending on the runtime's locale data or time zone.
 */
export function formatIsoDate(iso: string, locale: "en" | "es" = "en"): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (locale === "es") return `${d} de ${SPANISH_MONTHS[(m ?? 1) - 1]} de ${y}`;
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  return `${months[(m ?? 1) - 1]} ${d}, ${y}`;
}

/**
 * Two days as one range, written once: "from December 10 through 20, 2026" / «del 10 al 20 de
 * diciembre de 2026»; the month or the year is repeated only when it changes ("from November 28
 * through December 5, 2026", «del 28 de diciembre de 2026 al 3 de enero de 2027»).
 */
export function formatDateRange(start: string, end: string, locale: "en" | "es" = "en"): string {
  const [y1, m1, d1] = start.split("-").map(Number);
  const [y2, m2] = end.split("-").map(Number);
  const sameYear = y1 === y2;
  const sameMonth = sameYear && m1 === m2;
  if (locale === "es") {
    const first = sameMonth ? `${d1}` : sameYear ? `${d1} de ${SPANISH_MONTHS[(m1 ?? 1) - 1]}` : formatIsoDate(start, "es");
    return `del ${first} al ${formatIsoDate(end, "es")}`;
  }
  const last = formatIsoDate(end, "en");
  const first = sameYear ? formatIsoDate(start, "en").replace(/, \d+$/, "") : formatIsoDate(start, "en");
  return `from ${first} through ${sameMonth ? last.replace(/^\S+ /, "") : last}`;
}

/** "Dec 6" (or "6 de diciembre" in Spanish): a calendar date without its year, from an ISO date. */
export function formatDayMonth(iso: string, locale: "en" | "es" = "en"): string {
  const [, m, d] = iso.split("-").map(Number);
  if (locale === "es") return `${d} de ${SPANISH_MONTHS[(m ?? 1) - 1]}`;
  return `${formatIsoDate(iso, "en").slice(0, 3)} ${d}`;
}

/** "November 2026" (or "noviembre de 2026") from an ISO date. */
export function formatMonthYearIn(iso: string, locale: "en" | "es" = "en"): string {
  const [y, m] = iso.split("-").map(Number);
  if (locale === "es") return `${SPANISH_MONTHS[(m ?? 1) - 1]} de ${y}`;
  return formatIsoDate(iso, "en").replace(/ \d+,/, "");
}

/** Weekday names by getUTCDay() (0: Sunday), in each language: the one list the site and e-mails use. */
export const WEEKDAY_NAMES = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
};

/** The weekdays as a habit, by getUTCDay(): "on Thursdays", «los jueves». */
export const WEEKDAY_PLURALS = {
  en: ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"],
  es: ["domingos", "lunes", "martes", "miércoles", "jueves", "viernes", "sábados"],
};

/** Each service day's name as a preferred day is stored ("monday"), in a language: "Monday" / "lunes"; `plural` for a habit ("Mondays" / "lunes"). */
export function serviceDayNames(locale: "en" | "es", plural = false): Record<PreferredDay, string> {
  const names = (plural ? WEEKDAY_PLURALS : WEEKDAY_NAMES)[locale];
  return Object.fromEntries(Object.entries(WEEKDAYS).map(([day, index]) => [day, names[index]])) as Record<PreferredDay, string>;
}

/** "Thursday, December 3, 2026" / "jueves 3 de diciembre de 2026": a visit's calendar date with its weekday. */
export function formatVisitDate(iso: string, locale: "en" | "es" = "en"): string {
  const day = WEEKDAY_NAMES[locale][weekdayOf(iso)];
  return locale === "es" ? `${day} ${formatIsoDate(iso, "es")}` : `${day}, ${formatIsoDate(iso, "en")}`;
}

/** The business's time zone: Miami's wall clock, daylight saving included. */
export const BUSINESS_TIME_ZONE = "America/New_York";

/** Instants (ISO timestamps) in the business's own time zone, so server and browser render the same text. */
const shortDateFormat = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, month: "short", day: "numeric", year: "numeric" });
const shortDateTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const longDateTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
/** "Thursday, November 26, 2026, 3:05 PM": an instant in full, on Miami's clock (the office's e-mails). */
export const formatLongDateTime = (at: Date) => longDateTimeFormat.format(at);
/** "Nov 3, 2026": the office's date of an instant, on Miami's calendar. */
export const formatDate = (iso: string) => shortDateFormat.format(new Date(iso));
/** "Nov 3, 2026, 3:05 PM": the office's date and time of an instant, on Miami's clock. */
export const formatDateTime = (iso: string) => shortDateTimeFormat.format(new Date(iso));

/** The wall clock in `zone` at an instant: calendar date (month 1-12) and time of day (24 h). */
export function wallClock(at: Date, zone: string = BUSINESS_TIME_ZONE) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/**
 * A time of day in words, the one rule for every clock the site shows: "9:38 AM" / "9:38 a. m."
 * ("de 8 a. m. a 6 p. m.", as the Spanish pages write every time; es-US's Intl says "a.m."). The
 * compact style drops a zero minute and the space for opening hours: "8am", "5:30pm", "8 a. m.".
 */
export function clockWords(hour: number, minute: number, locale: "en" | "es" = "en", style: "full" | "compact" = "full"): string {
  const compact = style === "compact";
  const clock = `${hour % 12 || 12}${compact && minute === 0 ? "" : `:${String(minute).padStart(2, "0")}`}`;
  if (locale === "es") return `${clock} ${hour < 12 ? "a. m." : "p. m."}`;
  const suffix = hour < 12 ? "AM" : "PM";
  return compact ? `${clock}${suffix.toLowerCase()}` : `${clock} ${suffix}`;
}

/** "9:38 AM" / "9:38 a. m.": Miami's wall clock at an instant, the same in every runtime. */
export function formatBusinessTime(at: Date, locale: "en" | "es" = "en"): string {
  const { hour, minute } = wallClock(at);
  return clockWords(hour, minute, locale);
}

/**
 * A window of Miami's clock in words, each half of the day said once: "between 9 and 11am",
 * "between 11:30am and 1pm" / «de 9 a 11 a. m.», «de 11:30 a. m. a 1 p. m.» (the compact style of
 * clockWords; the day-before reminder says when the crew is expected).
 */
export function formatTimeWindow(from: Date, to: Date, locale: "en" | "es" = "en"): string {
  const a = wallClock(from);
  const b = wallClock(to);
  const last = clockWords(b.hour, b.minute, locale, "compact");
  const sameHalf = a.hour < 12 === b.hour < 12;
  const first = clockWords(a.hour, a.minute, locale, "compact");
  const start = sameHalf ? first.replace(/ ?[ap]\. m\.$|[ap]m$/, "") : first;
  return locale === "es" ? `de ${start} a ${last}` : `between ${start} and ${last}`;
}

/** Offset of `zone` from UTC at an instant, in ms (New York: -4 h in summer, -5 h in winter). */
export function zoneOffsetMs(at: Date, zone: string = BUSINESS_TIME_ZONE): number {
  const c = wallClock(at, zone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) at which `zone`'s wall clock reads the given date and time. The
 * offset is read at a first guess and again at the answer, so a daylight-saving change in between
 * (at 2 am in New York) is honoured.
 */
export function zonedTimeToUtc(year: number, month0: number, day: number, hour = 0, minute = 0, zone: string = BUSINESS_TIME_ZONE): number {
  const local = Date.UTC(year, month0, day, hour, minute);
  const guess = local - zoneOffsetMs(new Date(local), zone);
  return local - zoneOffsetMs(new Date(guess), zone);
}

/** The instant (an ISO timestamp) at which the calendar day `date` ("2026-11-23") begins in `zone`. */
export function startOfDayIn(date: string, zone: string = BUSINESS_TIME_ZONE): string {
  return new Date(zonedTimeToUtc(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 0, 0, zone)).toISOString();
}

/** "2026-11-23": the calendar date in the business's time zone (America/New_York) at that instant. */
export function businessDate(at: Date = new Date(), zone: string = BUSINESS_TIME_ZONE): string {
  const { year, month, day } = wallClock(at, zone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/*
 * Calendar-day arithmetic on ISO dates ("2026-11-26"): no clock times, so month ends and the
 * daylight-saving changes cannot shift a day.
 */
const toUtc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const WEEKDAYS: Record<PreferredDay, number> = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

/**
 * The one parser of a calendar date a person or a URL gives ("2026-12-10"): the date itself when it
 * is a real day of the calendar (no 2027-02-31, no month 13, years 2000 to 2199), else null. Every
 * form and query that takes a date reads it here.
 */
export function parseCalendarDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const real = new Date(Date.UTC(year, month - 1, day));
  return real.getUTCMonth() === month - 1 && real.getUTCDate() === day ? text : null;
}

/** `date` plus `days` calendar days (negative: before). */
export const addDays = (date: string, days: number) => new Date(toUtc(date) + days * 86_400_000).toISOString().slice(0, 10);
/** The calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
/** 0 (Sunday) to 6 (Saturday). */
export const weekdayOf = (date: string) => new Date(toUtc(date)).getUTCDay();

/** `date` when it is a service day (Monday to Saturday), else the Monday after: there are no visits on Sundays. */
export const serviceDayFrom = (date: string) => (weekdayOf(date) === 0 ? addDays(date, 1) : date);

/** The first `count` service days (Monday to Saturday) from `date` on. */
export function serviceDaysFrom(date: string, count: number): string[] {
  const days: string[] = [];
  for (let day = serviceDayFrom(date); days.length < count; day = serviceDayFrom(addDays(day, 1))) days.push(day);
  return days;
}

/**
 * The same day `months` months later, as a monthly charge falls: "2026-12-18" from "2026-11-18";
 * a day the month lacks becomes its last ("2027-02-28" from "2027-01-31").
 */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The Monday on or before `date` (a week runs Monday to Sunday). */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The first `day` on or after `date`. */
export function nextWeekday(date: string, day: PreferredDay): string {
  return addDays(date, (WEEKDAYS[day] - weekdayOf(date) + 7) % 7);
}

/** A day as the week board heads its rows: "Sat, Nov 28" (English, the office's language). */
export const formatShortDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
