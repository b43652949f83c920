import type { ClickNetwork } from "~/lib/lead-options";

/**
 * The query parameters that tag a visit and never change what a page shows: campaign tags, ad
 * click ids, e-mail and analytics ids. The one list: the edge cache leaves them out of its keys
 * (server/middleware/edge-cache.ts), and the attribution cookie and the wizard read the campaign
 * tags and click ids from it (./cookie.ts).
 */

/** Ad click ids, each with the network that adds it to its ads' links (first match wins). */
export const CLICK_ID_PARAMS = [
  ["gclid", "google"],
  ["gbraid", "google"],
  ["wbraid", "google"],
  ["dclid", "google"],
  ["msclkid", "microsoft"],
  ["fbclid", "facebook"],
  ["ttclid", "tiktok"],
  ["li_fat_id", "linkedin"],
  ["twclid", "x"],
] as const satisfies readonly (readonly [string, ClickNetwork])[];

/** Tracking parameters that are never recorded: analytics cookies' link forms, e-mail tools' ids. */
const OTHER_TRACKING_PARAMS = [
  "gclsrc",
  "gad_source",
  "gad_campaignid",
  "srsltid",
  "_ga",
  "_gl",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "igshid",
  "yclid",
  "ref_src",
] as const;

const TRACKING_PARAMS: ReadonlySet<string> = new Set([...CLICK_ID_PARAMS.map(([name]) => name), ...OTHER_TRACKING_PARAMS]);

/** Whether a query parameter only tags the visit: every `utm_*` (utm_id, utm_source_platform, ...) and the lists above. */
export function isTrackingParam(name: string): boolean {
  return name.startsWith("utm_") || TRACKING_PARAMS.has(name);
}
