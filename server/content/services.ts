/**
 * The service pages, the three hub pages (/services, /residential, /commercial) and the cards that
 * point at them, in both languages. What is the same in every language (paths, the hub each page
 * sits under, illustrations, card links, icons, which testimonials a page shows) is written once,
 * here; the words are in ./en/services.ts and ./es/services.ts, which hold only text.
 * One entry per URL, so nav, hub pages and the service pages stay in step.
 */
import { localizedHref, type Locale } from "~/lib/i18n";
import { catalogue, inLocale, type Translation } from "./catalogue";
import { en, type CardWords, type ServicePageWords, type ServicesWords } from "./en/services";
import { es } from "./es/services";
import { GOOSE_PATH, type HubPath, type IllustrationKey, type ServicePath } from "./service-paths";
import { testimonials } from "./testimonials";

export { GOOSE_PATH, type HubPath, type IllustrationKey, type ServicePath };
export type { ServiceFeature } from "./en/services";

/** Each service page's section and illustration, in menu order. */
const pageFacts: Record<ServicePath, { parent: HubPath; image: IllustrationKey }> = {
  "/residential/dog-poop-removal": { parent: "/residential", image: "yard" },
  "/residential/odor-control-solutions": { parent: "/residential", image: "odor" },
  "/commercial/common-area-waste-removal": { parent: "/commercial", image: "community" },
  "/commercial/goose-poop-removal": { parent: "/commercial", image: "goose" },
  "/services/dog-waste-removal": { parent: "/services", image: "yard" },
  "/services/pet-waste-stations": { parent: "/services", image: "station" },
  "/services/lawn-sanitizing": { parent: "/services", image: "sanitize" },
  "/services/lawn-deodorization": { parent: "/services", image: "deodorize" },
  "/services/waste-station-maintenance": { parent: "/services", image: "station" },
};

/** The home page's four cards, in order, and /services' sixth card. */
const homeCardFacts: { href: ServicePath | HubPath; image: IllustrationKey }[] = [
  { href: "/residential", image: "yard" },
  { href: "/commercial", image: "community" },
  { href: "/services/dog-waste-removal", image: "station" },
  { href: "/services/lawn-sanitizing", image: "sanitize" },
];
const commercialCardFacts = { href: "/commercial", image: "community" } as const;

/** /commercial's four reasons, in order. */
const reasonIcons = ["shield", "clock", "sparkles", "leaf"] as const;

/** /residential shows the home page's testimonials but this one (it is about a Brickell condo). */
const notOnResidential = "david-brickell";

export interface ServicePage extends Omit<ServicePageWords, "imageAlt"> {
  path: ServicePath;
  /** Section the page sits under, for the breadcrumb and the "All … services" link. */
  parent: { name: string; path: HubPath; linkLabel: string };
  image: { key: IllustrationKey; alt: string };
}

/** A card as the shared ServiceCards component renders it (href already in the page's language). */
export interface ServiceCard {
  title: string;
  description: string;
  href: string;
  image: IllustrationKey;
  features: string[];
}

/** A card's copy before its link is localized. */
interface CardCopy extends CardWords {
  href: ServicePath | HubPath;
  image: IllustrationKey;
}

function missing(what: string): never {
  throw new Error(`server/content/services.ts has no ${what}`);
}

/** `object` with `extra` right after its key `after`: the pages show (and serialize) keys in this order. */
function withAfter<T extends object, E extends object>(object: T, after: keyof T, extra: E): T & E {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    out[key] = value;
    if (key === after) Object.assign(out, extra);
  }
  return out as T & E;
}

