import { base64, safeEqual } from "../crypto";

const encoder = new TextEncoder();

/**
 * Twilio's request signature (X-Twilio-Signature): the base64 HMAC-SHA1, keyed with the account's
 * auth token, of the full URL Twilio requested (scheme, host, path and query, as received) followed
 * by every POST parameter's name and value, sorted by name, with nothing between them.
 */
export async function twilioSignature(authToken: string, url: string, params: URLSearchParams): Promise<string> {
  const pairs = [...params.entries()].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const payload = url + pairs.map(([name, value]) => `${name}${value}`).join("");
  const key = await crypto.subtle.importKey("raw", encoder.encode(authToken), { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  return base64(await crypto.subtle.sign("HMAC", key, encoder.encode(payload)));
}

/** Whether a request's signature header is Twilio's for this URL and these parameters (constant-time compare). */
export async function verifyTwilioSignature(authToken: string, signature: string | undefined, url: string, params: URLSearchParams): Promise<boolean> {
  if (!signature) return false;
  return safeEqual(signature, await twilioSignature(authToken, url, params));
}
