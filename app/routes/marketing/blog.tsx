import { Link, useSearchParams } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { ArrowRightIcon, ClockIcon } from "~/components/icons";
import { blogCategories, categoryFromSlug, categorySlug } from "~/content/blog-categories";
import { pageMeta } from "~/lib/meta";
import { breadcrumbSchema } from "~/lib/structured-data";
import { getConfig } from "~server/config";
import { articles, formatArticleDate } from "~server/content/blog";
import { cloudflareContext } from "~server/context";
import type { Route } from "./+types/blog";

/** Every article's card (never its body), and the page's JSON-LD; the filter applies in the component. */
export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = getConfig(context.get(cloudflareContext).env).SITE_URL.replace(/\/$/, "");
  return {
    articles: articles.map((a) => ({
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      date: a.date,
      dateLabel: formatArticleDate(a.date),
      category: a.category,
      readTime: a.readTime,
    })),
    intro:
      "Straightforward advice for Miami-Dade dog owners and community managers: keeping pets healthy, lawns green through the rainy season and waste out of Biscayne Bay.",
    cta: {
      heading: "Rather leave the scooping to us?",
      text: "Weekly pet waste removal for Miami-Dade homes and communities. Get a free quote in a couple of minutes.",
    },
    // Built here, so the page's code does not carry the meta helpers.
    meta: pageMeta([{ id: "root", loaderData: { siteUrl } }], {
      title: "Pet Waste & Yard Care Blog",
      description:
        "Practical advice for Miami dog owners, HOAs and property managers: pet health, lawn care in the rainy season, Biscayne Bay and pet waste stations.",
      path: "/blog",
    }),
    jsonLd: JSON.stringify(
      breadcrumbSchema(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ).replace(/</g, "\\u003c"),
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
export default function BlogPage({ loaderData: { articles, jsonLd, intro, cta } }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const selected = categoryFromSlug(searchParams.get("category"));
  const shown = selected ? articles.filter((a) => a.category === selected) : articles;

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />

      <section className="border-b border-line bg-gradient-to-b from-brand-tint to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-18">
          <p className="eyebrow">Advice from the yard</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">Pet Waste &amp; Yard Care Blog</h1>
          <p className="prose-body mt-5">{intro}</p>
        </div>
      </section>

      <section aria-labelledby="posts-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <h2 id="posts-heading" className="sr-only">
          Articles
        </h2>
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-2">
            <li>
              <FilterLink to="/blog" label="All" active={!selected} />
            </li>
            {blogCategories.map((c) => (
              <li key={c}>
                <FilterLink to={`/blog?category=${categorySlug(c)}`} label={c} active={selected === c} />
              </li>
            ))}
          </ul>
        </nav>

        <p aria-live="polite" className="mt-6 text-sm text-ink-muted">
          {shown.length === 1 ? "1 article" : `${shown.length} articles`}
          {selected ? ` in ${selected}` : ""}
        </p>

        {shown.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-line bg-white p-10 text-center">
            <p className="text-lg font-semibold text-ink">No articles in {selected} yet.</p>
            <p className="mt-2 text-ink-muted">
              We're writing one. In the meantime,{" "}
              <Link to="/blog" className="link" preventScrollReset>
                browse all articles
              </Link>
              .
            </p>
          </div>
        ) : (
          <ul data-testid="post-list" className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((a) => (
              <li key={a.slug}>
                <article className="card flex h-full flex-col p-6">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-dark">{a.category}</span>
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
                    <a href={`/blog/${a.slug}`} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-dark hover:underline">
                      Learn More<span className="sr-only">: {a.title}</span>
                      <ArrowRightIcon className="h-4 w-4" />
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ClosingCta heading={cta.heading} text={cta.text} />
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
