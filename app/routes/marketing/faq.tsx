import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { CtaBanner } from "~/components/cta-banner";
import { filterFaq } from "~/lib/faq-search";
import { fill, INTL_LOCALE, localizedHref } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { faqPageSchema } from "~/lib/structured-data";
import { getConfig } from "~server/config";
import { cloudflareContext } from "~server/context";
import { faqCategories, type FaqCategory, faqEntriesIn, faqPage, parseFaqCategory } from "~server/content/faq";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/faq";

type CategoryFilter = FaqCategory | "All";

/**
 * Search and category come from the query string, so the GET form works without JavaScript. The
 * entries (all of them: the page filters them in place once hydrated), the page's copy, its meta
 * tags and JSON-LD come from the server in the page's language, so the page's JavaScript carries
 * none of the FAQ text. The `?category=` values are the English codes in both languages.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const t = inLocale(faqPage, locale);
  const entries = faqEntriesIn(locale);
  const params = new URL(request.url).searchParams;
  const siteUrl = getConfig(context.get(cloudflareContext).env).SITE_URL.replace(/\/$/, "");
  const path = localizedHref(locale, "/faq");
  // The submitting category button comes before the hidden field in the form, so the first value wins.
  return {
    locale,
    path,
    q: params.get("q") ?? "",
    category: parseFaqCategory(params.getAll("category")[0] ?? null),
    entries,
    // The codes are the values sent in `?category=`; `t.categories` labels them.
    filters: ["All", ...faqCategories] as CategoryFilter[],
    t,
    meta: metaTags(siteUrl, { title: t.title, description: t.description, path: "/faq", locale }),
    // Built here, so neither the schema builder nor the text ships in the page's JavaScript; `<` is
    // escaped as in JsonLd (~/lib/structured-data) so no answer can close the script element.
    jsonLd: JSON.stringify({
      ...faqPageSchema(entries),
      url: `${siteUrl}${path}`,
      inLanguage: INTL_LOCALE[locale],
    }).replace(/</g, "\\u003c"),
  };
}

/** Built by the loader with the rest of the page's copy, so none of it ships in the page's JavaScript. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <section className="bg-gradient-to-b from-brand-tint to-canvas">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 text-center sm:px-6 sm:pt-16">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{t.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{t.intro}</p>
        </div>
      </section>
      {/* Remount when the query string changes through navigation, so state follows the URL. */}
      <FaqBrowser
        key={`${loaderData.q}|${loaderData.category}`}
        entries={loaderData.entries}
        filters={loaderData.filters}
        t={t}
        path={loaderData.path}
        initialQuery={loaderData.q}
        initialCategory={loaderData.category}
      />
      <CtaBanner id="ready" {...t.cta} />
    </>
  );
}

/**
 * One markup for everyone: a GET form (`?q=&category=`) over a server-filtered list. Once hydrated,
 * the same elements filter in place as the person types. The search field is uncontrolled, so text
 * typed before hydration stays in it; its DOM value is read on mount and applied.
 */
type PageData = Route.ComponentProps["loaderData"];

function FaqBrowser({
  entries,
  filters,
  t,
  path,
  initialQuery,
  initialCategory,
}: {
  entries: PageData["entries"];
  filters: PageData["filters"];
  t: PageData["t"];
  /** This page's path in its language, for the "show all" link. */
  path: string;
  initialQuery: string;
  initialCategory: CategoryFilter;
}) {
  const [{ query, category }, setView] = useState({ query: initialQuery, category: initialCategory });
  const input = useRef<HTMLInputElement>(null);
  const results = filterFaq(entries, query, category);

  // With JavaScript the list filters instantly; the address bar follows so the view can be shared.
  const sync = (q: string, c: CategoryFilter) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (c !== "All") params.set("category", c);
    const search = params.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
  };
  const apply = (q: string, c: CategoryFilter) => {
    setView({ query: q, category: c });
    sync(q, c);
  };

  // What the field holds when React takes over (typed before hydration) wins over the URL's query.
  // Only on mount (an effect event reads the latest values without being a dependency): later typing goes through onChange.
  const adoptTypedQuery = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initialQuery) apply(typed, category);
  });
  useEffect(() => adoptTypedQuery(), []);

  return (
    <div className="mx-auto max-w-3xl px-4 pb-8 sm:px-6">
      <Form
        method="get"
        role="search"
        aria-label={t.formLabel}
        className="card p-4 sm:p-6"
        // The same form data the server reads (search button or category button), applied in place.
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget, e.nativeEvent.submitter);
          const c = filters.find((f) => f === form.getAll("category")[0]);
          const q = form.get("q");
          apply(typeof q === "string" ? q : "", c ?? "All");
        }}
      >
        <label htmlFor="faq-search" className="field-label">
          {t.searchLabel}
        </label>
        <div className="flex gap-2">
          <input
            id="faq-search"
            type="search"
            name="q"
            ref={input}
            defaultValue={initialQuery}
            placeholder={t.placeholder}
            autoComplete="off"
            className="field-input"
            onChange={(e) => apply(e.target.value, category)}
          />
          {/* First submit button, so pressing Enter without JavaScript submits the search, not a category. */}
          <button type="submit" className="btn-primary shrink-0">
            {t.searchButton}
          </button>
        </div>
        <div role="group" aria-label={t.filterLabel} className="mt-4 flex flex-wrap gap-2">
          {filters.map((c) => (
            <button
              key={c}
              type="submit"
              name="category"
              value={c}
              aria-pressed={category === c}
              className={`min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors ${
                category === c ? "border-ink bg-ink text-white" : "border-line bg-white text-ink hover:border-ink/40"
              }`}
            >
              {t.categories[c]}
            </button>
          ))}
        </div>
        <input type="hidden" name="category" value={category} />
      </Form>

      <p aria-live="polite" className="mt-6 text-sm font-medium text-ink-muted">
        {results.length === 0 ? "" : fill(t.showing, { shown: results.length, total: entries.length })}
      </p>

      {results.length === 0 ? (
        <div role="status" className="mt-4 rounded-2xl border border-dashed border-ink/25 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-ink">{t.empty}</p>
          <p className="mt-4">
            <Link
              to={path}
              className="link"
              onClick={(e) => {
                e.preventDefault();
                if (input.current) input.current.value = "";
                apply("", "All");
              }}
            >
              {t.showAll}
            </Link>
          </p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-3">
          {results.map((entry) => (
            <li key={entry.id}>
              {/* `name` makes the browser keep one answer open at a time, with or without JavaScript. */}
              <details name="faq" className="group rounded-2xl border border-line bg-white open:border-brand/40 open:shadow-card">
                <summary className="flex min-h-14 items-start justify-between gap-4 px-5 py-4">
                  <span>
                    <span className="block text-xs font-semibold tracking-wide text-brand-dark uppercase">{t.categories[entry.category]}</span>
                    <span className="mt-1 block text-lg font-semibold text-ink">{entry.question}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className="mt-3 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-soft text-lg leading-none text-brand-dark transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-ink-muted">{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
