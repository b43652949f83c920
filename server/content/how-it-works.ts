/** /how-it-works copy (docs/decisions/0005); the three steps are shared with the home page (./home.ts). */
import type { Catalogue } from "../i18n";
import { esHowItWorks } from "./es/how-it-works";
import { promisesCopy } from "./promises";

const p = promisesCopy.en;

const en = {
  meta: {
    title: "How It Works",
    description: "Get a free quote, choose weekly, bi-weekly or monthly service on your preferred day, and enjoy a clean yard. No need to be home.",
  },
  hero: {
    eyebrow: "Process overview",
    title: "How It Works",
    lead: "Getting started takes a couple of minutes. After that, the yard takes care of itself: we come on your day, do the work and tell you when it's done.",
    imageAlt: "A technician cleaning a Miami back yard while the family dog watches",
    quote: "Get Free Quote",
  },
  steps: { eyebrow: "Three steps", title: "From Quote to Clean Yard" },
  schedule: {
    eyebrow: "Your schedule",
    title: "Weekly, bi-weekly or monthly",
    text: "Service frequency can be weekly, bi-weekly or monthly, on your preferred day. Weekly is what we recommend for one or two dogs: in Miami's heat and humidity, a week's worth of waste is already a problem.",
    checks: [p.textMessages.confirmation, p.visitSummary.item, p.reschedule.item, "Rain doesn't stop us; severe weather moves you to the next available day"],
    imageAlt: "A technician scooping a tidy back yard while a dog watches",
  },
  blog: { eyebrow: "Tips and guides", title: "From Our Blog" },
  cta: {
    title: "Ready when you are",
    text: `Start your free quote now. ${p.responseTime.firstVisit}`,
    button: "Get Free Quote",
  },
};

export type HowItWorksCopy = typeof en;

export const howItWorksCopy: Catalogue<HowItWorksCopy> = { en, es: esHowItWorks };
