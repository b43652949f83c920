import { addDays, businessDate } from "~/lib/dates";
import { countedD1 } from "../db/calls";
import { createDb, type Db } from "../db/client";
import { log } from "../log";
import { visitsToRemind } from "../models/visits";
import type { VisitReminderMessage } from "../notifications/messages";

/**
 * wrangler.toml `[triggers] crons`: the day-before reminders, daily at 18:00 UTC, 1 pm in Miami in
 * winter and 2 pm in summer. After the morning's route changes (the office orders routes in the
 * morning, and the reminder says the window from the order as it is), and four to five hours before
 * the 6 pm change cut-off (SKIP_CUTOFF_HOUR), so the customer who cannot have the crew tomorrow can
 * still skip the visit from the link in the e-mail. Decision 0026.
 */
export const REMINDER_CRON = "0 18 * * *";

/** Messages one `sendBatch` carries: a queue takes at most 100 at once. */
const MESSAGES_PER_SEND = 100;

/**
 * Queues one `visit_reminder` message for each visit tomorrow (Miami's date at `now`) still to do
 * whose reminder has not gone out, of customers who keep reminders on. One call to D1 whatever
 * the number of customers: the e-mails are the queue consumer's, ten messages an invocation
 * (server/notifications/reminder-emails.ts decides each from the account and sends it once).
 */
export async function queueVisitReminders(db: Db, env: Env, now = new Date()): Promise<{ remindersQueued: number }> {
  const ids = await visitsToRemind(db, addDays(businessDate(now), 1));
  for (let i = 0; i < ids.length; i += MESSAGES_PER_SEND)
    await env.LEAD_NOTIFICATIONS.sendBatch(
      ids
        .slice(i, i + MESSAGES_PER_SEND)
        .map((visitId) => ({ body: { kind: "visit_reminder", visitId } satisfies VisitReminderMessage, contentType: "json" as const })),
    );
  return { remindersQueued: ids.length };
}

/**
 * The reminder cron's run: queues tomorrow's reminders and logs `visit_reminders` with the count
 * and the calls made to D1. A failure is thrown (a failed Cron Event); the visits whose message was
 * not queued keep no record, so a run by hand queues them (`/__scheduled?cron=0+18+*+*+*`).
 */
export async function runVisitReminders(env: Env, now = new Date()): Promise<void> {
  const counted = countedD1(env.DB);
  const figures = await queueVisitReminders(createDb(counted.d1), { ...env, DB: counted.d1 }, now);
  log.info("visit_reminders", { ...figures, date: addDays(businessDate(now), 1), d1Calls: counted.calls() });
}
