import { log } from "../log";

/**
 * The schedule reminder of one customer whose next visit moved (server/leads/change.ts, replanCustomer);
 * names the lead only: the consumer reads the next visit as it is when the message arrives.
 */
export interface ScheduleReminderMessage {
  kind: "schedule_reminder";
  leadId: number;
}

/** How long a schedule reminder waits in the queue: several quick changes (a day changed twice) make one e-mail. */
export const SCHEDULE_REMINDER_DELAY_SECONDS = 300;

/** Queues a customer's schedule reminder, delayed. Throws when the queue cannot be reached. */
export async function enqueueScheduleReminder(env: Env, leadId: number): Promise<void> {
  await env.LEAD_NOTIFICATIONS.send({ kind: "schedule_reminder", leadId } satisfies ScheduleReminderMessage, {
    contentType: "json",
    delaySeconds: SCHEDULE_REMINDER_DELAY_SECONDS,
  });
  log.info("schedule_reminder_enqueued", { leadId });
}
