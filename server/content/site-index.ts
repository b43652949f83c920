/**
 * The human site index on /sitemap: six groups (main pages, property types, services, service
 * areas, customer area, legal), in both languages
 * (docs/decisions/0005). Which pages sit in which group is the same in both; the words differ.
 */
import { cities } from "~/content/locations";
import type { Catalogue, Translation } from "./catalogue";
import type { ServicePath } from "./services";

/** The public pages of the index (each exists in both languages). */
type PublicPath =
  | "/"
  | "/how-it-works"
  | "/get-started"
  | "/blog"
  | "/faq"
  | "/pricing"
  | "/residential"
  | "/residential/dog-poop-removal"
  | "/residential/odor-control-solutions"
  | "/commercial"
  | "/commercial/common-area-waste-removal"
  | "/commercial/goose-poop-removal"
  | "/services"
  | "/services/dog-waste-removal"
  | "/services/pet-waste-stations"
  | "/services/lawn-sanitizing"
  | "/services/lawn-deodorization"
  | "/services/waste-station-maintenance"
  | "/locations"
  | "/login"
  | "/customer"
  | "/success"
  | "/commercial-thank-you"
  | "/privacy"
  | "/terms"
  | "/sitemap";

/** The admin tools are English only: their link keeps the English path. */
type EnglishOnlyPath = "/admin";

export type SiteIndexEntry =
  { path: Exclude<PublicPath, ServicePath> } | { service: ServicePath } | { path: EnglishOnlyPath; englishOnly: true } | { city: true };
export type GroupKey = "main-pages" | "property-types" | "services" | "service-areas" | "customer-area" | "legal";

/**
 * The structure: groups in order, and their pages in order (`service` pages are named by their
 * own catalogue, `city` stands for all 20 city pages).
 */
export const siteIndexGroups: { key: GroupKey; entries: SiteIndexEntry[] }[] = [
  {
    key: "main-pages",
    entries: [{ path: "/" }, { path: "/how-it-works" }, { path: "/get-started" }, { path: "/blog" }, { path: "/faq" }, { path: "/pricing" }],
  },
  {
    key: "property-types",
    entries: [
      { path: "/residential" },
      { service: "/residential/dog-poop-removal" },
      { service: "/residential/odor-control-solutions" },
      { path: "/commercial" },
      { service: "/commercial/common-area-waste-removal" },
      { service: "/commercial/goose-poop-removal" },
    ],
  },
  {
    key: "services",
    entries: [
      { path: "/services" },
      { service: "/services/dog-waste-removal" },
      { service: "/services/pet-waste-stations" },
      { service: "/services/lawn-sanitizing" },
      { service: "/services/lawn-deodorization" },
      { service: "/services/waste-station-maintenance" },
    ],
  },
  { key: "service-areas", entries: [{ path: "/locations" }, { city: true }] },
  {
    key: "customer-area",
    entries: [{ path: "/login" }, { path: "/customer" }, { path: "/admin", englishOnly: true }, { path: "/success" }, { path: "/commercial-thank-you" }],
  },
  { key: "legal", entries: [{ path: "/privacy" }, { path: "/terms" }, { path: "/sitemap" }] },
];

/** The 20 city pages, by name (place names are the same in both languages). */
export const siteIndexCities = cities.map((c) => ({ slug: c.slug, name: c.name }));

const en = {
  meta: { title: "Sitemap", description: "Every page on the Clean Paws Miami website, grouped by topic." },
  title: "Sitemap",
  intro: "Every page on our site, in one place.",
  groups: {
    "main-pages": "Main Pages",
    "property-types": "Property Types",
    services: "Services",
    "service-areas": "Service Areas",
    "customer-area": "Customer Area",
    legal: "Legal",
  } as Record<GroupKey, string>,
  /** Page names; the service pages are named by their own catalogue (./services.ts). */
  pages: {
    "/": "Home",
    "/how-it-works": "How It Works",
    "/get-started": "Get Started",
    "/blog": "Blog",
    "/faq": "FAQ",
    "/pricing": "Pricing",
    "/residential": "Residential",
    "/commercial": "Commercial",
    "/services": "All Services",
    "/locations": "All Locations",
    "/success": "Payment Successful",
    "/commercial-thank-you": "Commercial Thank You",
    "/privacy": "Privacy Policy",
    "/terms": "Terms of Service",
    "/sitemap": "Sitemap",
    "/login": "Login",
    "/customer": "Customer Dashboard",
    "/admin": "Admin Dashboard",
  } as Record<Exclude<PublicPath, ServicePath> | EnglishOnlyPath, string>,
  /** Added to the links of pages that exist in English only (empty in English). */
  englishOnlySuffix: "",
};

export type SiteIndexCopy = typeof en;

/** /es/sitemap, checked against the English above. */
export const esSiteIndex: Translation<SiteIndexCopy> = {
  meta: { title: "Mapa del sitio", description: "Todas las páginas del sitio web de Clean Paws Miami, agrupadas por tema." },
  title: "Mapa del sitio",
  intro: "Todas las páginas de nuestro sitio, en un solo lugar.",
  groups: {
    "main-pages": "Páginas principales",
    "property-types": "Tipos de propiedad",
    services: "Servicios",
    "service-areas": "Zonas de servicio",
    "customer-area": "Para clientes",
    legal: "Información legal",
  },
  pages: {
    "/": "Inicio",
    "/how-it-works": "Cómo funciona",
    "/get-started": "Pida su cotización",
    "/blog": "Blog",
    "/faq": "Preguntas frecuentes",
    "/pricing": "Precios",
    "/residential": "Residencial",
    "/commercial": "Comercial",
    "/services": "Todos los servicios",
    "/locations": "Todas las zonas de servicio",
    "/success": "Pago realizado",
    "/commercial-thank-you": "Solicitud comercial recibida",
    "/privacy": "Política de privacidad",
    "/terms": "Términos del servicio",
    "/sitemap": "Mapa del sitio",
    "/login": "Iniciar sesión",
    "/customer": "Panel del cliente",
    "/admin": "Panel de administración",
  },
  englishOnlySuffix: " (en inglés)",
};

export const siteIndexCopy: Catalogue<SiteIndexCopy> = { en, es: esSiteIndex };
