import { ClosingCta } from "~/components/closing-cta";
import { ArrowRightIcon, CheckIcon, MapPinIcon } from "~/components/icons";
import { business } from "~/content/business";
import { cities, navCities } from "~/content/locations";
import { pageMeta } from "~/lib/meta";
import { breadcrumbSchema, JsonLd } from "~/lib/structured-data";
import { loadAsDocument, type RouteHandle, useRootData } from "~/root";
import { findCityPage } from "~server/content/city-pages";
import type { Route } from "./+types/locations";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader() {
  return {
    areas: navCities.map((c) => ({ slug: c.slug, name: c.name, summary: findCityPage(c.slug)?.summary ?? "" })),
    otherCities: cities.filter((c) => !c.inNav).map((c) => ({ slug: c.slug, name: c.name })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Areas We Serve: Pet Waste Removal Across Miami-Dade",
    description:
      "Weekly dog poop cleanup and pet waste removal in Miami, Miami Beach, Coral Gables, Doral, Hialeah, Miami Lakes and 14 more Miami-Dade cities. Find your area.",
    path: "/locations",
  });

export default function LocationsPage({ loaderData: { areas, otherCities } }: Route.ComponentProps) {
  const { siteUrl } = useRootData();
  return (
    <>
      <JsonLd
        data={breadcrumbSchema(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Locations", path: "/locations" },
        ])}
      />

      <section className="border-b border-line bg-gradient-to-b from-brand-tint to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
          <p className="eyebrow flex items-center gap-2">
            <MapPinIcon className="h-4 w-4" />
            {business.serviceArea}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">Areas We Serve across Miami-Dade</h1>
          <p className="prose-body mt-5">
            From Brickell condo dog runs to lakefront lawns in Miami Lakes and HOA greens in Doral, our technicians keep yards and common areas clean every
            week. Pick your city to see the neighbourhoods we cover and what local customers say.
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-ink-soft">
            {["Weekly, bi-weekly or monthly", "No need to be home", "Licensed and insured"].map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CheckIcon className="h-5 w-5 text-brand" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cities-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="cities-heading" className="text-3xl font-bold tracking-tight text-ink">
          Choose your city
        </h2>
        <ul data-testid="area-list" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((c) => (
            <li key={c.slug}>
              <a href={`/locations/${c.slug}`} className="card group flex h-full items-start gap-4 p-5 transition-shadow hover:shadow-lift">
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-dark">
                  <MapPinIcon className="h-5 w-5" />
                </span>
                <span className="flex-1">
                  <span className="flex items-center justify-between gap-2 text-lg font-bold text-ink">
                    {c.name}
                    <ArrowRightIcon className="h-5 w-5 text-brand transition-transform group-hover:translate-x-1" />
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-ink-muted">{c.summary}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>

        <p className="mt-10 rounded-2xl border border-line bg-white p-5 text-ink-soft">
          We also serve{" "}
          {otherCities.map((c, i) => (
            <span key={c.slug}>
              <a href={`/locations/${c.slug}`} className="link">
                {c.name}
              </a>
              {i < otherCities.length - 2 ? ", " : i === otherCities.length - 2 ? " and " : ""}
            </span>
          ))}
          . Anywhere else in {business.serviceArea}? Ask for a quote and we'll tell you straight away.
        </p>
      </section>

      <ClosingCta
        heading="Don't see your neighbourhood?"
        text={`We cover all of ${business.serviceArea}. Request a free quote with your ZIP code and we'll confirm your service day.`}
      />
    </>
  );
}
