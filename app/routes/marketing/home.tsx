import { BlogTeaserGrid, CheckList, CtaBanner, Illustration, NumberedSteps, Section, ServiceCards } from "~/components/page-sections";
import { ArrowRightIcon, CheckIcon, MapPinIcon, ShieldIcon, SparklesIcon } from "~/components/icons";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import { findCity } from "~/content/locations";
import { pageMeta } from "~/lib/meta";
import { JsonLd, localBusiness } from "~/lib/structured-data";
import { loadAsDocument, type RouteHandle, useRootData } from "~/root";
import { addOns, blogTeasers, heroPoints, homeAreaSlugs, paymentPoints, processSteps, weeklyFeatures } from "~server/content/home";
import { homeServiceCards } from "~server/content/services";
import { homeTestimonials } from "~server/content/testimonials";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader() {
  const cities = homeAreaSlugs.map((slug) => {
    const city = findCity(slug);
    if (!city) throw new Error(`Unknown city ${slug}`);
    return { slug: city.slug, name: city.name };
  });
  return { heroPoints, processSteps, weeklyFeatures, addOns, cities, paymentPoints, blogTeasers, services: homeServiceCards, testimonials: homeTestimonials };
}

type HomeData = Route.ComponentProps["loaderData"];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Pet Waste Removal in Miami-Dade | Clean Paws Miami",
    description:
      "Weekly dog poop scooping for Miami-Dade homes and communities. Background-checked technicians, pet-safe products, 100% satisfaction guarantee. Get a free quote.",
    path: "/",
  });

export default function Home({ loaderData: d }: Route.ComponentProps) {
  const { siteUrl, business } = useRootData();
  return (
    <>
      <JsonLd data={localBusiness(siteUrl.replace(/\/$/, ""), business)} />
      <Hero points={d.heroPoints} />

      <Section
        id="services"
        eyebrow="What we do"
        title="Our Services"
        intro="From a single backyard in Kendall to the dog walks of a Brickell condo tower, we keep the places your pets use clean and fresh."
      >
        <ServiceCards cards={d.services} columns={4} />
      </Section>

      <Section
        id="how-it-works"
        tone="white"
        eyebrow="Simple from day one"
        title="How It Works"
        intro="Three steps, and the yard is off your to-do list."
        center
      >
        <NumberedSteps steps={d.processSteps} />
        <p className="mt-10 text-center">
          <a href="/how-it-works" className="link">
            More about our process
          </a>
        </p>
      </Section>

      <WeeklyFeatures features={d.weeklyFeatures} addOns={d.addOns} />
      <ServiceAreas cities={d.cities} />

      <Section
        id="testimonials"
        tone="white"
        eyebrow="Reviews"
        title="What Our Customers Say"
        intro="Homeowners and community managers across Miami-Dade."
        center
      >
        <TestimonialCarousel items={d.testimonials} />
      </Section>

      <Section id="blog" eyebrow="Tips and guides" title="Latest from Our Blog">
        <BlogTeaserGrid posts={d.blogTeasers} />
      </Section>

      <PaymentsSecurity points={d.paymentPoints} />

      <CtaBanner
        id="transform"
        title="Transform Your Yard Today"
        text="Get a free quote in a couple of minutes. We confirm your details and schedule your first service within 24 hours."
        buttonLabel="Start Your Service"
      />
    </>
  );
}

function Hero({ points }: { points: HomeData["heroPoints"] }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex min-h-[calc(100svh-5rem)] items-center overflow-hidden bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-soft),transparent_60%),linear-gradient(to_bottom,var(--color-brand-tint),var(--color-canvas))]"
    >
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:py-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-dark shadow-sm">
            <MapPinIcon className="h-4 w-4" />
            Serving all of Miami-Dade County
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
            Miami's Premier Pet Waste Removal Service
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted sm:text-xl">
            We scoop, bag and haul away the dog poop on a schedule that suits you, so your yard is ready for the kids, the grill and the dogs again. You don't
            even need to be home.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="/get-started" className="btn-primary px-8 text-lg">
              Get Free Quote
              <ArrowRightIcon className="h-5 w-5" />
            </a>
            <a href="/how-it-works" className="btn-secondary">
              How it works
            </a>
          </div>
          <ul className="mt-8 grid gap-2 text-ink sm:flex sm:flex-wrap sm:gap-x-6">
            {points.map((p) => (
              <li key={p} className="flex items-center gap-2 font-medium">
                <CheckIcon className="h-5 w-5 text-brand" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <Illustration name="hero" alt="A technician cleaning a Miami back yard while the family dog watches" eager className="shadow-lift" />
        </div>
      </div>
    </section>
  );
}

function WeeklyFeatures({ features, addOns }: { features: HomeData["weeklyFeatures"]; addOns: HomeData["addOns"] }) {
  return (
    <Section
      id="weekly"
      eyebrow="Weekly service"
      title="Weekly Service Features"
      intro="Miami heat and summer storms turn a few days of dog waste into a smelly, fly-covered problem. Weekly visits keep you ahead of it."
    >
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <ul className="grid gap-4 sm:grid-cols-2">
          {features.map((f) => (
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
          <h3 className="mt-4 text-2xl font-bold">Optional add-ons</h3>
          <ul className="mt-5 grid gap-5">
            {addOns.map((a) => (
              <li key={a.title}>
                <span className="block font-semibold text-white">{a.title}</span>
                <span className="mt-1 block text-white/80">{a.text}</span>
              </li>
            ))}
          </ul>
          <a href="/get-started" className="btn-primary mt-8 w-full">
            Get started
          </a>
        </div>
      </div>
    </Section>
  );
}

function ServiceAreas({ cities }: { cities: HomeData["cities"] }) {
  return (
    <Section id="areas" tone="mist" eyebrow="Local crews" title="Service Areas" intro="We run regular routes across Miami-Dade County. Find your city:">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {cities.map((c) => (
          <li key={c.slug}>
            <a
              href={`/locations/${c.slug}`}
              className="flex min-h-14 items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-ink shadow-sm transition-colors hover:border-brand hover:text-brand-dark"
            >
              <MapPinIcon className="h-5 w-5 shrink-0 text-brand" />
              {c.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <a href="/locations" className="link">
          See all service areas
        </a>
      </p>
    </Section>
  );
}

function PaymentsSecurity({ points }: { points: HomeData["paymentPoints"] }) {
  return (
    <Section id="payments" tone="white" eyebrow="Billing" title="Safe, Simple Payments">
      <div className="grid gap-6 md:grid-cols-3">
        {points.map((p) => (
          <div key={p.title} className="rounded-2xl border border-line p-6">
            <ShieldIcon className="h-8 w-8 text-brand" />
            <h3 className="mt-4 text-lg font-bold text-ink">{p.title}</h3>
            <p className="mt-2 text-ink-muted">{p.text}</p>
          </div>
        ))}
      </div>
      <CheckList className="mt-8 sm:grid-cols-3" items={["All major credit cards", "Prices in USD, taxes included", "Prorated refunds on prepaid service"]} />
    </Section>
  );
}
