import { CheckList, CtaBanner, Illustration, PageHero, Section, ServiceCards, TestimonialGrid } from "~/components/page-sections";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/root";
import { cardFor } from "~server/content/services";
import { homeTestimonials } from "~server/content/testimonials";
import type { Route } from "./+types/residential";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader() {
  return {
    services: [cardFor("/residential/dog-poop-removal"), cardFor("/residential/odor-control-solutions")],
    reviews: homeTestimonials.filter((t) => t.id !== "david-brickell"),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Residential Dog Waste Removal in Miami-Dade",
    description:
      "Weekly, bi-weekly or monthly dog poop scooping and odor control for Miami-Dade homes. Background-checked technicians, no need to be home. Free quote.",
    path: "/residential",
  });

export default function Residential({ loaderData: { services, reviews } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For homeowners"
        title="Residential Pet Waste Removal"
        lead="A clean yard every week without lifting a scooper. We handle the dog waste at houses, townhomes and villas across Miami-Dade, so you can enjoy the yard instead of patrolling it."
        image={{ name: "yard", alt: "A technician scooping a tidy back yard while a dog watches" }}
      >
        <a href="/get-started" className="btn-primary px-8 text-lg">
          Get Started
        </a>
        <a href="/pricing" className="btn-secondary">
          See plans
        </a>
      </PageHero>

      <Section id="services" eyebrow="Home services" title="Our Residential Services">
        <ServiceCards cards={services} columns={2} />
        <p className="mt-8 text-ink-muted">
          Also available as add-ons:{" "}
          <a href="/services/lawn-sanitizing" className="link">
            lawn sanitizing
          </a>{" "}
          and{" "}
          <a href="/services/lawn-deodorization" className="link">
            lawn deodorization
          </a>
          .
        </p>
      </Section>

      <section aria-labelledby="why-title" className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="eyebrow">Why homeowners choose us</p>
            <h2 id="why-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              Built around Miami family life
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">
              Long workdays, summer travel and afternoon storms make it hard to keep up with the yard. We come on the same day every week, rain or shine, and
              let you know when we are done.
            </p>
            <CheckList
              className="mt-6"
              items={[
                "Background-checked, licensed and insured",
                "No need to be home: we close and check the gate",
                "Eco-friendly, pet-safe products",
                "Service summary after each visit",
                "100% satisfaction guarantee",
              ]}
            />
          </div>
          <Illustration name="deodorize" alt="Fresh green grass with a happy dog" className="shadow-card" />
        </div>
      </section>

      <Section id="reviews" tone="mist" eyebrow="Reviews" title="What Homeowners Say">
        <TestimonialGrid items={reviews} />
      </Section>

      <CtaBanner
        title="Ready for a cleaner yard?"
        text="Tell us about your yard and your dogs. We confirm details and schedule your first service within 24 hours."
        buttonLabel="Get Started"
      />
    </>
  );
}
