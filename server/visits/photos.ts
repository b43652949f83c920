import { MAX_PHOTO_BYTES } from "~/lib/visit-options";
import { randomId } from "../crypto";

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
export async function checkPhoto(file: File): Promise<{ bytes: Uint8Array; type: PhotoType } | { problem: PhotoProblem }> {
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

/** Stores a checked photo under an unguessable key; returns the key. */
export async function storePhoto(bucket: R2Bucket, visitId: number, bytes: Uint8Array, type: PhotoType): Promise<string> {
  const key = `visits/${visitId}/${randomId(16)}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  return key;
}
