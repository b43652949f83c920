/** The human site index on /sitemap: the six groups of SPEC 2.5. */
import { cities } from "../../app/content/locations";
import { servicePages } from "./services";

export interface SiteIndexLink {
  name: string;
  path: string;
}
export interface SiteIndexGroup {
  title: string;
  links: SiteIndexLink[];
}

const serviceName = (path: string) => servicePages.find((s) => s.path === path)?.name ?? path;
const servicePath = (path: string): SiteIndexLink => ({ name: serviceName(path), path });

export const siteIndexGroups: SiteIndexGroup[] = [
  {
    title: "Main Pages",
    links: [
      { name: "Home", path: "/" },
      { name: "How It Works", path: "/how-it-works" },
      { name: "Get Started", path: "/get-started" },
      { name: "Blog", path: "/blog" },
      { name: "FAQ", path: "/faq" },
      { name: "Pricing", path: "/pricing" },
    ],
  },
  {
    title: "Property Types",
    links: [
      { name: "Residential", path: "/residential" },
      servicePath("/residential/dog-poop-removal"),
      servicePath("/residential/odor-control-solutions"),
      { name: "Commercial", path: "/commercial" },
      servicePath("/commercial/common-area-waste-removal"),
      servicePath("/commercial/goose-poop-removal"),
    ],
  },
  {
    title: "Services",
    links: [
      { name: "All Services", path: "/services" },
      servicePath("/services/dog-waste-removal"),
      servicePath("/services/pet-waste-stations"),
      servicePath("/services/lawn-sanitizing"),
      servicePath("/services/lawn-deodorization"),
      servicePath("/services/waste-station-maintenance"),
    ],
  },
  {
    title: "Service Areas",
    links: [{ name: "All Locations", path: "/locations" }, ...cities.map((c) => ({ name: c.name, path: `/locations/${c.slug}` }))],
  },
  {
    title: "Customer Area",
    links: [
      { name: "Login", path: "/login" },
      { name: "Customer Dashboard", path: "/customer" },
      { name: "Admin Dashboard", path: "/admin" },
      { name: "Payment Successful", path: "/success" },
      { name: "Commercial Thank You", path: "/commercial-thank-you" },
    ],
  },
  {
    title: "Legal",
    links: [
      { name: "Privacy Policy", path: "/privacy" },
      { name: "Terms of Service", path: "/terms" },
      { name: "Sitemap", path: "/sitemap" },
    ],
  },
];
