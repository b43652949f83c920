/** Home and How It Works copy that is not tied to one service. */
import type { CitySlug } from "../../app/content/locations";
import { articles } from "./blog";

export const heroPoints = ["Background-checked technicians", "Licensed and insured", "100% satisfaction guarantee"] as const;

export interface Step {
  title: string;
  text: string;
}

/** How It Works in three steps (SPEC 2.4, 2.5). */
export const processSteps: [Step, Step, Step] = [
  {
    title: "Get your free quote",
    text: "Tell us about your yard, your dogs and how often you would like us to come. It takes a couple of minutes online.",
  },
  {
    title: "We confirm and schedule",
    text: "Within 24 hours we confirm the details and book your first visit. Choose weekly, bi-weekly or monthly service on your preferred day.",
  },
  {
    title: "Enjoy a clean yard",
    text: "We scoop, bag and haul it away, close the gate and send you a service summary. You do not need to be home.",
  },
];

/** Weekly Service Features (SPEC 2.4). */
export const weeklyFeatures: Step[] = [
  { title: "Same day every week", text: "A regular visit on the day you choose, so waste never piles up in the heat." },
  { title: "Full yard inspection", text: "Front, back and side yards, mulch beds and along the fence line." },
  { title: "Bagged and removed", text: "Every pile leaves your property with us. Nothing goes in your bin unless you ask." },
  { title: "Gates closed and checked", text: "We latch and double-check every gate before we leave." },
  { title: "Confirmation after each visit", text: "A service summary by e-mail, so you know the yard is done." },
  { title: "Rain or shine", text: "Service runs in the rain. Severe weather moves you to the next available day." },
];

export const addOns: Step[] = [
  { title: "Deodorizing and sanitizing", text: "Enzyme deodorizing plus a pet-safe treatment that kills 99.9% of bacteria." },
  { title: "Deck and patio spray-down", text: "Pavers, pool decks and screened patios rinsed and freshened." },
];

/** Home "Service Areas": 12 cities (SPEC 9). */
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

/** Home and How It Works "Latest from Our Blog": the three newest articles, linking to them. */
export const blogTeasers: BlogTeaser[] = [...articles]
  .sort((a, b) => b.date.localeCompare(a.date))
  .slice(0, 3)
  .map((a) => ({ title: a.title, excerpt: a.excerpt, href: `/blog/${a.slug}`, date: a.date }));

/** Payments-security section (SPEC 2.4). */
export const paymentPoints: Step[] = [
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
];
