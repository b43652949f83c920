import { replace } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { Breadcrumbs, StarRating } from "~/components/page-sections";
import { BuildingIcon, CheckIcon, ChevronRightIcon, HomeIcon, LeafIcon, MapPinIcon, PawIcon, PhoneIcon, ShieldIcon, SparklesIcon } from "~/components/icons";
import { business } from "~/content/business";
import { cities } from "~/content/locations";
import { pageMeta } from "~/lib/meta";
import { breadcrumbSchema, faqPageSchema, JsonLd, localBusiness } from "~/lib/structured-data";
import { loadAsDocument, type RouteHandle, useBusiness, useRootData } from "~/root";
import { cityPages, miamiDetails } from "~server/content/city-pages";
import type { Route } from "./+types/location";

/** The three service cards every city page carries (SPEC 2.6). */
const serviceCards = [
  {
    title: "Residential Service",
    icon: HomeIcon,
    text: "For homes, townhomes and private yards.",
    bullets: ["Weekly service", "Full yard inspection", "Deodorizing treatment"],
  },
  {
    title: "Commercial Service",
    icon: BuildingIcon,
    text: "For HOAs, condo buildings and property managers.",
    bullets: ["Common area cleaning", "Pet waste stations", "Custom service plans"],
  },
  {
    title: "Special Services",
    icon: SparklesIcon,
    text: "When you need more than the weekly routine.",
    bullets: ["One-time cleanup", "Sanitizing service", "Event cleanup"],
  },
] as const;

