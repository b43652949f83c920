/** Visit states and the crew's reasons for a skipped visit: one list for the schema, the crew page and the customer area. */
export const VISIT_STATUSES = ["scheduled", "done", "skipped"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const SKIP_REASONS = ["gate_locked", "dog_loose", "weather", "other"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
