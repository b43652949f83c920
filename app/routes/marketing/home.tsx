import { BlogTeaserGrid, CheckList, CtaBanner, Illustration, NumberedSteps, Section, ServiceCards } from "~/components/page-sections";
import { ArrowRightIcon, CheckIcon, MapPinIcon, ShieldIcon, SparklesIcon } from "~/components/icons";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import { ENHANCE } from "~/enhance/scripts";
import { findCity } from "~/content/locations";
import { INTL_LOCALE, localizedHref, useLocalizedHref } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { JsonLd, localBusiness } from "~/lib/structured-data";
import { useRootData } from "~/lib/root-data";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { blogTeasersIn, homeAreaSlugs, homeCopy, processSteps } from "~server/content/home";
import { homeServiceCardsIn } from "~server/content/services";
import { testimonials } from "~server/content/testimonials";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { hydrate: false, scripts: [ENHANCE.carousel] };
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const t = inLocale(homeCopy, locale);
  const cities = homeAreaSlugs.map((slug) => {
    const city = findCity(slug);
    if (!city) throw new Error(`Unknown city ${slug}`);
    return { slug: city.slug, name: city.name };
  });
  return {
    locale,
    t,
    cities,
    processSteps: inLocale(processSteps, locale),
    services: homeServiceCardsIn(locale),
    blogTeasers: blogTeasersIn(locale, (slug) => localizedHref(locale, "/blog/:slug", { slug })),
    testimonials: inLocale(testimonials, locale).home,
  };
}

type HomeData = Route.ComponentProps["loaderData"];

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData.t.meta.title, description: loaderData.t.meta.description, path: "/", locale: loaderData.locale });

export default function Home({ loaderData: d }: Route.ComponentProps) {
  const { siteUrl, business } = useRootData();
  const to = useLocalizedHref();
  const { t } = d;
  const origin = siteUrl.replace(/\/$/, "");
  const url = `${origin}${to("/")}`;
  return (
    <>
      <JsonLd
        data={[
          localBusiness(origin, business, { description: t.businessDescription, url }),
          {
            "@context": "https://schema.org",
            "@type": "WebPage",
            "@id": `${url}#webpage`,
            url,
            name: t.meta.title,
            description: t.meta.description,
            inLanguage: INTL_LOCALE[d.locale],
            about: { "@id": `${origin}/#business` },
          },
        ]}
      />
      <Hero t={t.hero} />

      <Section id="services" eyebrow={t.services.eyebrow} title={t.services.title} intro={t.services.intro}>
        <ServiceCards cards={d.services} columns={4} />
      </Section>

      <Section id="how-it-works" tone="white" eyebrow={t.process.eyebrow} title={t.process.title} intro={t.process.intro} center>
        <NumberedSteps steps={d.processSteps} />
        <p className="mt-10 text-center">
          <a href={to("/how-it-works")} className="link">
            {t.process.more}
          </a>
        </p>
      </Section>

      <WeeklyFeatures t={t.weekly} />
      <ServiceAreas t={t.areas} cities={d.cities} />

      <Section id="testimonials" tone="white" eyebrow={t.testimonials.eyebrow} title={t.testimonials.title} intro={t.testimonials.intro} center>
        <TestimonialCarousel items={d.testimonials} labels={t.testimonials.carousel} />
      </Section>

      <Section id="blog" eyebrow={t.blog.eyebrow} title={t.blog.title}>
        <BlogTeaserGrid posts={d.blogTeasers} />
      </Section>

      <PaymentsSecurity t={t.payments} />

      <CtaBanner id="transform" title={t.cta.title} text={t.cta.text} buttonLabel={t.cta.button} />
    </>
  );
}

function Hero({ t }: { t: HomeData["t"]["hero"] }) {
  const to = useLocalizedHref();
  // The Spanish title is half as long again as the English one: a size smaller keeps it to five lines beside the picture.
  const long = t.title.length > 48;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex min-h-[calc(100svh-5rem)] items-center overflow-hidden bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-soft),transparent_60%),linear-gradient(to_bottom,var(--color-brand-tint),var(--color-canvas))]"
    >
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:py-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-dark shadow-sm">
            <MapPinIcon className="h-4 w-4" />
            {t.badge}
          </p>
          <h1
            id="hero-title"
            className={`mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-ink sm:text-5xl ${long ? "lg:text-5xl" : "lg:text-6xl"}`}
          >
            {t.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted sm:text-xl">{t.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={to("/get-started")} className="btn-primary px-8 text-lg">
              {t.quote}
              <ArrowRightIcon className="h-5 w-5" />
            </a>
            <a href={to("/how-it-works")} className="btn-secondary">
              {t.howItWorks}
            </a>
          </div>
          <ul className="mt-8 grid gap-2 text-ink sm:flex sm:flex-wrap sm:gap-x-6">
            {t.points.map((p) => (
              <li key={p} className="flex items-center gap-2 font-medium">
                <CheckIcon className="h-5 w-5 text-brand" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <Illustration name="hero" alt={t.imageAlt} eager className="shadow-lift" />
        </div>
      </div>
    </section>
  );
}

function WeeklyFeatures({ t }: { t: HomeData["t"]["weekly"] }) {
  const to = useLocalizedHref();
  return (
    <Section id="weekly" eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {t.features.map((f) => (
            <li key={f.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-card">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-dark">
                <CheckIcon className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-bold text-ink">{f.title}</span>
                <span className="mt-1 block text-ink-muted">{f.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="rounded-3xl bg-ink p-8 text-white shadow-lift">
          <SparklesIcon className="h-8 w-8 text-brand-soft" />
          <h3 className="mt-4 text-2xl font-bold">{t.addOnsTitle}</h3>
          <ul className="mt-5 grid gap-5">
            {t.addOns.map((a) => (
              <li key={a.title}>
                <span className="block font-semibold text-white">{a.title}</span>
                <span className="mt-1 block text-white/80">{a.text}</span>
              </li>
            ))}
          </ul>
          <a href={to("/get-started")} className="btn-primary mt-8 w-full">
            {t.start}
          </a>
        </div>
      </div>
    </Section>
  );
}

function ServiceAreas({ t, cities }: { t: HomeData["t"]["areas"]; cities: HomeData["cities"] }) {
  const to = useLocalizedHref();
  return (
    <Section id="areas" tone="mist" eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {cities.map((c) => (
          <li key={c.slug}>
            <a
              href={to("/locations/:slug", { slug: c.slug })}
              className="flex min-h-14 items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-ink shadow-sm transition-colors hover:border-brand hover:text-brand-dark"
            >
              <MapPinIcon className="h-5 w-5 shrink-0 text-brand" />
              {c.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <a href={to("/locations")} className="link">
          {t.all}
        </a>
      </p>
    </Section>
  );
}

function PaymentsSecurity({ t }: { t: HomeData["t"]["payments"] }) {
  return (
    <Section id="payments" tone="white" eyebrow={t.eyebrow} title={t.title}>
      <div className="grid gap-6 md:grid-cols-3">
        {t.points.map((p) => (
          <div key={p.title} className="rounded-2xl border border-line p-6">
            <ShieldIcon className="h-8 w-8 text-brand" />
            <h3 className="mt-4 text-lg font-bold text-ink">{p.title}</h3>
            <p className="mt-2 text-ink-muted">{p.text}</p>
          </div>
        ))}
      </div>
      <CheckList className="mt-8 sm:grid-cols-3" items={t.checks} />
    </Section>
  );
}
