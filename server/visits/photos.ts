import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "~/lib/visit-options";
import { randomId } from "../crypto";

export { MAX_PHOTO_BYTES, PHOTO_MESSAGES };

const TYPES = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
} as const;
export type PhotoType = keyof typeof TYPES;

/** The image type of the bytes themselves (their signature), whatever the file is called. */
export function sniffImage(bytes: Uint8Array): PhotoType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/**
 * Checks an uploaded photo by its content: JPEG, PNG or WebP by signature, at most 5 MB, and a
 * file name whose extension matches the content. Returns the bytes and type, or the message.
 */
export async function checkPhoto(file: File): Promise<{ bytes: Uint8Array; type: PhotoType } | { error: string }> {
  if (file.size > MAX_PHOTO_BYTES) return { error: PHOTO_MESSAGES.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) return { error: PHOTO_MESSAGES.notImage };
  const name = file.name.toLowerCase();
  const dot = name.lastIndexOf(".");
  if (dot >= 0 && !(TYPES[type] as readonly string[]).includes(name.slice(dot))) return { error: PHOTO_MESSAGES.wrongExtension };
  return { bytes, type };
}

/** Stores a checked photo under an unguessable key; returns the key. */
export async function storePhoto(bucket: R2Bucket, visitId: number, bytes: Uint8Array, type: PhotoType): Promise<string> {
  const key = `visits/${visitId}/${randomId(16)}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  return key;
}
