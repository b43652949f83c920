import { data } from "react-router";
import { CheckIcon, MapPinIcon } from "~/components/icons";
import { CheckList, CtaBanner, PageHero, Section, TestimonialGrid } from "~/components/page-sections";
import { pageMeta } from "~/lib/meta";
import { breadcrumbSchema, JsonLd, serviceSchema } from "~/lib/structured-data";
import { loadAsDocument, type RouteHandle, useRootData } from "~/root";
import { findServicePage, gooseAreasOpaLocka } from "~server/content/services";
import { gooseTestimonials } from "~server/content/testimonials";
import type { Route } from "./+types/service-page";

const GOOSE_PATH = "/commercial/goose-poop-removal";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ pattern }: Route.LoaderArgs) {
  // `pattern` is this route's path, the same for document and client data requests.
  const path = `/${pattern.replace(/^\//, "")}`;
  const service = findServicePage(path);
  if (!service) throw data("Not found", { status: 404 });
  const goose = path === GOOSE_PATH ? { areas: gooseAreasOpaLocka, testimonials: gooseTestimonials } : null;
  return { service, goose };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData.service.metaTitle,
    description: loaderData.service.metaDescription,
    path: loaderData.service.path,
  });

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, goose } = loaderData;
  const siteUrl = useRootData().siteUrl.replace(/\/$/, "");
  const trail = [{ name: "Home", path: "/" }, service.parent, { name: service.name, path: service.path }];

  return (
    <>
      <JsonLd
        data={[serviceSchema(siteUrl, { name: service.name, description: service.metaDescription, path: service.path }), breadcrumbSchema(siteUrl, trail)]}
      />
      <PageHero
        breadcrumbs={trail}
        eyebrow={service.eyebrow}
        title={service.heading}
        lead={service.lead}
        image={{ name: service.image.key, alt: service.image.alt }}
      >
        <a href="/get-started" className="btn-primary px-8 text-lg">
          Get Free Quote
        </a>
        <a href={service.parent.path} className="btn-secondary">
          {service.parent.path === "/services" ? "All services" : `All ${service.parent.name.toLowerCase()} services`}
        </a>
      </PageHero>

      <section aria-labelledby="features-title" className="pb-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="features-title" className="sr-only">
            Service features
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

      <section aria-labelledby="detail-title" className="bg-white py-16 sm:py-20">
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
            <h3 className="text-xl font-bold text-ink">What's included</h3>
            <CheckList items={service.included} className="mt-5" />
            <a href="/get-started" className="btn-primary mt-8 w-full">
              Get started
            </a>
          </div>
        </div>
      </section>

      {goose && (
        <>
          <Section
            id="areas-we-serve"
            eyebrow="Opa-locka and nearby"
            title="Areas We Serve"
            intro="Goose and waterfowl waste removal for properties in Opa-locka, from the airport business district to community parks."
          >
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
              {goose.areas.map((area) => (
                <li key={area} className="flex items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-ink">
                  <MapPinIcon className="h-5 w-5 shrink-0 text-brand" />
                  {area}
                </li>
              ))}
            </ul>
            <p className="mt-6">
              <a href="/locations/opa-locka" className="link">
                Pet waste removal in Opa-locka
              </a>
            </p>
          </Section>
          <Section id="goose-testimonials" tone="mist" eyebrow="Reviews" title="What Property Managers Say">
            <TestimonialGrid items={goose.testimonials} />
          </Section>
        </>
      )}

      <CtaBanner title={service.ctaTitle} text={service.ctaText} />
    </>
  );
}
