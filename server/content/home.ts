/**
 * Home and How It Works copy (docs/decisions/0005): English first, then Spanish,
 * combined into typed catalogues the loaders read with `inLocale()`.
 */
import type { CitySlug } from "~/content/locations";
import type { Locale } from "~/lib/i18n";
import type { Catalogue, Translation } from "./catalogue";
import { articlesIn } from "./blog";
import { promisesCopy } from "./promises";

const p = promisesCopy.en;

export interface Step {
  title: string;
  text: string;
}

/** How It Works in three steps, shared by the home page and /how-it-works. */
const enProcessSteps: [Step, Step, Step] = [
  {
    title: "Get your free quote",
    text: "Tell us about your yard, your dogs and how often you would like us to come. It takes a couple of minutes online.",
  },
  {
    title: "We confirm and schedule",
    text: `${p.responseTime.firstVisit} Choose weekly, bi-weekly or monthly service on your preferred day.`,
  },
  {
    title: "Enjoy a clean yard",
    text: "We scoop, bag and haul it away, close the gate and e-mail you a service summary. You do not need to be home.",
  },
];

const enHome = {
  meta: {
    title: "Pet Waste Removal in Miami-Dade | Clean Paws Miami",
    description:
      "Weekly dog poop scooping for Miami-Dade homes and communities. Background-checked technicians, pet-safe products, 100% satisfaction guarantee. Get a free quote.",
  },
  /** LocalBusiness JSON-LD description. */
  businessDescription: "Professional dog waste removal for homes and communities across Miami-Dade County.",
  hero: {
    badge: `Serving all of ${p.serviceArea.name}`,
    title: "Miami's Premier Pet Waste Removal Service",
    lead: "We scoop, bag and haul away the dog poop on a schedule that suits you, so your yard is ready for the kids, the grill and the dogs again. You don't even need to be home.",
    quote: "Get Free Quote",
    howItWorks: "How it works",
    points: ["Background-checked technicians", "Licensed and insured", p.guarantee.name],
    imageAlt: "A technician cleaning a Miami back yard while the family dog watches",
  },
  services: {
    eyebrow: "What we do",
    title: "Our Services",
    intro: "From a single backyard in Kendall to the dog walks of a Brickell condo tower, we keep the places your pets use clean and fresh.",
  },
  process: {
    eyebrow: "Simple from day one",
    title: "How It Works",
    intro: "Three steps, and the yard is off your to-do list.",
    more: "More about our process",
  },
  /** Weekly Service Features, with the optional add-ons. */
  weekly: {
    eyebrow: "Weekly service",
    title: "Weekly Service Features",
    intro: "Miami heat and summer storms turn a few days of dog waste into a smelly, fly-covered problem. Weekly visits keep you ahead of it.",
    features: [
      { title: "Same day every week", text: "A regular visit on the day you choose, so waste never piles up in the heat." },
      { title: "Full yard inspection", text: "Front, back and side yards, mulch beds and along the fence line." },
      { title: "Bagged and removed", text: "Every pile leaves your property with us. Nothing goes in your bin unless you ask." },
      { title: "Gates closed and checked", text: "We latch and double-check every gate before we leave." },
      { title: "Summary after each visit", text: "A service summary by e-mail, so you know the yard is done." },
      { title: "Rain doesn't stop us", text: p.weather.sentence },
    ] as Step[],
    addOnsTitle: "Optional add-ons",
    addOns: [
      { title: p.addOns.deodorizeSanitize.name, text: p.addOns.deodorizeSanitize.text },
      { title: p.addOns.sprayDown.name, text: p.addOns.sprayDown.text },
    ] as Step[],
    start: "Get started",
  },
  areas: {
    eyebrow: "Local crews",
    title: "Service Areas",
    intro: "We run regular routes across Miami-Dade County. Find your city:",
    all: "See all service areas",
  },
  testimonials: {
    eyebrow: "Reviews",
    title: "What Our Customers Say",
    intro: "Homeowners and community managers across Miami-Dade.",
    carousel: {
      label: "Customer testimonials",
      carousel: "carousel",
      slideRole: "slide",
      previous: "Previous testimonial",
      next: "Next testimonial",
      /** "{n}" and "{count}" are replaced with numbers. */
      slide: "{n} of {count}",
      dot: "Show testimonial {n} of {count}",
    },
  },
  blog: { eyebrow: "Tips and guides", title: "Latest from Our Blog" },
  /** Payments-security section. */
  payments: {
    eyebrow: "Billing",
    title: "Safe, Simple Payments",
    points: [
      {
        title: "Secure card processing",
        text: "Payments are processed by our card payment provider. Your card number is entered on their secure checkout, not on our site.",
      },
      {
        title: "Automatic billing",
        text: "Recurring service is billed automatically to your major credit card. No invoices to chase, no checks to mail.",
      },
      {
        title: "No long-term contract",
        text: `Month-to-month plans. ${p.serviceTerms.cancellation.anytime}`,
      },
    ] as Step[],
    checks: ["All major credit cards", "Prices in USD, taxes included", p.serviceTerms.cancellation.item],
  },
  cta: {
    title: "Transform Your Yard Today",
    text: `Get a free quote in a couple of minutes. ${p.responseTime.firstVisit}`,
    button: "Start Your Service",
  },
};

