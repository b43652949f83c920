import { MAX_PHOTO_BYTES, PHOTO_SIZES, type PhotoSize } from "~/lib/visit-options";
import { randomId } from "../crypto";
import { log } from "../log";

export { MAX_PHOTO_BYTES };

const TYPES = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
} as const;
export type PhotoType = keyof typeof TYPES;

/** Why a photo was refused; the crew page words each reason in its language (server/content/crew-day.ts). */
export type PhotoProblem = "tooLarge" | "notImage" | "wrongExtension" | "heic" | "empty" | "badName";

/** The image type of the bytes themselves (their signature), whatever the file is called. */
export function sniffImage(bytes: Uint8Array): PhotoType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** HEIC/HEIF (an iPhone's default): an ISO box "ftyp" with a HEIF brand. Browsers other than Safari cannot show it, so it is refused with a way out. */
export function isHeic(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return bytes.length >= 12 && ascii(4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(8, 12));
}

/** A file name a phone or browser would send: no control characters, no path. */
function safeName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return name.length <= 255 && !/[\u0000-\u001f\u007f/\\]/.test(name) && !name.includes("..");
}

/**
 * Checks an uploaded photo by its content: JPEG, PNG or WebP by signature, at most
 * MAX_PHOTO_BYTES, not empty, a plain file name whose extension matches the content. Returns the
 * bytes and type, or the problem.
 */
export async function checkPhoto(file: File): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: PhotoType } | { problem: PhotoProblem }> {
  if (!safeName(file.name)) return { problem: "badName" };
  if (file.size === 0) return { problem: "empty" };
  if (file.size > MAX_PHOTO_BYTES) return { problem: "tooLarge" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) return { problem: isHeic(bytes) ? "heic" : "notImage" };
  const name = file.name.toLowerCase();
  const dot = name.lastIndexOf(".");
  if (dot >= 0 && !(TYPES[type] as readonly string[]).includes(name.slice(dot))) return { problem: "wrongExtension" };
  return { bytes, type };
}

/** The R2 key of a photo's copy in `size`: the display copy replaces the original at the visit's key; the thumbnail sits beside it. */
export const photoKeyOf = (key: string, size: PhotoSize) => (size === "display" ? key : `${key}.thumb`);

/** Every R2 key a stored photo may occupy (for deleting it). */
export const photoObjectKeys = (key: string) => [photoKeyOf(key, "display"), photoKeyOf(key, "thumb")];

/** Marks, in R2's custom metadata, an object that is a sized copy rather than the phone's original. */
const SIZED = { sized: "1" } as const;

/**
 * One copy of an image as a JPEG within `size`'s budget (app/lib/visit-options.ts, PHOTO_SIZES),
 * through the Images binding: the longest side scaled down (never up) to each of the size's sides
 * in turn until the bytes are under the budget. The binding turns the photo upright from its EXIF
 * orientation and writes no metadata (no location).
 */
async function resize(images: ImagesBinding, bytes: Uint8Array<ArrayBuffer>, size: PhotoSize): Promise<Uint8Array<ArrayBuffer>> {
  const { sides, maxBytes, quality } = PHOTO_SIZES[size];
  for (const side of sides) {
    const result = await images
      .input(new Blob([bytes]).stream())
      .transform({ width: side, height: side, fit: "scale-down" })
      .output({ format: "image/jpeg", quality, background: "#ffffff" });
    const out = new Uint8Array(await new Response(result.image()).arrayBuffer());
    if (out.byteLength < maxBytes) return out;
  }
  throw new Error(`photo_over_budget: ${size} over ${maxBytes} bytes at ${sides.at(-1)} px`);
}

/** The display copy and the thumbnail of a photo (the thumbnail made from the display copy: less to decode). */
export async function sizePhoto(images: ImagesBinding, bytes: Uint8Array<ArrayBuffer>): Promise<Record<PhotoSize, Uint8Array<ArrayBuffer>>> {
  const display = await resize(images, bytes, "display");
  return { display, thumb: await resize(images, display, "thumb") };
}

