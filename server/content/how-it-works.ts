/** /how-it-works copy (docs/decisions/0005); the three steps are shared with the home page (./home.ts). */
import type { Catalogue, Translation } from "./catalogue";
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
    checks: [p.textMessages.confirmation, p.visitSummary.item, p.reschedule.item, p.weather.item],
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

/** /es/how-it-works, checked against the English above. */
const pEs = promisesCopy.es;

export const esHowItWorks: Translation<HowItWorksCopy> = {
  meta: {
    title: "Cómo funciona",
    description:
      "Pida una cotización gratis, elija servicio semanal, quincenal o mensual el día que prefiera y disfrute de un patio limpio. No necesita estar en casa.",
  },
  hero: {
    eyebrow: "Nuestro proceso",
    title: "Cómo funciona",
    lead: "Empezar toma un par de minutos. Después, el patio se cuida solo: venimos el día acordado, hacemos el trabajo y le avisamos cuando terminamos.",
    imageAlt: "Un técnico limpia el patio de una casa en Miami mientras el perro de la familia lo observa",
    quote: "Pida su cotización gratis",
  },
  steps: { eyebrow: "Tres pasos", title: "De la cotización al patio limpio" },
  schedule: {
    eyebrow: "Su calendario",
    title: "Semanal, quincenal o mensual",
    text: "El servicio puede ser semanal, quincenal (cada dos semanas) o mensual, el día que usted prefiera. Para uno o dos perros recomendamos el servicio semanal: con el calor y la humedad de Miami, los desechos de una semana ya son un problema.",
    checks: [pEs.textMessages.confirmation, pEs.visitSummary.item, pEs.reschedule.item, pEs.weather.item],
    imageAlt: "Un técnico recoge los desechos en un patio ordenado mientras un perro lo observa",
  },
  blog: { eyebrow: "Consejos y guías", title: "De nuestro blog" },
  cta: {
    title: "Cuando usted esté listo",
    text: `Pida su cotización gratis ahora. ${pEs.responseTime.firstVisit}`,
    button: "Pida su cotización gratis",
  },
};

export const howItWorksCopy: Catalogue<HowItWorksCopy> = { en, es: esHowItWorks };
