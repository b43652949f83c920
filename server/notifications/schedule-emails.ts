import type { Locale } from "~/lib/i18n";
import { business } from "~/content/business";
import { formatVisitDate, WEEKDAY_NAMES, WEEKDAY_PLURALS } from "~/lib/dates";
import type { BusinessContact } from "~/lib/business-contact";
import { businessContact, getConfig } from "../config";
import type { Db } from "../db/client";
import type { BillingState, ServiceFrequency } from "../db/schema";
import { catalogue, inLocale } from "../content/catalogue";
import { claimScheduleReminder, nextPlannedVisit, releaseScheduleReminder } from "../leads/change";
import { log } from "../log";
import { loadAccount } from "../service/account";
import { findLead } from "../models/leads";
import { customerOfLead } from "../models/users";
import type { ScheduleReminderMessage } from "./messages";
import { type DeliveryDeps, sendEmail } from "./providers";
import { customerAreaLink, type EmailContent, emailLocale, firstNameOf, emailOfLines } from "./templates";

const copy = catalogue(
  {
    greeting: (name: string) => (name ? `Hi ${name},` : "Hi,"),
    stoppedSubject: "No visits are planned for now",
    plan: {
      weekly: (day: string) => `Your visits are now on ${WEEKDAY_PLURALS.en[Number(day)]}`,
      "bi-weekly": (day: string) => `Your visits are now every other ${WEEKDAY_NAMES.en[Number(day)]}`,
      monthly: (day: string) => `Your visits are now on the first ${WEEKDAY_NAMES.en[Number(day)]} of each month`,
    },
    next: (date: string) => `the next one is ${date}.`,
    stopped: {
      paused: "Your subscription is paused, so no visits are planned for now.",
      canceled: "Your subscription was canceled, so no visits are planned.",
      other: "No visits are planned for now.",
    },
    restart: (contact: BusinessContact) =>
      `To restart your service, or if you think this is a mistake, call us at ${contact.phone} or write to ${contact.email}.`,
    questions: (contact: BusinessContact) => `Questions? Call us at ${contact.phone} or write to ${contact.email}.`,
    account: "Your plan and your visits are in your customer dashboard:",
    optOut:
      "You get this e-mail when your visit schedule changes. Turn it off in your customer dashboard, under Notifications › Visit reminders and schedule changes.",
    signOff: `— The ${business.name} team`,
  },
  {
    greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
    stoppedSubject: "Por ahora no hay visitas programadas",
    plan: {
      weekly: (day: string) => `Sus visitas ahora son los ${WEEKDAY_PLURALS.es[Number(day)]}`,
      "bi-weekly": (day: string) => `Sus visitas ahora son cada dos semanas, los ${WEEKDAY_PLURALS.es[Number(day)]}`,
      monthly: (day: string) => `Sus visitas ahora son el primer ${WEEKDAY_NAMES.es[Number(day)]} de cada mes`,
    },
    next: (date: string) => `la próxima es el ${date}.`,
    stopped: {
      paused: "Su suscripción está en pausa, así que por ahora no hay visitas programadas.",
      canceled: "Su suscripción fue cancelada, así que no hay visitas programadas.",
      other: "Por ahora no hay visitas programadas.",
    },
    restart: (contact: BusinessContact) =>
      `Para reanudar su servicio, o si cree que se trata de un error, llámenos al ${contact.phone} o escríbanos a ${contact.email}.`,
    questions: (contact: BusinessContact) => `¿Tiene preguntas? Llámenos al ${contact.phone} o escríbanos a ${contact.email}.`,
    account: "Su plan y sus visitas están en su panel del cliente:",
    optOut:
      "Recibe este correo cuando cambia el horario de sus visitas. Puede desactivarlo en su panel del cliente, en Notificaciones › Recordatorios de visita y cambios de horario.",
    signOff: `— El equipo de ${business.name}`,
  },
);

export interface ScheduleReminderInput {
  name: string;
  locale: Locale;
  frequency: ServiceFrequency;
  /** The next planned visit ("2026-12-03"), or "none" when no visit is planned. */
  next: string;
  billingState: BillingState | null;
  /** Absolute link to the customer area's services tab. */
  link: string;
  contact: BusinessContact;
}

/**
 * The schedule reminder: the customer's visits now (their day and the next date), or that none are
 * planned (paused, canceled or otherwise) and how to restart; the link to their services tab.
 */
export function scheduleReminderEmail({ name, locale, frequency, next, billingState, link, contact }: ScheduleReminderInput): EmailContent {
  const c = inLocale(copy, locale);
  const weekday = next === "none" ? null : String(new Date(`${next}T12:00:00Z`).getUTCDay());
  // The subject is the plan's own line: "every other Thursday" or "the first Thursday of each month" where that is the plan.
  const subject = weekday === null ? c.stoppedSubject : c.plan[frequency](weekday);
  const news =
    weekday === null
      ? [c.stopped[billingState === "paused" || billingState === "canceled" ? billingState : "other"], c.restart(contact)]
      : [`${c.plan[frequency](weekday)}; ${c.next(formatVisitDate(next, locale))}`, c.questions(contact)];
  const lines = [c.greeting(name), "", ...news.flatMap((line) => [line, ""]), `${c.account} ${link}`, "", c.optOut, "", c.signOff];
  return emailOfLines(subject, lines, locale, [
    { text: link, href: link },
    { text: contact.phone, href: contact.phoneHref },
  ]);
}

/**
 * Sends a customer's schedule reminder: their next visit as it is now (or that none is planned),
 * only when it differs from the one the last reminder told them about (schedule_notified_next), so
 * several quick changes, or a redelivered message, send one e-mail, and a change undone before the
 * message arrives sends none. Nothing for a deleted service, with reminders turned off, or without
 * a customer account. The lead is claimed before sending (conditional UPDATE) and given back if the
 * send fails, so the retry sends it.
 */
export async function deliverScheduleReminder(db: Db, env: Env, body: ScheduleReminderMessage, deps: DeliveryDeps): Promise<void> {
  const lead = await findLead(db, body.leadId);
  const told = lead?.schedule_notified_next ?? null;
  const next = await nextPlannedVisit(db, body.leadId);
  const user = lead ? await customerOfLead(db, lead.id) : undefined;
  if (!lead || lead.deleted_at || told === null || told === next || !lead.notify_reminders || !user || user.status === "deactivated") {
    log.info("schedule_reminder_skipped", { leadId: body.leadId });
    return;
  }
  if (!(await claimScheduleReminder(db, lead.id, told, next))) return;
  try {
    const config = getConfig(env);
    const locale = emailLocale(user.locale);
    const content = scheduleReminderEmail({
      name: firstNameOf(user.name || lead.first_name),
      locale,
      frequency: lead.service_frequency,
      next,
      billingState: (await loadAccount(db, lead.id))?.billing.state ?? null,
      link: customerAreaLink(config.SITE_URL, locale, "services"),
      contact: businessContact(config, locale),
    });
    await sendEmail(env, { ...content, to: user.email }, deps.fetcher);
  } catch (error) {
    await releaseScheduleReminder(db, lead.id, told, next);
    throw error;
  }
  log.info("schedule_reminder_sent", { leadId: lead.id });
}
