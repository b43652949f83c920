/**
 * Every public, indexable page of app/routes.ts. Dashboards, sign-in and result pages stay out.
 * test/worker/locations.test.ts compares this list with the route table, so a new page that is
 * not added here fails the test.
 */
export const staticPaths = [
  "/",
  "/residential",
  "/commercial",
  "/services",
  "/locations",
  "/how-it-works",
  "/get-started",
  "/blog",
  "/faq",
  "/pricing",
  "/residential/dog-poop-removal",
  "/residential/odor-control-solutions",
  "/commercial/common-area-waste-removal",
  "/commercial/goose-poop-removal",
  "/services/dog-waste-removal",
  "/services/pet-waste-stations",
  "/services/lawn-sanitizing",
  "/services/lawn-deodorization",
  "/services/waste-station-maintenance",
  "/privacy",
  "/terms",
  "/sitemap",
];
