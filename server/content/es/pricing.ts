/** /es/pricing, checked against the English source (../pricing.ts). */
import type { Translation } from "../../i18n";
import type { PricingCopy } from "../pricing";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

export const esPricing: Translation<PricingCopy> = {
  meta: {
    title: "Precios y planes",
    description:
      "Planes semanales, quincenales y mensuales de recogida de excremento de mascotas, de mes a mes y sin contrato a largo plazo. Pida una cotización gratis y a la medida para su patio en Miami-Dade.",
  },
  hero: {
    eyebrow: "Precios",
    title: "Planes sencillos y flexibles",
    lead: "Planes de mes a mes, sin contrato a largo plazo. Su precio depende de su patio, de sus perros y de la frecuencia de nuestras visitas, por eso cotizamos cada casa por separado y sin costo.",
    quote: "Pida su cotización gratis",
  },
  plansSection: {
    title: "Elija la frecuencia",
    intro:
      "Todos los planes incluyen la misma visita cuidadosa. A cualquiera de ellos puede agregarle desinfección, desodorización o el enjuague de terraza y patio.",
  },
  plans: [
    {
      name: "Semanal",
      frequency: "weekly",
      badge: "Recomendado para 1 o 2 perros",
      text: "El patio nunca se le va de las manos, ni siquiera con el calor del verano.",
      includes: ["Una visita el mismo día cada semana", "Inspección completa del patio", "Desechos embolsados y retirados", p.visitSummary.item],
      featured: true,
      quote: { label: "Pedir cotización", srOnly: " del servicio semanal" },
    },
    {
      name: "Quincenal",
      frequency: "bi-weekly",
      badge: "Para patios con poco uso",
      text: "Una buena opción para un perro pequeño o un patio con poca grama.",
      includes: ["Una visita cada dos semanas", "Inspección completa del patio", "Desechos embolsados y retirados", p.visitSummary.item],
      featured: false,
      quote: { label: "Pedir cotización", srOnly: " del servicio quincenal" },
    },
    {
      name: "Mensual",
      frequency: "monthly",
      badge: "Ayuda ocasional",
      text: "Una limpieza a fondo cada mes para hogares que se mantienen al día entre visitas.",
      includes: ["Una visita al mes", "Inspección completa del patio", "Desechos embolsados y retirados", p.visitSummary.item],
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
        answer: "No. Los planes son de mes a mes, sin contrato a largo plazo. Para hacer cambios o cancelar, avísenos con 7 días de anticipación.",
      },
      {
        question: "¿Cómo funciona la facturación?",
        answer:
          "El servicio recurrente se cobra automáticamente a una tarjeta de crédito, y el pago lo procesa de forma segura nuestro proveedor de pagos con tarjeta. Si cancela, le reembolsamos de forma prorrateada los servicios prepagados.",
      },
      {
        question: "¿Puedo cambiar de plan más adelante?",
        answer:
          "Sí. Puede cambiar entre el servicio semanal, quincenal y mensual, o agregar desinfección y desodorización, avisándonos al menos 7 días antes de su próxima fecha de facturación.",
      },
      {
        question: "¿Qué cubre la garantía de satisfacción?",
        answer: p.guarantee.sentence,
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
