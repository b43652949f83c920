import type { LatLng } from "../routing/travel";

/**
 * The centre of a US ZIP code, for an address the geocoding provider cannot place. The one module
 * that reads the ZIP data package: the lookup comes from a maintained npm package (see
 * docs/decisions/0026-routes-from-where-the-yards-are.md for the package chosen). Until it is
 * installed the lookup knows no ZIP: such an address keeps no position and is listed for the
 * office like a ZIP centre ("Check the address of ...").
 */
export type ZipCentres = (zip: string) => LatLng | null;

export const zipCentre: ZipCentres = () => null;