/** Keeps the sized copies of a photo at `key`: the display copy over the original, then the thumbnail. Returns their ETags. */
async function putSized(bucket: R2Bucket, key: string, sized: Record<PhotoSize, Uint8Array<ArrayBuffer>>): Promise<Record<PhotoSize, string>> {
  const options = { httpMetadata: { contentType: "image/jpeg" }, customMetadata: SIZED };
  const display = await bucket.put(photoKeyOf(key, "display"), sized.display, options);
  const thumb = await bucket.put(photoKeyOf(key, "thumb"), sized.thumb, options);
  return { display: display.httpEtag, thumb: thumb.httpEtag };
}

/**
 * Stores a checked photo under an unguessable key, as its display copy and thumbnail (the phone's
 * original is not kept: docs/decisions/0021). When the Images binding fails, the original is kept
 * as sent and sized on its first view (readPhoto), so a crew member's close never fails on it.
 * Returns the key and the stored type.
 */
export async function storePhoto(
  env: Pick<Env, "PHOTOS" | "IMAGES">,
  visitId: number,
  bytes: Uint8Array<ArrayBuffer>,
  type: PhotoType,
): Promise<{ key: string; type: string }> {
  const key = `visits/${visitId}/${randomId(16)}`;
  const sized = await sizePhoto(env.IMAGES, bytes).catch((error: unknown) => {
    log.error("photo_sizing_failed", error, { visitId, bytes: bytes.byteLength });
    return null;
  });
  if (sized) {
    await putSized(env.PHOTOS, key, sized);
    return { key, type: "image/jpeg" };
  }
  await env.PHOTOS.put(key, bytes, { httpMetadata: { contentType: type } });
  return { key, type };
}

/** Deletes every copy of a stored photo. */
export async function deletePhoto(bucket: R2Bucket, key: string): Promise<void> {
  await bucket.delete(photoObjectKeys(key));
}

/** A photo's copy as the photo route sends it: `body` null when the browser's copy (its ETag) is current. */
export interface PhotoCopy {
  body: ReadableStream | Uint8Array<ArrayBuffer> | null;
  etag: string;
  contentType: string;
}

/**
 * The copy of the photo at `key` in `size`, for a page or a link. A photo stored before photos were
 * sized (or whose sizing failed) is the phone's original: it is sized now, and its copies replace
 * it, so each old photo is sized once, on its first view (the lazy path; no migration reads R2).
 * "unavailable" when it cannot be sized now and the original is over the size's budget: the page
 * gets a 503 rather than megabytes for a thumbnail. null when there is no such photo.
 */
export async function readPhoto(
  env: Pick<Env, "PHOTOS" | "IMAGES">,
  key: string,
  size: PhotoSize,
  ifNoneMatch?: string,
): Promise<PhotoCopy | "unavailable" | null> {
  const stored = await env.PHOTOS.get(photoKeyOf(key, size), { onlyIf: { etagDoesNotMatch: ifNoneMatch } });
  if (stored?.customMetadata?.sized === SIZED.sized) {
    return { body: "body" in stored ? stored.body : null, etag: stored.httpEtag, contentType: stored.httpMetadata?.contentType ?? "image/jpeg" };
  }
  // Not a sized copy: the original at the visit's key (the object just read, when it came with its body).
  const original = size === "display" && stored && "body" in stored ? stored : await env.PHOTOS.get(key);
  if (!original) return null;
  const bytes = new Uint8Array(await original.arrayBuffer());
  // A display copy whose thumbnail is missing (its write failed) needs only the thumbnail.
  const sizing =
    original.customMetadata?.sized === SIZED.sized
      ? resize(env.IMAGES, bytes, "thumb").then((thumb) => ({ display: bytes, thumb }))
      : sizePhoto(env.IMAGES, bytes);
  const sized = await sizing.catch((error: unknown) => {
    log.error("photo_sizing_failed", error, { key, bytes: bytes.byteLength });
    return null;
  });
  if (sized) {
    const etags = await putSized(env.PHOTOS, key, sized);
    return { body: sized[size], etag: etags[size], contentType: "image/jpeg" };
  }
  // Not sizable now (the service failed, or bytes it cannot decode): the original, if it is within the budget.
  if (bytes.byteLength >= PHOTO_SIZES[size].maxBytes) return "unavailable";
  const current = ifNoneMatch !== undefined && ifNoneMatch === original.etag;
  return { body: current ? null : bytes, etag: original.httpEtag, contentType: original.httpMetadata?.contentType ?? "application/octet-stream" };
}
