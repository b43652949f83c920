import { business } from "~/content/business";
import { catalogue } from "./catalogue";

/**
 * The text messages the crew's page sends, in both languages. Each starts with the business's name
 * (carriers require the sender to be identified) and ends with how to stop. Each must fit in two
 * SMS segments with the longest values it can take (test/worker/sms.test.ts): Spanish with accents
 * is sent as UCS-2, 67 characters a segment, so two segments hold 134.
 */
export const smsCopy = catalogue(
  {
    onMyWay: `${business.name}: our crew is on the way to your yard today. Reply STOP to opt out.`,
    /** With the estimate from the route (server/routing/arrival.ts). */
    onMyWayIn: `${business.name}: our crew is on the way to your yard, about {minutes} minutes away. Reply STOP to opt out.`,
    done: `${business.name}: your yard was serviced today. Details: {link} Reply STOP to opt out.`,
    skipped: `${business.name}: we could not service your yard today ({reason}). Details: {link} Reply STOP to opt out.`,
    /** The closed text while the invitation is not accepted: the account cannot be opened yet, so no link to it. */
    invited: {
      done: `${business.name}: your yard was serviced today. For details, accept the invitation we e-mailed you. Reply STOP to opt out.`,
      skipped: `${business.name}: we could not service your yard today ({reason}). For details, accept the invitation we e-mailed you. Reply STOP to opt out.`,
    },
    reasons: { gate_locked: "gate locked", dog_loose: "dog loose", weather: "weather", other: "see details", customer: "at your request" },
    help: `${business.name}: texts about your service visits. Help: {phone}. Msg & data rates may apply. Reply STOP to opt out.`,
    /** The answers to STOP and START (the webhook's own reply, once per message). */
    stopConfirmed: `${business.name}: you will no longer get texts from us. Reply START to get them again.`,
    startConfirmed: `${business.name}: you will get texts about your visits again. Reply STOP to opt out.`,
    /** The question after a reply that may be an opt-out ("Can you cancel tomorrow?"): texts are paused, asked once. */
    stopUnsure: `${business.name}: did you mean STOP? To be safe, we paused our texts. Reply START to get them again.`,
  },
  {
    // «Darse de baja» is stopping the texts; «cancelar» would read as canceling the visit.
    onMyWay: `${business.name}: nuestro equipo va camino a su casa. Responda STOP para darse de baja.`,
    onMyWayIn: `${business.name}: nuestro equipo va camino a su casa, llega en unos {minutes} minutos. Responda STOP para darse de baja.`,
    done: `${business.name}: hoy limpiamos su patio. Detalles: {link} Responda STOP para darse de baja`,
    skipped: `${business.name}: hoy no pudimos limpiar su patio ({reason}). {link} STOP: darse de baja`,
    invited: {
      done: `${business.name}: hoy limpiamos su patio. Detalles: acepte la invitación de su correo. Responda STOP para darse de baja`,
      skipped: `${business.name}: hoy no pudimos limpiar su patio ({reason}). Detalles: acepte la invitación de su correo. STOP: darse de baja`,
    },
    reasons: { gate_locked: "portón con llave", dog_loose: "perro suelto", weather: "mal tiempo", other: "vea detalles", customer: "a petición suya" },
    help: `${business.name}: mensajes sobre sus visitas. Ayuda: {phone}. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para darse de baja.`,
    // Worded without accents outside GSM-7, so each answer is one segment (issue 59).
    stopConfirmed: `${business.name}: dejamos de enviarle mensajes. Responda START para volver a recibirlos.`,
    startConfirmed: `${business.name}: volvemos a enviarle mensajes sobre sus visitas. Responda STOP para darse de baja.`,
    stopUnsure: `${business.name}: ¿quiso darse de baja? Por si acaso, pausamos los mensajes. Responda START para volver a recibirlos.`,
  },
);