/** One language's words joined with the facts. */
function join(words: ServicesWords, locale: Locale) {
  const people = testimonials[locale];
  const card = (w: CardWords, facts: { href: ServicePath | HubPath; image: IllustrationKey }): CardCopy => ({
    title: w.title,
    description: w.description,
    href: facts.href,
    image: facts.image,
    features: w.features,
  });
  const pages = {} as Record<ServicePath, ServicePage>;
  for (const [path, facts] of Object.entries(pageFacts) as [ServicePath, (typeof pageFacts)[ServicePath]][]) {
    const w = words.pages[path];
    pages[path] = {
      path,
      name: w.name,
      heading: w.heading,
      metaTitle: w.metaTitle,
      metaDescription: w.metaDescription,
      parent: { name: words.parents[facts.parent].name, path: facts.parent, linkLabel: words.parents[facts.parent].linkLabel },
      eyebrow: w.eyebrow,
      lead: w.lead,
      features: w.features,
      image: { key: facts.image, alt: w.imageAlt },
      detailTitle: w.detailTitle,
      detail: w.detail,
      included: w.included,
      ctaTitle: w.ctaTitle,
      ctaText: w.ctaText,
    };
  }
  return {
    pages,
    servicePage: words.servicePage,
    goose: { ...words.goose, testimonials: people.goose },
    hub: { ...words.hub, commercialCard: card(words.hub.commercialCard, commercialCardFacts) },
    residential: withAfter(words.residential, "reviewsTitle", { reviews: people.home.filter((t) => t.id !== notOnResidential) }),
    commercial: withAfter(
      {
        ...words.commercial,
        reasons: words.commercial.reasons.map((r, i) => ({ icon: reasonIcons[i] ?? missing(`the icon of reason ${i + 1}`), title: r.title, text: r.text })),
      },
      "storiesTitle",
      { stories: people.commercial },
    ),
    homeCards: words.homeCards.map((w, i) => card(w, homeCardFacts[i] ?? missing(`the facts of home card ${i + 1}`))),
  };
}

/** Everything on these pages in one language. */
export type ServicesContent = ReturnType<typeof join>;

export const servicesCopy = catalogue(join(en, "en"), join(es, "es"));

/** The service pages in one language, in menu order. */
export function servicePagesIn(locale: Locale): Translation<ServicePage>[] {
  return Object.values(inLocale(servicesCopy, locale).pages);
}

/** The English service pages (nav, site index and tests read names and paths from here). */
export const servicePages: ServicePage[] = Object.values(servicesCopy.en.pages);

export function findServicePage(path: string): ServicePage | undefined {
  return servicePages.find((s) => s.path === path);
}

const isServicePath = (path: string): path is ServicePath => path in pageFacts;

/** The service page at an English path, in one language; undefined for any other path. */
export function servicePageIn(locale: Locale, path: string): Translation<ServicePage> | undefined {
  return isServicePath(path) ? inLocale(servicesCopy, locale).pages[path] : undefined;
}

/** A card with its link in the page's language. */
function localizeCard(locale: Locale, card: Translation<CardCopy>): ServiceCard {
  return { ...card, href: localizedHref(locale, card.href) };
}

/** A card for one service page, from that page's own copy. */
export function serviceCard(locale: Locale, path: ServicePath): ServiceCard {
  const page = inLocale(servicesCopy, locale).pages[path];
  return localizeCard(locale, {
    title: page.name,
    description: page.lead,
    href: page.path,
    image: page.image.key,
    features: page.features.map((f) => f.title),
  });
}

/** Home page "Our Services": four cards, in one language. */
export function homeServiceCardsIn(locale: Locale): ServiceCard[] {
  return inLocale(servicesCopy, locale).homeCards.map((card) => localizeCard(locale, card));
}

/** The English home page cards. */
export const homeServiceCards: ServiceCard[] = homeServiceCardsIn("en");

/** /services: six cards, in one language. */
export function servicesHubCardsIn(locale: Locale): ServiceCard[] {
  return [
    serviceCard(locale, "/services/dog-waste-removal"),
    serviceCard(locale, "/services/pet-waste-stations"),
    serviceCard(locale, "/services/lawn-sanitizing"),
    serviceCard(locale, "/services/lawn-deodorization"),
    serviceCard(locale, "/services/waste-station-maintenance"),
    localizeCard(locale, inLocale(servicesCopy, locale).hub.commercialCard),
  ];
}
