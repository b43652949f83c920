/**
 * The legal terms (guarantee, liability, claims, privacy), in one place so the legal pages and FAQ
 * never disagree. The service terms a customer's own changes follow (the cut-off, the longest pause,
 * the cancellation policy) are app/lib/self-service.ts SERVICE_TERMS.
 */
export const legalTerms = {
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
  /** The terms' date: they changed when they stated the one cancellation policy (SERVICE_TERMS). */
  lastUpdated: "2026-12-07",
  /** The privacy policy's own date: it changed when it started describing the attribution cookie, then the texts customers send us. */
  privacyLastUpdated: "2026-11-26",
} as const;
