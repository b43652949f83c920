import { isStreetLine } from "~/lib/service-address";
import type { Db } from "../db/client";
import { keepPosition, positionKey } from "../leads/change";
import { findLead } from "../models/leads";
import type { LatLng } from "../routing/travel";
import { type Geocoder, geocoderFor, logGeocodeFailure } from "./geocoder";
import { type ZipCentres, zipCentre } from "./zip-centres";

/**
 * Places a customer's service address (the queue's `geocode` message, and the daily job for
 * whoever was missed): the provider's point, else its ZIP's centre (source zip_centre, which the
 * office is asked to check), kept through the lead's owner (server/leads/change.ts). A position
 * the office typed for the same address stays. A provider that could not be asked throws, so the
 * queue tries again later.
 */

export type LocateOutcome = "provider" | "zip_centre" | "unplaced" | "kept" | "skipped";

export class GeocodeUnavailable extends Error {
  constructor(reason: string) {
    super(`The geocoder could not be asked: ${reason}`);
    this.name = "GeocodeUnavailable";
  }
}

export async function locateLead(db: Db, env: Env, leadId: number, deps: { geocoder?: Geocoder; zipCentres?: ZipCentres } = {}): Promise<LocateOutcome> {
  const lead = await findLead(db, leadId);
  if (!lead || lead.deleted_at || lead.purged_at || (!lead.address && !lead.zip_code)) return "skipped";
  const key = positionKey(lead);
  if (lead.position_for === key && lead.position_source !== null && lead.position_source !== "zip_centre") return "kept";
  const centre = () => (deps.zipCentres ?? zipCentre)(lead.zip_code.trim());
  let at: LatLng | null = null;
  let source: "provider" | "zip_centre" | null = null;
  if (isStreetLine(lead.address)) {
    const answer = await (deps.geocoder ?? geocoderFor(env)).locate(lead.address, lead.zip_code);
    if (answer.result === "failed") {
      logGeocodeFailure(leadId, answer.reason);
      throw new GeocodeUnavailable(answer.reason);
    }
    if (answer.result === "found") {
      at = answer.at;
      source = "provider";
    }
  }
  if (!at) {
    at = centre();
    source = at ? "zip_centre" : null;
  }
  await keepPosition(db, leadId, key, { at, source });
  return source ?? "unplaced";
}
