import type { Locale } from "~/lib/i18n";
import { business } from "~/content/business";
import type { BusinessContact } from "~/lib/business-contact";
import { CANCEL_REASON_LIST, type ProviderState } from "~/lib/self-service";
import { optionLabel } from "~/lib/lead-options";
import { businessContact, getConfig } from "../config";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { catalogue, inLocale } from "../content/catalogue";
import { promisesCopy } from "../content/promises";
import { formatDateRange, formatVisitDate } from "~/lib/dates";
import { log } from "../log";
import { findLead } from "../models/leads";
import { loadAccount } from "../service/account";
import { customerOfLead } from "../models/users";
import type { ServiceNoticeMessage, ServiceNoticeStop } from "./messages";
import { type DeliveryDeps, SendError, sendEmail } from "./providers";
import { customerAreaLink, type EmailContent, emailLocale, escapeHtml, firstNameOf, htmlDocument } from "./templates";

/**
 * The e-mails sent when a customer's service stops or is at risk (docs/decisions/0020), whoever
 * started it: the customer (a pause, a cancellation), or the payment provider (a subscription
 * canceled or paused, a payment that failed). The office gets one in English at once; the
 * customer gets one in their language whatever their reminders switch says.
 */

/** What happened: the customer's pause or cancellation, or the provider's billing state. */
export type ServiceStop =
  | { kind: "pause"; start: string; end: string; provider: ProviderState }
  /** The pause ended early: visits come back after `through` (null: the pause was withdrawn before it began); `next` is the next visit. */
  | { kind: "pause_ended"; through: string | null; next: string | null }
  | { kind: "cancellation"; end: string; reason: string; comment: string; lastVisit: string | null; provider: ProviderState }
  /** A payment withdrew the cancellation: the service goes on; `next` is the next visit. */
  | { kind: "restarted"; next: string | null }
  /** `lastDay`: a cancellation in force ends the service then (past due: no visits continue after it). */
  | { kind: "billing"; state: "canceled" | "paused" | "past_due"; lastDay: string | null };

