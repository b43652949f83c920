import { businessContact, getConfig } from "../config";
import { createDb, type Db } from "../db/client";
import { localizePath } from "~/lib/i18n";
import { addDays, businessDate } from "~/lib/dates";
import { type Lead, NOTIFICATION_KINDS, type NotificationKind, TOKEN_PURPOSES, type TokenPurpose } from "../db/schema";
import { issueToken } from "../models/auth-tokens";
import { findLead } from "../models/leads";
import { customerOfLead, findUserById } from "../models/users";
import { claimSummary, findVisit, markSummarySent, nextVisitAfter, releaseSummary } from "../models/visits";
import { claimScheduleReminder, releaseScheduleReminder } from "../leads/change";
import { visitSummaryEmail } from "./visit-emails";
import { accountEmail } from "./account-emails";
import { paymentLinkEmail } from "./billing-emails";
import { scheduleReminderEmail } from "./schedule-emails";
import { customerStopEmail, officeStopEmail, type ServiceStop } from "./service-emails";
import { currentPause, lastCancellation, lastVisitBy } from "../models/service-stops";
import { needsSubscription } from "../billing/payment-link";
import { log } from "../log";
import type { ScheduleReminderMessage } from "./schedule-reminder-queue";
import { findNotification, recordEnqueueFailure, recordOutcome, recordQueued } from "../models/lead-notifications";
import { redact, SendError, sendEmail, sendWebhook } from "./providers";
import { emailLocale, firstNameOf, staffEmail, visitorConfirmationEmail } from "./templates";
import { deliverSms, markSmsDead, type SmsQueueMessage } from "../sms/send";
import { deliverSmsReply, markSmsReplyDead, type SmsReplyQueueMessage } from "../sms/replies";
import { SmsSendError } from "../sms/provider";

/**
 * One message on the LEAD_NOTIFICATIONS queue. It names the lead, not its contents: the consumer
 * reads the lead from D1, so no personal data sits in the queue or its dead-letter queue.
 */
export interface NotificationMessage {
  leadId: number;
  kind: NotificationKind;
  /** The visitor's language for the confirmation ("en" until the site has other languages). */
  locale: string;
}

/**
 * An account e-mail (password reset, invitation) on the same queue. It names the account only:
 * the consumer issues the link itself (voiding older ones), so no token ever sits in the queue,
 * and the link's lifetime starts when the e-mail goes out.
 */
export interface AccountEmailMessage {
  kind: "account_email";
  userId: number;
  purpose: TokenPurpose;
}

/** The summary e-mail of a closed visit (server/notifications/visit-emails.ts); names the visit only. */
export interface VisitSummaryMessage {
  kind: "visit_summary";
  visitId: number;
}

/**
 * The payment link the office sent (server/billing/payment-link.ts); names the lead only: the
 * consumer reads the link kept on the lead, so no link sits in the queue.
 */
export interface PaymentLinkMessage {
  kind: "payment_link";
  leadId: number;
}

/**
 * The e-mails sent when a customer's service stops or is at risk (server/notifications/service-emails.ts),
 * one message for the office and one for the customer. Names the lead and what happened only: the
 * consumer reads the pause, the cancellation or the billing state as stored.
 */
export interface ServiceNoticeMessage {
  kind: "service_notice";
  leadId: number;
  stop: ServiceNoticeStop;
  audience: "office" | "customer";
  by: "customer" | "office" | "provider";
}
export const SERVICE_NOTICE_STOPS = ["pause", "cancellation", "billing"] as const;
export type ServiceNoticeStop = (typeof SERVICE_NOTICE_STOPS)[number];

/** Queues both e-mails of a service that stops (the office's and the customer's). Never throws: the change is saved; a failure is logged. */
export async function enqueueServiceNotices(
  env: Env,
  leadId: number,
  stop: ServiceNoticeStop,
  by: ServiceNoticeMessage["by"],
  audiences: readonly ServiceNoticeMessage["audience"][] = ["office", "customer"],
): Promise<void> {
  try {
    await env.LEAD_NOTIFICATIONS.sendBatch(
      audiences.map((audience) => ({
        body: { kind: "service_notice", leadId, stop, audience, by } satisfies ServiceNoticeMessage,
        contentType: "json" as const,
      })),
    );
    log.info("service_notice_enqueued", { leadId, stop });
  } catch (error) {
    log.error("service_notice_enqueue_failed", error, { leadId, stop });
  }
}