export type HomeCopy = typeof enHome;

/** Home "Service Areas": a grid of 12 cities. */
export const homeAreaSlugs = [
  "miami",
  "miami-beach",
  "coral-gables",
  "doral",
  "kendall",
  "pinecrest",
  "aventura",
  "hialeah",
  "miami-gardens",
  "miami-lakes",
  "north-miami",
  "key-biscayne",
] as const satisfies readonly CitySlug[];

export interface BlogTeaser {
  title: string;
  excerpt: string;
  href: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

/**
 * Home and How It Works "Latest from Our Blog": the three newest articles in the given language
 * (./blog.ts), linking to them (`hrefFor` gives the link in that language; English paths by default).
 */
export function blogTeasersIn(locale: Locale, hrefFor: (slug: string) => string = (slug) => `/blog/${slug}`): BlogTeaser[] {
  return [...articlesIn(locale)]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3)
    .map((a) => ({ title: a.title, excerpt: a.excerpt, href: hrefFor(a.slug), date: a.date }));
}

/** The English teasers. */
export const blogTeasers: BlogTeaser[] = blogTeasersIn("en");

/** Spanish home and How It Works copy, checked against the English above. */
const pEs = promisesCopy.es;

export const esProcessSteps: Translation<[Step, Step, Step]> = [
  {
    title: "Pida su cotización gratis",
    text: "Cuéntenos cómo es su patio, cuántos perros tiene y con qué frecuencia quiere que vengamos. Se hace en línea en un par de minutos.",
  },
  {
    title: "Confirmamos y programamos",
    text: `${pEs.responseTime.firstVisit} Elija servicio semanal, quincenal o mensual, el día que usted prefiera.`,
  },
  {
    title: "Disfrute de un patio limpio",
    text: "Recogemos todo, lo embolsamos y nos lo llevamos, cerramos el portón y le enviamos un resumen del servicio por correo electrónico. No necesita estar en casa.",
  },
];