const promises = ["Same day every week", "No need to be home", "Background-checked technicians", "100% satisfaction guarantee"];

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ params }: Route.LoaderArgs) {
  const city = cities.find((c) => c.slug === params.slug);
  if (!city) throw replace("/");
  const miami = city.slug === "miami" ? miamiDetails : null;
  return { city: { slug: city.slug, name: city.name }, page: cityPages[city.slug], miami };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const tags = pageMeta(matches, {
    title: `Pet Waste Removal Services in ${loaderData.city.name} | Dog Poop Cleanup`,
    description: loaderData.page.metaDescription,
    path: `/locations/${loaderData.city.slug}`,
  });
  if (loaderData.miami) tags.push({ name: "keywords", content: loaderData.miami.keywords.join(", ") });
  return tags;
};

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const contact = useBusiness();
  const { city, page, miami } = loaderData;
  const { siteUrl } = useRootData();
  const path = `/locations/${city.slug}`;
  const jsonLd = [
    breadcrumbSchema(siteUrl, [
      { name: "Home", path: "/" },
      { name: "Locations", path: "/locations" },
      { name: city.name, path },
    ]),
  ];
  if (miami) {
    jsonLd.push(
      localBusiness(siteUrl, contact, {
        description: `Weekly dog waste removal, pet waste stations, sanitizing and deodorizing for homes and communities in Miami, FL and across ${business.serviceArea}.`,
        url: `${siteUrl}${path}`,
      }),
      faqPageSchema(miami.faq),
    );
  }

  return (
    <>
      <JsonLd data={jsonLd} />

      {/* Hero */}
      <section className="border-b border-line bg-gradient-to-b from-brand-tint to-canvas">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-14 sm:px-6 lg:pt-8 lg:pb-20">
          <Breadcrumbs
            trail={[
              { name: "Home", path: "/" },
              { name: "Locations", path: "/locations" },
              { name: city.name, path: `/locations/${city.slug}` },
            ]}
          />

          <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1.35fr_1fr]">
            <div>
              <p className="eyebrow flex items-center gap-2">
                <MapPinIcon className="h-4 w-4" />
                Serving {city.name}, FL
              </p>
              <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">Pet Waste Removal in {city.name}</h1>
              <p className="prose-body mt-5">{page.intro}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <a href="/get-started" className="btn-primary">
                  Get Started
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
                Every {city.name} visit includes
              </p>
              <ul className="mt-4 grid gap-3">
                {promises.map((p) => (
                  <li key={p} className="flex items-start gap-3 text-ink-soft">
                    <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-dark">
                      <CheckIcon className="h-4 w-4" />
                    </span>
                    {p}
                  </li>
                ))}
              </ul>
              <p className="mt-5 border-t border-line pt-4 text-sm text-ink-muted">
                A confirmation by e-mail or text, and a service summary after every visit.
              </p>
            </div>
          </div>
        </div>
      </section>

      {/* Services */}
      <section aria-labelledby="services-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <p className="eyebrow">What we do</p>
        <h2 id="services-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
          Our services in {city.name}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {serviceCards.map((card) => (
            <article key={card.title} className="card flex flex-col p-6">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-soft text-brand-dark">
                <card.icon className="h-6 w-6" />
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
          ))}
        </div>
      </section>

      {/* What is specific about this city */}
      <section aria-labelledby="local-heading" className="border-y border-line bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
          <p className="eyebrow">Local know-how</p>
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
      <section aria-labelledby="areas-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <p className="eyebrow">Neighbourhoods</p>
        <h2 id="areas-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
          Areas We Serve in {city.name}
        </h2>
        {miami ? (
          <>
            <ul data-testid="neighbourhoods" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {miami.neighbourhoodCards.map((n) => (
                <li key={n.name} className="card p-5">
                  <h3 className="flex items-center gap-2 font-bold text-ink">
                    <MapPinIcon className="h-5 w-5 text-brand" />
                    {n.name}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted">{n.text}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-ink-muted">
              We also cover {listJoin(miami.alsoServing)}, and the rest of {business.serviceArea}.
            </p>
          </>
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
              Not on the list? We serve all of {city.name} and the rest of {business.serviceArea}.{" "}
              <a href="/locations" className="link">
                See every area we serve
              </a>
              .
            </p>
          </>
        )}
      </section>

      {miami && <ProtectingMiami miami={miami} />}

      {/* Testimonials */}
      <section aria-labelledby="reviews-heading" className="bg-mist">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
          <p className="eyebrow">Reviews</p>
          <h2 id="reviews-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
            What {city.name} Customers Say
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {page.testimonials.map((t) => (
              <figure key={t.name} data-testid="testimonial" className="card flex flex-col p-6">
                <StarRating />
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink-soft">
                  <p>“{t.text}”</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-line pt-4">
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="text-sm text-ink-muted">
                    {t.area}, {city.name}
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      {miami && <MiamiFaq miami={miami} />}

      <ClosingCta
        heading={`Ready for a cleaner yard in ${city.name}?`}
        text={`Tell us about your yard or community and get a free quote. We confirm your details and schedule your first ${city.name} visit within 24 hours of sign-up.`}
      />
    </>
  );
}

function listJoin(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const whyIcons = [MapPinIcon, LeafIcon, PawIcon];

type MiamiDetails = NonNullable<Route.ComponentProps["loaderData"]["miami"]>;

function WhyChooseMiami({ miami }: { miami: MiamiDetails }) {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6 lg:pt-20">
      <p className="eyebrow">Why us</p>
      <h2 id="why-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        Why Choose Our Miami Pet Waste Removal Service
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {miami.whyChoose.map((item, i) => {
          const Icon = whyIcons[i] ?? ShieldIcon;
          return (
            <div key={item.title} className="card p-6">
              <span className="grid h-12 w-12 place-items-center rounded-full bg-ink text-white">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{item.text}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

function ProtectingMiami({ miami }: { miami: MiamiDetails }) {
  const lists = [
    { title: "Environmental benefits", items: miami.environmentalBenefits, icon: LeafIcon },
    { title: "Health benefits", items: miami.healthBenefits, icon: ShieldIcon },
  ];
  return (
    <section aria-labelledby="environment-heading" className="border-t border-line bg-brand-tint">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="environment-heading" className="text-3xl font-bold tracking-tight text-ink">
          Protecting Miami's Environment
        </h2>
        <p className="prose-body mt-4">
          Miami's storm drains flow to canals, the Miami River and Biscayne Bay. Waste that stays in a yard through an afternoon downpour ends up there. Taking
          it away every week is good for the bay and for everyone who uses the yard.
        </p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {lists.map((list) => (
            <div key={list.title} className="card p-6">
              <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
                <list.icon className="h-6 w-6 text-brand" />
                {list.title}
              </h3>
              <ul className="mt-4 grid gap-3">
                {list.items.map((item) => (
                  <li key={item} className="flex items-start gap-3 text-ink-soft">
                    <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function MiamiFaq({ miami }: { miami: MiamiDetails }) {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20">
      <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-ink">
        Miami pet waste removal questions
      </h2>
      <div className="mt-8 divide-y divide-line rounded-2xl border border-line bg-white">
        {miami.faq.map((f) => (
          <details key={f.question} className="group px-5 py-1">
            <summary className="flex min-h-14 items-center justify-between gap-4 py-3 font-semibold text-ink">
              {f.question}
              <ChevronRightIcon className="h-5 w-5 shrink-0 text-brand transition-transform group-open:rotate-90" />
            </summary>
            <p className="pb-5 leading-relaxed text-ink-muted">{f.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-6 text-ink-muted">
        More answers on our{" "}
        <a href="/faq" className="link">
          FAQ page
        </a>
        .
      </p>
    </section>
  );
}
