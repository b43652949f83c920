import { describe, expect, it } from "vitest";
import { decode, fetchHtml, h1Of, hrefs, jsonLd, mainOf, type Json } from "./support/html";
import { fetchWorker } from "./support/worker";
import { filterFaq, searchable } from "~/lib/faq-search";
import { formatIsoDate } from "~/lib/dates";
import { articlesIn, blogCopy } from "~server/content/blog";
import { faqEntries, faqEntriesIn, faqPage } from "~server/content/faq";

/** The English articles, newest first. */
const articles = articlesIn("en");

/** The Spanish blog and FAQ (issue 16): same slugs and codes, Spanish words, search that ignores accents. */
/** The question of each rendered FAQ entry (the summary also holds the category label). */
const faqQuestions = (html: string) =>
  [
    ...mainOf(html).matchAll(
      /<li(?![^>]*\shidden)[^>]*>\s*<details[^>]*>\s*<summary[^>]*>[\s\S]*?<span[^>]*>([\s\S]*?)<\/span>\s*<span[^>]*>([\s\S]*?)<\/span>/g,
    ),
  ].map((m) => ({
    label: decode(m[1] ?? ""),
    question: decode(m[2] ?? ""),
  }));
/** The article cards a visitor sees (those of other categories are `hidden` items). */
const cards = (html: string) =>
  (/<ul data-testid="post-list"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "")
    .split("<li")
    .slice(1)
    .filter((card) => !/^[^>]*\shidden/.test(card));

const es = faqEntriesIn("es");
const esFaq = faqPage.es;
const esBlog = blogCopy.es;

describe("Spanish catalogues", () => {
  it("have the same FAQ entries (ids, categories, order) as the English ones, in Spanish", () => {
    expect(es.map((e) => [e.id, e.category])).toEqual(faqEntries.map((e) => [e.id, e.category]));
    for (const [i, entry] of es.entries()) {
      expect(entry.question).not.toBe(faqEntries[i]?.question);
      expect(entry.question).toMatch(/^¿.+\?$/);
    }
  });

  it("have the same articles (slugs, dates, categories, order, outline) as the English ones, in Spanish", () => {
    const spanish = articlesIn("es");
    expect(spanish.map((a) => [a.slug, a.date, a.category])).toEqual(articles.map((a) => [a.slug, a.date, a.category]));
    for (const [i, a] of spanish.entries()) {
      const en = articles[i];
      expect(a.body.map((b) => b.type)).toEqual(en?.body.map((b) => b.type));
      expect(a.body.map((b) => (b.type === "ul" ? b.items.length : 1))).toEqual(en?.body.map((b) => (b.type === "ul" ? b.items.length : 1)));
      expect(a.title).not.toBe(en?.title);
    }
  });

  it("formats article dates in each language, one way for the whole site (~/lib/dates)", () => {
    expect(formatIsoDate("2025-05-20", "en")).toBe("May 20, 2025");
    expect(formatIsoDate("2025-05-20", "es")).toBe("20 de mayo de 2025");
    // A date at the start of a month stays that date (no time-zone shift).
    expect(formatIsoDate("2025-06-01", "es")).toBe("1 de junio de 2025");
  });
});

describe("FAQ search ignores accents and case, in both languages", () => {
  it("folds accents, marks and case", () => {
    expect(searchable("COTIZACIÓN")).toBe("cotizacion");
    expect(searchable("Niño, pingüino, ¿Cuánto?")).toBe("nino, pinguino, ¿cuanto?");
    expect(filterFaq(es, "cotizacion", "All")).toEqual(filterFaq(es, "Cotización", "All"));
  });

  it("/es/faq finds the same questions with and without accents, on the server", async () => {
    const withAccent = faqQuestions(await fetchHtml(`/es/faq?q=${encodeURIComponent("cotización")}`));
    const without = faqQuestions(await fetchHtml("/es/faq?q=cotizacion"));
    const upper = faqQuestions(await fetchHtml(`/es/faq?q=${encodeURIComponent("COTIZACIÓN")}`));
    expect(without.length).toBeGreaterThan(0);
    expect(without.length).toBeLessThan(es.length);
    expect(without).toEqual(withAccent);
    expect(upper).toEqual(withAccent);
    // Every match really holds the word, with its accent.
    for (const { question } of without) {
      const entry = es.find((e) => e.question === question);
      expect(`${entry?.question} ${entry?.answer}`.toLowerCase()).toContain("cotización");
    }
    expect(without.map((q) => q.question)).toContain("¿Ofrecen desinfección y desodorización?");
  });

  it("an accented query finds unaccented text too: cuánto / cuanto, and precio finds the cost question", async () => {
    const cuanto = faqQuestions(await fetchHtml("/es/faq?q=cuanto+cuesta"));
    expect(cuanto.map((q) => q.question)).toEqual(["¿Cuánto cuesta el servicio?"]);
    const precio = faqQuestions(await fetchHtml("/es/faq?q=precio"));
    expect(precio.map((q) => q.question)).toContain("¿Cuánto cuesta el servicio?");
    expect(precio.length).toBeLessThan(es.length);
  });

  it("the English FAQ ignores accents too", async () => {
    const plain = faqQuestions(await fetchHtml("/faq?q=already+paid"));
    const accented = faqQuestions(await fetchHtml(`/faq?q=${encodeURIComponent("ÁLREADY PÁID")}`));
    expect(plain.length).toBeGreaterThan(0);
    expect(accented).toEqual(plain);
  });
});

