/** The legal constants of SPEC 9, in one place so the legal pages and FAQ never disagree. */
export const legalTerms = {
  cancellationNoticeDays: 7,
  guaranteeReportHours: 24,
  liabilityCapMonths: 12,
  claimsWithinYears: 1,
  currency: "USD",
  privacyMinimumAge: 16,
  ccpaResponseDays: 45,
  lastUpdated: "May 1, 2025",
} as const;
