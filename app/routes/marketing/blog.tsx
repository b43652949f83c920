import { Link, useSearchParams } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { ArrowRightIcon, ClockIcon } from "~/components/icons";
import { blogCategories, categorySlug } from "~/content/blog-categories";
import { fill, INTL_LOCALE, localizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { breadcrumbSchema } from "~/lib/structured-data";
import { getConfig } from "~server/config";
import { articlesIn, blogCopy, formatArticleDate } from "~server/content/blog";
import { cloudflareContext } from "~server/context";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/blog";

/** Every article's card (never its body), and the page's JSON-LD; the filter applies in the component. */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const t = inLocale(blogCopy, locale);
  const siteUrl = getConfig(context.get(cloudflareContext).env).SITE_URL.replace(/\/$/, "");
  const blogPath = localizedHref(locale, "/blog");
  return {
    locale,
    t: t.list,
    blogHref: blogPath,
    // The `?category=` values stay the English slugs in both languages; only the labels change.
    categories: blogCategories.map((code) => ({ code, slug: categorySlug(code), label: t.categories[code] })),
    articles: articlesIn(locale).map((a) => ({
      slug: a.slug,
      href: localizedHref(locale, "/blog/:slug", { slug: a.slug }),
      title: a.title,
      excerpt: a.excerpt,
      date: a.date,
      dateLabel: formatArticleDate(a.date, locale),
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

/** The list does not change with `?category=`: filtering re-renders without asking the server. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/**
 * The filter is plain `?category=` links: without JavaScript each is a normal page load,
 * with it React Router navigates client-side and the list re-renders without a reload.
 */
export default function BlogPage({ loaderData: { articles, blogHref: blog, categories, jsonLd, t } }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const selected = categories.find((c) => c.slug === searchParams.get("category"));
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

      <section aria-labelledby="posts-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
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
                <FilterLink to={`${blog}?category=${c.slug}`} label={c.label} active={selected === c} />
              </li>
            ))}
          </ul>
        </nav>

        <p aria-live="polite" className="mt-6 text-sm text-ink-muted">
          {fill(shown.length === 1 ? t.countOne : t.countOther, { count: shown.length })}
          {selected ? fill(t.inCategory, { category: selected.label }) : ""}
        </p>

        {shown.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-line bg-white p-10 text-center">
            <p className="text-lg font-semibold text-ink">{fill(t.emptyTitle, { category: selected?.label ?? "" })}</p>
            <p className="mt-2 text-ink-muted">
              {t.emptyBefore}{" "}
              <Link to={blog} className="link" preventScrollReset>
                {t.emptyLink}
              </Link>
              {t.emptyAfter}
            </p>
          </div>
        ) : (
          <ul data-testid="post-list" className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((a) => (
              <li key={a.slug}>
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
        )}
      </section>

      <ClosingCta heading={t.cta.heading} text={t.cta.text} />
    </>
  );
}

function FilterLink({ to, label, active }: { to: string; label: string; active: boolean }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
        active ? "border-ink bg-ink text-white" : "border-line bg-white text-ink hover:border-ink/30 hover:bg-mist"
      }`}
    >
      {label}
    </Link>
  );
}
