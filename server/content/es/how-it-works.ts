/** /es/how-it-works, checked against the English source (../how-it-works.ts). */
import type { Translation } from "../../i18n";
import type { HowItWorksCopy } from "../how-it-works";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

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
    checks: [
      p.textMessages.confirmation,
      p.visitSummary.item,
      p.reschedule.item,
      "La lluvia no nos detiene; si hay mal tiempo severo, pasamos su visita al siguiente día disponible",
    ],
    imageAlt: "Un técnico recoge los desechos en un patio ordenado mientras un perro lo observa",
  },
  blog: { eyebrow: "Consejos y guías", title: "De nuestro blog" },
  cta: {
    title: "Cuando usted esté listo",
    text: `Pida su cotización gratis ahora. ${p.responseTime.firstVisit}`,
    button: "Pida su cotización gratis",
  },
};
