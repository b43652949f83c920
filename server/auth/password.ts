/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto (Workers and Node share this file:
 * scripts/user-create.mjs imports it, so a hash made on the command line verifies in the Worker).
 * 100,000 iterations is the Workers runtime's PBKDF2 cap. Stored format:
 *   pbkdf2_sha256$<iterations>$<salt base64>$<hash base64>
 * Plain TypeScript only (no path aliases, no enums) so Node can strip the types and run it; Node
 * runs only hashPassword (verifying uses Workers' crypto.subtle.timingSafeEqual).
 */
import { decodeBase64, encodeBase64 } from "hono/utils/encode";

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = "pbkdf2_sha256";

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return decodeBase64(text);
  } catch {
    return null;
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: new Uint8Array(salt), iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Constant time for equal lengths; a stored hash of another length (not secret) never matches. */
const bytesEqual = (a: Uint8Array<ArrayBuffer>, b: Uint8Array<ArrayBuffer>) => a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b);

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${PREFIX}$${PBKDF2_ITERATIONS}$${encodeBase64(salt.buffer)}$${encodeBase64(hash.buffer)}`;
}

/** True when `password` matches `stored`. A malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iterText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterText);
  const salt = saltText ? fromBase64(saltText) : null;
  const expected = hashText ? fromBase64(hashText) : null;
  if (prefix !== PREFIX || !Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS || !salt || !expected) {
    await dummyVerify(password);
    return false;
  }
  const actual = await derive(password, salt, iterations);
  return bytesEqual(actual, expected);
}

const DUMMY_SALT = new Uint8Array(SALT_BYTES);

/**
 * The same work as a real check, for unknown emails, so response time does not reveal
 * whether an account exists. Always false.
 */
export async function dummyVerify(password: string): Promise<false> {
  const actual = await derive(password, DUMMY_SALT, PBKDF2_ITERATIONS);
  bytesEqual(actual, new Uint8Array(HASH_BITS / 8));
  return false;
}
