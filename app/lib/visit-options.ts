/** Visit states and the crew's reasons for a skipped visit: one list for the schema, the crew page and the customer area. */
export const VISIT_STATUSES = ["scheduled", "done", "skipped"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** The reasons the crew chooses from when they close a visit as skipped. */
export const CREW_SKIP_REASONS = ["gate_locked", "dog_loose", "weather", "other"] as const;
export type CrewSkipReason = (typeof CREW_SKIP_REASONS)[number];
/** Every reason a visit is skipped: the crew's, and "customer" (the customer skipped it in the customer area, before the cut-off). */
export const SKIP_REASONS = [...CREW_SKIP_REASONS, "customer"] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * The largest visit photo the server takes as uploaded (JavaScript off: the camera's original; a
 * phone's photo is 3-12 MB). With JavaScript on the crew page scales a photo to SCALED_PHOTO_SIDE
 * px on its longest side before upload, well under 1 MB.
 */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** The photo limit in MB, as the messages and hints name it (from MAX_PHOTO_BYTES, the one place it is set). */
export const PHOTO_MB = Math.round(MAX_PHOTO_BYTES / 1024 / 1024);
export const SCALED_PHOTO_SIDE = 1600;

/**
 * The copies kept of every visit photo (server/visits/photos.ts), whatever arrived: JPEG, the
 * longest side at most the first of `sides` (the next ones only if the bytes are still over
 * `maxBytes`). "display": the photo a link opens; "thumb": the pages' small pictures (the crew's 44
 * px square, the customer area's 160 × 120), sharp up to three device pixels a CSS pixel.
 */
export const PHOTO_SIZES = {
  display: { sides: [SCALED_PHOTO_SIDE, 1280, 1024], maxBytes: 400_000, quality: 80 },
  thumb: { sides: [320, 240, 160], maxBytes: 30_000, quality: 75 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_SIZE_NAMES = Object.keys(PHOTO_SIZES) as PhotoSize[];
