import { z } from "~/lib/zod";
import { NOTIFICATION_KINDS, TOKEN_PURPOSES } from "../db/schema";

/**
 * Every message on the LEAD_NOTIFICATIONS queue, one schema per kind. A message names rows only
 * (a lead, an account, a visit, a text): the consumer (queue.ts) reads them from D1 when it
 * arrives, so no personal data, link or token sits in the queue or its dead-letter queue.
 */
const id = z.int();

/** A new lead's staff e-mail, visitor confirmation or webhook (lead-emails.ts). */
const leadNotification = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  leadId: id,
  /** The visitor's language for the confirmation. */
  locale: z.catch(z.string(), "en"),
});

/** A password reset or invitation: the consumer issues the link itself, so the link's lifetime starts when the e-mail goes out. */
const accountEmail = z.object({ kind: z.literal("account_email"), userId: id, purpose: z.enum(TOKEN_PURPOSES) });

/** A closed visit's summary (visit-emails.ts). */
const visitSummary = z.object({ kind: z.literal("visit_summary"), visitId: id });

/** The payment link the office sent (billing-emails.ts): the consumer reads the link kept on the lead. */
const paymentLink = z.object({ kind: z.literal("payment_link"), leadId: id });

/** The reminder of a customer whose next visit moved (schedule-emails.ts): the next visit is read when the message arrives. */
const scheduleReminder = z.object({ kind: z.literal("schedule_reminder"), leadId: id });

/** The day-before reminder of one visit (reminder-emails.ts): the visit, the route and the account are read when the message arrives. */
const visitReminder = z.object({ kind: z.literal("visit_reminder"), visitId: id });

/** Where a service address is (server/geo/locate.ts): the address is read when the message arrives. */
const geocode = z.object({ kind: z.literal("geocode"), leadId: id });

export const SERVICE_NOTICE_STOPS = ["pause", "pause_ended", "cancellation", "restarted", "billing"] as const;
export type ServiceNoticeStop = (typeof SERVICE_NOTICE_STOPS)[number];

/** One of the two e-mails of a service that stops or is at risk (service-emails.ts): what happened is read as stored. */
const serviceNotice = z.object({
  kind: z.literal("service_notice"),
  leadId: id,
  stop: z.enum(SERVICE_NOTICE_STOPS),
  audience: z.enum(["office", "customer"]),
  by: z.enum(["customer", "office", "provider"]),
});

/** One text (server/sms/send.ts). */
const sms = z.object({ kind: z.literal("sms"), smsId: id });

/** The office's e-mail of a customer's reply (server/sms/replies.ts). */
const smsReply = z.object({ kind: z.literal("sms_reply"), replyId: id });

export const queueMessage = z.discriminatedUnion("kind", [
  leadNotification,
  accountEmail,
  visitSummary,
  paymentLink,
  scheduleReminder,
  visitReminder,
  serviceNotice,
  sms,
  smsReply,
  geocode,
]);

export type QueueMessage = z.infer<typeof queueMessage>;
export type MessageKind = QueueMessage["kind"];
/** The message of one kind; a lead notification for any of NOTIFICATION_KINDS. */
export type MessageOf<K extends MessageKind> = Extract<QueueMessage, { kind: K }>;
export type NotificationMessage = z.infer<typeof leadNotification>;
export type AccountEmailMessage = MessageOf<"account_email">;
export type VisitSummaryMessage = MessageOf<"visit_summary">;
export type PaymentLinkMessage = MessageOf<"payment_link">;
export type ScheduleReminderMessage = MessageOf<"schedule_reminder">;
export type VisitReminderMessage = MessageOf<"visit_reminder">;
export type ServiceNoticeMessage = MessageOf<"service_notice">;
export type SmsQueueMessage = MessageOf<"sms">;
export type SmsReplyQueueMessage = MessageOf<"sms_reply">;

/** The message, or null when it is not one this consumer knows (acknowledged and logged). */
export function parseQueueMessage(body: unknown): QueueMessage | null {
  const parsed = queueMessage.safeParse(body);
  return parsed.success ? parsed.data : null;
}