describe("/es/faq", () => {
  it("renders every question in Spanish, with Spanish labels on the English category codes", async () => {
    const html = await fetchHtml("/es/faq");
    expect(h1Of(html)).toBe(esFaq.title);
    expect(faqQuestions(html).map((q) => q.question)).toEqual(es.map((e) => e.question));
    expect(html).toContain(`placeholder="${esFaq.placeholder}"`);
    for (const [code, label] of Object.entries(esFaq.categories)) {
      expect(html).toMatch(new RegExp(`<button(?=[^>]*name="category")[^>]*value="${code}"[^>]*>${label}<`));
    }
    expect(decode(mainOf(html))).toContain(`Mostrando ${es.length} de ${es.length} preguntas`);
  });

  it("filters by category code and search together, labelling entries in Spanish", async () => {
    const billing = faqQuestions(await fetchHtml("/es/faq?q=&category=Billing&category=All"));
    expect(billing.map((q) => q.question)).toEqual(es.filter((e) => e.category === "Billing").map((e) => e.question));
    expect(billing.every((q) => q.label === "Pagos y facturación")).toBe(true);

    const safetyGate = faqQuestions(await fetchHtml("/es/faq?q=porton&category=Safety"));
    expect(safetyGate.length).toBeGreaterThan(0);
    expect(safetyGate.every((q) => q.label === "Seguridad")).toBe(true);
  });

  it("shows the Spanish empty message and a link back to the Spanish FAQ", async () => {
    const html = await fetchHtml("/es/faq?q=cebra");
    expect(faqQuestions(html)).toHaveLength(0);
    expect(decode(html)).toContain(esFaq.empty);
    expect(hrefs(mainOf(html))).toContain("/es/faq");
  });

  it("has FAQPage JSON-LD in Spanish with inLanguage, and English stays English", async () => {
    const [esLd] = jsonLd(await fetchHtml("/es/faq")).filter((n) => n["@type"] === "FAQPage");
    expect(esLd).toMatchObject({ inLanguage: "es-US", url: "http://localhost/es/faq" });
    expect((esLd?.mainEntity as Json[])[0]).toMatchObject({ name: es[0]?.question });
    const [enLd] = jsonLd(await fetchHtml("/faq")).filter((n) => n["@type"] === "FAQPage");
    expect(enLd).toMatchObject({ inLanguage: "en-US", url: "http://localhost/faq" });
    expect((enLd?.mainEntity as Json[])[0]).toMatchObject({ name: faqEntries[0]?.question });
  });
});

describe("/es/blog", () => {
  const spanish = articlesIn("es");

  it("lists the Spanish articles with Spanish category labels, Spanish dates and links under /es", async () => {
    const html = await fetchHtml("/es/blog");
    expect(h1Of(html)).toBe(esBlog.list.title);
    const list = cards(html);
    expect(list).toHaveLength(spanish.length);
    for (const a of spanish) {
      const card = list.find((c) => c.includes(a.title));
      expect(card, a.slug).toBeDefined();
      expect(card).toContain(esBlog.categories[a.category]);
      expect(card).toContain(formatIsoDate(a.date, "es"));
      expect(card).toContain(a.readTime);
      expect(card).toMatch(new RegExp(`<a[^>]*href="/es/blog/${a.slug}"[^>]*>${esBlog.list.learnMore}`));
    }
    expect(decode(mainOf(html))).toContain(`${spanish.length} artículos`);
  });

  it("filters by the English ?category= slug and labels the filter in Spanish", async () => {
    const html = await fetchHtml("/es/blog?category=pet-health");
    expect(cards(html)).toHaveLength(spanish.filter((a) => a.category === "Pet Health").length);
    expect(html).toMatch(/<a(?=[^>]*aria-current="page")[^>]*href="\/es\/blog\?category=pet-health"[^>]*>Salud de las mascotas<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/es\/blog"[^>]*>Todos<\/a>/);
    expect(decode(mainOf(html).replace(/<!-- -->/g, ""))).toContain("1 artículo en Salud de las mascotas");
  });

  it("has CollectionPage JSON-LD with inLanguage", async () => {
    const nodes = jsonLd(await fetchHtml("/es/blog"));
    expect(nodes.find((n) => n["@type"] === "CollectionPage")).toMatchObject({ inLanguage: "es-US", url: "http://localhost/es/blog" });
    expect(jsonLd(await fetchHtml("/blog")).find((n) => n["@type"] === "CollectionPage")).toMatchObject({ inLanguage: "en-US" });
  });

  it.each(spanish.map((a) => [a.slug, a.title] as const))("/es/blog/%s is the Spanish article with Spanish Article data", async (slug, title) => {
    const html = await fetchHtml(`/es/blog/${slug}`);
    expect(h1Of(html)).toBe(title);
    const nodes = jsonLd(html);
    expect(nodes.find((n) => n["@type"] === "Article")).toMatchObject({
      headline: title,
      url: `http://localhost/es/blog/${slug}`,
      inLanguage: "es-US",
    });
    const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList")?.itemListElement as Json[];
    expect(crumbs.map((c) => c.item)).toEqual(["http://localhost/es", "http://localhost/es/blog", `http://localhost/es/blog/${slug}`]);
    const links = hrefs(mainOf(html));
    expect(links).toContain("/es/blog");
    expect(links).toContain("/es/get-started");
    expect(links.filter((l) => l.startsWith("/") && !l.startsWith("/es"))).toEqual([]);
    expect(html).toMatch(/<meta property="article:section" content="[^"]+"/);
  });

  it("an unknown Spanish article slug redirects to the Spanish home page", async () => {
    const res = await fetchWorker("/es/blog/no-such-article");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/es");
  });
});
