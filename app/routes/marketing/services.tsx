import { CtaBanner, PageHero, Section, ServiceCards } from "~/components/page-sections";
import { servicesHubCards } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import { Link } from "react-router";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Pet Waste Removal Services in Miami-Dade",
    description:
      "Dog waste removal, pet waste stations, lawn sanitizing, lawn deodorization and station maintenance for Miami-Dade homes and communities.",
    path: "/services",
  });

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="Everything we do"
        title="Our Services"
        lead="Scooping, sanitizing, deodorizing and waste stations for homes and communities across Miami-Dade County. Every service uses eco-friendly, pet-safe products and background-checked technicians."
      >
        <Link to="/get-started" className="btn-primary px-8 text-lg">
          Get Free Quote
        </Link>
      </PageHero>
      <Section id="all-services" title="Choose a Service" intro="Not sure what you need? Start a free quote and we will recommend a plan.">
        <ServiceCards cards={servicesHubCards} />
      </Section>
      <CtaBanner title="One visit, everything handled" text="Combine scooping with sanitizing, deodorizing or a patio spray-down in the same visit." />
    </>
  );
}
