import { describe, expect, it } from "vitest";
import { type ArticleBlock, articlesIn, parseArticle } from "../../server/content/blog";

/** The blog's Markdown files (server/content/{en,es}/blog/*.md) by file name. */
const markdown = {
  en: import.meta.glob<string>("../../server/content/en/blog/*.md", { query: "?raw", import: "default", eager: true }),
  es: import.meta.glob<string>("../../server/content/es/blog/*.md", { query: "?raw", import: "default", eager: true }),
};
const files = (locale: "en" | "es") =>
  Object.keys(markdown[locale])
    .map((path) => path.split("/").at(-1))
    .toSorted();

/** The shape of an article: block types, and the length of each list. */
const structureOf = (body: readonly ArticleBlock[]) => body.map((b) => (b.type === "ul" ? `ul${b.items.length}` : b.type));

describe("blog articles in Markdown", () => {
  it("every article is written in both languages: one file per article and language, the same names", () => {
    expect(files("en").length).toBeGreaterThan(0);
    expect(files("es")).toEqual(files("en"));
  });

  it("every file is one of the articles, in the same order in both languages", () => {
    const en = articlesIn("en");
    const es = articlesIn("es");
    expect(en.map((a) => `${a.slug}.md`).toSorted()).toEqual(files("en"));
    expect(es.map((a) => a.slug)).toEqual(en.map((a) => a.slug));
    expect(en.map((a) => a.date)).toEqual(
      en
        .map((a) => a.date)
        .toSorted()
        .reverse(),
    );
  });

  it("the Spanish article is the English one's twin: same date, category and structure (headings, paragraphs, list lengths)", () => {
    const es = articlesIn("es");
    for (const [i, a] of articlesIn("en").entries()) {
      const twin = es[i]!;
      expect({ date: twin.date, category: twin.category, structure: structureOf(twin.body) }, a.slug).toEqual({
        date: a.date,
        category: a.category,
        structure: structureOf(a.body),
      });
      for (const article of [a, twin]) {
        expect(article.title.length, article.slug).toBeGreaterThan(10);
        expect(article.excerpt.length, article.slug).toBeGreaterThan(40);
        expect(article.readTime, article.slug).toMatch(/^\d+ min/);
      }
    }
  });

  it("puts the business's promises in, in the article's language, and leaves no placeholder", () => {
    for (const locale of ["en", "es"] as const) {
      const text = JSON.stringify(articlesIn(locale));
      expect(text).not.toMatch(/\{\{|\}\}/);
      expect(Object.values(markdown[locale]).some((source) => source.includes("{{promises."))).toBe(true);
    }
  });

  it("reads front matter, headings, paragraphs and lists, and refuses what it does not know", () => {
    const source = `---\ntitle: "A title: with a colon"\nexcerpt: "An excerpt"\ndate: 2025-01-02\ncategory: Environment\nreadTime: 2 min read\n---\n\nFirst paragraph.\n\n## A heading\n\n- one\n- {{promises.guarantee.name}}\n`;
    expect(parseArticle(source, "a-slug", "en")).toMatchObject({
      slug: "a-slug",
      title: "A title: with a colon",
      date: "2025-01-02",
      category: "Environment",
      body: [
        { type: "p", text: "First paragraph." },
        { type: "h2", text: "A heading" },
        { type: "ul", items: ["one", expect.stringMatching(/\S/)] },
      ],
    });
    expect(() => parseArticle(source.replace("Environment", "Gardening"), "a", "en")).toThrow(/category/);
    expect(() => parseArticle(source.replace("guarantee.name", "nothing.here"), "a", "en")).toThrow(/promise/);
    expect(() => parseArticle(source.replace("First paragraph.", "First\nparagraph."), "a", "en")).toThrow(/spans lines/);
    expect(() => parseArticle("No front matter", "a", "en")).toThrow(/front matter/);
  });
});
