import { cities, type CitySlug } from "~/content/locations";
import type { Locale } from "~/lib/i18n";
import { catalogue, inLocale, type Translation } from "./catalogue";
import { en, type CityWords, type CityWordsCatalogue } from "./en/city-pages";
import { es } from "./es/city-pages";

/**
 * /locations and the 20 /locations/{slug} pages, in both languages (docs/decisions/0005).
 * What is the same in every language (each city's neighbourhoods and reviewers) is written once,
 * here; the words are in ./en/city-pages.ts and ./es/city-pages.ts, which hold only text.
 * City identity (slug, name, nav flag) stays in app/content/locations.ts.
 * Tuple types make "exactly 8 neighbourhoods, exactly 3 testimonials" a compile-time rule.
 */

type Eight<T> = [T, T, T, T, T, T, T, T];

/** Who wrote a review, and where they live. */
interface Reviewer {
  name: string;
  /** The language the customer wrote it in; shown in the other one, it is marked as translated. */
  language: Locale;
  /** Neighbourhood shown under the name. */
  area: string;
}

interface CityFacts {
  /** In English; ./es/city-pages.ts translates the few that are descriptions (`placeNames`). */
  neighbourhoods: Eight<string>;
  /** The words of each review are in the language files, in this order. */
  testimonials: [Reviewer, Reviewer, Reviewer];
}

