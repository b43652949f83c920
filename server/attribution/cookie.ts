import { parse } from "hono/utils/cookie";
import { type Attribution, ATTRIBUTION_FIELDS, CAMPAIGN_FIELDS, cleanAttribution, hasCampaign } from "~/lib/lead-schema";
import { legalTerms } from "../content/legal-terms";
import { sign, signingSecret, verify } from "../signing";
import { CLICK_ID_PARAMS } from "./params";

/**
 * First-touch attribution: how a visitor first came to the site (campaign tags, ad click id and
 * network, landing path, the other site that sent them, when), remembered in a first-party cookie
 * so that a lead sent later, after any number of pages, is credited to that visit. The cookie is
 * signed with SESSION_SECRET, HttpOnly, SameSite=Lax, Secure when deployed, capped in size, and
 * never overwritten while valid. Nothing of it is sent to anyone else.
 */

type AttributionEnv = { ENVIRONMENT?: string; SESSION_SECRET?: string };

export const ATTRIBUTION_MAX_AGE_SECONDS = legalTerms.attributionCookieDays * 24 * 60 * 60;
/** The longest cookie value read or written: a larger one is ignored unread. */
export const ATTRIBUTION_COOKIE_MAX_LENGTH = 1536;
/** Each value's cap in the cookie (the lead's columns allow more, for the wizard's own URL). */
const FIELD_CAP: Record<(typeof ATTRIBUTION_FIELDS)[number], number> = {
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  utm_term: 100,
  utm_content: 100,
  click_id: 150,
  click_network: 20,
  landing_path: 150,
  landing_referrer: 150,
};
/** Dropped in this order while a cookie is over the cap (multi-byte text can make it so). */
const DROP_ORDER = ["utm_content", "utm_term", "landing_referrer", "landing_path"] as const;
const VERSION = "a1.";

const isLocal = (env: AttributionEnv) => env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
/** `__Host-` requires Secure, which plain-http localhost cannot use. */
export const attributionCookieName = (env: AttributionEnv) => (isLocal(env) ? "attribution" : "__Host-attribution");

/** Global Privacy Control or Do Not Track: the visit keeps only its campaign's source, medium and name. */
export function asksNotToTrack(request: Request): boolean {
  return request.headers.get("Sec-GPC")?.trim() === "1" || request.headers.get("DNT")?.trim() === "1";
}

/** What a visit that asks not to be tracked keeps: no click id, landing path, referrer, term or content. */
export function campaignOnly(attribution: Attribution): Attribution {
  const out: Attribution = {};
  for (const key of ["utm_source", "utm_medium", "utm_campaign"] as const) if (attribution[key]) out[key] = attribution[key];
  return out;
}

/** The other site that sent this request (its origin and path, never its query), or null. */
function externalReferrer(request: Request, url: URL): string | null {
  const header = request.headers.get("Referer");
  if (!header) return null;
  try {
    const referrer = new URL(header);
    if ((referrer.protocol !== "https:" && referrer.protocol !== "http:") || referrer.host === url.host) return null;
    return `${referrer.origin}${referrer.pathname === "/" ? "/" : referrer.pathname}`;
  } catch {
    // An unparseable Referer header is simply not recorded.
    return null;
  }
}

/**
 * How this request says the visitor came: the campaign tags and the first ad click id in its
 * query, the path it landed on, and the other site that linked to it. Empty for a visit from this
 * site or typed in. A request that asks not to be tracked keeps only source, medium and campaign.
 */
export function visitAttribution(request: Request, url = new URL(request.url)): Attribution {
  const raw: Record<string, string | null> = {};
  for (const key of CAMPAIGN_FIELDS) raw[key] = url.searchParams.get(key);
  for (const [param, network] of CLICK_ID_PARAMS) {
    const id = url.searchParams.get(param);
    if (id?.trim()) {
      raw.click_id = id;
      raw.click_network = network;
      break;
    }
  }
  raw.landing_referrer = externalReferrer(request, url);
  const found = cleanAttribution(raw);
  if (Object.keys(found).length === 0) return found;
  found.landing_path = url.pathname.slice(0, FIELD_CAP.landing_path);
  return asksNotToTrack(request) ? campaignOnly(found) : found;
}

/**
 * The visit a lead is credited to, from candidates in order of precedence: the first that carries
 * a campaign (a tag or a click id), else the first that holds anything. Whole visits, never mixed:
 * one campaign's click id is never stored with another's tags.
 */
export function creditedVisit(...candidates: (Attribution | null | undefined)[]): Attribution {
  return candidates.find(hasCampaign) ?? candidates.find((a) => a && Object.keys(a).length > 0) ?? {};
}

function capped(attribution: Attribution): Attribution {
  const out: Attribution = {};
  for (const key of ATTRIBUTION_FIELDS) {
    const value = attribution[key];
    if (value) out[key] = value.slice(0, FIELD_CAP[key]);
  }
  return out;
}

/**
 * The Set-Cookie header that remembers this visit, or null when there is nothing to remember or
 * it cannot fit under the cap.
 */
export async function attributionCookie(env: AttributionEnv, attribution: Attribution, now = Date.now()): Promise<string | null> {
  const data: Attribution = capped(attribution);
  const drops = [...DROP_ORDER];
  for (;;) {
    if (Object.keys(data).length === 0) return null;
    const value = await sign(signingSecret(env), `${VERSION}${JSON.stringify({ ...data, at: Math.floor(now / 1000) })}`);
    if (value.length <= ATTRIBUTION_COOKIE_MAX_LENGTH) {
      const parts = [`${attributionCookieName(env)}=${value}`, "Path=/", `Max-Age=${ATTRIBUTION_MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax"];
      if (!isLocal(env)) parts.push("Secure");
      return parts.join("; ");
    }
    const drop = drops.shift();
    if (!drop) return null;
    delete data[drop];
  }
}

export interface RememberedVisit {
  attribution: Attribution;
  /** When the visit was first seen. */
  firstSeen: Date;
}

/**
 * The visit this request's cookie remembers, or null: no cookie, or one that is oversized, not
 * signed by this site, malformed, older than its lifetime or dated in the future.
 */
export async function readAttributionCookie(request: Request, env: AttributionEnv, now = Date.now()): Promise<RememberedVisit | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const name = attributionCookieName(env);
  // Cheap checks first: no parsing or signature check of a header without the cookie or with an oversized one.
  if (!header.includes(name)) return null;
  const value = parse(header, name)[name];
  if (!value || value.length > ATTRIBUTION_COOKIE_MAX_LENGTH) return null;
  const payload = await verify(signingSecret(env), value);
  if (!payload?.startsWith(VERSION)) return null;
  let data: unknown;
  try {
    data = JSON.parse(payload.slice(VERSION.length));
  } catch {
    return null;
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const at = (data as { at?: unknown }).at;
  if (typeof at !== "number" || !Number.isInteger(at)) return null;
  const ageMs = now - at * 1000;
  if (ageMs < -60_000 || ageMs > ATTRIBUTION_MAX_AGE_SECONDS * 1000) return null;
  const attribution = cleanAttribution(data as Record<string, unknown>);
  if (Object.keys(attribution).length === 0) return null;
  return { attribution, firstSeen: new Date(at * 1000) };
}
