import { CheckIcon } from "~/components/icons";
import { CtaBanner, PageHero, Section } from "~/components/page-sections";
import { useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { pricingCopy } from "~server/content/pricing";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/pricing";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { locale, t: inLocale(pricingCopy, locale) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData.t.meta.title, description: loaderData.t.meta.description, path: "/pricing", locale: loaderData.locale });

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  const to = useLocalizedHref();
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead}>
        <a href={to("/get-started")} className="btn-primary px-8 text-lg">
          {t.hero.quote}
        </a>
      </PageHero>

      <Section id="plans" title={t.plansSection.title} intro={t.plansSection.intro}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {t.plans.map((plan) => (
            <li
              key={plan.frequency}
              className={`flex flex-col rounded-3xl bg-white p-8 shadow-card ${plan.featured ? "border-2 border-brand" : "border border-line"}`}
            >
              <p className={`self-start rounded-full px-3 py-1 text-sm font-semibold ${plan.featured ? "bg-brand text-white" : "bg-mist text-ink"}`}>
                {plan.badge}
              </p>
              <h3 className="mt-4 text-2xl font-bold text-ink">{plan.name}</h3>
              <p className="mt-2 text-ink-muted">{plan.text}</p>
              <ul className="mt-6 grid flex-1 gap-2.5">
                {plan.includes.map((i) => (
                  <li key={i} className="flex gap-2.5 text-ink">
                    <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                    {i}
                  </li>
                ))}
              </ul>
              <a href={`${to("/get-started")}?frequency=${plan.frequency}`} className={`mt-8 w-full ${plan.featured ? "btn-primary" : "btn-secondary"}`}>
                {plan.quote.label}
                <span className="sr-only">{plan.quote.srOnly}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-8 grid gap-4 rounded-2xl bg-mist p-6 sm:grid-cols-2">
          <p className="text-ink">
            <strong>{t.commercial.label}</strong> {t.commercial.text}{" "}
            <a href={to("/commercial")} className="link">
              {t.commercial.link}
            </a>
          </p>
          <p className="text-ink">
            <strong>{t.billing.label}</strong> {t.billing.text}
          </p>
        </div>
      </Section>

      <Section id="pricing-faq" tone="white" eyebrow={t.faq.eyebrow} title={t.faq.title}>
        <div className="grid max-w-3xl gap-3">
          {t.faq.items.map((f) => (
            <details key={f.question} name="pricing-faq" className="group rounded-2xl border border-line bg-white open:shadow-card">
              <summary className="flex min-h-14 items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-ink">
                {f.question}
                <span aria-hidden="true" className="text-2xl leading-none text-brand transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-ink-muted">{f.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8">
          {t.faq.more.before}
          <a href={to("/faq")} className="link">
            {t.faq.more.link}
          </a>
          {t.faq.more.after}
        </p>
      </Section>

      <CtaBanner title={t.cta.title} text={t.cta.text} buttonLabel={t.cta.button} />
    </>
  );
}
