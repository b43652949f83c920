/**
 * The business identity that is part of the product (name, service area). Contact details (phone,
 * e-mail, address, hours, billing portal, social links) are configuration: see
 * app/lib/business-contact.ts and `useBusiness()` in app/lib/root-data.ts.
 */
export const business = {
  name: "Clean Paws Miami",
  legalName: "Clean Paws Miami LLC",
  tagline: "Pet waste removal for Miami-Dade homes and communities",
  /** Centre of the service area circle (JSON-LD). */
  geo: { latitude: 25.7617, longitude: -80.1918 },
  /** Radius of the service area circle, in metres. */
  serviceRadius: 30000,
  priceRange: "$$",
  serviceArea: "Miami-Dade County",
} as const;
