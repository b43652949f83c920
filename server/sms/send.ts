import { businessDate } from "~/lib/dates";
import type { DeliveryDeps } from "../notifications/providers";
import type { SmsQueueMessage } from "../notifications/messages";
import { localizePath } from "~/lib/i18n";
import { getConfig } from "../config";
import { inLocale } from "../content/catalogue";
import { smsCopy } from "../content/text-messages";
import type { Db } from "../db/client";
import type { Lead, SmsEvent, SmsMessage, Visit } from "../db/schema";
import { findLead } from "../models/leads";
import { findUserById } from "../models/users";
import { log } from "../log";
import { findVisit, markOnMyWay } from "../models/visits";
import { arrivalOfVisit } from "../models/route-arrivals";
import { minutesUntil } from "../routing/arrival";
import {
  claimSmsEvent,
  claimSmsForSending,
  FINAL_SMS_STATUSES,
  findSms,
  findSmsByKey,
  type NewSms,
  reclaimSmsEvent,
  updateSms,
  latestGrant,
  latestKeyword,
  withdrawalSince,
} from "../models/sms";
import { toE164 } from "./phone";
import { sendSms, SmsSendError } from "./provider";
import { isQuietHour, nextSendTime } from "./quiet-hours";

/** Why a text was not sent (kept in `last_error`, shown to the admin and the crew). */
export const SKIP_TEXTS = {
  no_consent: "Not sent: the customer has not agreed to texts",
  opted_out: "Not sent: the number replied STOP",
  not_us_number: "Not sent: the phone is not a US number",
  no_customer: "Not sent: the service no longer exists",
  account_deactivated: "Not sent: the customer's account is deactivated",
  visit_not_today: "Not sent: by the time it could go, the visit was no longer planned for that day",
  logged: 'Logged only (SMS_PROVIDER is "log"), not sent',
} as const;
export type SkipCode = keyof typeof SKIP_TEXTS;
/** A skipped text keeps its code in `error_code` (the sentence in `last_error` is for people). */
export const isSkipCode = (code: string | null): code is SkipCode => code !== null && Object.hasOwn(SKIP_TEXTS, code);

export type TextOutcome =
  | { result: "queued" | "scheduled"; message: SmsMessage }
  | { result: "skipped"; reason: SkipCode; message: SmsMessage | null }
  | { result: "duplicate"; message: SmsMessage | undefined }
  /** "On my way" only for a visit still planned for today (Miami); the closed text only once closed. */
  | { result: "not_due" }
  | { result: "not_found" };

export interface TextOptions {
  /** The clock (tests); the current time by default. */
  now?: Date;
}

/**
 * Why this lead may not be texted at this number now, or null when it may: consent recorded for
 * this very number (the lead's current one, and the number of its latest grant: consent belongs to
 * the number that gave it), no STOP from the number since, its latest keyword not a STOP, and a US
 * number.
 */
export async function textingBlocked(db: Db, lead: Lead | undefined, to: string | null): Promise<SkipCode | null> {
  if (!lead || lead.deleted_at || lead.purged_at) return "no_customer";
  if (!lead.sms_updates || !lead.sms_consent_at) {
    // A STOP turned the lead's texts off: say so, not "has not agreed".
    if (to && (await latestKeyword(db, to))?.action === "withdrawn") return "opted_out";
    return "no_consent";
  }
  if (!to) return "not_us_number";
  // A lead without a grant on record consented on the quote form, with the number it still has (a change of number withdraws).
  const grant = await latestGrant(db, lead.id);
  if (toE164(lead.phone) !== to || (grant && grant.phone !== to)) return "no_consent";
  if (await withdrawalSince(db, to, lead.sms_consent_at)) return "opted_out";
  if ((await latestKeyword(db, to))?.action === "withdrawn") return "opted_out";
  return null;
}

/** "On my way" for a planned visit: one text per visit, whatever the taps. */
export function textOnMyWay(db: Db, env: Env, visitId: number, options: TextOptions = {}): Promise<TextOutcome> {
  return textForVisit(db, env, visitId, "on_my_way", options);
}

/** The done/skipped line after the crew closed a visit, with the link to the customer area: one per visit. */
export function textVisitClosed(db: Db, env: Env, visitId: number, options: TextOptions = {}): Promise<TextOutcome> {
  return textForVisit(db, env, visitId, "visit_closed", options);
}

/**
 * The words of one event's text in a language (exported for the segment tests). While the
 * customer's invitation is not accepted (`invited`), the closed text sends them to the invitation
 * e-mail instead of an account they cannot open yet: a text carries no one-time link (docs/decisions/0019).
 */
