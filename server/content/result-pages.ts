/** The pages after the wizard: /success (payment) and /commercial-thank-you (docs/decisions/0005). */
import { business } from "~/content/business";
import type { Catalogue, Translation } from "./catalogue";
import { promisesCopy } from "./promises";

const p = promisesCopy.en;

const en = {
  success: {
    meta: { title: "Payment Successful", description: "Your payment was received." },
    title: "Payment Successful",
    text: `Welcome to ${business.name}! Your plan is active. ${p.responseTime.firstVisit}`,
    points: ["A confirmation is on its way to your inbox", "No need to be home on service day", p.visitSummary.item],
    dashboard: "Go to your dashboard",
    home: "Back to home",
    questions: "Questions? Call",
  },
  commercial: {
    meta: { title: "Request Received", description: "Thank you for your request. Our team will be in touch." },
    title: "Thank You for Your Request",
    text: `We have received your request. ${p.responseTime.commercial}`,
    coverage: `Your zip code looks outside ${p.serviceArea.name}, our usual service area. We will confirm coverage with you first.`,
    sooner: "Need us sooner?",
    home: "Back to home",
    services: "Commercial services",
  },
};

export type ResultPagesCopy = typeof en;

/** /es/success and /es/commercial-thank-you, checked against the English above. */
const pEs = promisesCopy.es;

export const esResultPages: Translation<ResultPagesCopy> = {
  success: {
    meta: { title: "Pago realizado", description: "Recibimos su pago." },
    title: "Pago realizado con éxito",
    text: `¡Le damos la bienvenida a ${business.name}! Su plan ya está activo. ${pEs.responseTime.firstVisit}`,
    points: ["Le enviamos una confirmación a su correo electrónico", "No necesita estar en casa el día del servicio", pEs.visitSummary.item],
    dashboard: "Ir a su panel del cliente",
    home: "Volver al inicio",
    questions: "¿Preguntas? Llámenos al",
  },
  commercial: {
    meta: { title: "Solicitud recibida", description: "Gracias por su solicitud. Nuestro equipo se comunicará con usted." },
    title: "Gracias por su solicitud",
    text: `Recibimos su solicitud. ${pEs.responseTime.commercial}`,
    coverage:
      "Su código postal parece estar fuera del condado de Miami-Dade, nuestra zona de servicio habitual. Antes de nada, confirmaremos con usted si podemos darle servicio.",
    sooner: "¿Nos necesita antes?",
    home: "Volver al inicio",
    services: "Servicios comerciales",
  },
};

export const resultPagesCopy: Catalogue<ResultPagesCopy> = { en, es: esResultPages };
