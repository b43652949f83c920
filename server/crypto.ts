import { decodeBase64Url, encodeBase64, encodeBase64Url } from "hono/utils/encode";

/**
 * The Worker's byte encodings and comparisons, defined once: base64 (CSP nonces and hashes),
 * unpadded base64url (ids and tokens in cookies and URLs), random ids, and constant-time
 * comparison through Workers' `crypto.subtle.timingSafeEqual`.
 */

const encoder = new TextEncoder();

/** The bytes' own buffer (a view of part of a larger buffer is copied first). */
const bufferOf = (bytes: Uint8Array | ArrayBuffer): ArrayBuffer =>
  bytes instanceof ArrayBuffer
    ? bytes
    : bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : bytes.slice().buffer;

/** Standard base64 with padding (`'sha256-…'` and `'nonce-…'` CSP values). */
export const base64 = (bytes: Uint8Array | ArrayBuffer): string => encodeBase64(bufferOf(bytes));

/** URL- and cookie-safe base64 without padding: `[A-Za-z0-9_-]`. */
export const base64url = (bytes: Uint8Array | ArrayBuffer): string => encodeBase64Url(bufferOf(bytes)).replace(/=+$/, "");

/** The text a base64url string encodes (UTF-8), or null when it is not base64url. */
export function fromBase64url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(decodeBase64Url(text));
  } catch {
    return null;
  }
}

/** `bytes` random bytes as base64url (16 bytes: 22 characters, 128 bits). */
export const randomId = (bytes = 16): string => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/**
 * Constant-time equality of two strings. Both are hashed first, so the comparison takes the same
 * time whatever their lengths (`timingSafeEqual` itself needs equal lengths).
 */
export async function safeEqual(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([crypto.subtle.digest("SHA-256", encoder.encode(given)), crypto.subtle.digest("SHA-256", encoder.encode(expected))]);
  return crypto.subtle.timingSafeEqual(a, b);
}
