/**
 * Home and How It Works copy (docs/decisions/0005): English here, Spanish in ./es/home.ts,
 * combined into typed catalogues the loaders read with `inLocale()`.
 */
import type { CitySlug } from "../../app/content/locations";
import type { Locale } from "../../app/lib/i18n";
import type { Catalogue } from "../i18n";
import { articlesIn } from "./blog";
import { esHome, esProcessSteps } from "./es/home";
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

export const processSteps: Catalogue<[Step, Step, Step]> = { en: enProcessSteps, es: esProcessSteps };

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
      { title: "Confirmation after each visit", text: "A service summary by e-mail, so you know the yard is done." },
      { title: "Rain or shine", text: "Service runs in the rain. Severe weather moves you to the next available day." },
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
        text: "Month-to-month plans. Change or cancel with 7 days' notice before your next billing date.",
      },
    ] as Step[],
    checks: ["All major credit cards", "Prices in USD, taxes included", "Prorated refunds on prepaid service"],
  },
  cta: {
    title: "Transform Your Yard Today",
    text: `Get a free quote in a couple of minutes. ${p.responseTime.firstVisit}`,
    button: "Start Your Service",
  },
};

export type HomeCopy = typeof enHome;

export const homeCopy: Catalogue<HomeCopy> = { en: enHome, es: esHome };

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