const copy = catalogue(
  {
    greeting: (name: string) => (name ? `Hi ${name},` : "Hi,"),
    pauseSubject: "Your visits are paused",
    /** `range`: "from December 10 through 20, 2026" (~/lib/dates formatDateRange). */
    pause: (range: string) => `Your visits are paused ${range}. They come back by themselves after that.`,
    cancellationSubject: "Your service is ending",
    cancellation: (end: string) => `We've received your cancellation. Your service ends on ${end}.`,
    lastVisit: (date: string) => `Your last visit is ${date}.`,
    /** What canceling does to the subscription: the one policy (server/content/promises.ts serviceTerms). */
    charges: promisesCopy.en.serviceTerms.cancellation.charges,
    noLastVisit: "No more visits are planned.",
    canceledSubject: "Your service has ended",
    canceled: "Your subscription was canceled, so no visits are planned.",
    pausedSubject: "Your subscription is paused",
    paused: "Your subscription is paused, so no visits are planned for now.",
    pastDueSubject: "Your payment did not go through",
    pastDue: "Your last payment did not go through. Your visits continue for now; please update your card so the payment can be taken.",
    pastDueEnding: (end: string) =>
      `Your last payment did not go through. Please update your card so the payment can be taken; your service still ends on ${end}, as you asked.`,
    pauseEndedSubject: "Your pause has ended",
    pauseEnded: (through: string | null) =>
      through
        ? `Your pause now ends on ${through}: your visits are back on the schedule after it.`
        : "Your pause is withdrawn: your visits stay on the schedule.",
    nextVisit: (date: string) => `Your next visit is ${date}.`,
    restartedSubject: "Your service continues",
    restarted: "We received your payment, so your cancellation is withdrawn and your service continues.",
    comeBack: (contact: BusinessContact) => `To come back, or if you think this is a mistake, call us at ${contact.phone} or write to ${contact.email}.`,
    account: "Your plan, visits and billing are in your customer dashboard:",
    why: "We send this e-mail whenever your service stops or is at risk, even if you turned off other e-mails in Notifications.",
    signOff: `— The ${business.name} team`,
  },
  {
    greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
    pauseSubject: "Sus visitas están en pausa",
    pause: (range: string) => `Sus visitas están en pausa ${range}. Después se reanudan automáticamente.`,
    cancellationSubject: "Su servicio va a terminar",
    cancellation: (end: string) => `Recibimos su cancelación. Su servicio termina el ${end}.`,
    lastVisit: (date: string) => `Su última visita es el ${date}.`,
    charges: promisesCopy.es.serviceTerms.cancellation.charges,
    noLastVisit: "No hay más visitas programadas.",
    canceledSubject: "Su servicio terminó",
    canceled: "Su suscripción fue cancelada, así que no hay visitas programadas.",
    pausedSubject: "Su suscripción está en pausa",
    paused: "Su suscripción está en pausa, así que por ahora no hay visitas programadas.",
    pastDueSubject: "No pudimos cobrar su pago",
    pastDue: "No pudimos cobrar su último pago. Por ahora sus visitas continúan; actualice su tarjeta para que podamos cobrar el pago.",
    pastDueEnding: (end: string) =>
      `No pudimos cobrar su último pago. Actualice su tarjeta para que podamos cobrar el pago; su servicio termina el ${end}, como lo pidió.`,
    pauseEndedSubject: "Su pausa terminó",
    pauseEnded: (through: string | null) =>
      through ? `Su pausa ahora termina el ${through}: después vuelven sus visitas.` : "Su pausa quedó anulada: sus visitas siguen programadas.",
    nextVisit: (date: string) => `Su próxima visita es el ${date}.`,
    restartedSubject: "Su servicio continúa",
    restarted: "Recibimos su pago, así que su cancelación quedó anulada y su servicio continúa.",
    comeBack: (contact: BusinessContact) => `Para volver, o si cree que se trata de un error, llámenos al ${contact.phone} o escríbanos a ${contact.email}.`,
    account: "Su plan, sus visitas y sus pagos están en su panel del cliente:",
    why: "Le enviamos este correo siempre que su servicio se detiene o está en riesgo, aunque haya desactivado otros correos en Notificaciones.",
    signOff: `— El equipo de ${business.name}`,
  },
);

export interface CustomerStopInput {
  name: string;
  locale: Locale;
  stop: ServiceStop;
  link: string;
  contact: BusinessContact;
}

/** The customer's e-mail, in their language. */
export function customerStopEmail({ name, locale, stop, link, contact }: CustomerStopInput): EmailContent {
  const c = inLocale(copy, locale);
  const day = (iso: string) => formatVisitDate(iso, locale);
  let subject: string;
  let body: string[];
  if (stop.kind === "pause") {
    subject = c.pauseSubject;
    body = [c.pause(formatDateRange(stop.start, stop.end, locale))];
  } else if (stop.kind === "pause_ended") {
    subject = c.pauseEndedSubject;
    body = [c.pauseEnded(stop.through ? day(stop.through) : null), ...(stop.next ? [c.nextVisit(day(stop.next))] : [])];
  } else if (stop.kind === "restarted") {
    subject = c.restartedSubject;
    body = [c.restarted, ...(stop.next ? [c.nextVisit(day(stop.next))] : [])];
  } else if (stop.kind === "cancellation") {
    subject = c.cancellationSubject;
    body = [c.cancellation(day(stop.end)), stop.lastVisit ? c.lastVisit(day(stop.lastVisit)) : c.noLastVisit, c.charges, c.comeBack(contact)];
  } else if (stop.state === "past_due") {
    subject = c.pastDueSubject;
    body = [stop.lastDay ? c.pastDueEnding(day(stop.lastDay)) : c.pastDue];
  } else {
    subject = stop.state === "canceled" ? c.canceledSubject : c.pausedSubject;
    body = [stop.state === "canceled" ? c.canceled : c.paused, c.comeBack(contact)];
  }
  const greeting = c.greeting(name);
  const text = [greeting, "", ...body.flatMap((p) => [p, ""]), `${c.account} ${link}`, "", c.why, "", c.signOff].join("\n");
  const html = htmlDocument(
    subject,
    [greeting, ...body].map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
      `<p>${escapeHtml(c.account)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p style="color:#6b7280;font-size:14px">${escapeHtml(c.why)}</p><p>${escapeHtml(c.signOff)}</p>`,
    locale,
  );
  return { subject, text, html };
}

