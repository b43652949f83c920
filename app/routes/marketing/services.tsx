import { CtaBanner, PageHero, Section, ServiceCards } from "~/components/page-sections";
import { useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { servicesCopy, servicesHubCardsIn } from "~server/content/services";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/services";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { locale, t: inLocale(servicesCopy, locale).hub, cards: servicesHubCardsIn(locale) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData.t.metaTitle,
    description: loaderData.t.metaDescription,
    path: "/services",
    locale: loaderData.locale,
  });

export default function Services({ loaderData: { t, cards } }: Route.ComponentProps) {
  const to = useLocalizedHref();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <a href={to("/get-started")} className="btn-primary px-8 text-lg">
          {t.quoteButton}
        </a>
      </PageHero>
      <Section id="all-services" title={t.chooseTitle} intro={t.chooseIntro}>
        <ServiceCards cards={cards} />
      </Section>
      <CtaBanner title={t.ctaTitle} text={t.ctaText} buttonLabel={t.ctaButton} />
    </>
  );
}
