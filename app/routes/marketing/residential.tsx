import { CheckList, CtaBanner, Illustration, PageHero, Section, ServiceCards, TestimonialGrid } from "~/components/page-sections";
import { useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { serviceCard, servicesCopy } from "~server/content/services";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/residential";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return {
    locale,
    t: inLocale(servicesCopy, locale).residential,
    services: [serviceCard(locale, "/residential/dog-poop-removal"), serviceCard(locale, "/residential/odor-control-solutions")],
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData.t.metaTitle,
    description: loaderData.t.metaDescription,
    path: "/residential",
    locale: loaderData.locale,
  });

export default function Residential({ loaderData: { t, services } }: Route.ComponentProps) {
  const to = useLocalizedHref();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} image={{ name: "yard", alt: t.imageAlt }}>
        <a href={to("/get-started")} className="btn-primary px-8 text-lg">
          {t.primaryButton}
        </a>
        <a href={to("/pricing")} className="btn-secondary">
          {t.plansButton}
        </a>
      </PageHero>

      <Section id="services" eyebrow={t.servicesEyebrow} title={t.servicesTitle}>
        <ServiceCards cards={services} columns={2} />
        <p className="mt-8 text-ink-muted">
          {t.addOns.lead}{" "}
          <a href={to("/services/lawn-sanitizing")} className="link">
            {t.addOns.sanitizing}
          </a>{" "}
          {t.addOns.joiner}{" "}
          <a href={to("/services/lawn-deodorization")} className="link">
            {t.addOns.deodorization}
          </a>
          {t.addOns.end}
        </p>
      </Section>

      <section
        aria-labelledby="why-title"
        className="defer-render bg-white py-16 sm:py-20 [--defer-size:931px] sm:[--defer-size:960px] lg:[--defer-size:493px]"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="eyebrow">{t.whyEyebrow}</p>
            <h2 id="why-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t.whyTitle}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">{t.whyText}</p>
            <CheckList className="mt-6" items={t.whyPoints} />
          </div>
          <Illustration name="deodorize" alt={t.whyImageAlt} className="shadow-card" />
        </div>
      </section>

      <Section id="reviews" tone="mist" eyebrow={t.reviewsEyebrow} title={t.reviewsTitle}>
        <TestimonialGrid items={t.reviews} />
      </Section>

      <CtaBanner title={t.ctaTitle} text={t.ctaText} buttonLabel={t.ctaButton} />
    </>
  );
}
