/**
 * The payment provider's `Stripe-Signature` header as its documentation describes it, written here
 * apart from the Worker's code (server/billing/): `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * keyed with the webhook secret. Web Crypto only, so the worker tests and the end-to-end specs
 * (Node) share it.
 */
export async function stripeSignature(body: string, secret: string, t = Math.floor(Date.now() / 1000)): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${body}`)));
  return `t=${t},v1=${[...mac].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}
