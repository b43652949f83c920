import type { Locale } from "~/lib/i18n";

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

/** One language of a catalogue, typed as the translation (literal values kept, text as string). */
export function inLocale<T>(content: Catalogue<T>, locale: Locale): Translation<T> {
  return content[locale] as Translation<T>;
}
