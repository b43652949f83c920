import { createDb, type Db } from "../db/client";
import { locateLead } from "../geo/locate";
import { type Fields, log } from "../log";
import { recordDelivered, wasDelivered } from "../models/queue-deliveries";
import { deliverSms, markSmsDead } from "../sms/send";
import { deliverSmsReply, markSmsReplyDead } from "../sms/replies";
import { SmsSendError } from "../sms/provider";
import { deliverAccountEmail } from "./account-emails";
import { deliverPaymentLink } from "./billing-emails";
import { deliverLeadNotification, recordLeadNotificationDead, recordLeadNotificationFailed } from "./lead-emails";
import { type MessageKind, type MessageOf, parseQueueMessage, type QueueMessage } from "./messages";
import { type DeliveryDeps, redact, SendError } from "./providers";
import { deliverScheduleReminder } from "./schedule-emails";
import { deliverServiceNotice } from "./service-emails";
import { deliverVisitSummary } from "./visit-emails";
import { deliverVisitReminder } from "./reminder-emails";

/** What the consumer does with one kind of message. */
interface Handler<M extends QueueMessage> {
  /** The ids a log line names (never an address or a text). */
  fields(message: M): Fields;
  deliver(db: Db, env: Env, message: M, deps: DeliveryDeps, attempt: number): Promise<void>;
  /** On the dead-letter queue, after the last retry; by default a log line `<kind>_dead`. */
  dead?(db: Db, message: M): Promise<void>;
  /** After a failed attempt, before the retry (the admin sees a lead notification's failure). */
  failed?(db: Db, message: M, lastError: string): Promise<void>;
  /** Log events of a failure and of a dead letter that could not be recorded; by default `<kind>_failed`. */
  failEvent?: { send: string; dead: string };
  /**
   * Set where no row of the deliverer's own says the message went out: the consumer records the
   * queue's message id once it is sent, and a redelivery of it sends nothing again.
   */
  oncePerMessageId?: true;
}

const leadNotification: Handler<MessageOf<"staff_email" | "visitor_confirmation" | "webhook">> = {
  fields: (m) => ({ leadId: m.leadId, kind: m.kind }),
  deliver: deliverLeadNotification,
  dead: recordLeadNotificationDead,
  failed: recordLeadNotificationFailed,
  failEvent: { send: "notification_send_failed", dead: "notification_dead_record_failed" },
};

/** One handler per kind of message (messages.ts); each deliverer lives beside its e-mail or text. */
const HANDLERS: { [K in MessageKind]: Handler<MessageOf<K>> } = {
  staff_email: leadNotification,
  visitor_confirmation: leadNotification,
  webhook: leadNotification,
  // A second account e-mail would void the first one's link (older links stop working).
  account_email: { fields: (m) => ({ userId: m.userId, purpose: m.purpose }), deliver: deliverAccountEmail, oncePerMessageId: true },
  visit_summary: { fields: (m) => ({ visitId: m.visitId }), deliver: deliverVisitSummary },
  payment_link: { fields: (m) => ({ leadId: m.leadId }), deliver: deliverPaymentLink, oncePerMessageId: true },
  schedule_reminder: { fields: (m) => ({ leadId: m.leadId }), deliver: deliverScheduleReminder },
  // Claimed on the visit (reminder_sent_at): a replay, or the message of a second run, sends nothing.
  visit_reminder: { fields: (m) => ({ visitId: m.visitId }), deliver: (db, env, m, deps) => deliverVisitReminder(db, env, m, deps) },
  service_notice: { fields: (m) => ({ leadId: m.leadId }), deliver: deliverServiceNotice, oncePerMessageId: true },
  // Texts and replies' office e-mails: the row is marked dead; one sent meanwhile stays sent (server/sms/send.ts).
  sms: { fields: (m) => ({ smsId: m.smsId }), deliver: (db, env, m, deps) => deliverSms(db, env, m.smsId, deps), dead: (db, m) => markSmsDead(db, m.smsId) },
  // Idempotent: a position already kept for the lead's address is not sought again.
  geocode: { fields: (m) => ({ leadId: m.leadId }), deliver: async (db, env, m) => void (await locateLead(db, env, m.leadId)) },
  sms_reply: {
    fields: (m) => ({ replyId: m.replyId }),
    deliver: (db, env, m, deps) => deliverSmsReply(db, env, m.replyId, deps),
    dead: (db, m) => markSmsReplyDead(db, m.replyId),
  },
};

/** Seconds before the n-th retry (n = the attempt that failed): 30 s, 1, 2, 4, 8 min… at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** Dead-letter queues are named `<queue>-dlq` (with an environment suffix when deployed). */
export const isDeadLetterQueue = (queue: string) => /-dlq(?:-|$)/.test(queue);

/** A failure's words, safe for logs and the admin. */
const errorText = (error: unknown) =>
  error instanceof SendError || error instanceof SmsSendError ? error.message : redact(error instanceof Error ? error.message : String(error)).slice(0, 200);

/**
 * The queue consumer (server/index.ts `queue`). On LEAD_NOTIFICATIONS each message is delivered
 * by its kind's handler (a redelivered one already sent sends nothing again); a failure is logged
 * and retried with exponential backoff. After the queue's max_retries it lands on the dead-letter
 * queue, whose batches come here too: the handler marks it dead (for the admin) or logs it.
 */
export async function handleNotificationBatch(batch: MessageBatch<unknown>, env: Env, deps: DeliveryDeps = {}): Promise<void> {
  const db = createDb(env.DB);
  const deadLetters = isDeadLetterQueue(batch.queue);
  for (const message of batch.messages) {
    const body = parseQueueMessage(message.body);
    if (!body) {
      log.warn("notification_malformed", { queue: batch.queue, messageId: message.id });
      message.ack();
      continue;
    }
    const handler = HANDLERS[body.kind] as Handler<QueueMessage>;
    const fields = handler.fields(body);
    try {
      if (!deadLetters) await deliverOnce(db, env, handler, body, message, deps, fields);
      else if (handler.dead) await handler.dead(db, body);
      else log.error(`${body.kind}_dead`, "gave up after the last retry", fields);
      message.ack();
    } catch (error) {
      const lastError = errorText(error);
      const event = handler.failEvent ? handler.failEvent[deadLetters ? "dead" : "send"] : `${body.kind}_failed`;
      log.error(event, lastError, { ...fields, attempt: message.attempts });
      if (!deadLetters) await handler.failed?.(db, body, lastError);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/**
 * Delivers one message; for a handler without a row of its own (`oncePerMessageId`), only when
 * its id was not sent before, and records it once sent. A record that fails is logged, not
 * retried: the e-mail went out, and a retry would send it again.
 */
async function deliverOnce(
  db: Db,
  env: Env,
  handler: Handler<QueueMessage>,
  body: QueueMessage,
  message: Message<unknown>,
  deps: DeliveryDeps,
  fields: Fields,
): Promise<void> {
  if (!handler.oncePerMessageId) return handler.deliver(db, env, body, deps, message.attempts);
  if (await wasDelivered(db, message.id)) {
    log.info(`${body.kind}_redelivered`, { ...fields, attempt: message.attempts });
    return;
  }
  await handler.deliver(db, env, body, deps, message.attempts);
  try {
    await recordDelivered(db, message.id, body.kind);
  } catch (error) {
    log.error(`${body.kind}_record_failed`, error, fields);
  }
}
