/**
 * /pricing copy (docs/decisions/0005): what each plan includes and the pricing FAQ. Prices come
 * from the quote, never from marketing copy.
 */
import type { Catalogue, Translation } from "./catalogue";
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
        answer: `No. Plans are month-to-month with no long-term contract. ${p.serviceTerms.cancellation.anytime}`,
      },
      {
        question: "How does billing work?",
        answer: `Recurring service is billed automatically to a major credit card, processed securely by our card payment provider. ${p.serviceTerms.cancellation.charges}`,
      },
      {
        question: "Can I change my plan later?",
        answer: "Yes. Move between weekly, bi-weekly and monthly service, or add sanitizing and deodorizing, whenever you like: call or e-mail us.",
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

/** /es/pricing, checked against the English above. */
const pEs = promisesCopy.es;

export const esPricing: Translation<PricingCopy> = {
  meta: {
    title: "Precios y planes",
    description:
      "Planes semanales, quincenales y mensuales de recogida de excremento de mascotas, mes a mes y sin contrato a largo plazo. Pida una cotización gratis y a la medida para su patio en Miami-Dade.",
  },
  hero: {
    eyebrow: "Precios",
    title: "Planes sencillos y flexibles",
    lead: "Planes mes a mes, sin contrato a largo plazo. Su precio depende de su patio, de sus perros y de la frecuencia de nuestras visitas, por eso cotizamos cada casa por separado y sin costo.",
    quote: "Pida su cotización gratis",
  },
  plansSection: {
    title: "Elija la frecuencia",
    intro:
      "En todos los planes, cada visita se hace con el mismo cuidado. A cualquiera de ellos puede agregarle desinfección, desodorización o el enjuague de terraza y patio.",
  },
  plans: [
    {
      name: "Semanal",
      frequency: "weekly",
      badge: "Recomendado para 1 o 2 perros",
      text: "El patio nunca se le va de las manos, ni siquiera con el calor del verano.",
      includes: ["Una visita el mismo día cada semana", "Inspección completa del patio", "Desechos embolsados y retirados", pEs.visitSummary.item],
      featured: true,
      quote: { label: "Pedir cotización", srOnly: " del servicio semanal" },
    },
    {
      name: "Quincenal",
      frequency: "bi-weekly",
      badge: "Para patios con poco uso",
      text: "Una buena opción para un perro pequeño o un patio con poca grama.",
      includes: ["Una visita cada dos semanas", "Inspección completa del patio", "Desechos embolsados y retirados", pEs.visitSummary.item],
      featured: false,
      quote: { label: "Pedir cotización", srOnly: " del servicio quincenal" },
    },
    {
      name: "Mensual",
      frequency: "monthly",
      badge: "Ayuda ocasional",
      text: "Una puesta al día cada mes para hogares que mantienen el patio en orden entre visitas.",
      includes: ["Una visita al mes", "Inspección completa del patio", "Desechos embolsados y retirados", pEs.visitSummary.item],
      featured: false,
      quote: { label: "Pedir cotización", srOnly: " del servicio mensual" },
    },
  ],
  commercial: {
    label: "Propiedades comerciales:",
    text: "las asociaciones de propietarios (HOA), condominios, edificios de apartamentos y parques reciben un plan de servicio a la medida.",
    link: "Ver los servicios comerciales",
  },
  billing: {
    label: "Facturación:",
    text: "aceptamos las principales tarjetas de crédito y el servicio recurrente se cobra automáticamente a través de nuestro proveedor de pagos con tarjeta. Precios en USD con impuestos incluidos.",
  },
  faq: {
    eyebrow: "Preguntas",
    title: "Preguntas frecuentes sobre precios",
    items: [
      {
        question: "¿Por qué no publican sus precios?",
        answer:
          "Cada patio es diferente: la cantidad de perros, el tamaño del terreno y la frecuencia de las visitas cambian el trabajo. Una cotización gratis toma un par de minutos y le da un plan exacto.",
      },
      {
        question: "¿Hay que firmar un contrato?",
        answer: `No. Los planes son mes a mes, sin contrato a largo plazo. ${pEs.serviceTerms.cancellation.anytime}`,
      },
      {
        question: "¿Cómo funciona la facturación?",
        answer: `El servicio recurrente se cobra automáticamente a una tarjeta de crédito, y el pago lo procesa de forma segura nuestro proveedor de pagos con tarjeta. ${pEs.serviceTerms.cancellation.charges}`,
      },
      {
        question: "¿Puedo cambiar de plan más adelante?",
        answer:
          "Sí. Puede cambiar entre el servicio semanal, quincenal y mensual, o agregar desinfección y desodorización, cuando quiera: llámenos o escríbanos.",
      },
      {
        question: "¿Qué cubre la garantía de satisfacción?",
        answer: pEs.guarantee.sentence,
      },
    ],
    more: { before: "Encontrará más respuestas en nuestra ", link: "página de preguntas frecuentes", after: "." },
  },
  cta: {
    title: "Conozca su precio exacto",
    text: "Una cotización gratis toma un par de minutos. Sin compromiso y sin contrato a largo plazo.",
    button: "Pida su cotización gratis",
  },
};

export const pricingCopy: Catalogue<PricingCopy> = { en, es: esPricing };