export function smsBody(
  event: SmsEvent,
  locale: "en" | "es",
  visit: Pick<Visit, "status" | "skip_reason">,
  siteUrl: string,
  { invited = false, minutes = null }: { invited?: boolean; minutes?: number | null } = {},
): string {
  const t = inLocale(smsCopy, locale);
  if (event === "on_my_way") return minutes === null ? t.onMyWay : t.onMyWayIn.replace("{minutes}", String(minutes));
  const words = invited ? t.invited : t;
  const link = new URL(localizePath(locale, "/customer"), siteUrl).toString();
  if (visit.status === "skipped") return words.skipped.replace("{reason}", t.reasons[visit.skip_reason ?? "other"]).replace("{link}", link);
  return words.done.replace("{link}", link);
}

/** The code (`error_code`) and words (`last_error`) of a text the queue could not take: the provider never saw it. */
const QUEUE_UNREACHABLE = { code: "queue_unreachable", words: "Could not reach the notification queue" } as const;

/**
 * Whether asking for an event's text again may send it: only when the provider never took it (the
 * queue could not be reached) or the queue gave up retrying it. A text the provider refused for
 * good (an invalid number, say), or one sent, held or skipped, stays as it is.
 */
export function mayAskAgain(message: Pick<SmsMessage, "status" | "error_code">): boolean {
  return message.status === "dead" || (message.status === "failed" && message.error_code === QUEUE_UNREACHABLE.code);
}

async function textForVisit(db: Db, env: Env, visitId: number, event: SmsEvent, { now = new Date() }: TextOptions): Promise<TextOutcome> {
  const visit = await findVisit(db, visitId);
  if (!visit) return { result: "not_found" };
  if (event === "visit_closed" && visit.status === "scheduled") return { result: "not_due" };
  if (event === "on_my_way" && (visit.status !== "scheduled" || visit.date !== businessDate(now))) return { result: "not_due" };
  const eventKey = `visit:${visit.id}:${event}`;
  const existing = await findSmsByKey(db, eventKey);
  // The first tap is when the crew set off: the arrival estimates start from it, texted or not.
  if (event === "on_my_way") await markOnMyWay(db, visit.id, now);
  if (existing && !mayAskAgain(existing)) return { result: "duplicate", message: existing };
  // Still one row per event: a text asked for again rewrites its own row, claimed as it was read.
  const claim = (input: NewSms) => (existing ? reclaimSmsEvent(db, existing, input) : claimSmsEvent(db, input));

  const [lead, user] = await Promise.all([findLead(db, visit.lead_id), findUserById(db, visit.user_id)]);
  const config = getConfig(env);
  // The customer area's language (the account's), else the quote's.
  const locale = (user?.locale ?? lead?.locale ?? "en") === "es" ? "es" : "en";
  const to = lead ? toE164(lead.phone) : null;
  // The closed text is the visit's summary: none to a deactivated account (the e-mail summary neither).
  const blocked = event === "visit_closed" && user?.status === "deactivated" ? "account_deactivated" : await textingBlocked(db, lead, to);
  const base = { leadId: visit.lead_id, visitId: visit.id, event, eventKey, toPhone: to ?? "", locale } as const;
  if (blocked) {
    // Recorded (without the words) so the office sees why no text went out; still one per event.
    const message = await claim({ ...base, body: "", status: "skipped", sendAfter: null, lastError: SKIP_TEXTS[blocked], errorCode: blocked });
    log.info("sms_skipped", { visitId: visit.id, event, reason: blocked });
    return message ? { result: "skipped", reason: blocked, message } : { result: "duplicate", message: await findSmsByKey(db, eventKey) };
  }

  const sendAt = config.SMS_QUIET_HOURS === "on" ? nextSendTime(now) : now;
  const held = sendAt.getTime() > now.getTime();
  // "On my way" carries the minutes to the stop from the route's estimate (none when the stop is not placed on a route).
  let minutes: number | null = null;
  if (event === "on_my_way") {
    const arrival = await arrivalOfVisit(db, visit, now);
    if (arrival) minutes = minutesUntil(arrival.expected, now);
  }
  const message = await claim({
    ...base,
    body: smsBody(event, locale, visit, config.SITE_URL, { invited: user?.status === "pending", minutes }),
    status: held ? "scheduled" : "queued",
    sendAfter: held ? sendAt.toISOString() : null,
  });
  if (!message) return { result: "duplicate", message: await findSmsByKey(db, eventKey) };
  await enqueueSms(db, env, message.id, held ? sendAt.getTime() - now.getTime() : 0);
  return { result: held ? "scheduled" : "queued", message };
}

