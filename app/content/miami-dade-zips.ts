/**
 * ZIP codes of Miami-Dade County, Florida (USPS 330xx and 331xx codes whose
 * delivery area lies in the county, including PO-box and unique codes).
 * Leads from other zips are still stored, flagged out-of-area, and the visitor
 * is told we will confirm coverage.
 */
// One line per area, as the comments group them.
// prettier-ignore
export const miamiDadeZips: ReadonlySet<string> = new Set([
  // Hialeah, Miami Lakes, Opa-locka, Miami Gardens
  "33002", "33010", "33011", "33012", "33013", "33014", "33015", "33016", "33017", "33018",
  "33054", "33055", "33056",
  // Homestead, Florida City, Leisure City, Naranja, Homestead ARB
  "33030", "33031", "33032", "33033", "33034", "33035", "33039", "33090", "33092",
  // Miami, Miami Beach, Coral Gables, Doral, Kendall, Key Biscayne, North Miami, Aventura, Cutler Bay ...
  "33101", "33102", "33106", "33109", "33111", "33112", "33114", "33116", "33119", "33122",
  "33124", "33125", "33126", "33127", "33128", "33129", "33130", "33131", "33132", "33133",
  "33134", "33135", "33136", "33137", "33138", "33139", "33140", "33141", "33142", "33143",
  "33144", "33145", "33146", "33147", "33149", "33150", "33151", "33152", "33153", "33154",
  "33155", "33156", "33157", "33158", "33160", "33161", "33162", "33163", "33164", "33165",
  "33166", "33167", "33168", "33169", "33170", "33172", "33173", "33174", "33175", "33176",
  "33177", "33178", "33179", "33180", "33181", "33182", "33183", "33184", "33185", "33186",
  "33187", "33189", "33190", "33193", "33194", "33196", "33197", "33199",
]);

/** True when a 5-digit zip is in Miami-Dade County. */
export function isMiamiDadeZip(zip: string): boolean {
  return miamiDadeZips.has(zip.trim().slice(0, 5));
}
