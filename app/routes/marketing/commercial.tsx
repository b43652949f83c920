import { ClockIcon, LeafIcon, ShieldIcon, SparklesIcon } from "~/components/icons";
import { CtaBanner, PageHero, Section, ServiceCards, TestimonialGrid } from "~/components/page-sections";
import { useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { serviceCard, servicesCopy } from "~server/content/services";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/commercial";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return {
    locale,
    t: inLocale(servicesCopy, locale).commercial,
    services: [
      serviceCard(locale, "/commercial/common-area-waste-removal"),
      serviceCard(locale, "/commercial/goose-poop-removal"),
      serviceCard(locale, "/services/pet-waste-stations"),
    ],
  };
}

const ICONS = { shield: ShieldIcon, clock: ClockIcon, sparkles: SparklesIcon, leaf: LeafIcon };

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData.t.metaTitle,
    description: loaderData.t.metaDescription,
    path: "/commercial",
    locale: loaderData.locale,
  });

export default function Commercial({ loaderData: { t, services } }: Route.ComponentProps) {
  const to = useLocalizedHref();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} image={{ name: "community", alt: t.imageAlt }}>
        <a href={to("/get-started")} className="btn-primary px-8 text-lg">
          {t.primaryButton}
        </a>
        <a href={to("/services/waste-station-maintenance")} className="btn-secondary">
          {t.stationsButton}
        </a>
      </PageHero>

      <Section id="services" eyebrow={t.servicesEyebrow} title={t.servicesTitle}>
        <ServiceCards cards={services} />
      </Section>

      <Section id="why" tone="white" eyebrow={t.whyEyebrow} title={t.whyTitle} intro={t.whyIntro}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {t.reasons.map(({ icon, title, text }) => {
            const Icon = ICONS[icon];
            return (
              <li key={title} className="flex gap-4 rounded-2xl border border-line p-6">
                <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-dark">
                  <Icon className="h-6 w-6" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-ink">{title}</h3>
                  <p className="mt-1 text-ink-muted">{text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="stories" tone="mist" eyebrow={t.storiesEyebrow} title={t.storiesTitle}>
        <TestimonialGrid items={t.stories} />
      </Section>

      <CtaBanner title={t.ctaTitle} text={t.ctaText} buttonLabel={t.ctaButton} />
    </>
  );
}
