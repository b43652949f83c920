import { isMiamiDadeZip } from "~/content/miami-dade-zips";

/**
 * What a visit needs before it can be planned (issue 36): a street line the crew can drive to, a
 * ZIP in the service area and a day. Client-safe, so forms and the server share the rules; the
 * planner (server/models/visits.ts) checks the same in SQL.
 */

/** "1234 SW 8th St": has a house number and a street name, not only a ZIP or a city. */
export function isStreetLine(text: string): boolean {
  const line = text.trim();
  if (/^\d{5}(-\d{4})?$/.test(line)) return false;
  return /\d/.test(line) && /\p{L}{2,}/u.test(line) && line.length >= 5;
}

export const isServiceZip = (zip: string): boolean => /^\d{5}$/.test(zip.trim()) && isMiamiDadeZip(zip.trim());

export type MissingForVisits = "address" | "zip" | "day";

/** What a customer's service still lacks before visits can be planned (empty: nothing). */
export function missingForVisits(lead: { address: string; zip_code: string; preferred_day: string | null }): MissingForVisits[] {
  const missing: MissingForVisits[] = [];
  if (!isStreetLine(lead.address)) missing.push("address");
  if (!isServiceZip(lead.zip_code)) missing.push("zip");
  if (!lead.preferred_day) missing.push("day");
  return missing;
}
