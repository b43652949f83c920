import { smsMessages, smsReplies } from "~server/db/schema";
import { db } from "./leads";

let texts = 0;

/**
 * A text we sent the lead, or tried to, as the crew's page and the queue leave it: `event` (with
 * its own event key unless given), its visit, number, body, status ("queued" unless given) and time
 * (`created_at`) as given. For a conversation or a day's history; a test about sending asks the
 * product (textOnMyWay, textVisitClosed). Returns the row.
 */
export async function sentText(text: Omit<typeof smsMessages.$inferInsert, "event_key"> & { event_key?: string }) {
  texts += 1;
  const [row] = await db
    .insert(smsMessages)
    .values({ event_key: `test-text:${text.lead_id}:${texts}:${crypto.randomUUID()}`, ...text })
    .returning();
  return row!;
}

let replies = 0;

/**
 * A customer's text to our number (not a keyword), as the SMS webhook stores it: from `phone`, for
 * the lead given (none: a number no lead has), received now unless `received_at` is given, its
 * office e-mail pending unless `forward_status` says how far it got. Its own provider message id
 * unless `message_sid` is given. A test about receiving posts the webhook (inbound in ./sms).
 * Returns the row.
 */
export async function receivedReply(reply: Omit<typeof smsReplies.$inferInsert, "message_sid"> & { message_sid?: string }) {
  replies += 1;
  const [row] = await db
    .insert(smsReplies)
    .values({ message_sid: `SMtest${replies}${crypto.randomUUID().replace(/-/g, "")}`, ...reply })
    .returning();
  return row!;
}
