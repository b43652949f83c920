import { business } from "~/content/business";
import { type BusinessContact, hoursText } from "~/lib/business-contact";
import { serviceDayNames } from "~/lib/dates";
import { COMMUNITY_ROLE_LIST, optionLabel, REQUEST_TYPE_LIST, leadServiceLabel, preferredDayLabel } from "~/lib/lead-options";
import { businessContact, getConfig } from "../config";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { catalogue, inLocale } from "../content/catalogue";
import { promisesCopy } from "../content/promises";
import { log } from "../log";
import { findNotification, recordOutcome } from "../models/lead-notifications";
import { findLead } from "../models/leads";
import type { NotificationMessage } from "./messages";
import { type DeliveryDeps, SendError, sendEmail, sendWebhook } from "./providers";
import { type EmailContent, emailLocale, escapeHtml, htmlDocument } from "./templates";

const fullName = (lead: Lead) => `${lead.first_name} ${lead.last_name}`.trim();

/** The staff e-mail for a new lead: who, what service, how to reach them, and the admin link. */
export function staffEmail(lead: Lead, siteUrl: string): EmailContent {
  const name = fullName(lead);
  const service = leadServiceLabel(lead);
  const adminUrl = new URL(`/admin?q=${encodeURIComponent(lead.email)}`, siteUrl).toString();
  const rows: [string, string][] = [
    ["Name", name],
    ["Service", service],
    ["Language", lead.locale === "es" ? "Spanish (ES): reply in Spanish" : "English"],
    ...(lead.service_type === "residential" ? ([["Preferred day", preferredDayLabel(lead.preferred_day)]] as [string, string][]) : []),
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Address", [lead.address, lead.zip_code && `ZIP ${lead.zip_code}`].filter(Boolean).join(" · ") || "Not given"],
  ];
  if (lead.out_of_area) rows.push(["Area", "Outside the service area"]);
  if (lead.community_name) rows.push(["Community", lead.community_name]);
  if (lead.management_company) rows.push(["Management company", lead.management_company]);
  if (lead.role) rows.push(["Role", optionLabel(COMMUNITY_ROLE_LIST, lead.role)]);
  if (lead.request_type) rows.push(["Request type", optionLabel(REQUEST_TYPE_LIST, lead.request_type)]);
  if (lead.num_homes !== null) rows.push(["Number of homes", String(lead.num_homes)]);
  rows.push([
    "Text messages",
    lead.sms_updates ? `Agreed (${lead.sms_consent_version ?? "unknown wording"}, ${lead.sms_consent_at ?? "time not recorded"})` : "Not agreed: do not text",
  ]);
  if (lead.referral_source) rows.push(["Heard via", lead.referral_source]);
  if (lead.special_instructions) rows.push(["Notes", lead.special_instructions]);

  const subject = `New lead: ${name} (${lead.property_type})`;
  const text = [
    `A new quote request came in on ${business.name}.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open it in the dashboard: ${adminUrl}`,
  ].join("\n");
  const html = htmlDocument(
    subject,
    `<p>A new quote request came in on ${escapeHtml(business.name)}.</p>` +
      `<table style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>` +
      `<p><a href="${escapeHtml(adminUrl)}">Open it in the dashboard</a></p>`,
  );
  return { subject, text, html };
}

const visitorCopy = catalogue(
  {
    subject: `Thanks for your request — ${business.name}`,
    greeting: (firstName: string) => `Hi ${firstName},`,
    thanks: `Thank you for asking ${business.name} for a quote. We have your request.`,
    nextTitle: "What happens next",
    next: ["We review your request and your service area.", promisesCopy.en.responseTime.firstVisit],
    /** The third step follows what the visitor chose: a day, or no preference. */
    dayChosen: (days: string) => `Your visits will be on ${days}, the day you chose.`,
    noDay: "You told us any day works: we agree a visit day with you, and you can also choose it yourself in your customer area.",
    /** A community (HOA, property manager) request: the commercial team's next steps, not a first visit. */
    commercialNext: [
      promisesCopy.en.responseTime.commercial,
      "We walk the community with you, then send a written proposal: stations, visit schedule and price.",
    ],
    days: serviceDayNames("en", true),
    call: (contact: BusinessContact) =>
      `Questions in the meantime? Call us at ${contact.phone} (${contact.hours.days}, ${contact.hours.opens}–${contact.hours.closes}).`,
    signOff: `— The ${business.name} team`,
  },
  {
    subject: `Gracias por su solicitud — ${business.name}`,
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    thanks: `Gracias por pedirle una cotización a ${business.name}. Ya recibimos su solicitud.`,
    nextTitle: "Lo que sigue",
    next: ["Revisamos su solicitud y su zona de servicio.", promisesCopy.es.responseTime.firstVisit],
    dayChosen: (days: string) => `Sus visitas serán los ${days}, el día que usted eligió.`,
    noDay: "Nos dijo que cualquier día le viene bien: acordamos con usted el día de visita, y también puede elegirlo en su panel del cliente.",
    commercialNext: [
      promisesCopy.es.responseTime.commercial,
      "Recorremos la comunidad con usted y luego le enviamos una propuesta por escrito: estaciones, frecuencia de visitas y precio.",
    ],
    days: serviceDayNames("es", true),
    // The contact in Spanish: opening days from BUSINESS_HOURS_DAYS_ES.
    call: (contact: BusinessContact) => `¿Tiene alguna pregunta mientras tanto? Llámenos al ${contact.phone} (${hoursText(contact.hours, "es")}).`,
    signOff: `— El equipo de ${business.name}`,
  },
);

