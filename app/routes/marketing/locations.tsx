import { ClosingCta } from "~/components/closing-cta";
import { ArrowRightIcon, CheckIcon, MapPinIcon } from "~/components/icons";
import { cities, navCities } from "~/content/locations";
import { INTL_LOCALE, useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { breadcrumbSchema, JsonLd } from "~/lib/structured-data";
import { useRootData } from "~/lib/root-data";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { cityCopyIn } from "~server/content/city-pages";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/locations";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const copy = cityCopyIn(locale);
  const others = cities.filter((c) => !c.inNav);
  const separators = copy.labels.listSeparators(others.map((c) => c.name));
  return {
    locale,
    t: { ...copy.index, breadcrumb: copy.labels.breadcrumb },
    areas: navCities.map((c) => ({
      slug: c.slug,
      name: c.name,
      summary: Object.hasOwn(copy.pages, c.slug) ? copy.pages[c.slug as keyof typeof copy.pages].summary : "",
    })),
    /** The other five cities, each with the text that follows it in the sentence (", ", " and "). */
    otherCities: others.map((c, i) => ({ slug: c.slug, name: c.name, after: separators[i] ?? "" })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData.t.title, description: loaderData.t.description, path: "/locations", locale: loaderData.locale });

export default function LocationsPage({ loaderData: { locale, t, areas, otherCities } }: Route.ComponentProps) {
  const { siteUrl } = useRootData();
  const to = useLocalizedHref();
  const path = to("/locations");
  return (
    <>
      <JsonLd
        data={[
          {
            "@context": "https://schema.org",
            "@type": "WebPage",
            url: `${siteUrl}${path}`,
            name: t.title,
            description: t.description,
            inLanguage: INTL_LOCALE[locale],
          },
          breadcrumbSchema(siteUrl, [
            { name: t.breadcrumb.home, path: to("/") },
            { name: t.breadcrumb.locations, path },
          ]),
        ]}
      />

      <section className="border-b border-line bg-gradient-to-b from-brand-tint to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
          <p className="eyebrow flex items-center gap-2">
            <MapPinIcon className="h-4 w-4" />
            {t.eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{t.heading}</h1>
          <p className="prose-body mt-5">{t.intro}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-ink-soft">
            {t.points.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CheckIcon className="h-5 w-5 text-brand" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cities-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="cities-heading" className="text-3xl font-bold tracking-tight text-ink">
          {t.citiesHeading}
        </h2>
        <ul data-testid="area-list" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((c) => (
            <li key={c.slug}>
              <a href={to("/locations/:slug", { slug: c.slug })} className="card group flex h-full items-start gap-4 p-5 transition-shadow hover:shadow-lift">
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-dark">
                  <MapPinIcon className="h-5 w-5" />
                </span>
                <span className="flex-1">
                  <span className="flex items-center justify-between gap-2 text-lg font-bold text-ink">
                    {c.name}
                    <ArrowRightIcon className="h-5 w-5 text-brand transition-transform group-hover:translate-x-1" />
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-ink-muted">{c.summary}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>

        <p className="mt-10 rounded-2xl border border-line bg-white p-5 text-ink-soft">
          {t.alsoServe}{" "}
          {otherCities.map((c) => (
            <span key={c.slug}>
              <a href={to("/locations/:slug", { slug: c.slug })} className="link">
                {c.name}
              </a>
              {c.after}
            </span>
          ))}
          {t.elsewhere}
        </p>
      </section>

      <ClosingCta heading={t.closing.heading} text={t.closing.text} quoteLabel={t.closing.quote} callLabel={t.closing.call} />
    </>
  );
}
