import { BlogTeaserGrid, CheckList, CtaBanner, Illustration, NumberedSteps, PageHero, Section } from "~/components/page-sections";
import { localizedHref, useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { blogTeasersIn, processSteps } from "~server/content/home";
import { howItWorksCopy } from "~server/content/how-it-works";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/how-it-works";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return {
    locale,
    t: inLocale(howItWorksCopy, locale),
    processSteps: inLocale(processSteps, locale),
    blogTeasers: blogTeasersIn(locale, (slug) => localizedHref(locale, "/blog/:slug", { slug })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData.t.meta.title, description: loaderData.t.meta.description, path: "/how-it-works", locale: loaderData.locale });

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  const to = useLocalizedHref();
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} image={{ name: "hero", alt: t.hero.imageAlt }}>
        <a href={to("/get-started")} className="btn-primary px-8 text-lg">
          {t.hero.quote}
        </a>
      </PageHero>

      <Section id="steps" tone="white" eyebrow={t.steps.eyebrow} title={t.steps.title} center>
        <NumberedSteps steps={loaderData.processSteps} />
      </Section>

      <section aria-labelledby="schedule-title" className="defer-render py-16 sm:py-20 [--defer-size:979px] sm:[--defer-size:973px] lg:[--defer-size:561px]">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="eyebrow">{t.schedule.eyebrow}</p>
            <h2 id="schedule-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t.schedule.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">{t.schedule.text}</p>
            <CheckList className="mt-6" items={t.schedule.checks} />
          </div>
          <Illustration name="yard" alt={t.schedule.imageAlt} className="shadow-card" />
        </div>
      </section>

      <Section id="blog" tone="mist" eyebrow={t.blog.eyebrow} title={t.blog.title}>
        <BlogTeaserGrid posts={loaderData.blogTeasers} />
      </Section>

      <CtaBanner title={t.cta.title} text={t.cta.text} buttonLabel={t.cta.button} />
    </>
  );
}
