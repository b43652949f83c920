import { describe, expect, it } from "vitest";
import { addDays, nextWeekday, weekdayOf } from "../../app/lib/dates";
import { plannedDates } from "../../server/visits/plan";

describe("visit planning dates (Miami calendar dates)", () => {
  it("plans weekly visits across a month end", () => {
    expect(plannedDates({ frequency: "weekly", day: "thursday" }, "2026-11-25", "2026-12-20")).toEqual([
      "2026-11-26",
      "2026-12-03",
      "2026-12-10",
      "2026-12-17",
    ]);
  });

  it("keeps the weekday across both daylight-saving changes", () => {
    // Spring forward 2026-03-08, fall back 2026-11-01 (America/New_York).
    const spring = plannedDates({ frequency: "weekly", day: "monday" }, "2026-03-01", "2026-03-17");
    expect(spring).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    const fall = plannedDates({ frequency: "weekly", day: "saturday" }, "2026-10-25", "2026-11-10");
    expect(fall).toEqual(["2026-10-31", "2026-11-07"]);
    expect([...spring, ...fall].map(weekdayOf)).toEqual([1, 1, 1, 6, 6]);
  });

  it("plans every other week from the plan's first visit, whenever it is planned again", () => {
    const plan = { frequency: "bi-weekly", day: "friday" } as const;
    const first = plannedDates(plan, "2026-10-26", "2026-11-30", "2026-10-30");
    expect(first).toEqual(["2026-10-30", "2026-11-13", "2026-11-27"]);
    // A week later, the same fortnight (not 2026-11-06).
    expect(plannedDates(plan, "2026-11-02", "2026-11-30", "2026-10-30")).toEqual(["2026-11-13", "2026-11-27"]);
  });

  it("plans monthly visits on the first chosen weekday of each month, across the year end", () => {
    expect(plannedDates({ frequency: "monthly", day: "tuesday" }, "2026-11-05", "2027-02-28")).toEqual(["2026-12-01", "2027-01-05", "2027-02-02"]);
  });

  it("does calendar arithmetic over month and year ends and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(nextWeekday("2026-11-30", "monday")).toBe("2026-11-30");
  });
});
