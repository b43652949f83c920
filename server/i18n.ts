import { parse } from "hono/utils/cookie";
import { isLocale, LANG_COOKIE, localeFromPath, type Locale } from "~/lib/i18n";

/**
 * Typed catalogues for the two languages (docs/decisions/0005).
 *
 * English is the source: a catalogue's shape is the English object's type. `Translation<T>` is
 * that shape with free text widened to `string`, so a Spanish catalogue must have every key
 * (a missing one is a type error, never a blank) while literal values (slugs, codes, enum values)
 * must stay exactly the English ones.
 */
export type Translation<T> = T extends string
  ? string extends T
    ? string
    : T
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { [K in keyof T]: Translation<T[K]> }
      : T;

/** Both languages of one piece of content. */
export type Catalogue<T> = { en: T; es: Translation<T> };

/** Declares a catalogue: `const copy = catalogue(en, es)`, where `es` is checked against `en`. */
export function catalogue<T>(en: T, es: Translation<NoInfer<T>>): Catalogue<T> {
  return { en, es };
}

/** The language of a request, from its URL (/es is Spanish). */
export function localeOf(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** One language of a catalogue, typed as the translation (literal values kept, text as string). */
export function inLocale<T>(content: Catalogue<T>, locale: Locale): Translation<T> {
  return content[locale] as Translation<T>;
}

/** The language a visitor chose with the switch links (the `lang` cookie), if any. */
export function chosenLocale(request: Request): Locale | null {
  const value = parse(request.headers.get("Cookie") ?? "", LANG_COOKIE)[LANG_COOKIE];
  return isLocale(value) ? value : null;
}

/** Whether an Accept-Language header ranks Spanish above every other language. */
export function prefersSpanish(acceptLanguage: string | null): boolean {
  if (!acceptLanguage) return false;
  let best = { lang: "", q: -1 };
  for (const range of acceptLanguage.split(",").slice(0, 20)) {
    const [tag = "", ...params] = range.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > best.q) best = { lang: tag.trim().toLowerCase().split("-")[0] ?? "", q };
  }
  return best.lang === "es" && best.q > 0;
}

/**
 * Whether an English page shows the "Ver en español" hint: the browser prefers Spanish and the
 * visitor has not chosen a language yet. Never a redirect. The edge cache keys pages by this too.
 */
export function showsSpanishHint(request: Request): boolean {
  return localeOf(request) === "en" && chosenLocale(request) === null && prefersSpanish(request.headers.get("Accept-Language"));
}