/** Queues the payment-link e-mail. Throws when the queue cannot be reached (the office is told). */
export async function enqueuePaymentLink(env: Env, leadId: number): Promise<void> {
  await env.LEAD_NOTIFICATIONS.send({ kind: "payment_link", leadId } satisfies PaymentLinkMessage, { contentType: "json" });
  log.info("payment_link_enqueued", { leadId });
}

/**
 * Queues the summary of a closed visit, once: only the caller that claims it (summary_queued_at)
 * sends the message, so a double submit or a retried request never queues a second e-mail.
 */
export async function enqueueVisitSummary(db: Db, env: Env, visitId: number): Promise<void> {
  if (!(await claimSummary(db, visitId))) return;
  try {
    await env.LEAD_NOTIFICATIONS.send({ kind: "visit_summary", visitId } satisfies VisitSummaryMessage, { contentType: "json" });
  } catch (error) {
    // Not queued: the claim is given back, so the daily job queues it (unqueuedSummaries).
    await releaseSummary(db, visitId);
    throw error;
  }
  log.info("visit_summary_enqueued", { visitId });
}

/** Queues an account e-mail. Throws when the queue cannot be reached (the caller decides what the person sees). */
export async function enqueueAccountEmail(env: Env, userId: number, purpose: TokenPurpose): Promise<void> {
  await env.LEAD_NOTIFICATIONS.send({ kind: "account_email", userId, purpose } satisfies AccountEmailMessage, { contentType: "json" });
  log.info("account_email_enqueued", { userId, purpose });
}

/** Seconds before the n-th retry (n = the attempt that failed): 30 s, 1, 2, 4, 8 min… at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** Dead-letter queues are named `<queue>-dlq` (with an environment suffix when deployed). */
export const isDeadLetterQueue = (queue: string) => /-dlq(?:-|$)/.test(queue);

/**
 * Queues the notifications of a newly stored lead: staff e-mail, visitor confirmation and, when
 * LEAD_WEBHOOK_URL is set, the webhook. Never throws: the lead is already stored, so a failure is
 * logged and recorded (status `failed`, shown in the admin), and the lead stays in the dashboard.
 */
export async function enqueueLeadNotifications(db: Db, env: Env, lead: Lead, locale = "en"): Promise<void> {
  const kinds: NotificationKind[] = ["staff_email", "visitor_confirmation"];
  if (getConfig(env).LEAD_WEBHOOK_URL) kinds.push("webhook");
  try {
    await recordQueued(db, lead.id, kinds);
  } catch (error) {
    // The consumer creates the rows it is missing; the messages still go out.
    log.error("notification_record_failed", error, { leadId: lead.id });
  }
  try {
    await env.LEAD_NOTIFICATIONS.sendBatch(
      kinds.map((kind) => ({ body: { leadId: lead.id, kind, locale } satisfies NotificationMessage, contentType: "json" as const })),
    );
    log.info("notifications_enqueued", { leadId: lead.id, count: kinds.length });
  } catch (error) {
    log.error("notification_enqueue_failed", error, { leadId: lead.id, count: kinds.length });
    try {
      await recordEnqueueFailure(db, lead.id, kinds, "Could not reach the notification queue");
    } catch (recordError) {
      log.error("notification_record_failed", recordError, { leadId: lead.id });
    }
  }
}

