/** Visit states and the crew's reasons for a skipped visit: one list for the schema, the crew page and the customer area. */
export const VISIT_STATUSES = ["scheduled", "done", "skipped"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const SKIP_REASONS = ["gate_locked", "dog_loose", "weather", "other"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** The largest visit photo the crew may upload (checked on the server; the crew page warns first when it can). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const PHOTO_MESSAGES = {
  tooLarge: "The photo is over 5 MB. Take it again at a lower resolution, or leave it out.",
  notImage: "That file is not a JPEG, PNG or WebP photo.",
  wrongExtension: "The file's name does not match its content (for example a PNG named .jpg). Rename it or take the photo again.",
} as const;
