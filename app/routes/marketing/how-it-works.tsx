import { BlogTeaserGrid, CheckList, CtaBanner, Illustration, NumberedSteps, PageHero, Section } from "~/components/page-sections";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/root";
import { blogTeasers, processSteps } from "~server/content/home";
import type { Route } from "./+types/how-it-works";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader() {
  return { processSteps, blogTeasers };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "How It Works",
    description: "Get a free quote, choose weekly, bi-weekly or monthly service on your preferred day, and enjoy a clean yard. No need to be home.",
    path: "/how-it-works",
  });

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Process overview"
        title="How It Works"
        lead="Getting started takes a couple of minutes. After that, the yard takes care of itself: we come on your day, do the work and tell you when it's done."
        image={{ name: "hero", alt: "A technician cleaning a Miami back yard while the family dog watches" }}
      >
        <a href="/get-started" className="btn-primary px-8 text-lg">
          Get Free Quote
        </a>
      </PageHero>

      <Section id="steps" tone="white" eyebrow="Three steps" title="From Quote to Clean Yard" center>
        <NumberedSteps steps={loaderData.processSteps} />
      </Section>

      <section aria-labelledby="schedule-title" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <p className="eyebrow">Your schedule</p>
            <h2 id="schedule-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              Weekly, bi-weekly or monthly
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">
              Service frequency can be weekly, bi-weekly or monthly, on your preferred day. Weekly is what we recommend for one or two dogs: in Miami's heat and
              humidity, a week's worth of waste is already a problem.
            </p>
            <CheckList
              className="mt-6"
              items={[
                "Service confirmation by e-mail or text",
                "A service summary after each visit",
                "Reschedule with at least 24 hours' notice",
                "Rain doesn't stop us; severe weather moves you to the next available day",
              ]}
            />
          </div>
          <Illustration name="yard" alt="A technician scooping a tidy back yard while a dog watches" className="shadow-card" />
        </div>
      </section>

      <Section id="blog" tone="mist" eyebrow="Tips and guides" title="From Our Blog">
        <BlogTeaserGrid posts={loaderData.blogTeasers} />
      </Section>

      <CtaBanner title="Ready when you are" text="Start your free quote now. We confirm details and schedule your first service within 24 hours." />
    </>
  );
}