function parseMessage(
  body: unknown,
):
  | NotificationMessage
  | AccountEmailMessage
  | VisitSummaryMessage
  | PaymentLinkMessage
  | ScheduleReminderMessage
  | ServiceNoticeMessage
  | SmsQueueMessage
  | SmsReplyQueueMessage
  | null {
  if (typeof body !== "object" || body === null) return null;
  const { leadId, kind, locale, userId, purpose, visitId, smsId, replyId, stop, audience, by } = body as Record<string, unknown>;
  if (kind === "service_notice") {
    if (typeof leadId !== "number" || !Number.isInteger(leadId)) return null;
    const s = SERVICE_NOTICE_STOPS.find((v) => v === stop);
    const a = audience === "office" || audience === "customer" ? audience : null;
    const b = by === "customer" || by === "office" || by === "provider" ? by : null;
    return s && a && b ? { kind, leadId, stop: s, audience: a, by: b } : null;
  }
  if (kind === "payment_link" || kind === "schedule_reminder") return typeof leadId === "number" && Number.isInteger(leadId) ? { kind, leadId } : null;
  if (kind === "sms") return typeof smsId === "number" && Number.isInteger(smsId) ? { kind, smsId } : null;
  if (kind === "sms_reply") return typeof replyId === "number" && Number.isInteger(replyId) ? { kind, replyId } : null;
  if (kind === "visit_summary") return typeof visitId === "number" && Number.isInteger(visitId) ? { kind, visitId } : null;
  if (kind === "account_email") {
    if (typeof userId !== "number" || !Number.isInteger(userId)) return null;
    if (typeof purpose !== "string" || !(TOKEN_PURPOSES as readonly string[]).includes(purpose)) return null;
    return { kind, userId, purpose: purpose as TokenPurpose };
  }
  if (typeof leadId !== "number" || !Number.isInteger(leadId)) return null;
  if (typeof kind !== "string" || !(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  return { leadId, kind: kind as NotificationKind, locale: typeof locale === "string" ? locale : "en" };
}

export interface ConsumerDeps {
  fetcher?: typeof fetch;
}

/**
 * The queue consumer (server/index.ts `queue`). On LEAD_NOTIFICATIONS each message is sent once
 * (a redelivered one already `sent` is acknowledged without sending again); a failure is recorded
 * and retried with exponential backoff. After the queue's max_retries it lands on the dead-letter
 * queue, whose batches come here too: the notification is marked `dead` for the admin.
 */
export async function handleNotificationBatch(batch: MessageBatch<unknown>, env: Env, deps: ConsumerDeps = {}): Promise<void> {
  const db = createDb(env.DB);
  const deadLetters = isDeadLetterQueue(batch.queue);
  for (const message of batch.messages) {
    const body = parseMessage(message.body);
    if (!body) {
      log.warn("notification_malformed", { queue: batch.queue, messageId: message.id });
      message.ack();
      continue;
    }
    if (
      body.kind === "account_email" ||
      body.kind === "visit_summary" ||
      body.kind === "payment_link" ||
      body.kind === "schedule_reminder" ||
      body.kind === "service_notice" ||
      body.kind === "sms" ||
      body.kind === "sms_reply"
    ) {
      const fields =
        body.kind === "account_email"
          ? { userId: body.userId, purpose: body.purpose }
          : body.kind === "visit_summary"
            ? { visitId: body.visitId }
            : body.kind === "sms"
              ? { smsId: body.smsId }
              : body.kind === "sms_reply"
                ? { replyId: body.replyId }
                : { leadId: body.leadId };
      try {
        // Texts: the row is marked dead; one sent meanwhile stays sent (server/sms/send.ts). Replies' office e-mails alike.
        if (deadLetters && body.kind === "sms") await markSmsDead(db, body.smsId);
        else if (deadLetters && body.kind === "sms_reply") await markSmsReplyDead(db, body.replyId);
        else if (deadLetters) log.error(`${body.kind}_dead`, "gave up after the last retry", fields);
        else if (body.kind === "account_email") await deliverAccountEmail(db, env, body, deps);
        else if (body.kind === "payment_link") await deliverPaymentLink(db, env, body, deps);
        else if (body.kind === "schedule_reminder") await deliverScheduleReminder(db, env, body, deps);
        else if (body.kind === "service_notice") await deliverServiceNotice(db, env, body, deps);
        else if (body.kind === "sms") await deliverSms(db, env, body.smsId, deps);
        else if (body.kind === "sms_reply") await deliverSmsReply(db, env, body.replyId, deps);
        else await deliverVisitSummary(db, env, body, deps);
        message.ack();
      } catch (error) {
        const lastError =
          error instanceof SendError || error instanceof SmsSendError
            ? error.message
            : redact(error instanceof Error ? error.message : String(error)).slice(0, 200);
        log.error(`${body.kind}_failed`, lastError, { ...fields, attempt: message.attempts });
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
      continue;
    }
    try {
      if (deadLetters) await recordDead(db, body);
      else await deliver(db, env, body, message.attempts, deps);
      message.ack();
    } catch (error) {
      const lastError = error instanceof SendError ? error.message : redact(error instanceof Error ? error.message : String(error)).slice(0, 200);
      const fields = { leadId: body.leadId, kind: body.kind, attempt: message.attempts };
      log.error(deadLetters ? "notification_dead_record_failed" : "notification_send_failed", lastError, fields);
      if (!deadLetters) {
        try {
          await recordOutcome(db, body.leadId, body.kind, { status: "failed", lastError, attempted: true });
        } catch (recordError) {
          log.error("notification_record_failed", recordError, { leadId: body.leadId });
        }
      }
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

async function deliver(db: Db, env: Env, body: NotificationMessage, attempt: number, deps: ConsumerDeps): Promise<void> {
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
      await sendEmail(env, { ...staffEmail(lead, config.SITE_URL), to: config.STAFF_EMAIL, from: sender(config.EMAIL_FROM) }, deps.fetcher);
      break;
    }
    case "visitor_confirmation":
      await sendEmail(
        env,
        { ...visitorConfirmationEmail(lead, body.locale, businessContact(config, emailLocale(body.locale))), to: lead.email, from: sender(config.EMAIL_FROM) },
        deps.fetcher,
      );
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

/** Paths of the pages a link opens, by purpose (the account's language decides the /es prefix). */
const LINK_PATHS: Record<TokenPurpose, string> = { password_reset: "/reset-password", invitation: "/invite" };

/**
 * Sends one account e-mail: a fresh link (older ones of the same purpose stop working) in the
 * account's language. An invitation goes only to an account still pending, a reset only to one
 * that can sign in or is pending; a deactivated account gets nothing.
 */
async function deliverAccountEmail(db: Db, env: Env, body: AccountEmailMessage, deps: ConsumerDeps): Promise<void> {
  const user = await findUserById(db, body.userId);
  const wanted = body.purpose === "invitation" ? user?.status === "pending" : user?.status === "active" || user?.status === "pending";
  if (!user || !wanted) {
    log.info("account_email_skipped", { userId: body.userId, purpose: body.purpose, status: user?.status ?? "missing" });
    return;
  }
  const config = getConfig(env);
  const token = await issueToken(db, user.id, body.purpose);
  const locale = emailLocale(user.locale);
  const link = new URL(localizePath(locale, `${LINK_PATHS[body.purpose]}/${token}`), config.SITE_URL).toString();
  // A customer's welcome names their first planned visit (planned in the request that invited them).
  const service =
    body.purpose === "invitation" && user.role === "customer" && user.lead_id
      ? { firstVisit: (await nextVisitAfter(db, user.lead_id, addDays(businessDate(), -1)))?.date ?? null }
      : undefined;
  const content = accountEmail({ purpose: body.purpose, name: user.name, role: user.role, locale, link, service });
  await sendEmail(env, { ...content, to: user.email, from: sender(config.EMAIL_FROM) }, deps.fetcher);
  log.info("account_email_sent", { userId: user.id, purpose: body.purpose });
}

/**
 * Sends a closed visit's summary to its customer, in their language, unless they turned visit
 * summaries off or their account is deactivated. While the invitation is not accepted, the
 * summary carries a fresh invitation link (the older one stops working) instead of the account's,
 * which they cannot open yet. A redelivered message after a successful send (summary_sent_at) sends nothing.
 */
async function deliverVisitSummary(db: Db, env: Env, body: VisitSummaryMessage, deps: ConsumerDeps): Promise<void> {
  const visit = await findVisit(db, body.visitId);
  if (!visit || visit.summary_sent_at || visit.status === "scheduled") return;
  const [lead, user] = await Promise.all([findLead(db, visit.lead_id), findUserById(db, visit.user_id)]);
  if (!lead || !user || lead.deleted_at || !lead.notify_visit_summary || user.status === "deactivated") {
    log.info("visit_summary_skipped", { visitId: visit.id });
    return;
  }
  const config = getConfig(env);
  const locale = emailLocale(user.locale);
  const invited = user.status === "pending";
  const path = invited
    ? localizePath(locale, `${LINK_PATHS.invitation}/${await issueToken(db, user.id, "invitation")}`)
    : `${localizePath(locale, "/customer")}?tab=services`;
  const link = new URL(path, config.SITE_URL).toString();
  const next = await nextVisitAfter(db, visit.lead_id, visit.date);
  const content = visitSummaryEmail({ visit, name: user.name, locale, next, link, invited });
  await sendEmail(env, { ...content, to: user.email, from: sender(config.EMAIL_FROM) }, deps.fetcher);
  await markSummarySent(db, visit.id);
  log.info("visit_summary_sent", { visitId: visit.id });
}

/** Sends the payment link kept on the lead to the customer, in the lead's language; nothing when it has expired or was used. */
async function deliverPaymentLink(db: Db, env: Env, body: PaymentLinkMessage, deps: ConsumerDeps): Promise<void> {
  const lead = await findLead(db, body.leadId);
  const expired = lead?.billing_checkout_expires_at ? lead.billing_checkout_expires_at < new Date().toISOString() : false;
  if (!lead || lead.deleted_at || !lead.billing_checkout_url || expired || !needsSubscription(lead)) {
    log.info("payment_link_skipped", { leadId: body.leadId });
    return;
  }
  const config = getConfig(env);
  const content = paymentLinkEmail({
    name: lead.first_name,
    locale: emailLocale(lead.locale),
    frequency: lead.service_frequency,
    link: lead.billing_checkout_url,
  });
  await sendEmail(env, { ...content, to: lead.email, from: sender(config.EMAIL_FROM) }, deps.fetcher);
  log.info("payment_link_sent", { leadId: lead.id });
}

/**
 * Sends a customer's schedule reminder: their next visit as it is now (or that none is planned),
 * only when it differs from the one the last reminder told them about (schedule_notified_next), so
 * several quick changes, or a redelivered message, send one e-mail, and a change undone before the
 * message arrives sends none. Nothing for a deleted service, with reminders turned off, or without
 * a customer account. The lead is claimed before sending (conditional UPDATE) and given back if the
 * send fails, so the retry sends it.
 */
async function deliverScheduleReminder(db: Db, env: Env, body: ScheduleReminderMessage, deps: ConsumerDeps): Promise<void> {
  const lead = await findLead(db, body.leadId);
  const told = lead?.schedule_notified_next ?? null;
  const next = (await nextVisitAfter(db, body.leadId, addDays(businessDate(), -1)))?.date ?? "none";
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
      billingState: lead.billing_state,
      link: new URL(`${localizePath(locale, "/customer")}?tab=services`, config.SITE_URL).toString(),
      contact: businessContact(config, locale),
    });
    await sendEmail(env, { ...content, to: user.email, from: sender(config.EMAIL_FROM) }, deps.fetcher);
  } catch (error) {
    await releaseScheduleReminder(db, lead.id, told, next);
    throw error;
  }
  log.info("schedule_reminder_sent", { leadId: lead.id });
}

/**
 * Sends one e-mail of a service that stops: to the office (STAFF_EMAIL, in English) or to the
 * customer (their language, whatever the reminders switch says). What it says is read now: the
 * current pause, the last cancellation, or the billing state (a state that no longer stands, a
 * card that was fixed before the message arrived, sends nothing).
 */
async function deliverServiceNotice(db: Db, env: Env, body: ServiceNoticeMessage, deps: ConsumerDeps): Promise<void> {
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
      by: body.by === "customer" ? "the customer, in the customer area" : body.by === "provider" ? "the payment provider" : "the office",
      link: new URL(`/admin/leads/${lead.id}/history`, config.SITE_URL).toString(),
    });
    await sendEmail(env, { ...content, to: config.STAFF_EMAIL, from: sender(config.EMAIL_FROM) }, deps.fetcher);
  } else if (user) {
    const locale = emailLocale(user.locale);
    const content = customerStopEmail({
      name: (user.name || lead.first_name).trim().split(/\s+/)[0] ?? "",
      locale,
      stop,
      link: new URL(`${localizePath(locale, "/customer")}?tab=${stop.kind === "billing" ? "billing" : "services"}`, config.SITE_URL).toString(),
      contact: businessContact(config, locale),
    });
    await sendEmail(env, { ...content, to: user.email, from: sender(config.EMAIL_FROM) }, deps.fetcher);
  }
  log.info("service_notice_sent", { leadId: lead.id, stop: body.stop, audience: body.audience });
}

/** What a service notice says, read as stored now; null when it no longer stands. */
async function serviceStop(db: Db, lead: Lead, stop: ServiceNoticeStop): Promise<ServiceStop | null> {
  const today = businessDate();
  if (stop === "pause") {
    const pause = await currentPause(db, lead.id, today);
    return pause ? { kind: "pause", start: pause.start_date, end: pause.end_date, provider: pause.provider_state } : null;
  }
  if (stop === "cancellation") {
    const c = await lastCancellation(db, lead.id);
    if (!c) return null;
    const last = await lastVisitBy(db, lead.id, c.end_date, today);
    return { kind: "cancellation", end: c.end_date, reason: c.reason, comment: c.comment, lastVisit: last, provider: c.provider_state };
  }
  const state = lead.billing_state;
  return state === "canceled" || state === "paused" || state === "past_due" ? { kind: "billing", state } : null;
}

async function recordDead(db: Db, body: NotificationMessage): Promise<void> {
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

const sender = (from: string | undefined) => from ?? "Clean Paws Miami <no-reply@localhost>";
