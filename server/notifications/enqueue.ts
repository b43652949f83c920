import { getConfig } from "../config";
import type { Db } from "../db/client";
import type { Lead, NotificationKind, TokenPurpose } from "../db/schema";
import { log } from "../log";
import { recordEnqueueFailure, recordQueued } from "../models/lead-notifications";
import { claimSummary, releaseSummary } from "../models/visits";
import type { NotificationMessage, QueueMessage, ServiceNoticeMessage, ServiceNoticeStop } from "./messages";

/** Puts one message on the LEAD_NOTIFICATIONS queue (consumed by queue.ts); throws when the queue cannot be reached. */
async function send(env: Env, message: QueueMessage, delaySeconds?: number): Promise<void> {
  await env.LEAD_NOTIFICATIONS.send(message, { contentType: "json", ...(delaySeconds ? { delaySeconds } : {}) });
}

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
  await send(env, { kind: "payment_link", leadId });
  log.info("payment_link_enqueued", { leadId });
}

/**
 * Queues the summary of a closed visit, once: only the caller that claims it (summary_queued_at)
 * sends the message, so a double submit or a retried request never queues a second e-mail.
 */
export async function enqueueVisitSummary(db: Db, env: Env, visitId: number): Promise<void> {
  if (!(await claimSummary(db, visitId))) return;
  try {
    await send(env, { kind: "visit_summary", visitId });
  } catch (error) {
    // Not queued: the claim is given back, so the daily job queues it (unqueuedSummaries).
    await releaseSummary(db, visitId);
    throw error;
  }
  log.info("visit_summary_enqueued", { visitId });
}

/** Queues an account e-mail. Throws when the queue cannot be reached (the caller decides what the person sees). */
export async function enqueueAccountEmail(env: Env, userId: number, purpose: TokenPurpose): Promise<void> {
  await send(env, { kind: "account_email", userId, purpose });
  log.info("account_email_enqueued", { userId, purpose });
}

/** How long a schedule reminder waits in the queue: several quick changes (a day changed twice) make one e-mail. */
export const SCHEDULE_REMINDER_DELAY_SECONDS = 300;

/** Queues a customer's schedule reminder (server/leads/change.ts, replanCustomer), delayed. Throws when the queue cannot be reached. */
export async function enqueueScheduleReminder(env: Env, leadId: number): Promise<void> {
  await send(env, { kind: "schedule_reminder", leadId }, SCHEDULE_REMINDER_DELAY_SECONDS);
  log.info("schedule_reminder_enqueued", { leadId });
}

/** Queues the look-up of a service address (server/geo/locate.ts). Never throws: the address is saved; the daily job places whoever is missed. */
export async function enqueueGeocode(env: Env, leadId: number): Promise<void> {
  try {
    await send(env, { kind: "geocode", leadId });
  } catch (error) {
    log.error("geocode_enqueue_failed", error, { leadId });
  }
}
