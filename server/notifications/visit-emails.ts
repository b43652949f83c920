import type { Locale } from "~/lib/i18n";
import { business } from "~/content/business";
import { formatIsoDate } from "~/lib/dates";
import { getConfig } from "../config";
import type { Db } from "../db/client";
import type { Visit } from "../db/schema";
import { catalogue, inLocale } from "../content/catalogue";
import { log } from "../log";
import { findLead } from "../models/leads";
import { findUserById } from "../models/users";
import { findVisit, markSummarySent, nextVisitAfter } from "../models/visits";
import { accountLink } from "./account-emails";
import type { VisitSummaryMessage } from "./messages";
import { type DeliveryDeps, sendEmail } from "./providers";
import { customerAreaLink, type EmailContent, emailLocale, firstNameOf, emailOfLines } from "./templates";

const copy = catalogue(
  {
    greeting: (name: string) => (name ? `Hi ${name},` : "Hi,"),
    doneSubject: (date: string) => `Your yard was serviced on ${date}`,
    skippedSubject: (date: string) => `We couldn't service your yard on ${date}`,
    done: (date: string) => `Our crew serviced your yard on ${date}.`,
    skipped: (date: string, reason: string) => `Our crew could not service your yard on ${date}: ${reason}.`,
    reasons: {
      gate_locked: "the gate was locked",
      dog_loose: "a dog was loose in the yard",
      weather: "the weather made it unsafe",
      other: "see the note below",
      customer: "you asked us to skip it",
    },
    noteTitle: "Note written by our crew (as they wrote it)",
    photo: "See the photo of your visit in your customer dashboard:",
    next: (date: string) => `Your next visit: ${date}.`,
    account: "Your visits and your gate instructions are in your customer dashboard:",
    invitation: "Your customer dashboard is ready: accept the invitation to see your visits, photos and gate instructions:",
    optOut: "You get this e-mail after each visit. Turn it off in your customer dashboard, under Notifications › Visit summaries.",
    signOff: `— The ${business.name} team`,
  },
  {
    greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
    doneSubject: (date: string) => `Limpiamos su patio el ${date}`,
    skippedSubject: (date: string) => `No pudimos limpiar su patio el ${date}`,
    done: (date: string) => `Nuestro equipo limpió su patio el ${date}.`,
    skipped: (date: string, reason: string) => `Nuestro equipo no pudo limpiar su patio el ${date}: ${reason}.`,
    reasons: {
      gate_locked: "el portón estaba cerrado con llave",
      dog_loose: "había un perro suelto en el patio",
      weather: "el mal tiempo hacía que no fuera seguro trabajar",
      other: "vea la nota abajo",
      customer: "usted nos pidió omitirla",
    },
    noteTitle: "Nota escrita por nuestro equipo (tal como la escribió)",
    photo: "Vea la foto de su visita en su panel del cliente:",
    next: (date: string) => `Su próxima visita: ${date}.`,
    account: "Sus visitas y las instrucciones del portón están en su panel del cliente:",
    invitation: "Su panel del cliente está listo: acepte la invitación para ver sus visitas, fotos e instrucciones del portón:",
    optOut: "Recibe este correo después de cada visita. Puede desactivarlo en su panel del cliente, en Notificaciones › Resúmenes de visita.",
    signOff: `— El equipo de ${business.name}`,
  },
);

export interface VisitSummaryInput {
  visit: Visit;
  name: string;
  locale: Locale;
  next: Visit | undefined;
  /** Absolute link to the customer area's visits, or to the invitation while it is not accepted. */
  link: string;
  /** The account's invitation is not accepted yet: the link is the invitation. */
  invited?: boolean;
}

/** The summary e-mail of a closed visit: done or skipped (why), the crew's note, the photo's place, the next visit. */
export function visitSummaryEmail({ visit, name, locale, next, link, invited = false }: VisitSummaryInput): EmailContent {
  const c = inLocale(copy, locale);
  const date = formatIsoDate(visit.date, locale);
  const subject = visit.status === "done" ? c.doneSubject(date) : c.skippedSubject(date);
  const reason = c.reasons[visit.skip_reason ?? "other"];
  const lines = [
    c.greeting(firstNameOf(name)),
    "",
    visit.status === "done" ? c.done(date) : c.skipped(date, reason),
    ...(visit.note ? ["", `${c.noteTitle}: ${visit.note}`] : []),
    "",
    `${invited ? c.invitation : visit.photo_key ? c.photo : c.account} ${link}`,
    ...(next ? ["", c.next(formatIsoDate(next.date, locale))] : []),
    "",
    c.optOut,
    "",
    c.signOff,
  ];
  return emailOfLines(subject, lines, locale, [{ text: link, href: link }]);
}

/**
 * Sends a closed visit's summary to its customer, in their language, unless they turned visit
 * summaries off or their account is deactivated. While the invitation is not accepted, the
 * summary carries a fresh invitation link (the older one stops working) instead of the account's,
 * which they cannot open yet. A redelivered message after a successful send (summary_sent_at) sends nothing.
 */
export async function deliverVisitSummary(db: Db, env: Env, body: VisitSummaryMessage, deps: DeliveryDeps): Promise<void> {
  const visit = await findVisit(db, body.visitId);
  if (!visit || visit.summary_sent_at || visit.status === "scheduled") return;
  const [lead, user] = await Promise.all([findLead(db, visit.lead_id), findUserById(db, visit.user_id)]);
  if (!lead || !user || lead.deleted_at || !lead.notify_visit_summary || user.status === "deactivated") {
    log.info("visit_summary_skipped", { visitId: visit.id });
    return;
  }
  const siteUrl = getConfig(env).SITE_URL;
  const locale = emailLocale(user.locale);
  const invited = user.status === "pending";
  const link = invited ? await accountLink(db, siteUrl, user.id, "invitation", locale) : customerAreaLink(siteUrl, locale, "services");
  const next = await nextVisitAfter(db, visit.lead_id, visit.date);
  const content = visitSummaryEmail({ visit, name: user.name, locale, next, link, invited });
  await sendEmail(env, { ...content, to: user.email }, deps.fetcher);
  await markSummarySent(db, visit.id);
  log.info("visit_summary_sent", { visitId: visit.id });
}
