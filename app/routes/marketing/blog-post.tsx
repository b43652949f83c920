import { replace } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { Breadcrumbs } from "~/components/page-sections";
import { RichText } from "~/components/rich-text";
import { ArrowRightIcon, ChevronLeftIcon, ClockIcon } from "~/components/icons";
import { categorySlug } from "~/content/blog-categories";
import { INTL_LOCALE, localizedHref, useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { articleSchema, breadcrumbSchema, JsonLd } from "~/lib/structured-data";
import { useRootData } from "~/lib/root-data";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { formatIsoDate } from "~/lib/dates";
import { type ArticleBlock, articlesIn, blogCopy, findArticle } from "~server/content/blog";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/blog-post";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const article = findArticle(params.slug, locale);
  if (!article) throw replace(localizedHref(locale, "/"));
  const t = inLocale(blogCopy, locale);
  const more = articlesIn(locale)
    .filter((a) => a.slug !== article.slug)
    .slice(0, 2)
    .map((a) => ({ slug: a.slug, title: a.title, categoryLabel: t.categories[a.category] }));
  return {
    locale,
    t: { ...t.post, crumbs: t.crumbs },
    article,
    categoryLabel: t.categories[article.category],
    dateLabel: formatIsoDate(article.date, locale),
    more,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { article, categoryLabel, locale } = loaderData;
  return [
    ...pageMeta(matches, { title: article.title, description: article.excerpt, path: `/blog/${article.slug}`, locale }).map((tag) =>
      "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
    ),
    { property: "article:published_time", content: article.date },
    { property: "article:section", content: categoryLabel },
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, more, t, locale, categoryLabel, dateLabel } = loaderData;
  const { siteUrl } = useRootData();
  const to = useLocalizedHref();
  const path = to("/blog/:slug", { slug: article.slug });
  const trail = [
    { name: t.crumbs.home, path: to("/") },
    { name: t.crumbs.blog, path: to("/blog") },
    { name: article.title, path },
  ];

  return (
    <>
      <JsonLd
        data={[
          {
            ...articleSchema(siteUrl, {
              title: article.title,
              description: article.excerpt,
              path,
              datePublished: article.date,
              section: categoryLabel,
            }),
            inLanguage: INTL_LOCALE[locale],
          },
          breadcrumbSchema(siteUrl, trail),
        ]}
      />

      <article>
        <header className="border-b border-line bg-gradient-to-b from-brand-tint to-canvas">
          <div className="mx-auto max-w-3xl px-4 pt-6 pb-12 sm:px-6 lg:pt-8 lg:pb-16">
            <Breadcrumbs trail={trail} />
            <div className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
              <a
                href={`${to("/blog")}?category=${categorySlug(article.category)}`}
                className="rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-dark hover:bg-brand/20"
              >
                {categoryLabel}
              </a>
              <time dateTime={article.date} className="text-ink-muted">
                {dateLabel}
              </time>
              <span className="flex items-center gap-1.5 text-ink-muted">
                <ClockIcon className="h-4 w-4" />
                {article.readTime}
              </span>
            </div>
            <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-4xl lg:text-[2.75rem]">{article.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-ink-muted sm:text-xl">{article.excerpt}</p>
          </div>
        </header>

        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
          <div className="max-w-[68ch] text-[1.0625rem] leading-[1.75] text-ink-soft sm:text-lg">
            {article.body.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </div>

          <aside aria-label={t.asideLabel} className="mt-12 rounded-2xl border border-brand/30 bg-brand-tint p-6 sm:p-8">
            <p className="text-xl font-bold text-ink">{t.asideTitle}</p>
            <p className="mt-2 text-ink-muted">{t.asideText}</p>
            <a href={to("/get-started")} className="btn-primary mt-5">
              {t.asideButton}
            </a>
          </aside>

          <p className="mt-10">
            <a href={to("/blog")} className="link inline-flex items-center gap-1">
              <ChevronLeftIcon className="h-4 w-4" />
              {t.allArticles}
            </a>
          </p>
        </div>
      </article>

      <section
        aria-labelledby="more-heading"
        className="defer-render border-t border-line bg-mist [--defer-size:505px] sm:[--defer-size:343px] lg:[--defer-size:321px]"
      >
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <h2 id="more-heading" className="text-2xl font-bold tracking-tight text-ink">
            {t.moreHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {more.map((a) => (
              <li key={a.slug}>
                <a href={to("/blog/:slug", { slug: a.slug })} className="card group flex h-full flex-col p-5 transition-shadow hover:shadow-lift">
                  <span className="text-sm font-semibold text-brand-dark">{a.categoryLabel}</span>
                  <span className="mt-2 font-bold leading-snug text-ink group-hover:underline">{a.title}</span>
                  <span className="mt-3 flex items-center gap-1 text-sm font-semibold text-brand-dark">
                    {t.readArticle} <ArrowRightIcon className="h-4 w-4" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ClosingCta heading={t.cta.heading} text={t.cta.text} />
    </>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case "h2":
      return (
        <h2 className="mt-10 mb-3 text-2xl font-bold tracking-tight text-ink first:mt-0">
          <RichText>{block.children}</RichText>
        </h2>
      );
    case "h3":
      return (
        <h3 className="mt-8 mb-3 text-xl font-bold tracking-tight text-ink first:mt-0">
          <RichText>{block.children}</RichText>
        </h3>
      );
    case "ul":
    case "ol": {
      const List = block.type;
      // A numbered list's style is inline: a Tailwind class for it would add a rule to the
      // stylesheet every page inlines, for the few articles that number a list.
      return (
        <List className="my-5 grid list-disc gap-2 pl-6 marker:text-brand" style={List === "ol" ? { listStyleType: "decimal" } : undefined}>
          {block.items.map((item, i) => (
            <li key={i} className="pl-1">
              <RichText>{item}</RichText>
            </li>
          ))}
        </List>
      );
    }
    default:
      return (
        <p className="my-5 first:mt-0">
          <RichText>{block.children}</RichText>
        </p>
      );
  }
}