/** What happens next for this lead: a community request gets the commercial team's steps; a home, its day as chosen (or not). */
function nextSteps(lead: Lead, copy: ReturnType<typeof inLocale<(typeof visitorCopy)["en"]>>): string[] {
  if (lead.service_type === "commercial") return [...copy.commercialNext];
  return [...copy.next, lead.preferred_day ? copy.dayChosen(copy.days[lead.preferred_day]) : copy.noDay];
}

/**
 * The visitor's confirmation in their language (the lead's `locale`, carried by the queue
 * message): thanks, what happens next, and the business phone. `contact` is the business
 * contact in that language (`businessContact(config, locale)`: opening days in words).
 */
export function visitorConfirmationEmail(lead: Lead, locale: string | undefined, contact: BusinessContact): EmailContent {
  const lang = emailLocale(locale ?? lead.locale);
  const copy = inLocale(visitorCopy, lang);
  const greeting = copy.greeting(lead.first_name || fullName(lead));
  const call = copy.call(contact);
  const steps = nextSteps(lead, copy);
  const text = [greeting, "", copy.thanks, "", `${copy.nextTitle}:`, ...steps.map((step, i) => `${i + 1}. ${step}`), "", call, "", copy.signOff].join("\n");
  const html = htmlDocument(
    copy.subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(copy.thanks)}</p>` +
      `<h2 style="font-size:18px">${escapeHtml(copy.nextTitle)}</h2>` +
      `<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>` +
      `<p>${escapeHtml(call).replace(escapeHtml(contact.phone), `<a href="${contact.phoneHref}">${escapeHtml(contact.phone)}</a>`)}</p>` +
      `<p>${escapeHtml(copy.signOff)}</p>`,
    lang,
  );
  return { subject: copy.subject, text, html };
}

/**
 * Sends one notification of a new lead (the staff e-mail, the visitor's confirmation or the
 * webhook) once: a redelivered message already `sent` sends nothing; the outcome is recorded for
 * the admin.
 */
export async function deliverLeadNotification(db: Db, env: Env, body: NotificationMessage, deps: DeliveryDeps, attempt: number): Promise<void> {
  const existing = await findNotification(db, body.leadId, body.kind);
  if (existing?.status === "sent") return;
  const lead = await findLead(db, body.leadId);
  if (!lead || lead.purged_at) {
    log.warn("notification_lead_missing", { leadId: body.leadId, kind: body.kind });
    await recordOutcome(db, body.leadId, body.kind, { status: "failed", lastError: "The lead no longer exists" }).catch(() => {});
    return;
  }
  const config = getConfig(env);
  switch (body.kind) {
    case "staff_email": {
      if (!config.STAFF_EMAIL) throw new SendError("STAFF_EMAIL is not set");
      await sendEmail(env, { ...staffEmail(lead, config.SITE_URL), to: config.STAFF_EMAIL }, deps.fetcher);
      break;
    }
    case "visitor_confirmation":
      await sendEmail(env, { ...visitorConfirmationEmail(lead, body.locale, businessContact(config, emailLocale(body.locale))), to: lead.email }, deps.fetcher);
      break;
    case "webhook": {
      if (!config.LEAD_WEBHOOK_URL) throw new SendError("LEAD_WEBHOOK_URL is no longer set");
      await sendWebhook(config.LEAD_WEBHOOK_URL, { event: "lead.created", lead }, deps.fetcher);
      break;
    }
  }
  await recordOutcome(db, body.leadId, body.kind, { status: "sent", lastError: null, attempted: true });
  log.info("notification_sent", { leadId: body.leadId, kind: body.kind, attempt });
}

/** A failed attempt, recorded for the admin (status `failed`, the error); the queue retries. */
export async function recordLeadNotificationFailed(db: Db, body: NotificationMessage, lastError: string): Promise<void> {
  try {
    await recordOutcome(db, body.leadId, body.kind, { status: "failed", lastError, attempted: true });
  } catch (recordError) {
    log.error("notification_record_failed", recordError, { leadId: body.leadId });
  }
}

/** Past the last retry: the notification is marked `dead` for the admin (one sent meanwhile stays sent). */
export async function recordLeadNotificationDead(db: Db, body: NotificationMessage): Promise<void> {
  const existing = await findNotification(db, body.leadId, body.kind);
  if (existing?.status === "sent") return;
  await recordOutcome(db, body.leadId, body.kind, {
    status: "dead",
    lastError: existing?.last_error ?? "Gave up after the last retry",
  });
  log.error("notification_dead", "gave up after the last retry; the lead is stored and visible in the admin", {
    leadId: body.leadId,
    kind: body.kind,
    attempts: existing?.attempts ?? 0,
  });
}
