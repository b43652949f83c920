/// <reference types="vite/client" />
import { type BlogCategory, blogCategories, categoryFromSlug, categorySlug } from "~/content/blog-categories";
import type { Locale } from "~/lib/i18n";
import { type Block, inlineText } from "~/lib/formatted-text";
import { catalogue, type Translation } from "./catalogue";
import { blogCopyEn } from "./en/blog";
import { blogCopyEs } from "./es/blog";
import { ContentError, contentFiles, markdownBlocks, splitFrontMatter } from "./markdown";

/**
 * The blog in both languages (docs/decisions/0005). Each article is a Markdown file per language,
 * ./en/blog/{slug}.md and ./es/blog/{slug}.md, read by ./markdown.ts (which says what a body may
 * hold) the first time a page of that language needs them, once per Worker instance: a Worker that
 * serves only the wizard or the API never parses them. Never in the browser bundle: loaders pass
 * the words to the page.
 *
 *   ---
 *   title: "…"
 *   excerpt: "…"
 *   date: 2025-05-27          (YYYY-MM-DD)
 *   category: Maintenance     (one of app/content/blog-categories.ts)
 *   readTime: 3 min read
 *   ---
 *   A paragraph, with **bold**, *italic* and [a link](/pricing); lines may wrap.
 *
 *   ## A heading
 *
 *   - a list item
 *   - another
 *
 * The Spanish file has the English one's name, date and category; the order is newest first.
 */

export { type BlogCategory, blogCategories, categoryFromSlug, categorySlug };
export type { BlogCopy } from "./en/blog";

/** A paragraph, heading or list of an article (app/lib/formatted-text.ts). */
export type ArticleBlock = Block;

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

/** The articles' files by path (`./en/blog/{slug}.md`). */
const markdownFiles = () =>
  contentFiles(
    () => ({
      ...import.meta.glob<string>("./en/blog/*.md", { query: "?raw", import: "default", eager: true }),
      ...import.meta.glob<string>("./es/blog/*.md", { query: "?raw", import: "default", eager: true }),
    }),
    "blog",
  );

const FIELDS = ["title", "excerpt", "date", "category", "readTime"] as const;

/** One Markdown file as an article (see the top of this file for the format). */
export function parseArticle(source: string, slug: string, locale: Locale, file = slug): LocalizedArticle {
  const { data, body } = splitFrontMatter(source, file);
  const front: Record<string, string> = {};
  for (const key of FIELDS) {
    const value = data[key];
    if (typeof value !== "string" || !value.trim()) throw new ContentError(file, `front matter needs ${key} (text), as \`${key}: …\``);
    front[key] = value.trim();
  }
  const unknown = Object.keys(data).filter((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown.length) throw new ContentError(file, `front matter has unknown fields: ${unknown.join(", ")} (known: ${FIELDS.join(", ")})`);
  const { title = "", excerpt = "", date = "", category, readTime = "" } = front;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new ContentError(file, `date ${date} is not YYYY-MM-DD`);
  const blogCategory = blogCategories.find((c) => c === category);
  if (!blogCategory) throw new ContentError(file, `unknown category ${category} (one of ${blogCategories.join(", ")})`);
  return { slug, title, excerpt, date, category: blogCategory, readTime, body: markdownBlocks(body, file, locale) };
}

/** One language's articles, newest first. */
function readArticles(locale: Locale): LocalizedArticle[] {
  const list: LocalizedArticle[] = [];
  for (const [file, source] of Object.entries(markdownFiles())) {
    const [, language, slug] = /^\.\/(en|es)\/blog\/([\w-]+)\.md$/.exec(file) ?? [];
    if ((language !== "en" && language !== "es") || !slug) throw new Error(`${file}: not a blog article`);
    if (language === locale) list.push(parseArticle(source, slug, locale, file));
  }
  return list.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const read: Partial<Record<Locale, readonly LocalizedArticle[]>> = {};

/**
 * The articles in one language, newest first, in the same order and with the same slugs in both
 * (each Spanish file is the twin of an English one: test/unit/blog-articles.test.ts).
 */
export function articlesIn(locale: Locale): readonly LocalizedArticle[] {
  return (read[locale] ??= readArticles(locale));
}

export function findArticle(slug: string, locale: Locale = "en"): LocalizedArticle | undefined {
  return articlesIn(locale).find((a) => a.slug === slug);
}

export function articleWordCount(article: LocalizedArticle): number {
  const text = article.body.map((b) => ("items" in b ? b.items.map(inlineText).join(" ") : inlineText(b.children))).join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

/** The copy of /blog and /blog/:slug around the articles (./en/blog.ts, ./es/blog.ts). */
export const blogCopy = catalogue(blogCopyEn, blogCopyEs);
