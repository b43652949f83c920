import { navCities } from "~/content/locations";
import { localizePath, type Locale } from "~/lib/i18n";
import type { NavGroup, NavLink } from "~/lib/navigation-types";
import { catalogue, inLocale } from "./catalogue";

/**
 * The header menu, footer links and legal links in both languages. Paths are the English ones;
 * `navigation(locale)` prefixes them for Spanish pages. City names are the same in both languages.
 */
const cityLinks: NavLink[] = navCities.map((c) => ({ label: c.name, href: `/locations/${c.slug}` }));

const en = {
  groups: [
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
    { label: "Locations", href: "/locations", items: cityLinks },
    {
      label: "How It Works",
      href: "/how-it-works",
      items: [
        { label: "Process Overview", href: "/how-it-works" },
        { label: "Blog", href: "/blog" },
        { label: "FAQ", href: "/faq" },
      ],
    },
  ] as NavGroup[],
  quickLinks: [
    { label: "Home", href: "/" },
    { label: "Residential", href: "/residential" },
    { label: "Commercial", href: "/commercial" },
    { label: "Services", href: "/services" },
    { label: "Locations", href: "/locations" },
    { label: "How It Works", href: "/how-it-works" },
  ] as NavLink[],
  legalLinks: [
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Terms of Service", href: "/terms" },
    { label: "Sitemap", href: "/sitemap" },
  ] as NavLink[],
};

const es: typeof en = {
  groups: [
    {
      label: "Residencial",
      href: "/residential",
      items: [
        { label: "Recogida de excremento de perro", href: "/residential/dog-poop-removal" },
        { label: "Desinfección de la grama", href: "/services/lawn-sanitizing" },
        { label: "Desodorización de la grama", href: "/services/lawn-deodorization" },
        { label: "Control de olores", href: "/residential/odor-control-solutions" },
      ],
    },
    {
      label: "Comercial",
      href: "/commercial",
      items: [
        { label: "Recogida de excremento en áreas comunes", href: "/commercial/common-area-waste-removal" },
        { label: "Recogida de excremento de gansos", href: "/commercial/goose-poop-removal" },
        { label: "Estaciones para desechos de mascotas", href: "/services/pet-waste-stations" },
        { label: "Mantenimiento de estaciones", href: "/services/waste-station-maintenance" },
      ],
    },
    { label: "Zonas", href: "/locations", items: cityLinks },
    {
      label: "Cómo funciona",
      href: "/how-it-works",
      items: [
        { label: "El proceso", href: "/how-it-works" },
        { label: "Blog", href: "/blog" },
        { label: "Preguntas frecuentes", href: "/faq" },
      ],
    },
  ],
  quickLinks: [
    { label: "Inicio", href: "/" },
    { label: "Residencial", href: "/residential" },
    { label: "Comercial", href: "/commercial" },
    { label: "Servicios", href: "/services" },
    { label: "Zonas de servicio", href: "/locations" },
    { label: "Cómo funciona", href: "/how-it-works" },
  ],
  legalLinks: [
    { label: "Política de privacidad", href: "/privacy" },
    { label: "Términos del servicio", href: "/terms" },
    { label: "Mapa del sitio", href: "/sitemap" },
  ],
};

const copy = catalogue(en, es);

const localized = (locale: Locale, link: NavLink): NavLink => ({ label: link.label, href: localizePath(locale, link.href) });

/** The menu and footer links of one language, with paths in that language. */
export function navigation(locale: Locale) {
  const nav = inLocale(copy, locale);
  return {
    navGroups: nav.groups.map((g) => ({ ...localized(locale, g), items: g.items.map((i) => localized(locale, i)) })),
    footer: {
      quickLinks: nav.quickLinks.map((l) => localized(locale, l)),
      cities: cityLinks.map((l) => localized(locale, l)),
      legalLinks: nav.legalLinks.map((l) => localized(locale, l)),
    },
  };
}
