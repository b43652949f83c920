/**
 * The business identity, in one place. Layout, pages and structured data read it.
 * These are placeholders until the owner supplies real details.
 */
export const business = {
  name: "Clean Paws Miami",
  legalName: "Clean Paws Miami LLC",
  tagline: "Pet waste removal for Miami-Dade homes and communities",
  phone: "(305) 555-0142",
  phoneHref: "tel:+13055550142",
  email: "hello@example.com",
  address: {
    street: "1200 Brickell Avenue, Suite 1800",
    locality: "Miami",
    region: "FL",
    postalCode: "33131",
    country: "US",
  },
  geo: { latitude: 25.7617, longitude: -80.1918 },
  /** Radius of the service area circle, in metres. */
  serviceRadius: 30000,
  priceRange: "$$",
  hours: { days: "Monday to Saturday", opens: "08:00", closes: "18:00" },
  serviceArea: "Miami-Dade County",
} as const;

export function formatAddress(a = business.address): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;
}
