import type { Locale } from "~/lib/i18n";
import { addDays, businessDate, clockWords, formatTimeWindow, formatVisitDate } from "~/lib/dates";
import { SKIP_CUTOFF_HOUR } from "~/lib/self-service";
import type { BusinessContact } from "~/lib/business-contact";
import { businessContact, getConfig } from "../config";
import type { Db } from "../db/client";
import { inLocale } from "../content/catalogue";
import { visitReminderCopy } from "../content/visit-reminders";
import { log } from "../log";
import { findLead } from "../models/leads";
import { arrivalOfVisit } from "../models/route-arrivals";
import { customerOfLead } from "../models/users";
import { claimReminder, findVisit, releaseReminder } from "../models/visits";
import { loadAccount, servedOn } from "../service/account";
import type { VisitReminderMessage } from "./messages";
import { type DeliveryDeps, sendEmail } from "./providers";
import { customerAreaLink, type EmailContent, emailLocale, firstNameOf, emailOfLines } from "./templates";

export interface VisitReminderInput {
  name: string;
  locale: Locale;
  /** The visit's day ("2026-12-10"). */
  date: string;
  /** When the crew is expected (the route's window), or null for a customer not on a route yet. */
  window: { from: Date; to: Date } | null;
  /** Absolute link to the customer area's services tab (where the visit is skipped). */
  link: string;
  contact: BusinessContact;
}

/** The day-before reminder: tomorrow's visit, the window the crew is expected in, and how to skip it before the cut-off. */
export function visitReminderEmail({ name, locale, date, window, link, contact }: VisitReminderInput): EmailContent {
  const c = inLocale(visitReminderCopy, locale);
  const day = formatVisitDate(date, locale);
  const when = window ? formatTimeWindow(window.from, window.to, locale) : null;
  const subject = when ? c.subject(when) : c.subjectNoWindow(day);
  const lines = [
    c.greeting(name),
    "",
    when ? c.coming(day, when) : c.comingNoWindow(day),
    ...(when ? ["", c.estimate] : []),
    "",
    `${c.skip(clockWords(SKIP_CUTOFF_HOUR, 0, locale, "compact"))} ${link}`,
    "",
    c.questions(contact),
    "",
    c.optOut,
    "",
    c.signOff,
  ];
  return emailOfLines(subject, lines, locale, [
    { text: link, href: link },
    { text: contact.phone, href: contact.phoneHref },
  ]);
}

/**
 * Sends one visit's day-before reminder, as things are when the message arrives: only the day
 * before the visit, for a visit still to do, a customer who keeps reminders on, with an account
 * that is not deactivated and a service the account says is served that day (not paused, ended
 * or past a cancellation's last day). The window is the route's (server/models/route-arrivals.ts,
 * the crew page's and the customer area's own): a route reordered before the message arrives
 * says the new one. The visit is claimed (reminder_sent_at) before sending, so a replayed message
 * or a second run sends nothing, and given back if the send fails, so the queue's retry sends it.
 */
export async function deliverVisitReminder(db: Db, env: Env, body: VisitReminderMessage, deps: DeliveryDeps, now = new Date()): Promise<void> {
  const visit = await findVisit(db, body.visitId);
  const skip = (why: string) => log.info("visit_reminder_skipped", { visitId: body.visitId, why });
  if (!visit || visit.status !== "scheduled" || visit.reminder_sent_at) return skip("visit");
  if (visit.date !== addDays(businessDate(now), 1)) return skip("not_tomorrow");
  const lead = await findLead(db, visit.lead_id);
  const user = lead ? await customerOfLead(db, lead.id) : undefined;
  if (!lead || lead.deleted_at || !lead.notify_reminders || !user || user.status === "deactivated") return skip("customer");
  const account = await loadAccount(db, lead.id, now);
  if (!account || !servedOn(account, visit.date)) return skip("service");
  const arrival = await arrivalOfVisit(db, visit, now);
  const at = now.toISOString();
  if (!(await claimReminder(db, visit.id, at))) return skip("sent");
  try {
    const config = getConfig(env);
    const locale = emailLocale(user.locale);
    const content = visitReminderEmail({
      name: firstNameOf(user.name || lead.first_name),
      locale,
      date: visit.date,
      window: arrival ? { from: arrival.from, to: arrival.to } : null,
      link: customerAreaLink(config.SITE_URL, locale, "services"),
      contact: businessContact(config, locale),
    });
    await sendEmail(env, { ...content, to: user.email }, deps.fetcher);
  } catch (error) {
    await releaseReminder(db, visit.id, at);
    throw error;
  }
  log.info("visit_reminder_sent", { visitId: visit.id });
}
