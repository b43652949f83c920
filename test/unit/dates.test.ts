import { describe, expect, it } from "vitest";
import { businessDate } from "../../app/lib/dates";

describe("business dates", () => {
  it("uses the calendar date in Miami, not UTC", () => {
    // 9:30pm in Miami on November 23 is already November 24 in UTC.
    expect(businessDate(new Date("2026-11-24T02:30:00Z"))).toBe("2026-11-23");
    expect(businessDate(new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-24");
    // Summer time (UTC-4).
    expect(businessDate(new Date("2026-07-05T03:59:00Z"))).toBe("2026-07-04");
  });
});
