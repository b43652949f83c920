import { describe, expect, it } from "vitest";
import { type ArticleBlock, articlesIn, parseArticle } from "../../server/content/blog";
import { promisesCopy } from "../../server/content/promises";

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

  const source = `---\ntitle: "A title: with a colon"\nexcerpt: "An excerpt"\ndate: 2025-01-02\ncategory: Environment\nreadTime: 2 min read\n---\n\nFirst paragraph.\n\n## A heading\n\n- one\n- {{promises.guarantee.name}}\n`;

  it("reads front matter, headings, paragraphs and lists, and refuses what it does not know", () => {
    expect(parseArticle(source, "a-slug", "en")).toMatchObject({
      slug: "a-slug",
      title: "A title: with a colon",
      date: "2025-01-02",
      category: "Environment",
      body: [
        { type: "p", children: ["First paragraph."] },
        { type: "h2", children: ["A heading"] },
        { type: "ul", items: [["one"], [promisesCopy.en.guarantee.name]] },
      ],
    });
    expect(() => parseArticle(source.replace("Environment", "Gardening"), "a", "en")).toThrow(/category/);
    expect(() => parseArticle(source.replace("guarantee.name", "nothing.here"), "a", "en")).toThrow(/promise/);
    expect(() => parseArticle("No front matter", "a", "en")).toThrow(/front matter/);
  });

  /** An article whose body is `body`. */
  const withBody = (body: string) => source.replace(/---\n\n[\s\S]*$/, `---\n\n${body}\n`);

  it("reads a link, bold and italic inside a paragraph; a link to a page of the site follows the article's language", () => {
    const body = "Read **our prices** and *why* on [the pricing page](/pricing) or [the county](https://www.miamidade.gov/).";
    const words = ["Read ", { type: "strong", children: ["our prices"] }, " and ", { type: "em", children: ["why"] }, " on "];
    expect(parseArticle(withBody(body), "a", "en").body).toEqual([
      {
        type: "p",
        children: [
          ...words,
          { type: "link", href: "/pricing", external: false, children: ["the pricing page"] },
          " or ",
          { type: "link", href: "https://www.miamidade.gov/", external: true, children: ["the county"] },
          ".",
        ],
      },
    ]);
    expect(parseArticle(withBody(body), "a", "es").body[0]).toMatchObject({
      children: expect.arrayContaining([expect.objectContaining({ href: "/es/pricing" })]),
    });
  });

  it("joins a hard-wrapped paragraph into one, with a space where the line broke", () => {
    expect(parseArticle(withBody("A paragraph written\nover two lines\n  and a third."), "a", "en").body).toEqual([
      { type: "p", children: ["A paragraph written over two lines and a third."] },
    ]);
  });

  it("reads numbered lists and ### headings", () => {
    expect(parseArticle(withBody("### Steps\n\n1. Walk the yard\n2. Bag **everything**"), "a", "en").body).toEqual([
      { type: "h3", children: ["Steps"] },
      { type: "ol", items: [["Walk the yard"], ["Bag ", { type: "strong", children: ["everything"] }]] },
    ]);
  });

  it("refuses HTML, images, code and links it cannot check, naming the file", () => {
    for (const body of [
      "<div>hi</div>",
      "Some <b>bold</b>.",
      "![a dog](/dog.png)",
      "```\ncode\n```",
      "[x](javascript:alert(1))",
      "[x](http://example.com)",
      "# A second title",
    ])
      expect(() => parseArticle(withBody(body), "a", "en", "en/blog/a.md"), body).toThrow(/^en\/blog\/a\.md: /);
  });

  it("a bad front matter gives an error that names the file and the problem", () => {
    const file = "server/content/en/blog/broken.md";
    expect(() => parseArticle(source.replace('title: "A title: with a colon"', 'title: "unclosed'), "a", "en", file)).toThrow(
      /^server\/content\/en\/blog\/broken\.md: front matter is not valid YAML/,
    );
    expect(() => parseArticle(source.replace(/readTime: .*\n/, ""), "a", "en", file)).toThrow(
      /^server\/content\/en\/blog\/broken\.md: front matter needs readTime/,
    );
    expect(() => parseArticle(source.replace("date: 2025-01-02", "date: 2 January 2025"), "a", "en", file)).toThrow(/broken\.md: date .* is not YYYY-MM-DD/);
    expect(() => parseArticle(source.replace("readTime:", "author: Ana\nreadTime:"), "a", "en", file)).toThrow(
      /broken\.md: front matter has unknown fields: author/,
    );
  });
});
