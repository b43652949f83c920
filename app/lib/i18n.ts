import { href, useLocation } from "react-router";

/**
 * The site's two languages (docs/decisions/0005). English pages live at the root, Spanish pages
 * under /es with the same slugs. This module is shared by browser and server and holds no copy:
 * the words themselves are server data (server/content, typed by server/content/catalogue.ts).
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** `Intl` locale of each language: dates, numbers and money as a Miami reader writes them. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };
/** Open Graph locale of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };
/** The cookie that remembers a visitor's explicit language choice (set by the switch links). */
export const LANG_COOKIE = "lang";

export const isLocale = (value: unknown): value is Locale => value === "en" || value === "es";

/** The language of a path: `/es` and `/es/...` are Spanish, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** The English path of any page: "/es/faq" → "/faq", "/es" → "/". */
export function stripLocale(pathname: string): string {
  if (pathname === "/es" || pathname === "/es/") return "/";
  return pathname.startsWith("/es/") ? pathname.slice(3) : pathname;
}

/**
 * A path in the given language: "/faq?q=x" → "/es/faq?q=x", "/" → "/es". Paths that are
 * already Spanish, or not pages (anchors, absolute URLs), are returned unchanged for English.
 */
export function localizePath(locale: Locale, path: string): string {
  if (locale === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (localeFromPath(path.replace(/[?#].*$/, "")) === "es") return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) return `/es${path.slice(1)}`;
  return `/es${path}`;
}

/** The same page in the other language, keeping the query (FAQ search) and dropping nothing else. */
export function alternatePath(pathname: string, search: string, to: Locale): string {
  return localizePath(to, stripLocale(pathname)) + search;
}

/** The language of the page being rendered, from its URL (the same on server and browser). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A route path that `href()` knows (typegen makes a wrong path a type error), and its params. */
type Page = Parameters<typeof href>[0];
type ParamsOf<P extends Page> = Parameters<typeof href<P>> extends [unknown, ...infer Rest] ? Rest : never;

/** `href()` in a given language, for loaders and components that already know the locale. */
export function localizedHref<P extends Page>(locale: Locale, path: P, ...params: ParamsOf<P>): string {
  // ParamsOf<P> is exactly href's rest parameter for P; TypeScript cannot see through the generic.
  return localizePath(locale, (href as (path: string, ...rest: unknown[]) => string)(path, ...params));
}

/** `href()` in the page's language: `const to = useLocalizedHref(); to("/locations/:slug", { slug })`. */
export function useLocalizedHref(): <P extends Page>(path: P, ...params: ParamsOf<P>) => string {
  const locale = useLocale();
  return (path, ...params) => localizedHref(locale, path, ...params);
}

/** Fills `{name}` placeholders of catalogue text: fill("Step {n}: ", { n: 2 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
