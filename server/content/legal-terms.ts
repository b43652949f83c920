/** The service and legal terms (notice periods, guarantee, liability, claims, privacy), in one place so the legal pages and FAQ never disagree. */
export const legalTerms = {
  cancellationNoticeDays: 7,
  guaranteeReportHours: 24,
  /** The guarantee's return visit, in hours after the report. */
  guaranteeReturnHours: 24,
  /** Notice a customer gives to move one visit. */
  rescheduleNoticeHours: 24,
  liabilityCapMonths: 12,
  claimsWithinYears: 1,
  currency: "USD",
  privacyMinimumAge: 16,
  ccpaResponseDays: 45,
  /** How long the cookie that remembers how a visitor first found the site lasts (server/attribution/cookie.ts). */
  attributionCookieDays: 90,
  /** ISO date; the pages format it in their language. */
  lastUpdated: "2025-05-01",
  /** The privacy policy's own date: it changed when it started describing the attribution cookie, then the texts customers send us. */
  privacyLastUpdated: "2026-11-26",
} as const;
