/** /es/success and /es/commercial-thank-you, checked against the English source (../result-pages.ts). */
import { business } from "../../../app/content/business";
import type { Translation } from "../../i18n";
import type { ResultPagesCopy } from "../result-pages";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

export const esResultPages: Translation<ResultPagesCopy> = {
  success: {
    meta: { title: "Pago realizado", description: "Recibimos su pago." },
    title: "Pago realizado con éxito",
    text: `¡Le damos la bienvenida a ${business.name}! Su plan ya está activo. ${p.responseTime.firstVisit}`,
    points: ["Le enviamos una confirmación a su correo electrónico", "No necesita estar en casa el día del servicio", p.visitSummary.item],
    dashboard: "Ir a su panel de cliente",
    home: "Volver al inicio",
    questions: "¿Preguntas? Llámenos al",
  },
  commercial: {
    meta: { title: "Solicitud recibida", description: "Gracias por su solicitud. Nuestro equipo se comunicará con usted." },
    title: "Gracias por su solicitud",
    text: `Recibimos su solicitud. ${p.responseTime.commercial}`,
    coverage:
      "Su código postal parece estar fuera del condado de Miami-Dade, nuestra zona de servicio habitual. Antes de nada, confirmaremos con usted si podemos darle servicio.",
    sooner: "¿Nos necesita antes?",
    home: "Volver al inicio",
    services: "Servicios comerciales",
  },
};
