import { safeEqual } from "../crypto";
import { hmacHex } from "../signing";

/** Signatures older (or newer) than this are refused, against replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>[,v1=...]`): v1 is
 * HMAC-SHA256 of `${t}.${rawBody}` with the endpoint secret. Any matching v1 passes.
 */
export async function verifyStripeSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === "v1" && value) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = await hmacHex(secret, `${timestamp}.${rawBody}`);
  let ok = false;
  // Every candidate is compared (no early exit), each in constant time.
  for (const sig of signatures) ok = (await safeEqual(sig, expected)) || ok;
  return ok;
}
