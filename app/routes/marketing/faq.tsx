import { CtaBanner } from "~/components/cta-banner";
import { filterFaq } from "~/lib/faq-search";
import { fill, INTL_LOCALE, localizedHref } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { ENHANCE } from "~/enhance/scripts";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { faqPageSchema } from "~/lib/structured-data";
import { getConfig } from "~server/config";
import { cloudflareContext } from "~server/context";
import { faqCategories, type FaqCategory, faqEntriesIn, faqPage, parseFaqCategory } from "~server/content/faq";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/faq";

type CategoryFilter = FaqCategory | "All";

/** A document without React: /faq's filter is app/enhance/faq-filter.js on the same markup (docs/decisions/0002). */
export const handle: RouteHandle = { hydrate: false, scripts: [ENHANCE.faqFilter] };
export const clientLoader = loadAsDocument;

/**
 * Search and category come from the query string, so the GET form works without JavaScript. Every
 * entry is in the page (those the filter leaves out are `hidden`), so app/enhance/faq-filter.js can filter
 * the same elements in place as the person types. The `?category=` values are the English codes in
 * both languages.
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
  const { t, entries, filters, path, q, category } = loaderData;
  const shown = new Set(filterFaq(entries, q, category).map((e) => e.id));
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
      <div className="mx-auto max-w-3xl px-4 pb-8 sm:px-6" data-faq>
        {/* Submitted without JavaScript; app/enhance/faq-filter.js applies the same form data in place. */}
        <form method="get" action={path} role="search" aria-label={t.formLabel} className="card p-4 sm:p-6">
          <label htmlFor="faq-search" className="field-label">
            {t.searchLabel}
          </label>
          <div className="flex gap-2">
            <input id="faq-search" type="search" name="q" defaultValue={q} placeholder={t.placeholder} autoComplete="off" className="field-input" />
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
                className="min-h-11 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink transition-colors not-aria-pressed:hover:border-ink/40 aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white"
              >
                {t.categories[c]}
              </button>
            ))}
          </div>
          {/* The submitting category button comes first in the form data, so it wins over this one. */}
          <input type="hidden" name="category" value={category} />
        </form>

        <p aria-live="polite" data-template={t.showing} className="mt-6 text-sm font-medium text-ink-muted">
          {shown.size === 0 ? "" : fill(t.showing, { shown: shown.size, total: entries.length })}
        </p>

        <div role="status" hidden={shown.size > 0} data-faq-empty className="mt-4 rounded-2xl border border-dashed border-ink/25 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-ink">{t.empty}</p>
          <p className="mt-4">
            <a href={path} className="link">
              {t.showAll}
            </a>
          </p>
        </div>

        <ul className="mt-4 grid gap-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              hidden={!shown.has(entry.id)}
              data-category={entry.category}
              className="defer-render [--defer-size:110px] md:[--defer-size:82px]"
            >
              {/* `name` makes the browser keep one answer open at a time, with or without JavaScript. */}
              <details name="faq" className="group rounded-2xl border border-line bg-white open:border-brand/40 open:shadow-card">
                <summary className="flex min-h-14 items-start justify-between gap-4 px-5 py-4">
                  <span>
                    <span className="block text-xs font-semibold tracking-wide text-brand-dark uppercase">{t.categories[entry.category]}</span>
                    <span data-faq-text className="mt-1 block text-lg font-semibold text-ink">
                      {entry.question}
                    </span>
                  </span>
                  <span
                    aria-hidden="true"
                    className="mt-3 grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-soft text-lg leading-none text-brand-dark transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p data-faq-text className="px-5 pb-5 leading-relaxed text-ink-muted">
                  {entry.answer}
                </p>
              </details>
            </li>
          ))}
        </ul>
      </div>
      <CtaBanner id="ready" {...t.cta} />
    </>
  );
}
