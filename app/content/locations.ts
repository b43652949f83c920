/**
 * Every city we serve. `inNav` marks the 15 shown in navigation and on /locations. Each city's page
 * is a Markdown file per language, server/content/{en,es}/cities/{slug}.md.
 */
export interface CityRef {
  slug: string;
  name: string;
  inNav: boolean;
}

export const cities = [
  { slug: "miami", name: "Miami", inNav: true },
  { slug: "miami-beach", name: "Miami Beach", inNav: true },
  { slug: "coral-gables", name: "Coral Gables", inNav: true },
  { slug: "doral", name: "Doral", inNav: true },
  { slug: "kendall", name: "Kendall", inNav: false },
  { slug: "pinecrest", name: "Pinecrest", inNav: false },
  { slug: "aventura", name: "Aventura", inNav: false },
  { slug: "key-biscayne", name: "Key Biscayne", inNav: false },
  { slug: "south-miami", name: "South Miami", inNav: true },
  { slug: "north-miami", name: "North Miami", inNav: true },
  { slug: "north-miami-beach", name: "North Miami Beach", inNav: true },
  { slug: "hialeah", name: "Hialeah", inNav: true },
  { slug: "miami-gardens", name: "Miami Gardens", inNav: true },
  { slug: "miami-lakes", name: "Miami Lakes", inNav: true },
  { slug: "sunny-isles-beach", name: "Sunny Isles Beach", inNav: true },
  { slug: "bal-harbour", name: "Bal Harbour", inNav: false },
  { slug: "surfside", name: "Surfside", inNav: true },
  { slug: "miami-springs", name: "Miami Springs", inNav: true },
  { slug: "opa-locka", name: "Opa-locka", inNav: true },
  { slug: "west-miami", name: "West Miami", inNav: true },
] as const satisfies readonly CityRef[];

export type CitySlug = (typeof cities)[number]["slug"];

/** The 15 navigation cities, in alphabetical order. */
export const navCities: readonly CityRef[] = cities.filter((c) => c.inNav).toSorted((a, b) => a.name.localeCompare(b.name));

export function findCity(slug: string): CityRef | undefined {
  return cities.find((c) => c.slug === slug);
}
