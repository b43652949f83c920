import { readdirSync, readFileSync } from "node:fs";
import { it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { parseArticle } from "~server/content/blog";
import { parseCityPage } from "~server/content/city-pages";

/**
 * `npm run bench:content`: how long reading the Markdown content takes (front matter with js-yaml,
 * body with marked, checks), per language and for both, in rounds. The first round is what a fresh
 * Worker isolate pays the first time a page needs a language's files (server/content/blog.ts,
 * city-pages.ts); later rounds are warm. Node, not workerd (timers inside workerd do not advance
 * during computation), so a guide to the Worker's cost, not its exact figure.
 */
const ROUNDS = 5;
const dir = "server/content";

function parseAll(locales: readonly Locale[]): number {
  let files = 0;
  for (const locale of locales) {
    for (const name of readdirSync(`${dir}/${locale}/blog`)) {
      parseArticle(readFileSync(`${dir}/${locale}/blog/${name}`, "utf8"), name.replace(/\.md$/, ""), locale, name);
      files++;
    }
    for (const name of readdirSync(`${dir}/${locale}/cities`)) {
      parseCityPage(readFileSync(`${dir}/${locale}/cities/${name}`, "utf8"), locale, name);
      files++;
    }
  }
  return files;
}

// The very first round (English) also loads and compiles the libraries: a fresh isolate's cost.
it("prints the parse time of the Markdown content", () => {
  for (const locales of [["en"], ["es"], ["en", "es"]] as const) {
    const times: string[] = [];
    let files = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      files = parseAll(locales);
      times.push((performance.now() - start).toFixed(1));
    }
    console.log(`${locales.join("+").padEnd(6)} ${files} files: ${times.join(", ")} ms (rounds in order)`);
  }
});
