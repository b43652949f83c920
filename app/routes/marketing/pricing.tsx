import { CheckIcon } from "~/components/icons";
import { CtaBanner, PageHero, Section } from "~/components/page-sections";
import { pricingFaq } from "~/content/pricing-faq";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/root";
import type { Route } from "./+types/pricing";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader() {
  return { pricingFaq };
}

/** What each plan includes. Prices come from the quote, never from marketing copy. */
const plans = [
  {
    name: "Weekly",
    frequency: "weekly",
    badge: "Recommended for 1–2 dogs",
    text: "The yard never gets ahead of you, even in the summer heat.",
    includes: ["A visit on the same day every week", "Full yard inspection", "Waste bagged and removed", "Service summary after each visit"],
    featured: true,
  },
  {
    name: "Bi-Weekly",
    frequency: "bi-weekly",
    badge: "For lighter yards",
    text: "A good fit for one small dog or a yard that is mostly hardscape.",
    includes: ["A visit every other week", "Full yard inspection", "Waste bagged and removed", "Service summary after each visit"],
    featured: false,
  },
  {
    name: "Monthly",
    frequency: "monthly",
    badge: "Occasional help",
    text: "A monthly reset for homes that keep up between visits.",
    includes: ["One visit a month", "Full yard inspection", "Waste bagged and removed", "Service summary after each visit"],
    featured: false,
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Pricing and Plans",
    description:
      "Weekly, bi-weekly and monthly pet waste removal plans, month-to-month with no long-term contract. Get a free custom quote for your Miami-Dade yard.",
    path: "/pricing",
  });

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple, Flexible Plans"
        lead="Month-to-month plans with no long-term contract. Your price depends on your yard, your dogs and how often we visit, so we quote every home individually, free."
      >
        <a href="/get-started" className="btn-primary px-8 text-lg">
          Get Your Free Quote
        </a>
      </PageHero>

      <Section
        id="plans"
        title="Choose Your Frequency"
        intro="Every plan includes the same careful visit. Add sanitizing, deodorizing or a patio spray-down to any of them."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={`flex flex-col rounded-3xl bg-white p-8 shadow-card ${plan.featured ? "border-2 border-brand" : "border border-line"}`}
            >
              <p className={`self-start rounded-full px-3 py-1 text-sm font-semibold ${plan.featured ? "bg-brand text-white" : "bg-mist text-ink"}`}>
                {plan.badge}
              </p>
              <h3 className="mt-4 text-2xl font-bold text-ink">{plan.name}</h3>
              <p className="mt-2 text-ink-muted">{plan.text}</p>
              <ul className="mt-6 grid flex-1 gap-2.5">
                {plan.includes.map((i) => (
                  <li key={i} className="flex gap-2.5 text-ink">
                    <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                    {i}
                  </li>
                ))}
              </ul>
              <a href={`/get-started?frequency=${plan.frequency}`} className={`mt-8 w-full ${plan.featured ? "btn-primary" : "btn-secondary"}`}>
                Get a quote<span className="sr-only"> for {plan.name.toLowerCase()} service</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-8 grid gap-4 rounded-2xl bg-mist p-6 sm:grid-cols-2">
          <p className="text-ink">
            <strong>Commercial properties:</strong> HOAs, condos, apartments and parks get a custom service plan.{" "}
            <a href="/commercial" className="link">
              See commercial services
            </a>
          </p>
          <p className="text-ink">
            <strong>Billing:</strong> major credit cards, billed automatically for recurring service through our card payment provider. Prices in USD including
            taxes.
          </p>
        </div>
      </Section>

      <Section id="pricing-faq" tone="white" eyebrow="Questions" title="Pricing FAQ">
        <div className="grid max-w-3xl gap-3">
          {loaderData.pricingFaq.map((f) => (
            <details key={f.question} name="pricing-faq" className="group rounded-2xl border border-line bg-white open:shadow-card">
              <summary className="flex min-h-14 items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-ink">
                {f.question}
                <span aria-hidden="true" className="text-2xl leading-none text-brand transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-ink-muted">{f.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8">
          More answers on our{" "}
          <a href="/faq" className="link">
            FAQ page
          </a>
          .
        </p>
      </Section>

      <CtaBanner
        title="Get your exact price"
        text="A free quote takes a couple of minutes. No obligation, no long-term contract."
        buttonLabel="Get Free Quote"
      />
    </>
  );
}
