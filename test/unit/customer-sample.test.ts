import { describe, expect, it } from "vitest";
import {
  balanceDue,
  formatDate,
  formatMoney,
  formatPlanPrice,
  formatTimeWindow,
  formatWeekdayDate,
  initials,
  invoices,
  notificationPreferences,
  sampleCustomer,
  serviceVisits,
} from "~/content/customer-sample";

describe("customer sample data", () => {
  it("formats instants in Miami time, whatever the machine's zone", () => {
    // 03:00 UTC on the 25th is 10 PM on the 24th in Miami (EST).
    expect(formatWeekdayDate("2026-11-25T03:00:00Z")).toBe("Tuesday, November 24");
    expect(formatTimeWindow({ start: "2026-07-07T13:00:00Z", end: "2026-07-07T15:00:00Z" })).toBe("9:00 AM – 11:00 AM");
  });

  it("keeps a plain calendar date on its day", () => {
    expect(formatDate("2025-03-14")).toBe("March 14, 2025");
  });

  it("shows amounts with two decimals and the plan per week", () => {
    expect(formatMoney(79.96)).toBe("$79.96");
    expect(formatMoney(80)).toBe("$80.00");
    expect(formatPlanPrice(sampleCustomer.plan)).toBe("$19.99 per week");
    expect(invoices.some((i) => i.amount === 79.96)).toBe(true);
  });

  it("sums only pending invoices into the balance due", () => {
    expect(
      balanceDue([
        { id: "a", date: "2026-01-01", description: "", amount: 19.99, status: "pending", downloadUrl: null },
        { id: "b", date: "2026-01-01", description: "", amount: 0.02, status: "pending", downloadUrl: null },
        { id: "c", date: "2026-01-01", description: "", amount: 50, status: "paid", downloadUrl: null },
      ]),
    ).toBe(20.01);
  });

  it("has visits in every display state and the notification defaults", () => {
    expect(new Set(serviceVisits.map((v) => v.status))).toEqual(new Set(["completed", "scheduled", "canceled"]));
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(["paid", "pending"]));
    const on = Object.fromEntries([...notificationPreferences.types, ...notificationPreferences.methods].map((t) => [t.id, t.enabled]));
    expect(on).toEqual({ serviceReminders: true, serviceConfirmations: true, billing: true, promotional: false, email: true, sms: true });
  });

  it("makes initials from the first and last name", () => {
    expect(initials("Maria Gonzalez")).toBe("MG");
    expect(initials("  cher ")).toBe("C");
    expect(initials("Ana de la Cruz")).toBe("AC");
  });
});
