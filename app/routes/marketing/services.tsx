import { CtaBanner, PageHero, Section, ServiceCards } from "~/components/page-sections";
import { pageMeta } from "~/lib/meta";

import { loadAsDocument, type RouteHandle } from "~/root";
import { servicesHubCards } from "~server/content/services";
import type { Route } from "./+types/services";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader() {
  return { cards: servicesHubCards };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Pet Waste Removal Services in Miami-Dade",
    description: "Dog waste removal, pet waste stations, lawn sanitizing, lawn deodorization and station maintenance for Miami-Dade homes and communities.",
    path: "/services",
  });

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Everything we do"
        title="Our Services"
        lead="Scooping, sanitizing, deodorizing and waste stations for homes and communities across Miami-Dade County. Every service uses eco-friendly, pet-safe products and background-checked technicians."
      >
        <a href="/get-started" className="btn-primary px-8 text-lg">
          Get Free Quote
        </a>
      </PageHero>
      <Section id="all-services" title="Choose a Service" intro="Not sure what you need? Start a free quote and we will recommend a plan.">
        <ServiceCards cards={loaderData.cards} />
      </Section>
      <CtaBanner title="One visit, everything handled" text="Combine scooping with sanitizing, deodorizing or a patio spray-down in the same visit." />
    </>
  );
}
