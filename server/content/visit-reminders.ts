import { business } from "~/content/business";
import type { BusinessContact } from "~/lib/business-contact";
import { catalogue } from "./catalogue";

/**
 * The day-before reminder (server/notifications/reminder-emails.ts): tomorrow's visit, when the
 * crew is expected (the window from the route, server/routing/arrival.ts) and how to skip it
 * before the change cut-off. `date` is the visit's day in words ("Thursday, December 10, 2026"),
 * `window` the window ("between 9 and 11am" / «de 9 a 11 a. m.»), `cutoff` the cut-off's hour.
 */
export const visitReminderCopy = catalogue(
  {
    greeting: (name: string) => (name ? `Hi ${name},` : "Hi,"),
    subject: (window: string) => `Your visit is tomorrow, ${window}`,
    subjectNoWindow: (date: string) => `Your visit is tomorrow, ${date}`,
    coming: (date: string, window: string) => `Our crew comes tomorrow, ${date}, expected ${window}.`,
    comingNoWindow: (date: string) => `Our crew comes tomorrow, ${date}.`,
    estimate: "The time is worked out from the crew's route. On the day, your customer dashboard shows how many stops are before yours.",
    skip: (cutoff: string) => `Can't have us tomorrow? Skip the visit in your customer dashboard before ${cutoff} today:`,
    questions: (contact: BusinessContact) => `Questions? Call us at ${contact.phone} or write to ${contact.email}.`,
    optOut:
      "You get this e-mail the day before each visit. Turn it off in your customer dashboard, under Notifications › Visit reminders and schedule changes.",
    signOff: `— The ${business.name} team`,
  },
  {
    greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
    subject: (window: string) => `Su visita es mañana, ${window}`,
    subjectNoWindow: (date: string) => `Su visita es mañana, ${date}`,
    coming: (date: string, window: string) => `Mañana, ${date}, nuestro equipo visita su casa, con llegada prevista ${window}.`,
    comingNoWindow: (date: string) => `Mañana, ${date}, nuestro equipo visita su casa.`,
    estimate: "La hora se calcula según la ruta del equipo. Ese día, su panel del cliente muestra cuántas paradas hay antes de la suya.",
    skip: (cutoff: string) => `¿No puede recibirnos mañana? Omita la visita en su panel del cliente antes de las ${cutoff} de hoy:`,
    questions: (contact: BusinessContact) => `¿Tiene preguntas? Llámenos al ${contact.phone} o escríbanos a ${contact.email}.`,
    optOut:
      "Recibe este correo el día antes de cada visita. Puede desactivarlo en su panel del cliente, en Notificaciones › Recordatorios de visita y cambios de horario.",
    signOff: `— El equipo de ${business.name}`,
  },
);
