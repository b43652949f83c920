/// <reference types="vite/client" />
import { type BlogCategory, blogCategories, categoryFromSlug, categorySlug } from "~/content/blog-categories";
import { INTL_LOCALE, LOCALES, type Locale } from "~/lib/i18n";
import { catalogue, inLocale, type Translation } from "./catalogue";
import { blogCopyEn } from "./en/blog";
import { blogCopyEs } from "./es/blog";
import { promisesCopy } from "./promises";

/**
 * The blog in both languages (docs/decisions/0005). Each article is a Markdown file per language,
 * ./en/blog/{slug}.md and ./es/blog/{slug}.md, read when the Worker is built (never in the
 * browser bundle: loaders pass the words to the page):
 *
 *   ---
 *   title: "…"            excerpt: "…"         (quoted)
 *   date: 2025-05-27      category: Maintenance (one of app/content/blog-categories.ts)
 *   readTime: 3 min read
 *   ---
 *   A paragraph on one line.
 *
 *   ## A heading
 *
 *   - a list item
 *   - another
 *
 * Nothing else of Markdown is interpreted. `{{promises.reschedule.sentence}}` puts in one of the
 * business's promises (./promises.ts) in the article's language, so they are written once.
 * The Spanish file has the English one's name, date and category; the order is newest first.
 */

export { type BlogCategory, blogCategories, categoryFromSlug, categorySlug };
export type { BlogCopy } from "./en/blog";

export type ArticleBlock = { type: "p"; text: string } | { type: "h2"; text: string } | { type: "ul"; items: readonly string[] };

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: BlogCategory;
  readTime: string;
  body: readonly ArticleBlock[];
}

/** An article in either language (the Spanish one has the same slug, date and category). */
export type LocalizedArticle = Translation<Article>;

/**
 * The Markdown files by path (`./en/blog/{slug}.md`). Vite puts them into the build (the Worker,
 * Vitest); under plain Node, where `import.meta.glob` does not exist (Playwright specs read this
 * catalogue), they are read from disk.
 */
interface NodeFs {
  readdirSync(dir: URL): string[];
  readFileSync(file: URL, encoding: "utf8"): string;
}

function markdownFiles(): Record<string, string> {
  try {
    return {
      ...import.meta.glob<string>("./en/blog/*.md", { query: "?raw", import: "default", eager: true }),
      ...import.meta.glob<string>("./es/blog/*.md", { query: "?raw", import: "default", eager: true }),
    };
  } catch {
    const { process } = globalThis as unknown as { process: { getBuiltinModule(id: "node:fs"): NodeFs } };
    const fs = process.getBuiltinModule("node:fs");
    const files: Record<string, string> = {};
    for (const locale of LOCALES) {
      const dir = new URL(`./${locale}/blog/`, import.meta.url);
      for (const name of fs.readdirSync(dir)) if (name.endsWith(".md")) files[`./${locale}/blog/${name}`] = fs.readFileSync(new URL(name, dir), "utf8");
    }
    return files;
  }
}

/** `{{promises.a.b}}` → that promise's text in `locale`. */
function withPromises(text: string, locale: Locale, file: string): string {
  return text.replace(/\{\{promises\.([\w.]+)\}\}/g, (_, path: string) => {
    let value: unknown = promisesCopy[locale];
    for (const key of path.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    if (typeof value !== "string") throw new Error(`${file}: no promise ${path}`);
    return value;
  });
}

/** One Markdown file as an article (see the top of this file for the format). */
export function parseArticle(source: string, slug: string, locale: Locale, file = slug): LocalizedArticle {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${file}: no front matter`);
  const [, head = "", content = ""] = match;
  const front: Record<string, string> = {};
  for (const line of head.split("\n")) {
    const field = /^(\w+):\s*(.*)$/.exec(line);
    if (!field) throw new Error(`${file}: front matter line "${line}"`);
    const [, key = "", raw = ""] = field;
    front[key] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  const { title, excerpt, date, category, readTime } = front;
  if (!title || !excerpt || !date || !readTime) throw new Error(`${file}: front matter needs title, excerpt, date and readTime`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}: date ${date} is not YYYY-MM-DD`);
  const blogCategory = blogCategories.find((c) => c === category);
  if (!blogCategory) throw new Error(`${file}: unknown category ${category}`);
  const text = (t: string) => withPromises(t, locale, file);
  const body = content
    .trim()
    .split(/\n{2,}/)
    .map((block): ArticleBlock => {
      const lines = block.split("\n");
      if (lines.every((l) => l.startsWith("- "))) return { type: "ul", items: lines.map((l) => text(l.slice(2))) };
      if (lines.length > 1) throw new Error(`${file}: a paragraph or heading spans lines: "${lines[0]}"`);
      if (block.startsWith("## ")) return { type: "h2", text: text(block.slice(3)) };
      return { type: "p", text: text(block) };
    });
  return { slug, title, excerpt, date, category: blogCategory, readTime, body };
}

/** The articles in both languages, newest first, each Spanish file the twin of an English one. */
function readArticles() {
  const byLocale = { en: [] as LocalizedArticle[], es: [] as LocalizedArticle[] };
  for (const [file, source] of Object.entries(markdownFiles())) {
    const [, locale, slug] = /^\.\/(en|es)\/blog\/([\w-]+)\.md$/.exec(file) ?? [];
    if ((locale !== "en" && locale !== "es") || !slug) throw new Error(`${file}: not a blog article`);
    byLocale[locale].push(parseArticle(source, slug, locale, file));
  }
  for (const list of Object.values(byLocale)) list.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const twins = (a: LocalizedArticle) => `${a.slug} ${a.date} ${a.category}`;
  if (byLocale.en.map(twins).join() !== byLocale.es.map(twins).join())
    throw new Error("the Spanish articles are not the English ones (file names, dates, categories)");
  return { en: byLocale.en as Article[], es: byLocale.es };
}

const read = readArticles();

/** Newest first. */
export const articles: readonly Article[] = read.en;

/** The articles in both languages (Markdown in ./en/blog and ./es/blog). */
export const blogArticles = catalogue(articles, read.es);

/** "May 27, 2025" / "27 de mayo de 2025": the calendar date of an ISO date, in the page's language. */
export function formatArticleDate(iso: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** The articles in one language, newest first, in the same order and with the same slugs in both. */
export function articlesIn(locale: Locale): readonly LocalizedArticle[] {
  return inLocale(blogArticles, locale);
}

export function findArticle(slug: string, locale: Locale = "en"): LocalizedArticle | undefined {
  return articlesIn(locale).find((a) => a.slug === slug);
}

export function articleWordCount(article: LocalizedArticle): number {
  const text = article.body.map((b) => (b.type === "ul" ? b.items.join(" ") : b.text)).join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

/** The copy of /blog and /blog/:slug around the articles (./en/blog.ts, ./es/blog.ts). */
export const blogCopy = catalogue(blogCopyEn, blogCopyEs);
