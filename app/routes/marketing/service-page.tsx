import { data } from "react-router";
import { CheckIcon, MapPinIcon } from "~/components/icons";
import { CheckList, CtaBanner, PageHero, Section, TestimonialGrid } from "~/components/page-sections";
import { INTL_LOCALE, localizedHref, stripLocale, useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { breadcrumbSchema, JsonLd, serviceSchema } from "~/lib/structured-data";
import { useRootData } from "~/lib/root-data";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import { GOOSE_PATH, servicePageIn, servicesCopy } from "~server/content/services";
import type { Route } from "./+types/service-page";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ pattern, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  // One module serves nine pages in two languages: `pattern` is this route's path (the same for
  // document and client data requests), and without its /es prefix it is the service's key.
  const path = stripLocale(`/${pattern.replace(/^\//, "")}`);
  const service = servicePageIn(locale, path);
  if (!service) throw data("Not found", { status: 404 });
  const t = inLocale(servicesCopy, locale);
  const trail = [
    { name: t.servicePage.home, path: localizedHref(locale, "/") },
    { name: service.parent.name, path: localizedHref(locale, service.parent.path) },
    { name: service.name, path: localizedHref(locale, service.path) },
  ];
  return { locale, service, trail, t: t.servicePage, goose: path === GOOSE_PATH ? t.goose : null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData.service.metaTitle,
    description: loaderData.service.metaDescription,
    path: loaderData.service.path,
    locale: loaderData.locale,
  });

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { locale, service, trail, t, goose } = loaderData;
  const to = useLocalizedHref();
  const root = useRootData();
  const siteUrl = root.siteUrl.replace(/\/$/, "");
  const inLanguage = INTL_LOCALE[locale];

  return (
    <>
      <JsonLd
        data={[
          { ...serviceSchema(siteUrl, root.business, { name: service.name, description: service.metaDescription, path: to(service.path) }), inLanguage },
          { ...breadcrumbSchema(siteUrl, trail), inLanguage },
        ]}
      />
      <PageHero
        breadcrumbs={trail}
        eyebrow={service.eyebrow}
        title={service.heading}
        lead={service.lead}
        image={{ name: service.image.key, alt: service.image.alt }}
      >
        <a href={to("/get-started")} className="btn-primary px-8 text-lg">
          {t.quoteButton}
        </a>
        <a href={to(service.parent.path)} className="btn-secondary">
          {service.parent.linkLabel}
        </a>
      </PageHero>

      <section aria-labelledby="features-title" className="pb-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="features-title" className="sr-only">
            {t.featuresHeading}
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {service.features.map((f) => (
              <li key={f.title} className="card p-6">
                <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-soft text-brand-dark">
                  <CheckIcon className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-ink">{f.title}</h3>
                <p className="mt-2 text-ink-muted">{f.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="detail-title"
        className="defer-render bg-white py-16 sm:py-20 [--defer-size:876px] sm:[--defer-size:664px] lg:[--defer-size:353px]"
      >
        <div className="mx-auto grid max-w-6xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <h2 id="detail-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {service.detailTitle}
            </h2>
            {service.detail.map((p) => (
              <p key={p} className="mt-4 max-w-[65ch] text-lg leading-relaxed text-ink-muted">
                {p}
              </p>
            ))}
          </div>
          <div className="rounded-3xl bg-mist p-8">
            <h3 className="text-xl font-bold text-ink">{t.includedTitle}</h3>
            <CheckList items={service.included} className="mt-5" />
            <a href={to("/get-started")} className="btn-primary mt-8 w-full">
              {t.includedButton}
            </a>
          </div>
        </div>
      </section>

      {goose && (
        <>
          <Section id="areas-we-serve" eyebrow={goose.eyebrow} title={goose.title} intro={goose.intro}>
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
              {goose.areas.map((area) => (
                <li key={area} className="flex items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-ink">
                  <MapPinIcon className="h-5 w-5 shrink-0 text-brand" />
                  {area}
                </li>
              ))}
            </ul>
            <p className="mt-6">
              <a href={to("/locations/:slug", { slug: "opa-locka" })} className="link">
                {goose.cityLink}
              </a>
            </p>
          </Section>
          <Section id="goose-testimonials" tone="mist" eyebrow={goose.reviewsEyebrow} title={goose.reviewsTitle}>
            <TestimonialGrid items={goose.testimonials} />
          </Section>
        </>
      )}

      <CtaBanner title={service.ctaTitle} text={service.ctaText} buttonLabel={t.ctaButton} />
    </>
  );
}
