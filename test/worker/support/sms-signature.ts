/**
 * Twilio's X-Twilio-Signature as its documentation describes it, written here apart from the
 * Worker's code (server/sms/signature.ts): the base64 HMAC-SHA1, keyed with the auth token, of
 * the URL followed by every parameter's name and value sorted by name. Web Crypto only, so the
 * worker tests and the end-to-end specs (Node) share it.
 */
export async function twilioSignature(url: string, params: Record<string, string>, token: string): Promise<string> {
  const payload =
    url +
    Object.keys(params)
      .sort()
      .map((k) => `${k}${params[k]}`)
      .join("");
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(token), { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(payload)))));
}
