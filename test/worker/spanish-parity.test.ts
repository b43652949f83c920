import { describe, expect, it } from "vitest";
import { cities } from "~/content/locations";
import { staticPaths } from "~/content/site-paths";
import { articlesIn } from "~server/content/blog";
import { decode, h1Of, mainOf } from "./support/html";
import { fetchWorker } from "./support/worker";

/** The English articles, newest first. */
const articles = articlesIn("en");

/**
 * Every English public page has a Spanish twin under /es (issue 16, docs/decisions/0005): both
 * answer 200 in their own language, link each other with hreflang, and the Spanish page's main
 * content is Spanish.
 */
const englishPaths = [...staticPaths, ...cities.map((c) => `/locations/${c.slug}`), ...articles.map((a) => `/blog/${a.slug}`), "/commercial-thank-you"];
const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);

const get = async (path: string) => {
  const res = await fetchWorker(path);
  return { status: res.status, html: await res.text() };
};

/** The page's text: scripts and styles dropped, each tag a space (so words of two elements stay apart). */
const text = (html: string) => decode(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " "));
const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], new URL(m[2] ?? "").pathname]));
const canonicalOf = (html: string) => new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "http://x/none").pathname;

/**
 * Words that are common in English prose and never Spanish words. A sentence with two of them is
 * English text left untranslated (brand and place names like "Clean Paws Miami" have none).
 */
const ENGLISH = new Set(
  "the and your you with our we are is this that what how will can from for have has not when they their it's don't we're you're get more about".split(" "),
);
export function englishSentences(content: string): string[] {
  // Distinct words: a place name repeated in a list ("The Hammocks, The Crossings") is not prose.
  const englishWords = (sentence: string) =>
    new Set(
      sentence
        .toLowerCase()
        .split(/[^a-z']+/)
        .filter((w) => ENGLISH.has(w)),
    );
  return content.split(/(?<=[.!?:])\s+|\s[·|–—]\s/).filter((sentence) => englishWords(sentence).size >= 2);
}

describe("Spanish edition parity", () => {
  it("the English-word detector flags English and passes Spanish", () => {
    expect(englishSentences("Get your free quote today. We scoop the yard.")).toHaveLength(2);
    expect(englishSentences("Obtenga su cotización gratis. Limpiamos el patio de su casa en Miami Beach.")).toHaveLength(0);
  });

  for (const path of englishPaths) {
    it(`${path} ↔ ${spanish(path)}`, async () => {
      const [en, es] = await Promise.all([get(path), get(spanish(path))]);
      expect(en.status, path).toBe(200);
      expect(es.status, spanish(path)).toBe(200);

      expect(en.html).toContain('<html lang="en"');
      expect(es.html).toContain('<html lang="es"');

      // Reciprocal hreflang and self canonicals.
      for (const page of [en.html, es.html]) {
        expect(alternates(page)).toEqual({ en: path, es: spanish(path), "x-default": path });
      }
      expect(canonicalOf(en.html)).toBe(path);
      expect(canonicalOf(es.html)).toBe(spanish(path));

      // A Spanish heading that differs from the English one, and no English sentence in <main>.
      expect(h1Of(es.html)).not.toBe("");
      expect(h1Of(es.html)).not.toBe(h1Of(en.html));
      expect(englishSentences(text(mainOf(es.html))), spanish(path)).toEqual([]);
    });
  }
});
