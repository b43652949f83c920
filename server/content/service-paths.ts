/** The service pages' paths and illustrations: names that are the same in every language. */

export type IllustrationKey = "yard" | "odor" | "community" | "goose" | "station" | "sanitize" | "deodorize";

/** The nine service pages (app/routes.ts declares one route per path and language). */
export type ServicePath =
  | "/residential/dog-poop-removal"
  | "/residential/odor-control-solutions"
  | "/commercial/common-area-waste-removal"
  | "/commercial/goose-poop-removal"
  | "/services/dog-waste-removal"
  | "/services/pet-waste-stations"
  | "/services/lawn-sanitizing"
  | "/services/lawn-deodorization"
  | "/services/waste-station-maintenance";

/** The section pages a service page sits under. */
export type HubPath = "/residential" | "/commercial" | "/services";

export const GOOSE_PATH = "/commercial/goose-poop-removal" satisfies ServicePath;
