import { expect } from "vitest";
import { fetchWorker } from "./worker";

/**
 * Reading rendered pages in worker tests: fetch through the Worker, then pick headings, links,
 * <main> and JSON-LD out of the HTML with the same small rules in every spec.
 */

/** The page's HTML; the page must answer 200. */
export async function fetchHtml(path: string): Promise<string> {
  const res = await fetchWorker(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/**
 * An HTML fragment with React's text-boundary comments (`<!-- -->`) dropped and the entities React
 * writes decoded; tags are kept.
 */
export const decodeEntities = (s: string) =>
  s
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/** Visible text of an HTML fragment: tags dropped, entities decoded, spaces collapsed. */
export const decode = (s: string) =>
  decodeEntities(s.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/** The text of the page's first <h1>. */
export const h1Of = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");

export const headings = (html: string, level: 1 | 2 | 3) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => decode(m[1] ?? ""));

/** The <main> content only, so header and footer links don't satisfy page assertions. */
export const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

/** Every script element of the page but JSON-LD: its attributes. */
export const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "").filter((attributes) => !attributes.includes("application/ld+json"));
/** The name of each script file the page loads ("crew-day", "site"), in document order. */
export const scriptNames = (html: string) => scriptsOf(html).map((a) => /src="[^"]*\/([a-z-]+)[-.][^"/]*"/.exec(a)?.[1] ?? `inline: ${a}`);

/** React Router's hydration data and its module preloads: only a page with the framework has them. */
export const hasFramework = (html: string) => html.includes("__reactRouterContext") || html.includes('rel="modulepreload"');

/** The opening tags of the page's <form method="post"> elements, in the <main> only (the header's Log out is not the page's). */
export const postForms = (html: string) => [...mainOf(html).matchAll(/<form\b[^>]*method="post"[^>]*>/g)].map((m) => m[0]);

export const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");

export type Json = Record<string, unknown>;

/** Every JSON-LD node of a page (a block may hold one node or a list). */
export const jsonLd = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? "") as Json | Json[])
    .flatMap((b) => (Array.isArray(b) ? b : [b]));

export const ofType = (html: string, type: string) => jsonLd(html).filter((d) => d["@type"] === type);

/** Every one of `titles` is among the page's h2 headings, and in that order (others may come between). */
export function expectSectionsInOrder(html: string, titles: string[]) {
  const h2 = headings(html, 2);
  const positions = titles.map((title) => h2.indexOf(title));
  expect(
    positions.every((p) => p >= 0),
    `missing one of ${titles.join(", ")} in ${h2.join(", ")}`,
  ).toBe(true);
  expect(positions).toEqual(positions.toSorted((a, b) => a - b));
}

/** The page's HTML holds every one of `parts`. */
export function expectToContainAll(html: string, parts: string[]) {
  for (const part of parts) expect(html).toContain(part);
}
