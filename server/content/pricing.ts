/**
 * /pricing copy (docs/decisions/0005): what each plan includes and the pricing FAQ. Prices come
 * from the quote, never from marketing copy.
 */
import type { Catalogue } from "../i18n";
import { esPricing } from "./es/pricing";
import { promisesCopy } from "./promises";

const p = promisesCopy.en;

export interface Plan {
  name: string;
  /** The wizard's `frequency` value, appended to the quote link. */
  frequency: "weekly" | "bi-weekly" | "monthly";
  badge: string;
  text: string;
  includes: string[];
  featured: boolean;
  /** The plan's quote link: visible label, and the rest of its accessible name. */
  quote: { label: string; srOnly: string };
}

const en = {
  meta: {
    title: "Pricing and Plans",
    description:
      "Weekly, bi-weekly and monthly pet waste removal plans, month-to-month with no long-term contract. Get a free custom quote for your Miami-Dade yard.",
  },
  hero: {
    eyebrow: "Pricing",
    title: "Simple, Flexible Plans",
    lead: "Month-to-month plans with no long-term contract. Your price depends on your yard, your dogs and how often we visit, so we quote every home individually, free.",
    quote: "Get Your Free Quote",
  },
  plansSection: {
    title: "Choose Your Frequency",
    intro: "Every plan includes the same careful visit. Add sanitizing, deodorizing or a deck and patio spray-down to any of them.",
  },
  plans: [
    {
      name: "Weekly",
      frequency: "weekly",
      badge: "Recommended for 1–2 dogs",
      text: "The yard never gets ahead of you, even in the summer heat.",
      includes: ["A visit on the same day every week", "Full yard inspection", "Waste bagged and removed", p.visitSummary.item],
      featured: true,
      quote: { label: "Get a quote", srOnly: " for weekly service" },
    },
    {
      name: "Bi-Weekly",
      frequency: "bi-weekly",
      badge: "For lighter yards",
      text: "A good fit for one small dog or a yard that is mostly hardscape.",
      includes: ["A visit every other week", "Full yard inspection", "Waste bagged and removed", p.visitSummary.item],
      featured: false,
      quote: { label: "Get a quote", srOnly: " for bi-weekly service" },
    },
    {
      name: "Monthly",
      frequency: "monthly",
      badge: "Occasional help",
      text: "A monthly reset for homes that keep up between visits.",
      includes: ["One visit a month", "Full yard inspection", "Waste bagged and removed", p.visitSummary.item],
      featured: false,
      quote: { label: "Get a quote", srOnly: " for monthly service" },
    },
  ] as Plan[],
  commercial: {
    label: "Commercial properties:",
    text: "HOAs, condos, apartments and parks get a custom service plan.",
    link: "See commercial services",
  },
  billing: {
    label: "Billing:",
    text: "major credit cards, billed automatically for recurring service through our card payment provider. Prices in USD including taxes.",
  },
  faq: {
    eyebrow: "Questions",
    title: "Pricing FAQ",
    /** /pricing: five questions. */
    items: [
      {
        question: "Why don't you list prices?",
        answer:
          "Every yard is different: the number of dogs, the size of the lot and how often you want us to come all change the work. A free quote takes a couple of minutes and gives you an exact plan.",
      },
      {
        question: "Is there a contract?",
        answer: "No. Plans are month-to-month with no long-term contract. Changes and cancellations need 7 days' notice.",
      },
      {
        question: "How does billing work?",
        answer:
          "Recurring service is billed automatically to a major credit card, processed securely by our card payment provider. Prepaid services are refunded on a prorated basis if you cancel.",
      },
      {
        question: "Can I change my plan later?",
        answer:
          "Yes. Move between weekly, bi-weekly and monthly service, or add sanitizing and deodorizing, with 7 days' notice before your next billing date.",
      },
      {
        question: "What does the satisfaction guarantee cover?",
        answer: p.guarantee.sentence,
      },
    ],
    /** "More answers on our FAQ page." with the link in the middle. */
    more: { before: "More answers on our ", link: "FAQ page", after: "." },
  },
  cta: {
    title: "Get your exact price",
    text: "A free quote takes a couple of minutes. No obligation, no long-term contract.",
    button: "Get Free Quote",
  },
};

export type PricingCopy = typeof en;

export const pricingCopy: Catalogue<PricingCopy> = { en, es: esPricing };
