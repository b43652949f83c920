/**
 * The business's promises, defined once in both languages: how soon we confirm and schedule,
 * where we work, the guarantee, what each add-on is, how the visit summary arrives and when
 * anyone gets a text message. Pages, e-mails and the quote wizard read these strings instead of
 * writing their own, so the two languages and the e-mails cannot drift apart again
 * (test/worker/copy-promises.test.ts reads every page and e-mail and fails on any other
 * response time). Pick a promise a small business keeps on its worst week, not its best.
 */
import { catalogue, inLocale } from "./catalogue";
import type { Locale } from "~/lib/i18n";
import { business } from "~/content/business";
import { clockWords } from "~/lib/dates";
import { SERVICE_TERMS as terms } from "~/lib/self-service";
import { legalTerms as t } from "./legal-terms";

/** The cut-off the day before, as each language writes a time ("6pm", "6 p. m."). */
const cutoff = { en: clockWords(terms.changeCutoffHour, 0, "en", "compact"), es: clockWords(terms.changeCutoffHour, 0, "es", "compact") };
const noticeDays: number = terms.cancellationNoticeDays;

const en = {
  responseTime: {
    /** The one response time, as every sentence below says it (a Saturday-night request is answered on Monday). */
    deadline: "by the next business day",
    /** After a quote request or a sign-up. */
    firstVisit: "We confirm your details and schedule your first visit by the next business day.",
    /** After a commercial request. */
    commercial: "Our commercial team reviews your community's details and gets in touch by the next business day.",
    /** Short form, for check lists. */
    item: "First visit confirmed and scheduled by the next business day",
  },
  serviceArea: {
    /** The business configuration's area (app/content/business.ts), as a sentence names it. */
    name: business.serviceArea as string,
  },
  guarantee: {
    name: "100% satisfaction guarantee",
    sentence: `If you are not happy with a visit, tell us within ${t.guaranteeReportHours} hours and we come back within ${t.guaranteeReturnHours} hours to put it right, at no charge.`,
  },
  reschedule: {
    sentence: `You can move a visit to another day with at least ${t.rescheduleNoticeHours} hours' notice.`,
    item: `Move a visit with at least ${t.rescheduleNoticeHours} hours' notice`,
  },
  /** Rain is no reason to skip a visit; weather that makes it unsafe (a storm, lightning) is, and the visit moves. */
  weather: {
    sentence: "Service runs in the rain; if severe weather makes a visit unsafe, we move it to the next available day and let you know.",
    item: "Service in the rain; a visit that severe weather makes unsafe moves to the next available day",
  },
  /** The two optional add-ons: what each one is, in the same words wherever it is offered. */
  addOns: {
    deodorizeSanitize: {
      name: "Deodorizing and sanitizing",
      text: "Enzyme deodorizing plus a pet-safe treatment that kills 99.9% of bacteria.",
    },
    sprayDown: {
      name: "Deck and patio spray-down",
      text: "Pavers, pool decks and screened patios rinsed with water and freshened.",
    },
    /** Both, in a list of what a visit can include. */
    item: "Optional deodorizing, sanitizing and deck and patio spray-down",
  },
  /** The summary after each visit goes by e-mail, the channel the product sends. */
  visitSummary: {
    channel: "e-mail",
    item: "A service summary by e-mail after each visit",
    sentence: "After each visit we e-mail you a service summary.",
  },
  /**
   * The service terms (app/lib/self-service.ts SERVICE_TERMS), in words: the cut-off the day
   * before, the longest pause and the one cancellation policy. The payment provider cancels at the
   * end of the period already paid: it runs to its end, nothing more is charged, nothing is refunded.
   */
  serviceTerms: {
    /** The cut-off hour, as a time of day. */
    cutoff: cutoff.en,
    changes: `Skip a visit or pause your service for up to ${terms.pauseMaxDays} days in your customer dashboard, until ${cutoff.en} the day before the visit.`,
    cancellation: {
      anytime: `You can cancel at any time, ${noticeDays === 0 ? "with no notice period" : `with ${noticeDays} days' notice`}, in your customer dashboard or by calling us.`,
      charges:
        "When you cancel, your subscription runs to the end of the period you've already paid for: nothing more is charged, and that period is not refunded.",
      /** Short form, for check lists. */
      item: "Cancel anytime; nothing is charged after the period you've paid for",
    },
  },
  /**
   * Text messages: only to people who ticked the quote form's text-message box (its wording is
   * server/content/sms-consent.ts) or turned texts on in the customer area (server/sms/). No other
   * copy may promise a text.
   */
  textMessages: {
    confirmation: "Service confirmation by e-mail, and by text message if you ask for texts on the quote form",
    confirmationSentence: "You get a service confirmation by e-mail, and by text message too if you asked for texts on the quote form.",
    privacyUse:
      "to send text messages about your quote and your visits, only if you ticked the text-message box on the quote form or turned texts on in your customer area, never between 9 pm and 8 am (reply STOP to any of them to stop);",
    privacySharing: "text-message delivery for people who asked for texts",
    privacyRecord:
      "whether you asked for text messages, the words you agreed to and when, and each later change (STOP, START, your customer area); the texts you send to our number, which our office and crew read, kept with your request or service record (a text from a number we do not know, 30 days);",
  },
};

