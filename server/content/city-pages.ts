import { cities, type CitySlug } from "~/content/locations";
import { LOCALES, type Locale } from "~/lib/i18n";
import type { Block } from "~/lib/formatted-text";
import { z } from "~/lib/zod";
import { catalogue, inLocale } from "./catalogue";
import { en } from "./en/city-pages";
import { es } from "./es/city-pages";
import { ContentError, contentFiles, markdownBlocks, splitFrontMatter } from "./markdown";

/**
 * /locations and the 20 /locations/{slug} pages, in both languages (docs/decisions/0005).
 * Each city's page is one Markdown file per language, ./en/cities/{slug}.md and
 * ./es/cities/{slug}.md, read by ./markdown.ts the first time a city page of that language is
 * served, once per Worker instance (a Worker that serves only other pages never parses them):
 *
 *   ---
 *   summary: …                 one line for the /locations grid
 *   metaDescription: …         under ~160 characters
 *   neighbourhoods: [8 names]  (or, on a longer page, 8 `{ name, text }`, shown as cards)
 *   reviews:                   3, each `{ name, area, language, text }`; `language` is the one the
 *                              customer wrote in: shown in the other, the review is marked translated
 *   ---
 *   The introduction (one paragraph).
 *
 *   ## What is local about the service here
 *
 *   ### A point            (three, each one paragraph)
 *
 * A longer page (Miami's) adds `alsoServing`, `businessDescription` and `keywords` to the front
 * matter and three `##` sections after the first, in page order: why us (`###` reasons), the
 * environment (a paragraph, then two `###` lists) and questions (`###` question, answer).
 * City pages show text without formatting. The city's slug, name and place in the navigation are
 * the list in app/content/locations.ts, which browser code also reads; the words around every
 * city page (headings, buttons) are ./en/city-pages.ts and ./es/city-pages.ts.
 */

type Three<T> = [T, T, T];
type Eight<T> = [T, T, T, T, T, T, T, T];

export interface LocalPoint {
  title: string;
  text: string;
}

export interface CityTestimonial {
  name: string;
  /** The language the customer wrote it in; shown in the other one, it is marked as translated. */
  language: Locale;
  /** Neighbourhood shown under the name. */
  area: string;
  text: string;
}

/** The sections only a longer city page carries (Miami's). */
export interface CityPageMore {
  businessDescription: string;
  keywords: string[];
  whyHeading: string;
  whyChoose: LocalPoint[];
  neighbourhoodCards: { name: string; text: string }[];
  /** Neighbourhoods named after the cards. */
  alsoServing: string[];
  environment: { heading: string; text: string; environmentalTitle: string; healthTitle: string };
  environmentalBenefits: string[];
  healthBenefits: string[];
  faqHeading: string;
  faq: { question: string; answer: string }[];
}

/** A city's page content in one language, from its Markdown file. */
export interface CityPage {
  metaDescription: string;
  summary: string;
  intro: string;
  local: { heading: string; points: Three<LocalPoint> };
  neighbourhoods: Eight<string>;
  testimonials: Three<CityTestimonial>;
  more: CityPageMore | null;
}

const words = z.string().check(z.trim(), z.minLength(1, "is empty"));
const frontMatter = z.strictObject({
  summary: words,
  metaDescription: words,
  neighbourhoods: z.array(z.union([words, z.strictObject({ name: words, text: words })])).check(z.length(8, "must list 8 neighbourhoods")),
  alsoServing: z.optional(z.array(words)),
  reviews: z.array(z.strictObject({ name: words, area: words, language: z.enum(LOCALES), text: words })).check(z.length(3, "must hold 3 reviews")),
  businessDescription: z.optional(words),
  keywords: z.optional(z.array(words)),
});

/** A front matter problem in words: zod/mini carries no messages of its own. */
function described(issue: z.core.$ZodIssue): string {
  const field = issue.path.join(".");
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown field ${issue.keys.map((k) => [field, k].filter(Boolean).join(".")).join(", ")}`;
    case "invalid_type":
      return `${field} ${issue.input === undefined ? "is missing" : `should be ${issue.expected === "string" ? "text" : issue.expected}`}`;
    case "invalid_value":
      return `${field} must be one of ${issue.values.join(", ")}`;
    case "invalid_union":
      return `${field} should be a name, or a name and a text`;
    default:
      return `${field} ${issue.message}`;
  }
}

interface Section {
  heading: string;
  /** What comes before the first `###`. */
  blocks: Block[];
  subsections: { heading: string; blocks: Block[] }[];
}

