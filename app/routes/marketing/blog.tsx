import { ClosingCta } from "~/components/closing-cta";
import { ArrowRightIcon, ClockIcon } from "~/components/icons";
import { blogCategories, categorySlug } from "~/content/blog-categories";
import { ENHANCE } from "~/enhance/scripts";
import { fill, INTL_LOCALE, localizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { breadcrumbSchema } from "~/lib/structured-data";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { getConfig } from "~server/config";
import { formatIsoDate } from "~/lib/dates";
import { articlesIn, blogCopy } from "~server/content/blog";
import { cloudflareContext } from "~server/context";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/blog";

/** A document without React: the category filter is app/enhance/blog-filter.js on the same markup (docs/decisions/0002). */
export const handle: RouteHandle = { hydrate: false, scripts: [ENHANCE.blogFilter] };
export const clientLoader = loadAsDocument;

/** Every article's card (never its body), the category `?category=` picks, and the page's JSON-LD. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const category = new URL(request.url).searchParams.get("category");
  const t = inLocale(blogCopy, locale);
  const siteUrl = getConfig(context.get(cloudflareContext).env).SITE_URL.replace(/\/$/, "");
  const blogPath = localizedHref(locale, "/blog");
  return {
    locale,
    t: t.list,
    blogHref: blogPath,
    selected: blogCategories.map(categorySlug).find((slug) => slug === category) ?? null,
    // The `?category=` values stay the English slugs in both languages; only the labels change.
    categories: blogCategories.map((code) => ({ code, slug: categorySlug(code), label: t.categories[code] })),
    articles: articlesIn(locale).map((a) => ({
      slug: a.slug,
      href: localizedHref(locale, "/blog/:slug", { slug: a.slug }),
      title: a.title,
      excerpt: a.excerpt,
      date: a.date,
      dateLabel: formatIsoDate(a.date, locale),
      category: a.category,
      categoryLabel: t.categories[a.category],
      readTime: a.readTime,
    })),
    // Built here, so the page's code does not carry the meta helpers.
    meta: pageMeta([{ id: "root", loaderData: { siteUrl } }], { title: t.list.metaTitle, description: t.list.description, path: "/blog", locale }),
    jsonLd: JSON.stringify([
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: t.list.title,
        description: t.list.description,
        url: `${siteUrl}${blogPath}`,
        inLanguage: INTL_LOCALE[locale],
      },
      breadcrumbSchema(siteUrl, [
        { name: t.crumbs.home, path: localizedHref(locale, "/") },
        { name: t.crumbs.blog, path: blogPath },
      ]),
    ]).replace(/</g, "\\u003c"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/**
 * The filter is plain `?category=` links over every card (those of other categories `hidden`):
 * without JavaScript each is a normal page load; app/enhance/blog-filter.js applies the same links in place.
 */
export default function BlogPage({ loaderData: { articles, blogHref: blog, categories, jsonLd, selected: slug, t } }: Route.ComponentProps) {
  const selected = categories.find((c) => c.slug === slug);
  const shown = selected ? articles.filter((a) => a.category === selected.code) : articles;

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />

      <section className="border-b border-line bg-gradient-to-b from-brand-tint to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-18">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t.title}</h1>
          <p className="prose-body mt-5">{t.intro}</p>
        </div>
      </section>

      <section aria-labelledby="posts-heading" data-blog className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <h2 id="posts-heading" className="sr-only">
          {t.postsHeading}
        </h2>
        <nav aria-label={t.categoriesLabel}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <FilterLink to={blog} label={t.all} active={!selected} />
            </li>
            {categories.map((c) => (
              <li key={c.code}>
                <FilterLink to={`${blog}?category=${c.slug}`} code={c.code} label={c.label} active={selected === c} />
              </li>
            ))}
          </ul>
        </nav>

        <p aria-live="polite" data-one={t.countOne} data-other={t.countOther} data-in={t.inCategory} className="mt-6 text-sm text-ink-muted">
          {fill(shown.length === 1 ? t.countOne : t.countOther, { count: shown.length })}
          {selected ? fill(t.inCategory, { category: selected.label }) : ""}
        </p>

        <div hidden={shown.length > 0} data-blog-empty className="mt-4 rounded-2xl border border-dashed border-line bg-white p-10 text-center">
          <p data-template={t.emptyTitle} className="text-lg font-semibold text-ink">
            {fill(t.emptyTitle, { category: selected?.label ?? "" })}
          </p>
          <p className="mt-2 text-ink-muted">
            {t.emptyBefore}{" "}
            <a href={blog} className="link">
              {t.emptyLink}
            </a>
            {t.emptyAfter}
          </p>
        </div>

        <ul data-testid="post-list" className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((a) => (
            <li
              key={a.slug}
              hidden={selected !== undefined && a.category !== selected.code}
              data-category={a.category}
              className="defer-render [--defer-size:430px]"
            >
              <article className="card flex h-full flex-col p-6">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-dark">{a.categoryLabel}</span>
                  <time dateTime={a.date} className="text-ink-muted">
                    {a.dateLabel}
                  </time>
                </div>
                <h3 className="mt-4 text-xl leading-snug font-bold text-ink">{a.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{a.excerpt}</p>
                <div className="mt-6 flex items-center justify-between gap-4 border-t border-line pt-4">
                  <span className="flex items-center gap-1.5 text-sm text-ink-muted">
                    <ClockIcon className="h-4 w-4" />
                    {a.readTime}
                  </span>
                  <a href={a.href} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-dark hover:underline">
                    {t.learnMore}
                    <span className="sr-only">: {a.title}</span>
                    <ArrowRightIcon className="h-4 w-4" />
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <ClosingCta heading={t.cta.heading} text={t.cta.text} />
    </>
  );
}

function FilterLink({ to, code, label, active }: { to: string; code?: string; label: string; active: boolean }) {
  return (
    <a
      href={to}
      data-filter={code ?? ""}
      aria-current={active ? "page" : undefined}
      className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink transition-colors not-aria-[current=page]:hover:border-ink/30 not-aria-[current=page]:hover:bg-mist aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
    >
      {label}
    </a>
  );
}
