import { href, useLocation } from "react-router";
import { alternatePath, localeFromPath, type Locale } from "~/lib/i18n";
import { useRootData, useUi } from "~/lib/root-data";

/**
 * The address of a language choice: /language sets the `lang` cookie and sends the visitor to
 * `next`, so the choice is remembered with JavaScript off too (server: app/routes/language.ts).
 */
export function languageChoiceHref(to: Locale, next: string): string {
  return `${href("/language")}?${new URLSearchParams({ to, next }).toString()}`;
}

/**
 * The same page in the other language, e.g. `/es/pricing` ↔ `/pricing`. The query stays behind: a
 * search typed in one language means little in the other, and the page stays one cache entry.
 */
function useOtherLanguage() {
  const { pathname } = useLocation();
  const other: Locale = localeFromPath(pathname) === "en" ? "es" : "en";
  return { other, next: alternatePath(pathname, "", other) };
}

/** "Español" on English pages, "English" on Spanish ones, written in the language it leads to. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const ui = useUi();
  const { other, next } = useOtherLanguage();
  return (
    <a href={languageChoiceHref(other, next)} hrefLang={other} lang={other} rel="nofollow" className={className}>
      {ui.language.switchTo}
    </a>
  );
}

/**
 * On English pages, for a browser that prefers Spanish and a visitor who has not chosen yet:
 * a quiet offer of the Spanish page. Never a redirect; either answer is remembered.
 */
export function LanguageHint() {
  const { spanishHint } = useRootData();
  const { pathname } = useLocation();
  if (!spanishHint) return null;
  return (
    <aside lang="es" aria-label={spanishHint.link} className="border-b border-line bg-brand-tint">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5 text-sm text-ink sm:px-6">
        <span>{spanishHint.text}</span>
        <a href={languageChoiceHref("es", alternatePath(pathname, "", "es"))} hrefLang="es" rel="nofollow" className="link font-semibold">
          {spanishHint.link}
        </a>
        <a href={languageChoiceHref("en", pathname)} rel="nofollow" className="text-ink-muted underline hover:text-ink">
          {spanishHint.dismiss}
        </a>
      </p>
    </aside>
  );
}
