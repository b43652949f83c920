import { navCities } from "./locations";

export interface NavLink {
  label: string;
  href: string;
}
export interface NavGroup extends NavLink {
  items: NavLink[];
}

export const navGroups: NavGroup[] = [
  {
    label: "Residential",
    href: "/residential",
    items: [
      { label: "Dog Waste Removal", href: "/residential/dog-poop-removal" },
      { label: "Lawn Sanitizing", href: "/services/lawn-sanitizing" },
      { label: "Lawn Deodorization", href: "/services/lawn-deodorization" },
      { label: "Odor Control Solutions", href: "/residential/odor-control-solutions" },
    ],
  },
  {
    label: "Commercial",
    href: "/commercial",
    items: [
      { label: "Common Area Waste Removal", href: "/commercial/common-area-waste-removal" },
      { label: "Goose Poop Removal", href: "/commercial/goose-poop-removal" },
      { label: "Pet Waste Stations", href: "/services/pet-waste-stations" },
      { label: "Waste Station Maintenance", href: "/services/waste-station-maintenance" },
    ],
  },
  {
    label: "Locations",
    href: "/locations",
    items: navCities.map((c) => ({ label: c.name, href: `/locations/${c.slug}` })),
  },
  {
    label: "How It Works",
    href: "/how-it-works",
    items: [
      { label: "Process Overview", href: "/how-it-works" },
      { label: "Blog", href: "/blog" },
      { label: "FAQ", href: "/faq" },
    ],
  },
];

export const footerQuickLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Residential", href: "/residential" },
  { label: "Commercial", href: "/commercial" },
  { label: "Services", href: "/services" },
  { label: "Locations", href: "/locations" },
  { label: "How It Works", href: "/how-it-works" },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Sitemap", href: "/sitemap" },
];
