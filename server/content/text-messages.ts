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
    done: `${business.name}: your yard was serviced today. Details: {link} Reply STOP to opt out.`,
    skipped: `${business.name}: we could not service your yard today ({reason}). Details: {link} Reply STOP to opt out.`,
    reasons: { gate_locked: "gate locked", dog_loose: "dog loose", weather: "weather", other: "see details", customer: "at your request" },
    help: `${business.name}: texts about your service visits. Help: {phone}. Msg & data rates may apply. Reply STOP to opt out.`,
  },
  {
    onMyWay: `${business.name}: nuestro equipo va hoy en camino a su patio. Responda STOP para cancelar.`,
    done: `${business.name}: hoy limpiamos su patio. Detalles: {link} Responda STOP para darse de baja`,
    skipped: `${business.name}: hoy no pudimos limpiar su patio ({reason}). {link} STOP: darse de baja`,
    reasons: { gate_locked: "portón cerrado", dog_loose: "perro suelto", weather: "mal tiempo", other: "vea detalles", customer: "a petición suya" },
    help: `${business.name}: mensajes sobre sus visitas. Ayuda: {phone}. Pueden aplicarse tarifas. STOP para cancelar.`,
  },
);
