import { describe, expect, it } from "vitest";
import { businessDate, wallClock, zoneOffsetMs } from "../../app/lib/dates";

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
