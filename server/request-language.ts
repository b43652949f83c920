import { parse } from "hono/utils/cookie";
import { isLocale, LANG_COOKIE, localeFromPath, type Locale } from "~/lib/i18n";

/**
 * The language of a request (docs/decisions/0005): the page's, from its URL, and the one the
 * visitor prefers, from the `lang` cookie and Accept-Language.
 */

/** The language of a request, from its URL (/es is Spanish). */
export function localeOf(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
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