/** One city file as its page content. */
export function parseCityPage(source: string, locale: Locale, file: string): CityPage {
  const { data, body } = splitFrontMatter(source, file);
  const checked = frontMatter.safeParse(data);
  if (!checked.success) throw new ContentError(file, `front matter: ${checked.error.issues.map(described).join("; ")}`);
  const facts = checked.data;

  const text = (block: Block | undefined, where: string): string => {
    if (block?.type !== "p") throw new ContentError(file, `${where}: expected a paragraph`);
    if (!block.children.every((c) => typeof c === "string")) throw new ContentError(file, `${where}: city pages show text without formatting or links`);
    return block.children.join("");
  };
  const paragraph = (blocks: Block[], where: string) => {
    if (blocks.length !== 1) throw new ContentError(file, `${where}: expected one paragraph, found ${blocks.length} blocks`);
    return text(blocks[0], where);
  };
  const list = (blocks: Block[], where: string) => {
    const [only] = blocks;
    if (blocks.length !== 1 || only?.type !== "ul") throw new ContentError(file, `${where}: expected one bulleted list`);
    return only.items.map((item, i) => text({ type: "p", children: item }, `${where}, item ${i + 1}`));
  };

  // The body's outline: the introduction, then ## sections of ### subsections.
  const intro: Block[] = [];
  const sections: Section[] = [];
  for (const block of markdownBlocks(body, file, locale)) {
    const section = sections.at(-1);
    if (block.type === "h2") sections.push({ heading: text({ type: "p", children: block.children }, "## heading"), blocks: [], subsections: [] });
    else if (block.type === "h3") {
      if (!section) throw new ContentError(file, "a ### heading before the first ## heading");
      section.subsections.push({ heading: text({ type: "p", children: block.children }, "### heading"), blocks: [] });
    } else if (!section) intro.push(block);
    else (section.subsections.at(-1)?.blocks ?? section.blocks).push(block);
  }
  const points = (section: Section, count?: number): LocalPoint[] => {
    if (section.blocks.length) throw new ContentError(file, `## ${section.heading}: write its points as ### headings, each with a paragraph`);
    if (count !== undefined && section.subsections.length !== count) throw new ContentError(file, `## ${section.heading}: expected ${count} ### points`);
    return section.subsections.map((s) => ({ title: s.heading, text: paragraph(s.blocks, `### ${s.heading}`) }));
  };

  const [local, ...extra] = sections;
  if (!local || (extra.length !== 0 && extra.length !== 3))
    throw new ContentError(
      file,
      `expected one ## section (what is local), or four on a longer page (local, why us, environment, questions); found ${sections.length}`,
    );
  const cards = facts.neighbourhoods.filter((n) => typeof n !== "string");
  const longer = [facts.alsoServing, facts.businessDescription, facts.keywords];
  let more: CityPageMore | null = null;
  if (extra.length === 0) {
    if (cards.length || longer.some((v) => v !== undefined))
      throw new ContentError(
        file,
        "neighbourhood texts, alsoServing, businessDescription and keywords belong to a longer page (with its three more ## sections)",
      );
  } else {
    const [why, environment, questions] = extra as Three<Section>;
    const { alsoServing, businessDescription, keywords } = facts;
    if (cards.length !== 8 || !alsoServing || !businessDescription || !keywords)
      throw new ContentError(file, "a longer page needs a text for each neighbourhood, alsoServing, businessDescription and keywords");
    const [environmental, health] = environment.subsections;
    if (environment.subsections.length !== 2 || !environmental || !health)
      throw new ContentError(file, `## ${environment.heading}: expected a paragraph, then two ### lists (environmental and health benefits)`);
    more = {
      businessDescription,
      keywords,
      whyHeading: why.heading,
      whyChoose: points(why),
      neighbourhoodCards: cards,
      alsoServing,
      environment: {
        heading: environment.heading,
        text: paragraph(environment.blocks, `## ${environment.heading}`),
        environmentalTitle: environmental.heading,
        healthTitle: health.heading,
      },
      environmentalBenefits: list(environmental.blocks, `### ${environmental.heading}`),
      healthBenefits: list(health.blocks, `### ${health.heading}`),
      faqHeading: questions.heading,
      faq: points(questions).map((q) => ({ question: q.title, answer: q.text })),
    };
  }
  return {
    metaDescription: facts.metaDescription,
    summary: facts.summary,
    intro: paragraph(intro, "the introduction (before the first ## heading)"),
    local: { heading: local.heading, points: points(local, 3) as Three<LocalPoint> },
    neighbourhoods: facts.neighbourhoods.map((n) => (typeof n === "string" ? n : n.name)) as Eight<string>,
    testimonials: facts.reviews as Three<CityTestimonial>,
    more,
  };
}