export type Promises = typeof en;

const es: typeof en = {
  responseTime: {
    deadline: "a más tardar el siguiente día hábil",
    firstVisit: "Confirmamos sus datos y programamos su primera visita a más tardar el siguiente día hábil.",
    commercial: "Nuestro equipo comercial revisa los datos de su comunidad y se comunica con usted a más tardar el siguiente día hábil.",
    item: "Primera visita confirmada y programada a más tardar el siguiente día hábil",
  },
  serviceArea: {
    name: "el condado de Miami-Dade",
  },
  guarantee: {
    name: "Garantía de satisfacción del 100%",
    sentence: `Si no queda satisfecho con una visita, avísenos dentro de las ${t.guaranteeReportHours} horas siguientes y regresamos en menos de ${t.guaranteeReturnHours} horas para dejarlo bien, sin costo alguno.`,
  },
  reschedule: {
    sentence: `Puede pasar una visita a otro día avisándonos con al menos ${t.rescheduleNoticeHours} horas de anticipación.`,
    item: `Cambio de día de una visita con al menos ${t.rescheduleNoticeHours} horas de anticipación`,
  },
  weather: {
    sentence: "Trabajamos aunque llueva; si el mal tiempo hace que una visita no sea segura, la pasamos al siguiente día disponible y le avisamos.",
    item: "Trabajamos aunque llueva; si el mal tiempo hace que una visita no sea segura, la pasamos al siguiente día disponible",
  },
  addOns: {
    deodorizeSanitize: {
      name: "Desodorización y desinfección",
      text: "Desodorizante enzimático y un tratamiento seguro para mascotas que elimina el 99.9% de las bacterias.",
    },
    sprayDown: {
      name: "Enjuague de terraza y patio",
      text: "Enjuagamos con agua los adoquines, las terrazas de la piscina y los patios con malla, y los dejamos con olor a limpio.",
    },
    item: "Opcional: desodorización, desinfección y enjuague de terraza y patio",
  },
  visitSummary: {
    channel: "correo electrónico",
    item: "Un resumen del servicio por correo electrónico después de cada visita",
    sentence: "Después de cada visita le enviamos un resumen del servicio por correo electrónico.",
  },
  serviceTerms: {
    cutoff: cutoff.es,
    changes: `Puede omitir una visita o pausar su servicio hasta por ${terms.pauseMaxDays} días en su panel del cliente, hasta las ${cutoff.es} del día anterior a la visita.`,
    cancellation: {
      anytime: `Puede cancelar cuando quiera, ${noticeDays === 0 ? "sin plazo de aviso" : `avisándonos con ${noticeDays} días de anticipación`}, en su panel del cliente o llamándonos.`,
      charges: "Al cancelar, su suscripción sigue hasta el final del período que ya pagó: no se le cobra nada más y ese período no se reembolsa.",
      item: "Cancele cuando quiera; no se cobra nada después del período que ya pagó",
    },
  },
  textMessages: {
    confirmation: "Confirmación del servicio por correo electrónico, y por mensaje de texto si pide los mensajes en el formulario de cotización",
    confirmationSentence:
      "Recibirá la confirmación del servicio por correo electrónico, y también por mensaje de texto si pidió los mensajes en el formulario de cotización.",
    privacyUse:
      "para enviarle mensajes de texto sobre su cotización y sus visitas, solo si marcó la casilla de mensajes de texto en el formulario de cotización o los activó en su panel del cliente, nunca entre las 9 p. m. y las 8 a. m. (responda STOP a cualquiera de ellos para no recibir más);",
    privacySharing: "envío de mensajes de texto a quienes los pidieron",
    privacyRecord:
      "si pidió mensajes de texto, las palabras que aceptó y cuándo, y cada cambio posterior (STOP, START, su panel del cliente); los mensajes que usted envía a nuestro número, que leen nuestra oficina y nuestro equipo, guardados con su solicitud o su servicio (los de un número que no conocemos, 30 días);",
  },
};

export const promisesCopy = catalogue(en, es);

/** The promises in one language. */
export function promisesIn(locale: Locale): Promises {
  return inLocale(promisesCopy, locale);
}

/** Every string of the promises in one language (the copy test strips them before looking for others). */
export function promiseStrings(locale: Locale): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (value && typeof value === "object") for (const v of Object.values(value)) walk(v);
  };
  walk(promisesIn(locale));
  return out;
}