const facts: Record<CitySlug, CityFacts> = {
  miami: {
    neighbourhoods: ["Brickell", "Coconut Grove", "Downtown Miami", "Edgewater", "Wynwood", "Design District", "Little Havana", "Upper Eastside"],
    testimonials: [
      { name: "Daniela R.", language: "en", area: "Brickell" },
      { name: "Marcus T.", language: "en", area: "Coconut Grove" },
      { name: "Yolanda P.", language: "en", area: "Little Havana" },
    ],
  },
  "miami-beach": {
    neighbourhoods: ["South Beach", "Flamingo Park", "Mid-Beach", "North Beach", "Normandy Isles", "Bayshore", "La Gorce", "Nautilus"],
    testimonials: [
      { name: "Alessandro M.", language: "en", area: "Flamingo Park" },
      { name: "Hannah K.", language: "en", area: "Mid-Beach" },
      { name: "Rafael D.", language: "en", area: "Normandy Isles" },
    ],
  },
  "coral-gables": {
    neighbourhoods: ["Biltmore Section", "Granada", "Cocoplum", "Gables Estates", "Riviera", "Hammock Oaks", "Crafts Section", "Downtown Gables"],
    testimonials: [
      { name: "Catherine W.", language: "en", area: "Biltmore Section" },
      { name: "Jorge L.", language: "en", area: "Riviera" },
      { name: "Priya N.", language: "en", area: "Cocoplum" },
    ],
  },
  doral: {
    neighbourhoods: [
      "Downtown Doral",
      "Doral Isles",
      "Doral Park",
      "Doral Estates",
      "Costa del Sol",
      "The Islands at Doral",
      "Midtown Doral",
      "CityPlace Doral",
    ],
    testimonials: [
      { name: "Andrea G.", language: "en", area: "Doral Isles" },
      { name: "Luis F.", language: "en", area: "Doral Park" },
      { name: "Stephanie C.", language: "en", area: "Downtown Doral" },
    ],
  },
  kendall: {
    neighbourhoods: ["Dadeland", "Kendale Lakes", "The Hammocks", "Kendall West", "Snapper Creek", "Country Walk", "Three Lakes", "The Crossings"],
    testimonials: [
      { name: "Michelle A.", language: "en", area: "The Hammocks" },
      { name: "Ernesto V.", language: "en", area: "Kendale Lakes" },
      { name: "Tasha B.", language: "en", area: "Country Walk" },
    ],
  },
  pinecrest: {
    neighbourhoods: ["Gables by the Sea", "Ponce-Davis", "Old Cutler", "Snapper Creek", "Killian Drive", "Pinecrest Gardens", "Red Road", "Village Center"],
    testimonials: [
      { name: "Robert H.", language: "en", area: "Old Cutler" },
      { name: "Lucia M.", language: "en", area: "Ponce-Davis" },
      { name: "Greg S.", language: "en", area: "Gables by the Sea" },
    ],
  },
  aventura: {
    neighbourhoods: ["Turnberry", "Country Club Drive", "Williams Island", "Island Estates", "The Waterways", "Yacht Club", "Mystic Pointe", "Porto Vita"],
    testimonials: [
      { name: "Irina S.", language: "en", area: "Williams Island" },
      { name: "David Z.", language: "en", area: "Turnberry" },
      { name: "Monica F.", language: "en", area: "The Waterways" },
    ],
  },
  "key-biscayne": {
    neighbourhoods: ["Mashta Island", "Harbor Drive", "Hurricane Harbor", "Ocean Club", "Key Colony", "Crandon Boulevard", "Village Green", "Cape Florida"],
    testimonials: [
      { name: "Federico B.", language: "en", area: "Harbor Drive" },
      { name: "Emily J.", language: "en", area: "Ocean Club" },
      { name: "Nicolás O.", language: "en", area: "Mashta Island" },
    ],
  },
  "south-miami": {
    neighbourhoods: [
      "Downtown South Miami",
      "Sunset Drive",
      "Red Road",
      "Ludlam Road",
      "Dante Fascell Park",
      "Palmer Park",
      "Murray Park",
      "South Miami Hospital area",
    ],
    testimonials: [
      { name: "Claire D.", language: "en", area: "Dante Fascell Park" },
      { name: "Tomás R.", language: "en", area: "Sunset Drive" },
      { name: "Naomi E.", language: "en", area: "Red Road" },
    ],
  },
  "north-miami": {
    neighbourhoods: [
      "Keystone Point",
      "Sans Souci Estates",
      "Griffing Park",
      "Arch Creek",
      "Sunkist Grove",
      "Downtown North Miami",
      "Central North Miami",
      "Cagni Park area",
    ],
    testimonials: [
      { name: "Gerald M.", language: "en", area: "Keystone Point" },
      { name: "Nadège L.", language: "en", area: "Griffing Park" },
      { name: "Kevin W.", language: "en", area: "Sans Souci Estates" },
    ],
  },
  "north-miami-beach": {
    neighbourhoods: ["Eastern Shores", "Skylake", "California Club", "Greynolds Park", "Uleta", "Sunray West", "Highland Village", "Washington Park"],
    testimonials: [
      { name: "Avi K.", language: "en", area: "Eastern Shores" },
      { name: "Marie-Claude T.", language: "en", area: "Skylake" },
      { name: "Brandon O.", language: "en", area: "Highland Village" },
    ],
  },
  hialeah: {
    neighbourhoods: [
      "Downtown Hialeah",
      "East Hialeah",
      "West Hialeah",
      "Palm Springs Mile",
      "Seminola",
      "Westland",
      "Milander Park area",
      "Amelia Earhart Park area",
    ],
    testimonials: [
      { name: "Yamilet C.", language: "en", area: "West Hialeah" },
      { name: "Reinaldo P.", language: "en", area: "Seminola" },
      { name: "Kimberly A.", language: "en", area: "Palm Springs Mile" },
    ],
  },
  "miami-gardens": {
    neighbourhoods: ["Norland", "Scott Lake", "Bunche Park", "Lake Lucerne", "Andover", "Carol City", "Opa-locka North", "Rolling Oaks"],
    testimonials: [
      { name: "Denise H.", language: "en", area: "Scott Lake" },
      { name: "Marcus J.", language: "en", area: "Norland" },
      { name: "Tanya R.", language: "en", area: "Rolling Oaks" },
    ],
  },
  "miami-lakes": {
    neighbourhoods: ["Lake Patricia", "Royal Oaks", "Lake Katherine", "Lake Sarah", "Lake Elizabeth", "Lake Martha", "Lake Glenn", "Lake Carol"],
    testimonials: [
      { name: "Sandra V.", language: "en", area: "Lake Patricia" },
      { name: "Peter G.", language: "en", area: "Royal Oaks" },
      { name: "Lorena T.", language: "en", area: "Lake Sarah" },
    ],
  },
  "sunny-isles-beach": {
    neighbourhoods: [
      "Oceanfront",
      "Golden Shores",
      "Atlantic Isle",
      "Winston Towers",
      "North Bay Road",
      "South Bay Drive",
      "Sunny Isles Marina",
      "Heritage Park",
    ],
    testimonials: [
      { name: "Olga P.", language: "en", area: "Oceanfront" },
      { name: "Jonathan B.", language: "en", area: "Golden Shores" },
      { name: "Svetlana M.", language: "en", area: "Winston Towers" },
    ],
  },
  "bal-harbour": {
    neighbourhoods: ["Bal Harbour Village", "Bal Harbour Shops", "Harbour House", "Plaza", "Ocean View", "Balmoral", "St. Regis", "Ritz-Carlton"],
    testimonials: [
      { name: "Victoria L.", language: "en", area: "Bal Harbour Village" },
      { name: "Charles E.", language: "en", area: "Balmoral" },
      { name: "Isabella R.", language: "en", area: "Harbour House" },
    ],
  },
  surfside: {
    neighbourhoods: ["Surfside Beach", "Town Center", "Harding Avenue", "Collins Avenue", "Abbott Avenue", "Byron Avenue", "Carlyle Avenue", "Bay Drive"],
    testimonials: [
      { name: "Rachel S.", language: "en", area: "Byron Avenue" },
      { name: "Eduardo N.", language: "en", area: "Collins Avenue" },
      { name: "Linda F.", language: "en", area: "Bay Drive" },
    ],
  },
  "miami-springs": {
    neighbourhoods: [
      "Country Club Estates",
      "Fair Haven",
      "Miami Springs Circle",
      "Springview",
      "North Springs",
      "South Springs",
      "Golf Course Area",
      "Downtown Springs",
    ],
    testimonials: [
      { name: "Frank D.", language: "en", area: "Country Club Estates" },
      { name: "Gloria M.", language: "en", area: "Springview" },
      { name: "Tim O.", language: "en", area: "Golf Course Area" },
    ],
  },
  "opa-locka": {
    neighbourhoods: ["Magnolia North", "Magnolia Gardens", "Opa-locka City Center", "Ingram Park", "Cairo", "Sharazad", "Cuyahoga", "Segal Park"],
    testimonials: [
      { name: "Darnell W.", language: "en", area: "Magnolia North" },
      { name: "Rosa G.", language: "en", area: "Ingram Park" },
      { name: "Anthony L.", language: "en", area: "Opa-locka City Center" },
    ],
  },
  "west-miami": {
    neighbourhoods: ["West Miami Central", "Flagami", "Alameda", "Westchester", "Coral Terrace", "Fontainebleau", "Sweetwater", "Tamiami"],
    testimonials: [
      { name: "Mercedes A.", language: "en", area: "West Miami Central" },
      { name: "Carlos B.", language: "en", area: "Coral Terrace" },
      { name: "Jennifer P.", language: "en", area: "Westchester" },
    ],
  },
};

