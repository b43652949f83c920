import { replace } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { MiamiFaq, MiamiNeighbourhoods, ProtectingMiami, WhyChooseMiami } from "~/components/miami-sections";
import { Breadcrumbs, StarRating, TranslatedNote } from "~/components/page-sections";
import { BuildingIcon, CheckIcon, HomeIcon, MapPinIcon, PawIcon, PhoneIcon, SparklesIcon } from "~/components/icons";
import { INTL_LOCALE, localizedHref, useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { breadcrumbSchema, faqPageSchema, JsonLd, localBusiness } from "~/lib/structured-data";
import { useBusiness, useRootData } from "~/lib/root-data";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { cityPage } from "~server/content/city-pages";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/location";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

/** A city page in the request's language, with the city's name filled in (server/content/city-pages.ts). */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = cityPage(locale, params.slug);
  if (!page) throw replace(localizedHref(locale, "/"));
  return { locale, ...page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const tags = pageMeta(matches, {
    title: loaderData.t.title,
    description: loaderData.t.page.metaDescription,
    path: `/locations/${loaderData.city.slug}`,
    locale: loaderData.locale,
  });
  if (loaderData.miami) tags.push({ name: "keywords", content: loaderData.miami.keywords.join(", ") });
  return tags;
};

const serviceIcons = { residential: HomeIcon, commercial: BuildingIcon, special: SparklesIcon };

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const contact = useBusiness();
  const to = useLocalizedHref();
  const { locale, city, t, miami } = loaderData;
  const { page } = t;
  const { siteUrl } = useRootData();
  const path = to("/locations/:slug", { slug: city.slug });
  const trail = [
    { name: t.breadcrumb.home, path: to("/") },
    { name: t.breadcrumb.locations, path: to("/locations") },
    { name: city.name, path },
  ];
  const inLanguage = INTL_LOCALE[locale];
  const jsonLd = [
    { "@context": "https://schema.org", "@type": "WebPage", url: `${siteUrl}${path}`, name: t.title, description: page.metaDescription, inLanguage },
    breadcrumbSchema(siteUrl, trail),
  ];
  if (miami) {
    jsonLd.push(localBusiness(siteUrl, contact, { description: miami.businessDescription, url: `${siteUrl}${path}` }), {
      ...faqPageSchema(miami.faq),
      inLanguage,
    });
  }

  return (
    <>
      <JsonLd data={jsonLd} />

      {/* Hero */}
      <section className="border-b border-line bg-gradient-to-b from-brand-tint to-canvas">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-14 sm:px-6 lg:pt-8 lg:pb-20">
          <Breadcrumbs trail={trail} />

          <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1.35fr_1fr]">
            <div>
              <p className="eyebrow flex items-center gap-2">
                <MapPinIcon className="h-4 w-4" />
                {t.eyebrow}
              </p>
              <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{t.heading}</h1>
              <p className="prose-body mt-5">{page.intro}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <a href={to("/get-started")} className="btn-primary">
                  {t.getStarted}
                </a>
                <a href={contact.phoneHref} className="btn-secondary">
                  <PhoneIcon className="h-5 w-5" />
                  {contact.phone}
                </a>
              </div>
            </div>

            <div className="card p-6 sm:p-8">
              <p className="flex items-center gap-2 font-semibold text-ink">
                <PawIcon className="h-5 w-5 text-brand" />
                {t.includes}
              </p>
              <ul className="mt-4 grid gap-3">
                {t.promises.map((p) => (
                  <li key={p} className="flex items-start gap-3 text-ink-soft">
                    <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-dark">
                      <CheckIcon className="h-4 w-4" />
                    </span>
                    {p}
                  </li>
                ))}
              </ul>
              <p className="mt-5 border-t border-line pt-4 text-sm text-ink-muted">{t.confirmation}</p>
            </div>
          </div>
        </div>
      </section>

      {/* Services */}
      <section aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <p className="eyebrow">{t.services.eyebrow}</p>
        <h2 id="services-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
          {t.services.heading}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {t.services.cards.map((card) => {
            const Icon = serviceIcons[card.id];
            return (
              <article key={card.id} className="card flex flex-col p-6">
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-soft text-brand-dark">
                  <Icon className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-ink">{card.title}</h3>
                <p className="mt-1 text-ink-muted">{card.text}</p>
                <ul className="mt-4 grid gap-2">
                  {card.bullets.map((b) => (
                    <li key={b} className="flex items-center gap-2 text-ink-soft">
                      <CheckIcon className="h-5 w-5 shrink-0 text-brand" />
                      {b}
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </section>

      {/* What is specific about this city */}
      <section
        aria-labelledby="local-heading"
        className="defer-render border-y border-line bg-white [--defer-size:896px] sm:[--defer-size:704px] lg:[--defer-size:476px]"
      >
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
          <p className="eyebrow">{t.localEyebrow}</p>
          <h2 id="local-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
            {page.local.heading}
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-3">
            {page.local.points.map((point, i) => (
              <div key={point.title} className="border-l-4 border-brand/70 pl-5">
                <p className="text-sm font-semibold text-brand-dark">0{i + 1}</p>
                <h3 className="mt-1 text-lg font-bold text-ink">{point.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{point.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      {miami && <WhyChooseMiami miami={miami} />}

      {/* Neighbourhoods */}
      <section
        aria-labelledby="areas-heading"
        className="defer-render mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20 [--defer-size:507px] sm:[--defer-size:399px] lg:[--defer-size:254px]"
      >
        <p className="eyebrow">{t.areas.eyebrow}</p>
        <h2 id="areas-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
          {t.areas.heading}
        </h2>
        {miami ? (
          <MiamiNeighbourhoods miami={miami} />
        ) : (
          <>
            <ul data-testid="neighbourhoods" className="mt-8 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
              {page.neighbourhoods.map((n) => (
                <li
                  key={n}
                  className="flex items-center gap-2 rounded-xl border border-line bg-white px-3 py-3 text-[0.95rem] leading-snug font-medium text-ink sm:gap-3 sm:px-4 sm:text-base"
                >
                  <MapPinIcon className="h-5 w-5 shrink-0 text-brand" />
                  {n}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-ink-muted">
              {t.areas.notListed}{" "}
              <a href={to("/locations")} className="link">
                {t.areas.seeAll}
              </a>
              .
            </p>
          </>
        )}
      </section>

      {miami && <ProtectingMiami miami={miami} />}

      {/* Testimonials */}
      <section aria-labelledby="reviews-heading" className="defer-render bg-mist [--defer-size:1187px] sm:[--defer-size:1029px] lg:[--defer-size:554px]">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
          <p className="eyebrow">{t.reviews.eyebrow}</p>
          <h2 id="reviews-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
            {t.reviews.heading}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {page.testimonials.map((review) => (
              <figure key={review.name} data-testid="testimonial" className="card flex flex-col p-6">
                <StarRating />
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink-soft">
                  <p>“{review.text}”</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-line pt-4">
                  <span className="block font-semibold text-ink">{review.name}</span>
                  <span className="text-sm text-ink-muted">
                    {review.area}, {city.name}
                  </span>
                  <TranslatedNote language={review.language} />
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      {miami && <MiamiFaq miami={miami} />}

      <ClosingCta heading={t.closing.heading} text={t.closing.text} quoteLabel={t.closing.quote} callLabel={t.closing.call} />
    </>
  );
}
