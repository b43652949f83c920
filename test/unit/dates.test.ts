import { describe, expect, it } from "vitest";
import { formatHour } from "../../app/lib/business-contact";
import {
  serviceDayNames,
  WEEKDAY_NAMES,
  WEEKDAY_PLURALS,
  addMonths,
  businessDate,
  clockWords,
  formatDateRange,
  formatBusinessTime,
  formatTimeWindow,
  mondayOf,
  serviceDayFrom,
  serviceDaysFrom,
  startOfDayIn,
  wallClock,
  zoneOffsetMs,
} from "../../app/lib/dates";

describe("business dates", () => {
  it("uses the calendar date in Miami, not UTC", () => {
    // 9:30pm in Miami on November 23 is already November 24 in UTC.
    expect(businessDate(new Date("2026-11-24T02:30:00Z"))).toBe("2026-11-23");
    expect(businessDate(new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-24");
    // Summer time (UTC-4).
    expect(businessDate(new Date("2026-07-05T03:59:00Z"))).toBe("2026-07-04");
  });

  it("reads Miami's wall clock and offset across daylight saving", () => {
    expect(wallClock(new Date("2026-11-27T00:45:30Z"))).toEqual({ year: 2026, month: 11, day: 26, hour: 19, minute: 45, second: 30 });
    expect(zoneOffsetMs(new Date("2026-11-27T00:45:30Z"))).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(new Date("2026-07-04T12:00:00Z"))).toBe(-4 * 3_600_000);
    // 2026-03-08: 2 am EST becomes 3 am EDT (07:00 UTC).
    expect(zoneOffsetMs(new Date("2026-03-08T06:59:59Z"))).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(new Date("2026-03-08T07:00:00Z"))).toBe(-4 * 3_600_000);
    // Midnight reads as hour 0, never 24.
    expect(wallClock(new Date("2026-11-27T05:00:00Z")).hour).toBe(0);
  });
});

describe("one rule for a time of day", () => {
  it("writes the full clock for instants and the compact one for opening hours, in both languages", () => {
    expect(clockWords(9, 38)).toBe("9:38 AM");
    expect(clockWords(0, 5)).toBe("12:05 AM");
    expect(clockWords(12, 0)).toBe("12:00 PM");
    expect(clockWords(21, 7, "es")).toBe("9:07 p. m.");
    expect(formatBusinessTime(new Date("2026-11-27T14:38:00Z"), "es")).toBe("9:38 a. m.");
    expect(formatHour("08:00")).toBe("8am");
    expect(formatHour("17:30")).toBe("5:30pm");
    expect(formatHour("08:00", "es")).toBe("8 a. m.");
    expect(formatHour("18:00", "es")).toBe("6 p. m.");
  });

  it("says a window with each half of the day once (the day-before reminder)", () => {
    // 9 to 11 am and 11:30 am to 1 pm in Miami (UTC-5 in November).
    const nine = new Date("2026-11-27T14:00:00Z");
    const eleven = new Date("2026-11-27T16:00:00Z");
    const halfPastEleven = new Date("2026-11-27T16:30:00Z");
    const one = new Date("2026-11-27T18:00:00Z");
    expect(formatTimeWindow(nine, eleven)).toBe("between 9 and 11am");
    expect(formatTimeWindow(halfPastEleven, one)).toBe("between 11:30am and 1pm");
    expect(formatTimeWindow(nine, eleven, "es")).toBe("de 9 a 11 a. m.");
    expect(formatTimeWindow(halfPastEleven, one, "es")).toBe("de 11:30 a. m. a 1 p. m.");
  });
});

describe("calendar days", () => {
  it("counts months across a year's end (a day the month lacks is its last), and finds a week's Monday", () => {
    expect(addMonths("2026-11-28", 1)).toBe("2026-12-28");
    expect(addMonths("2026-12-18", 1)).toBe("2027-01-18");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2025-03-18", 22)).toBe("2027-01-18");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // a Sunday belongs to the week before
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });

  it("gives the instant a day begins in Miami, daylight saving included", () => {
    expect(startOfDayIn("2026-11-23")).toBe("2026-11-23T05:00:00.000Z");
    expect(startOfDayIn("2026-07-04")).toBe("2026-07-04T04:00:00.000Z");
    expect(startOfDayIn("2026-03-08")).toBe("2026-03-08T05:00:00.000Z");
  });

  it("counts service days Monday to Saturday: a Sunday moves to the Monday after", () => {
    expect(serviceDayFrom("2026-11-29")).toBe("2026-11-30"); // Sunday
    expect(serviceDayFrom("2026-11-28")).toBe("2026-11-28"); // Saturday
    // The week board's seven days from a Sunday and from a Saturday.
    expect(serviceDaysFrom("2026-11-29", 7)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-07"]);
    expect(serviceDaysFrom("2026-11-28", 3)).toEqual(["2026-11-28", "2026-11-30", "2026-12-01"]);
  });
});

describe("a range of days, said once (issue 59)", () => {
  it("names the month and the year once when they do not change", () => {
    expect(formatDateRange("2026-12-10", "2026-12-20", "es")).toBe("del 10 al 20 de diciembre de 2026");
    expect(formatDateRange("2026-11-28", "2026-12-05", "es")).toBe("del 28 de noviembre al 5 de diciembre de 2026");
    expect(formatDateRange("2026-12-28", "2027-01-03", "es")).toBe("del 28 de diciembre de 2026 al 3 de enero de 2027");
    expect(formatDateRange("2026-12-10", "2026-12-20", "en")).toBe("from December 10 through 20, 2026");
    expect(formatDateRange("2026-11-28", "2026-12-05", "en")).toBe("from November 28 through December 5, 2026");
    expect(formatDateRange("2026-12-28", "2027-01-03", "en")).toBe("from December 28, 2026 through January 3, 2027");
  });
});

describe("weekday names have one home (issue 60)", () => {
  it("names each stored service day, one and as a habit, in both languages, from the one list", () => {
    expect(serviceDayNames("en")).toEqual({
      monday: "Monday",
      tuesday: "Tuesday",
      wednesday: "Wednesday",
      thursday: "Thursday",
      friday: "Friday",
      saturday: "Saturday",
    });
    expect(serviceDayNames("es").saturday).toBe("sábado");
    expect(serviceDayNames("en", true).thursday).toBe("Thursdays");
    expect(serviceDayNames("es", true)).toEqual({
      monday: "lunes",
      tuesday: "martes",
      wednesday: "miércoles",
      thursday: "jueves",
      friday: "viernes",
      saturday: "sábados",
    });
    // Plurals line up with the names, day by day (getUTCDay order).
    expect(WEEKDAY_PLURALS.en.map((p, i) => p.startsWith(WEEKDAY_NAMES.en[i] ?? "?"))).toEqual(Array(7).fill(true));
  });
});
