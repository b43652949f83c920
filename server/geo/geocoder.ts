import { getConfig, isLocalEnvironment } from "../config";
import { log } from "../log";
import type { LatLng } from "../routing/travel";
import { geocoderStandInAnswer } from "./geocoder-stand-in";

/**
 * Where a street address is, from a geocoding provider behind one small interface. Production:
 * the US Census Geocoder's one-line address search (no key), at GEOCODER_API_BASE
 * (docs/configuration.md). In development and tests, without GEOCODER_API_BASE, the stand-in
 * (./geocoder-stand-in.ts) answers in the Worker itself: no network.
 */

export type GeocodeAnswer =
  /** The provider placed the address. */
  | { result: "found"; at: LatLng }
  /** The provider answered and could not place it. */
  | { result: "no_match" }
  /** The provider could not be asked (network, status, an answer we cannot read): try again later. */
  | { result: "failed"; reason: string };

export interface Geocoder {
  locate(address: string, zip: string): Promise<GeocodeAnswer>;
}

export const CENSUS_API_BASE = "https://geocoding.geo.census.gov";
const TIMEOUT_MS = 8_000;

interface CensusAnswer {
  result?: { addressMatches?: { coordinates?: { x?: unknown; y?: unknown } }[] };
}

/** The Census Geocoder's one-line address search (benchmark Public_AR_Current), through `fetcher`. */
export function censusGeocoder(base: string, fetcher: (request: Request) => Promise<Response>): Geocoder {
  return {
    async locate(address, zip) {
      const params = new URLSearchParams({ address: `${address}, FL ${zip}`.trim(), benchmark: "Public_AR_Current", format: "json" });
      let res: Response;
      try {
        res = await fetcher(
          new Request(`${base.replace(/\/+$/, "")}/geocoder/locations/onelineaddress?${params}`, { signal: AbortSignal.timeout(TIMEOUT_MS) }),
        );
      } catch (error) {
        return { result: "failed", reason: error instanceof Error ? error.name : "network" };
      }
      if (!res.ok) return { result: "failed", reason: `status ${res.status}` };
      let body: CensusAnswer;
      try {
        body = await res.json();
      } catch {
        return { result: "failed", reason: "unreadable answer" };
      }
      const matches = body.result?.addressMatches;
      if (!Array.isArray(matches)) return { result: "failed", reason: "unreadable answer" };
      const first = matches[0]?.coordinates;
      if (!first) return { result: "no_match" };
      const lat = Number(first.y);
      const lng = Number(first.x);
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return { result: "failed", reason: "unreadable answer" };
      return { result: "found", at: { lat, lng } };
    },
  };
}

/** The configured geocoder: GEOCODER_API_BASE, else the Census in production and the stand-in locally. */
export function geocoderFor(env: Env): Geocoder {
  const config = getConfig(env);
  if (config.GEOCODER_API_BASE) return censusGeocoder(config.GEOCODER_API_BASE, (r) => fetch(r));
  if (isLocalEnvironment(config)) return censusGeocoder("https://geocoder-stand-in.local", (r) => Promise.resolve(geocoderStandInAnswer(r)));
  return censusGeocoder(CENSUS_API_BASE, (r) => fetch(r));
}

/** Logs a failed look-up without the address. */
export function logGeocodeFailure(leadId: number | null, reason: string) {
  log.warn("geocode_failed", { leadId, reason });
}