/** Named on Miami's page after the cards of its eight neighbourhoods. */
const miamiAlsoServing = ["Little Haiti", "Overtown", "Allapattah", "Midtown"];

export interface CityTestimonial extends Reviewer {
  text: string;
}

export type { LocalPoint } from "./en/city-pages";

/** A city's page content in one language: its words joined with its facts. */
export interface CityPage extends Omit<CityWords, "testimonials"> {
  neighbourhoods: Eight<string>;
  testimonials: [CityTestimonial, CityTestimonial, CityTestimonial];
}

/** One language's words joined with the facts. */
function join(words: Translation<CityWordsCatalogue>) {
  const place = (name: string) => words.placeNames[name] ?? name;
  const pages = {} as Record<CitySlug, CityPage>;
  for (const [slug, city] of Object.entries(facts) as [CitySlug, CityFacts][]) {
    const { testimonials, ...own } = words.pages[slug];
    pages[slug] = {
      ...own,
      neighbourhoods: city.neighbourhoods.map(place) as Eight<string>,
      testimonials: city.testimonials.map((r, i) => ({ ...r, area: place(r.area), text: testimonials[i] ?? "" })) as CityPage["testimonials"],
    };
  }
  const { cardTexts, alsoCovered, ...miami } = words.miami;
  const miamiDetails = {
    ...miami,
    neighbourhoodCards: facts.miami.neighbourhoods.map((name, i) => ({ name: place(name), text: cardTexts[i] ?? "" })),
    alsoServing: miamiAlsoServing.map(place),
    alsoCovered,
  };
  return { labels: words.labels, index: words.index, pages, miami: miamiDetails };
}

