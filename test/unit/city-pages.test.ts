import { describe, expect, it } from "vitest";
import { cities } from "../../app/content/locations";
import { type CityPage, cityCopyIn, parseCityPage } from "../../server/content/city-pages";
import { splitFrontMatter } from "../../server/content/markdown";
import { promisesCopy } from "../../server/content/promises";

/** The city pages' Markdown files (server/content/{en,es}/cities/*.md) by path. */
const markdown = {
  en: import.meta.glob<string>("../../server/content/en/cities/*.md", { query: "?raw", import: "default", eager: true }),
  es: import.meta.glob<string>("../../server/content/es/cities/*.md", { query: "?raw", import: "default", eager: true }),
};
const slugsOf = (locale: "en" | "es") =>
  Object.keys(markdown[locale])
    .map((path) => path.split("/").at(-1)?.replace(/\.md$/, ""))
    .toSorted();
const sourceOf = (locale: "en" | "es", slug: string) => markdown[locale][`../../server/content/${locale}/cities/${slug}.md`] ?? "";

/** What must be the same in both languages: every count, the order of things and the facts that are not words. */
function outlineOf(page: CityPage, source: string) {
  return {
    facts: Object.keys(splitFrontMatter(source, "x").data),
    neighbourhoods: page.neighbourhoods.length,
    reviewers: page.testimonials.map((t) => `${t.name} (${t.language})`),
    localPoints: page.local.points.length,
    more: page.more && {
      keywords: page.more.keywords.length,
      whyChoose: page.more.whyChoose.length,
      cards: page.more.neighbourhoodCards.length,
      alsoServing: page.more.alsoServing.length,
      environmentalBenefits: page.more.environmentalBenefits.length,
      healthBenefits: page.more.healthBenefits.length,
      questions: page.more.faq.length,
    },
  };
}

describe("city pages in Markdown", () => {
  it("every city of the list has one file in each language, and there is no other file", () => {
    const slugs = cities.map((c) => c.slug).toSorted();
    expect(slugsOf("en")).toEqual(slugs);
    expect(slugsOf("es")).toEqual(slugs);
  });

  it("the Spanish page of every city has the English one's outline: facts, sections, points, reviewers and lists", () => {
    for (const city of cities) {
      const en = outlineOf(cityCopyIn("en").pages[city.slug], sourceOf("en", city.slug));
      const es = outlineOf(cityCopyIn("es").pages[city.slug], sourceOf("es", city.slug));
      expect(es, city.slug).toEqual(en);
    }
  });

  it("the Spanish words are not the English ones (a file copied and not translated fails)", () => {
    for (const city of cities) {
      const [en, es] = [cityCopyIn("en").pages[city.slug], cityCopyIn("es").pages[city.slug]];
      expect(es.intro, city.slug).not.toBe(en.intro);
      expect(es.local.heading, city.slug).not.toBe(en.local.heading);
      expect(es.testimonials[0].text, city.slug).not.toBe(en.testimonials[0].text);
    }
  });

  it("only Miami's page is the longer one, and its questions put the business's promises in", () => {
    expect(cities.filter((c) => cityCopyIn("en").pages[c.slug].more).map((c) => c.slug)).toEqual(["miami"]);
    expect(sourceOf("en", "miami")).toContain("{{promises.weather.sentence}}");
    for (const locale of ["en", "es"] as const) expect(JSON.stringify(cityCopyIn(locale).pages.miami.more?.faq)).not.toContain("{{");
    expect(
      cityCopyIn("es")
        .pages.miami.more?.faq.map((q) => q.answer)
        .join(" "),
    ).toContain(promisesCopy.es.weather.sentence);
  });
});

describe("reading a city file", () => {
  const file = "server/content/en/cities/doral.md";
  const doral = sourceOf("en", "doral");

  it("reads Doral's file as its page", () => {
    const page = parseCityPage(doral, "en", file);
    expect(page).toMatchObject({ neighbourhoods: expect.arrayContaining(["Doral Isles"]), more: null });
    expect(page.testimonials.map((t) => t.area)).toEqual(["Doral Isles", "Doral Park", "Downtown Doral"]);
    expect(page.local.points).toHaveLength(3);
  });

  it("a wrong front matter gives an error naming the file and the field", () => {
    const twoReviews = doral.replace(/\n {2}- name: Stephanie C\.[\s\S]*?(?=\n---)/, "");
    expect(() => parseCityPage(twoReviews, "en", file)).toThrow(/^server\/content\/en\/cities\/doral\.md: front matter: reviews must hold 3 reviews/);
    expect(() => parseCityPage(doral.replace("summary:", "summmary:"), "en", file)).toThrow(
      /^server\/content\/en\/cities\/doral\.md: front matter: summary is missing; unknown field summmary/,
    );
    expect(() => parseCityPage(doral.replace("language: en", "language: fr"), "en", file)).toThrow(
      /doral\.md: front matter: reviews\.0\.language must be one of en, es/,
    );
    expect(() => parseCityPage(doral.replace("summary: ", 'summary: "unclosed '), "en", file)).toThrow(/doral\.md: front matter is not valid YAML/);
  });

  it("a body that is not a city page's outline gives an error naming the file", () => {
    const body = doral.slice(doral.indexOf("\n---\n") + 5);
    const withBody = (text: string) => doral.replace(body, text);
    expect(() => parseCityPage(withBody(body.replace(/\n### [^\n]+\n\n[^\n]+\n*$/, "\n")), "en", file)).toThrow(/doral\.md: ## .*: expected 3 ### points/);
    expect(() => parseCityPage(withBody(`${body}\n## Another section\n\nText.\n`), "en", file)).toThrow(/doral\.md: expected one ## section/);
    expect(() => parseCityPage(withBody(body.replace("Doral", "**Doral**")), "en", file)).toThrow(/doral\.md: .*without formatting/);
  });
});