/**
 * Puts a recorded text on the queue, delayed until `delayMs` has passed (quiet hours: at most 11 h,
 * within the queue's 12 h limit). A queue that cannot be reached leaves the text `failed` with the
 * reason, never sent twice.
 */
async function enqueueSms(db: Db, env: Env, smsId: number, delayMs: number): Promise<void> {
  try {
    const delaySeconds = Math.ceil(delayMs / 1000);
    await env.LEAD_NOTIFICATIONS.send({ kind: "sms", smsId } satisfies SmsQueueMessage, { contentType: "json", ...(delaySeconds > 0 ? { delaySeconds } : {}) });
    log.info("sms_enqueued", { smsId, delaySeconds });
  } catch (error) {
    log.error("sms_enqueue_failed", error, { smsId });
    await updateSms(db, smsId, { status: "failed", error_code: QUEUE_UNREACHABLE.code, last_error: QUEUE_UNREACHABLE.words });
  }
}

/**
 * The queue consumer's part: sends one recorded text, once. A redelivered message whose text is
 * already sent (or skipped, failed for good, dead) sends nothing. Consent is checked again (a STOP
 * may have come in while it waited), and an "On my way" goes only while its visit is still to do
 * today; a message that arrives in quiet hours waits again for 8 am.
 * Throws SmsSendError when another attempt may work, so the queue retries it.
 */
export async function deliverSms(db: Db, env: Env, smsId: number, deps: DeliveryDeps = {}): Promise<void> {
  const now = deps.now ?? new Date();
  const message = await findSms(db, smsId);
  if (!message || (FINAL_SMS_STATUSES as readonly string[]).includes(message.status)) return;
  const lead = await findLead(db, message.lead_id);
  // "On my way" held for quiet hours goes only while its visit is still to do that day: not for a
  // visit closed, moved or removed meanwhile, nor the morning after an evening's (issue 59).
  const stale = message.event === "on_my_way" && !(await stillDueToday(db, message.visit_id, now));
  const blocked = stale ? "visit_not_today" : await textingBlocked(db, lead, message.to_phone || null);
  if (blocked) {
    await updateSms(db, smsId, { status: "skipped", error_code: blocked, last_error: SKIP_TEXTS[blocked] }, FINAL_SMS_STATUSES);
    log.info("sms_skipped", { smsId, reason: blocked });
    return;
  }
  const config = getConfig(env);
  if (config.SMS_QUIET_HOURS === "on" && isQuietHour(now)) {
    const at = nextSendTime(now);
    await updateSms(db, smsId, { status: "scheduled", send_after: at.toISOString() }, FINAL_SMS_STATUSES);
    await enqueueSms(db, env, smsId, at.getTime() - now.getTime());
    return;
  }
  if (!(await claimSmsForSending(db, smsId, now))) return;
  try {
    const result = await sendSms(
      env,
      config,
      { to: message.to_phone, body: message.body, statusCallback: new URL("/api/sms/status", config.SITE_URL).toString() },
      deps.fetcher,
    );
    if ("logged" in result) await updateSms(db, smsId, { status: "skipped", error_code: "logged", last_error: SKIP_TEXTS.logged });
    else await updateSms(db, smsId, { status: "sent", provider_sid: result.sid, error_code: null, last_error: null });
    log.info("sms_sent", { smsId, event: message.event });
  } catch (error) {
    const failure = error instanceof SmsSendError ? error : new SmsSendError("Sending failed", true);
    if (!(error instanceof SmsSendError)) log.error("sms_send_crashed", error, { smsId });
    // Retried: back to queued, the reason kept for the admin. Refused for good: failed, with the code.
    await updateSms(db, smsId, { status: failure.retry ? "queued" : "failed", error_code: failure.code, last_error: failure.message });
    if (failure.retry) throw failure;
    log.warn("sms_refused", { smsId, code: failure.code });
  }
}

/** Whether the visit is still planned (scheduled) for today in Miami. */
async function stillDueToday(db: Db, visitId: number | null, now: Date): Promise<boolean> {
  const visit = visitId === null ? undefined : await findVisit(db, visitId);
  return visit !== undefined && visit.status === "scheduled" && visit.date === businessDate(now);
}

/** The dead-letter queue's part: the text is marked dead, its last error kept. */
export async function markSmsDead(db: Db, smsId: number): Promise<void> {
  await updateSms(db, smsId, { status: "dead" }, FINAL_SMS_STATUSES);
  log.error("sms_dead", "gave up after the last retry", { smsId });
}