/** Every city of app/content/locations.ts in one language: one file each, and no other file. */
function readCityPages(locale: Locale): Record<CitySlug, CityPage> {
  const files = contentFiles(
    () => ({
      ...import.meta.glob<string>("./en/cities/*.md", { query: "?raw", import: "default", eager: true }),
      ...import.meta.glob<string>("./es/cities/*.md", { query: "?raw", import: "default", eager: true }),
    }),
    "cities",
  );
  const pages = {} as Record<CitySlug, CityPage>;
  for (const city of cities) {
    const file = `./${locale}/cities/${city.slug}.md`;
    const source = files[file];
    if (source === undefined)
      throw new ContentError(`server/content/${locale}/cities/${city.slug}.md`, `missing: every city of app/content/locations.ts has a file in each language`);
    pages[city.slug] = parseCityPage(source, locale, `server/content/${file.slice(2)}`);
  }
  const unknown = Object.keys(files).filter((file) => !cities.some((c) => file.endsWith(`/cities/${c.slug}.md`)));
  if (unknown.length) throw new Error(`${unknown.join(", ")}: not a city of app/content/locations.ts`);
  return pages;
}

const read: Partial<Record<Locale, Record<CitySlug, CityPage>>> = {};

/** The city pages of one language, parsed on first use. */
export function cityPagesIn(locale: Locale): Record<CitySlug, CityPage> {
  return (read[locale] ??= readCityPages(locale));
}

/** The words around every city page and the /locations index, in both languages. */
const cityWords = catalogue({ labels: en.labels, index: en.index }, { labels: es.labels, index: es.index });

/** /locations and the city pages in one language: `cityCopyIn("es").pages.doral.testimonials`. */
export function cityCopyIn(locale: Locale) {
  return { ...inLocale(cityWords, locale), pages: cityPagesIn(locale) };
}

/**
 * Everything the /locations/{slug} page shows, in one language, with the city's name filled in;
 * undefined for a slug that is not a city. Only a longer page (Miami's) carries `miami`.
 */
export function cityPage(locale: Locale, slug: string | undefined) {
  const city = cities.find((c) => c.slug === slug);
  if (!city) return undefined;
  const copy = cityCopyIn(locale);
  const { labels } = copy;
  const name = city.name;
  const list = (items: readonly string[]) => {
    const separators = labels.listSeparators(items);
    return items.map((item, i) => item + (separators[i] ?? "")).join("");
  };
  const page = copy.pages[city.slug];
  const { more, ...own } = page;
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
      page: own,
    },
    miami: more && {
      businessDescription: more.businessDescription,
      keywords: more.keywords,
      whyEyebrow: labels.more.whyEyebrow,
      whyHeading: more.whyHeading,
      whyChoose: more.whyChoose,
      neighbourhoodCards: more.neighbourhoodCards,
      alsoCovered: labels.more.alsoCovered(list(more.alsoServing)),
      environment: more.environment,
      environmentalBenefits: more.environmentalBenefits,
      healthBenefits: more.healthBenefits,
      faqHeading: more.faqHeading,
      moreAnswers: labels.more.moreAnswers,
      faq: more.faq,
    },
  };
}

/** What cityPage returns for a city. */
export type CityPageContent = NonNullable<ReturnType<typeof cityPage>>;