export const esHome: Translation<HomeCopy> = {
  meta: {
    title: "Recogida de excremento de perro en Miami-Dade | Clean Paws Miami",
    description:
      "Recogida semanal de excremento de perro para casas y comunidades de Miami-Dade. Técnicos con antecedentes verificados, productos seguros para mascotas y garantía de satisfacción del 100%. Pida su cotización gratis.",
  },
  businessDescription: "Recogida profesional de excremento de perro para casas y comunidades en todo el condado de Miami-Dade.",
  hero: {
    badge: `Servimos en todo ${pEs.serviceArea.name}`,
    // No-break spaces keep "en Miami", "con servicio" and "de primera" on one line each.
    title: "Recogida de excremento de mascotas en\u00a0Miami, con\u00a0servicio de\u00a0primera",
    lead: "Recogemos, embolsamos y nos llevamos el excremento de perro con la frecuencia que a usted le convenga, para que su patio vuelva a estar listo para los niños, la parrillada y los perros. Ni siquiera tiene que estar en casa.",
    quote: "Pida su cotización gratis",
    howItWorks: "Cómo funciona",
    points: ["Técnicos con antecedentes verificados", "Con licencia y seguro", pEs.guarantee.name],
    imageAlt: "Un técnico limpia el patio de una casa en Miami mientras el perro de la familia lo observa",
  },
  services: {
    eyebrow: "Lo que hacemos",
    title: "Nuestros servicios",
    intro:
      "Desde un patio en Kendall hasta las áreas para perros de una torre de condominios en Brickell, mantenemos limpios y frescos los lugares que usan sus mascotas.",
  },
  process: {
    eyebrow: "Fácil desde el primer día",
    title: "Cómo funciona",
    intro: "Tres pasos, y el patio deja de ser una tarea pendiente.",
    more: "Más sobre nuestro proceso",
  },
  weekly: {
    eyebrow: "Servicio semanal",
    title: "Lo que incluye el servicio semanal",
    intro:
      "Con el calor y los aguaceros del verano en Miami, unos pocos días de excremento de perro se convierten en un problema de malos olores y moscas. Las visitas semanales lo mantienen bajo control.",
    features: [
      { title: "El mismo día cada semana", text: "Una visita fija el día que usted elija, para que los desechos nunca se acumulen con el calor." },
      { title: "Inspección completa del patio", text: "Patio delantero, trasero y laterales, canteros con mulch y a lo largo de la cerca." },
      {
        title: "Todo embolsado y retirado",
        text: "Nos llevamos cada desecho de su propiedad. No dejamos nada en su contenedor de basura, a menos que usted lo pida.",
      },
      { title: "Portones cerrados y revisados", text: "Cerramos cada portón y lo revisamos dos veces antes de irnos." },
      { title: "Resumen después de cada visita", text: "Un resumen del servicio por correo electrónico, para que sepa que el patio quedó listo." },
      { title: "Aunque llueva", text: pEs.weather.sentence },
    ],
    addOnsTitle: "Servicios adicionales opcionales",
    addOns: [
      { title: pEs.addOns.deodorizeSanitize.name, text: pEs.addOns.deodorizeSanitize.text },
      { title: pEs.addOns.sprayDown.name, text: pEs.addOns.sprayDown.text },
    ],
    start: "Empezar ahora",
  },
  areas: {
    eyebrow: "Equipos locales",
    title: "Zonas de servicio",
    intro: "Tenemos rutas fijas en todo el condado de Miami-Dade. Busque su ciudad:",
    all: "Ver todas las zonas de servicio",
  },
  testimonials: {
    eyebrow: "Reseñas",
    title: "Lo que dicen nuestros clientes",
    intro: "Dueños de casa y administradores de comunidades en todo Miami-Dade.",
    carousel: {
      label: "Testimonios de clientes",
      carousel: "carrusel",
      slideRole: "diapositiva",
      previous: "Testimonio anterior",
      next: "Testimonio siguiente",
      slide: "{n} de {count}",
      dot: "Mostrar el testimonio {n} de {count}",
    },
  },
  blog: { eyebrow: "Consejos y guías", title: "Lo último de nuestro blog" },
  payments: {
    eyebrow: "Facturación",
    title: "Pagos seguros y sencillos",
    points: [
      {
        title: "Pagos con tarjeta protegidos",
        text: "Los pagos los procesa nuestro proveedor de pagos con tarjeta. Usted ingresa el número de su tarjeta en la página de pago segura del proveedor, no en nuestro sitio.",
      },
      {
        title: "Cobro automático",
        text: "El servicio recurrente se cobra automáticamente a su tarjeta de crédito. Sin facturas pendientes ni cheques por correo.",
      },
      {
        title: "Sin contrato a largo plazo",
        text: `Planes mes a mes. ${pEs.serviceTerms.cancellation.anytime}`,
      },
    ],
    checks: ["Aceptamos las principales tarjetas de crédito", "Precios en USD, impuestos incluidos", pEs.serviceTerms.cancellation.item],
  },
  cta: {
    title: "Empiece hoy a disfrutar de un patio limpio",
    text: `Pida una cotización gratis en un par de minutos. ${pEs.responseTime.firstVisit}`,
    button: "Comience su servicio",
  },
};

export const processSteps: Catalogue<[Step, Step, Step]> = { en: enProcessSteps, es: esProcessSteps };
export const homeCopy: Catalogue<HomeCopy> = { en: enHome, es: esHome };
