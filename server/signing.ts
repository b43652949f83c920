/**
 * Small HMAC helpers, keyed by SESSION_SECRET, for values handed to the browser that must come
 * back untampered (the attribution cookie, the wizard's form token with its issued-at time and
 * form key, the opaque lead reference in the plan URL), and the digests the payment webhook and
 * the lead API compare.
 */
import { idParam } from "~/lib/forms";
import { base64url, fromBase64url, randomId, safeEqual } from "./crypto";

/** Random ids for form keys and drafts (defined in ./crypto). */
export { randomId };

const encoder = new TextEncoder();

type SigningEnv = { ENVIRONMENT?: string; SESSION_SECRET?: string };

/**
 * A random secret made once per isolate, for local development without a .dev.vars: nothing is
 * signed with a known value, and tokens simply stop verifying when the dev server restarts.
 */
let ephemeralSecret: string | undefined;

/**
 * SESSION_SECRET signs these values. There is no fixed fallback: only an environment explicitly
 * set to `development` or `test` may run without one (with a random per-isolate secret); anywhere
 * else (production is the default) the configuration check refuses to serve without it.
 */
export function signingSecret(env: SigningEnv): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test") {
    ephemeralSecret ??= randomId(32);
    return ephemeralSecret;
  }
  throw new Error("SESSION_SECRET is not set: set it with `wrangler secret put SESSION_SECRET`");
}

async function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

export async function hmacHex(secret: string, message: string): Promise<string> {
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message));
  return [...new Uint8Array(sig)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(message: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(message));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** `base64url(payload).hmac`, for a payload without secrets (it is readable, just not forgeable). */
export async function sign(secret: string, payload: string): Promise<string> {
  const body = base64url(encoder.encode(payload));
  return `${body}.${(await hmacHex(secret, body)).slice(0, 32)}`;
}

export async function verify(secret: string, token: string): Promise<string | null> {
  const [body, sig, extra] = token.split(".");
  if (!body || !sig || extra !== undefined) return null;
  const expected = (await hmacHex(secret, body)).slice(0, 32);
  if (!(await safeEqual(sig, expected))) return null;
  return fromBase64url(body);
}

// --- Form token: when the wizard was opened, and the key that makes its submit idempotent.

export interface FormToken {
  issuedAt: number;
  formKey: string;
}

/** How long a wizard form stays valid; older forms are re-issued (input kept). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * People usually take longer than this to fill in name, email and phone; bots usually do not.
 * A faster submit is suspicious, not refused (server/leads/wizard-steps.ts).
 */
export const MIN_FILL_MS = 3000;

export function issueFormToken(secret: string, token: FormToken): Promise<string> {
  return sign(secret, `f1.${token.issuedAt}.${token.formKey}`);
}

export async function readFormToken(secret: string, raw: unknown, nowMs = Date.now()): Promise<FormToken | null> {
  if (typeof raw !== "string" || raw.length > 200) return null;
  const payload = await verify(secret, raw);
  const match = payload?.match(/^f1\.(\d{10,16})\.([A-Za-z0-9_-]{8,64})$/);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  if (issuedAt > nowMs + 60_000 || nowMs - issuedAt > FORM_TOKEN_MAX_AGE_MS) return null;
  return { issuedAt, formKey: match[2] ?? "" };
}

// --- Lead reference: the opaque `lead=` value of the plan step URL.

const LEAD_REF_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function issueLeadRef(secret: string, leadId: number, nowMs = Date.now()): Promise<string> {
  return sign(secret, `l1.${leadId}.${nowMs + LEAD_REF_MAX_AGE_MS}`);
}

export async function readLeadRef(secret: string, raw: string | null, nowMs = Date.now()): Promise<number | null> {
  if (!raw || raw.length > 200) return null;
  const match = (await verify(secret, raw))?.match(/^l1\.(\d+)\.(\d+)$/);
  if (!match || Number(match[2]) < nowMs) return null;
  return idParam(match[1]);
}
