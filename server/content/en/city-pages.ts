import { business } from "~/content/business";
import { promisesCopy } from "../promises";

const p = promisesCopy.en;

/**
 * The English words around the 20 /locations/{slug} pages, and the /locations index. Each city's
 * own content (facts, sections, reviews) is a Markdown file, ./cities/{slug}.md, read by
 * ../city-pages.ts; ../es/city-pages.ts is the Spanish twin of this file, typed against it.
 * Text that names the city is a function of its name.
 */

type ServiceCardId = "residential" | "commercial" | "special";

/** "A, B, C and D": the separator after each item (the last one gets ""). */
function englishSeparators(items: readonly string[]): string[] {
  return items.map((_, i) => (i < items.length - 2 ? ", " : i === items.length - 2 ? " and " : ""));
}

/** What every city page says, around the city's own copy. */
const cityLabels = {
  breadcrumb: { home: "Home", locations: "Locations" },
  title: (city: string) => `Pet Waste Removal Services in ${city} | Dog Poop Cleanup`,
  eyebrow: (city: string) => `Serving ${city}, FL`,
  heading: (city: string) => `Pet Waste Removal in ${city}`,
  getStarted: "Get Started",
  includes: (city: string) => `Every ${city} visit includes`,
  promises: ["Same day every week", "No need to be home", "Background-checked technicians", p.guarantee.name],
  confirmation: `${p.textMessages.confirmationSentence} ${p.visitSummary.sentence}`,
  services: {
    eyebrow: "What we do",
    heading: (city: string) => `Our services in ${city}`,
    /** The three service cards every city page carries. */
    cards: [
      {
        id: "residential" as ServiceCardId,
        title: "Residential Service",
        text: "For homes, townhomes and private yards.",
        bullets: ["Weekly service", "Full yard inspection", "Deodorizing treatment"],
      },
      {
        id: "commercial" as ServiceCardId,
        title: "Commercial Service",
        text: "For HOAs, condo buildings and property managers.",
        bullets: ["Common area cleaning", "Pet waste stations", "Custom service plans"],
      },
      {
        id: "special" as ServiceCardId,
        title: "Special Services",
        text: "When you need more than the weekly routine.",
        bullets: ["One-time cleanup", "Sanitizing service", "Event cleanup"],
      },
    ],
  },
  localEyebrow: "Local know-how",
  areas: {
    eyebrow: "Neighbourhoods",
    heading: (city: string) => `Areas We Serve in ${city}`,
    notListed: (city: string) => `Not on the list? We serve all of ${city} and the rest of ${business.serviceArea}.`,
    seeAll: "See every area we serve",
  },
  reviews: { eyebrow: "Reviews", heading: (city: string) => `What ${city} Customers Say` },
  closing: {
    heading: (city: string) => `Ready for a cleaner yard in ${city}?`,
    text: (city: string) => `Tell us about your yard or community in ${city} and get a free quote. ${p.responseTime.firstVisit}`,
    quote: "Get Your Free Quote",
    /** Before the phone number: "Call (305) …". */
    call: "Call",
  },
  /** How a list of names is joined in running text. */
  listSeparators: englishSeparators,
  /** Around the sections only a longer city page carries (Miami's: why us, cards, environment, FAQ). */
  more: {
    whyEyebrow: "Why us",
    /** `list`: the neighbourhoods named but not carded (`alsoServing`), joined. */
    alsoCovered: (list: string) => `We also cover ${list}, and the rest of ${business.serviceArea}.`,
    moreAnswers: { before: "More answers on our", link: "FAQ page", after: "." },
  },
};

/** The /locations index page. */
const index = {
  title: "Areas We Serve: Pet Waste Removal Across Miami-Dade",
  description:
    "Weekly dog poop cleanup and pet waste removal in Miami, Miami Beach, Coral Gables, Doral, Hialeah, Miami Lakes and 14 more Miami-Dade cities. Find your area.",
  eyebrow: business.serviceArea as string,
  heading: "Areas We Serve across Miami-Dade",
  intro:
    "From Brickell condo dog runs to lakefront lawns in Miami Lakes and HOA greens in Doral, our technicians keep yards and common areas clean every week. Pick your city to see the neighbourhoods we cover and what local customers say.",
  points: ["Weekly, bi-weekly or monthly", "No need to be home", "Licensed and insured"],
  citiesHeading: "Choose your city",
  alsoServe: "We also serve",
  elsewhere: `. Anywhere else in ${business.serviceArea}? Ask for a quote and we'll tell you straight away.`,
  closing: {
    heading: "Don't see your neighbourhood?",
    text: `We cover all of ${business.serviceArea}. Request a free quote with your ZIP code and we'll confirm your service day.`,
    quote: "Get Your Free Quote",
    call: "Call",
  },
};

export const en = { labels: cityLabels, index };

/** The shape of the words in every language: ../es/city-pages.ts is typed against it. */
export type CityWordsCatalogue = typeof en;