/** Both languages, joined: `cityCopy.es.pages.doral.testimonials`. */
export const cityCopy = catalogue(join(en), join(es));

/** The English city pages. */
export const cityPages: Record<CitySlug, CityPage> = cityCopy.en.pages;

/**
 * Everything the /locations/{slug} page shows, in one language, with the city's name filled in;
 * undefined for a slug that is not a city. Only Miami's page carries `miami`.
 */
export function cityPage(locale: Locale, slug: string | undefined) {
  const city = cities.find((c) => c.slug === slug);
  if (!city) return undefined;
  const copy = inLocale(cityCopy, locale);
  const { labels } = copy;
  const name = city.name;
  const list = (items: readonly string[]) => {
    const separators = labels.listSeparators(items);
    return items.map((item, i) => item + (separators[i] ?? "")).join("");
  };
  const miami = city.slug === "miami" ? copy.miami : null;
  return {
    city: { slug: city.slug, name },
    t: {
      title: labels.title(name),
      breadcrumb: labels.breadcrumb,
      eyebrow: labels.eyebrow(name),
      heading: labels.heading(name),
      getStarted: labels.getStarted,
      includes: labels.includes(name),
      promises: labels.promises,
      confirmation: labels.confirmation,
      services: { eyebrow: labels.services.eyebrow, heading: labels.services.heading(name), cards: labels.services.cards },
      localEyebrow: labels.localEyebrow,
      areas: { eyebrow: labels.areas.eyebrow, heading: labels.areas.heading(name), notListed: labels.areas.notListed(name), seeAll: labels.areas.seeAll },
      reviews: { eyebrow: labels.reviews.eyebrow, heading: labels.reviews.heading(name) },
      closing: { heading: labels.closing.heading(name), text: labels.closing.text(name), quote: labels.closing.quote, call: labels.closing.call },
      page: copy.pages[city.slug],
    },
    miami: miami && {
      businessDescription: miami.businessDescription,
      keywords: miami.keywords,
      whyEyebrow: miami.whyEyebrow,
      whyHeading: miami.whyHeading,
      whyChoose: miami.whyChoose,
      neighbourhoodCards: miami.neighbourhoodCards,
      alsoCovered: miami.alsoCovered(list(miami.alsoServing)),
      environment: miami.environment,
      environmentalBenefits: miami.environmentalBenefits,
      healthBenefits: miami.healthBenefits,
      faqHeading: miami.faqHeading,
      moreAnswers: miami.moreAnswers,
      faq: miami.faq,
    },
  };
}

/** What cityPage returns for a city. */
export type CityPageContent = NonNullable<ReturnType<typeof cityPage>>;
