import { ClockIcon, LeafIcon, ShieldIcon, SparklesIcon } from "~/components/icons";
import { CtaBanner, PageHero, Section, ServiceCards, TestimonialGrid } from "~/components/page-sections";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/root";
import { cardFor } from "~server/content/services";
import { commercialTestimonials } from "~server/content/testimonials";
import type { Route } from "./+types/commercial";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader() {
  return {
    services: [cardFor("/commercial/common-area-waste-removal"), cardFor("/commercial/goose-poop-removal"), cardFor("/services/pet-waste-stations")],
    testimonials: commercialTestimonials,
  };
}

const reasons = [
  { icon: ShieldIcon, title: "Licensed and insured", text: "Background-checked technicians and the insurance documents your management company asks for." },
  {
    icon: ClockIcon,
    title: "On a schedule you can plan around",
    text: "Set days and routes, with a service summary after every visit for your records and your board.",
  },
  {
    icon: SparklesIcon,
    title: "Custom service plans",
    text: "From a 40-home HOA to a condo tower's pet deck, the plan fits the property, not the other way round.",
  },
  { icon: LeafIcon, title: "Eco-friendly products", text: "Pet-safe products, chosen with lakes, canals and Biscayne Bay in mind." },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Commercial Pet Waste Management for HOAs and Condos",
    description: "Common area waste removal, goose poop removal and pet waste stations for HOAs, condos, apartments, parks and businesses in Miami-Dade.",
    path: "/commercial",
  });

export default function Commercial({ loaderData: { services, testimonials } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For HOAs, condos, apartments and businesses"
        title="Commercial Pet Waste Management"
        lead="Cleaner common areas, fewer resident complaints. We serve apartment complexes, HOA and condo associations, community managers, board members, property owners, parks and businesses across Miami-Dade."
        image={{ name: "community", alt: "A condominium courtyard with a clean lawn, path and pet waste station" }}
      >
        <a href="/get-started" className="btn-primary px-8 text-lg">
          Request a Proposal
        </a>
        <a href="/services/waste-station-maintenance" className="btn-secondary">
          Station maintenance
        </a>
      </PageHero>

      <Section id="services" eyebrow="Commercial services" title="Services for Your Property">
        <ServiceCards cards={services} />
      </Section>

      <Section id="why" tone="white" eyebrow="Why choose us" title="Why Property Managers Choose Us" intro="What boards and managers tell us matters most.">
        <ul className="grid gap-6 sm:grid-cols-2">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-line p-6">
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-dark">
                <Icon className="h-6 w-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{title}</h3>
                <p className="mt-1 text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="stories" tone="mist" eyebrow="Success stories" title="Success Stories">
        <TestimonialGrid items={testimonials} />
      </Section>

      <CtaBanner
        title="Let's talk about your community"
        text="Tell us about your property. Our team reviews it and gets in touch with a proposal or the information you need."
        buttonLabel="Request a Proposal"
      />
    </>
  );
}