/** What the office must do in the provider's dashboard, or what was done there. */
function providerLine(stop: Extract<ServiceStop, { provider: ProviderState }>): string {
  const what = stop.kind === "pause" ? `pause collection from ${stop.start} until ${stop.end}` : "cancel the subscription at the end of the current period";
  switch (stop.provider) {
    case "applied":
      return stop.kind === "pause"
        ? "Payment provider: collection is paused."
        : "Payment provider: the subscription is set to cancel at the end of the paid period.";
    case "pending":
      return stop.kind === "pause"
        ? `Payment provider: collection is paused on ${stop.start} (the daily job asks the provider), until ${stop.end}.`
        : "Payment provider: not asked yet.";
    case "failed":
      return `Payment provider: the change was refused or could not be made. In the provider's dashboard, ${what}.`;
    case "not_configured":
      return `Payment provider: online payments are not configured on this site. In the provider's dashboard, ${what}.`;
    case "none":
      return "Payment provider: this customer has no subscription; nothing to change there.";
  }
}

export interface OfficeStopInput {
  name: string;
  email: string;
  phone: string;
  language: Locale;
  stop: ServiceStop;
  /** Who started it: the customer, the office or the provider. */
  by: string;
  /** The lead's page in the admin. */
  link: string;
}

/** The office's e-mail (English): who, what, why, what to do with the provider, and the lead's link. */
export function officeStopEmail({ name, email, phone, language, stop, by, link }: OfficeStopInput): EmailContent {
  let subject: string;
  const lines: string[] = [];
  if (stop.kind === "pause") {
    subject = `Pause: ${name}, ${stop.start} to ${stop.end}`;
    lines.push(`${name} paused their service from ${stop.start} through ${stop.end}. The visits in those days are off the route.`, providerLine(stop));
  } else if (stop.kind === "pause_ended") {
    subject = `Pause ended early: ${name}`;
    lines.push(
      stop.through
        ? `${name} ended their pause early: it now ends on ${stop.through}, and their visits are back on the route after it.`
        : `${name} withdrew their pause before it began: their visits stay on the route.`,
      `Next visit: ${stop.next ?? "none planned"}.`,
    );
  } else if (stop.kind === "restarted") {
    subject = `Service restarted: ${name}`;
    lines.push(
      `A payment of ${name} reached us while their cancellation was in force, so the cancellation is withdrawn and their service continues.`,
      `Next visit: ${stop.next ?? "none planned yet"}. If they did not mean to come back, refund the payment in the provider's dashboard and cancel again.`,
    );
  } else if (stop.kind === "cancellation") {
    const reason = optionLabel(CANCEL_REASON_LIST, stop.reason) || stop.reason;
    subject = `Cancellation: ${name}, last day ${stop.end}`;
    lines.push(
      `${name} canceled their service. Last day: ${stop.end}; last visit: ${stop.lastVisit ?? "none left"}.`,
      `Reason: ${reason}${stop.comment ? `. Comment (as written): ${stop.comment}` : ""}`,
      providerLine(stop),
    );
  } else if (stop.state === "past_due") {
    subject = `Payment past due: ${name}`;
    lines.push(
      stop.lastDay
        ? `A payment of ${name} failed. Their service ends on ${stop.lastDay} (their cancellation); the customer was asked to update their card.`
        : `A payment of ${name} failed. Their visits continue for now; the customer was asked to update their card.`,
    );
  } else {
    subject = `Subscription ${stop.state === "canceled" ? "canceled" : "paused"}: ${name}`;
    lines.push(`The payment provider reports ${name}'s subscription as ${stop.state}. No visits are planned while it stays so.`);
  }
  lines.push(`Started by: ${by}`, `Customer: ${email} · ${phone} · writes in ${language === "es" ? "Spanish" : "English"}`, `Lead: ${link}`);
  return {
    subject,
    text: lines.join("\n"),
    html: htmlDocument(subject, lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")),
  };
}

const STOPPED_BY: Record<ServiceNoticeMessage["by"], string> = {
  customer: "the customer, in the customer area",
  provider: "the payment provider",
  office: "the office",
};

/**
 * Sends one e-mail of a service that stops: to the office (STAFF_EMAIL, in English) or to the
 * customer (their language, whatever the reminders switch says). What it says is read now: the
 * current pause, the last cancellation, or the billing state (a state that no longer stands, a
 * card that was fixed before the message arrived, sends nothing).
 */
export async function deliverServiceNotice(db: Db, env: Env, body: ServiceNoticeMessage, deps: DeliveryDeps): Promise<void> {
  const lead = await findLead(db, body.leadId);
  const user = lead ? await customerOfLead(db, lead.id) : undefined;
  const stop = lead ? await serviceStop(db, lead, body.stop) : null;
  if (!lead || lead.deleted_at || !stop || (body.audience === "customer" && (!user || user.status === "deactivated"))) {
    log.info("service_notice_skipped", { leadId: body.leadId, stop: body.stop, audience: body.audience });
    return;
  }
  const config = getConfig(env);
  if (body.audience === "office") {
    if (!config.STAFF_EMAIL) throw new SendError("STAFF_EMAIL is not set");
    const content = officeStopEmail({
      name: lead.full_name || `${lead.first_name} ${lead.last_name}`.trim(),
      email: lead.email,
      phone: lead.phone,
      language: emailLocale(lead.locale),
      stop,
      by: STOPPED_BY[body.by],
      link: new URL(`/admin/leads/${lead.id}/history`, config.SITE_URL).toString(),
    });
    await sendEmail(env, { ...content, to: config.STAFF_EMAIL }, deps.fetcher);
  } else if (user) {
    const locale = emailLocale(user.locale);
    const content = customerStopEmail({
      name: firstNameOf(user.name || lead.first_name),
      locale,
      stop,
      link: customerAreaLink(config.SITE_URL, locale, stop.kind === "billing" || stop.kind === "restarted" ? "billing" : "services"),
      contact: businessContact(config, locale),
    });
    await sendEmail(env, { ...content, to: user.email }, deps.fetcher);
  }
  log.info("service_notice_sent", { leadId: lead.id, stop: body.stop, audience: body.audience });
}

/** What a service notice says, read from the service's account now; null when it no longer stands. */
async function serviceStop(db: Db, lead: Lead, stop: ServiceNoticeStop): Promise<ServiceStop | null> {
  const account = await loadAccount(db, lead.id);
  if (!account) return null;
  switch (stop) {
    case "pause": {
      const pause = account.pause;
      return pause ? { kind: "pause", start: pause.start, end: pause.end, provider: pause.provider } : null;
    }
    case "pause_ended": {
      const pause = account.pause;
      return { kind: "pause_ended", through: pause ? pause.end : null, next: account.nextVisit };
    }
    case "cancellation": {
      const c = account.cancellation;
      return c ? { kind: "cancellation", end: c.end, reason: c.reason, comment: c.comment, lastVisit: c.lastVisit, provider: c.provider } : null;
    }
    case "restarted":
      return account.cancellation ? null : { kind: "restarted", next: account.nextVisit };
    case "billing": {
      const state = account.billing.state;
      const lastDay = account.status === "ending" && account.cancellation ? account.cancellation.end : null;
      return state === "canceled" || state === "paused" || state === "past_due" ? { kind: "billing", state, lastDay } : null;
    }
  }
}
