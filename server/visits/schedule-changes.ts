import { addDays, businessDate } from "~/lib/dates";
import type { Db } from "../db/client";
import { log } from "../log";
import { keepScheduleBaseline, nextVisitAfter, planVisits } from "../models/visits";
import { enqueueScheduleReminder } from "../notifications/queue";

/** The customer's next planned visit from `today` on ("2026-12-03"), or "none". */
export async function nextPlannedVisit(db: Db, leadId: number, today = businessDate()): Promise<string> {
  return (await nextVisitAfter(db, leadId, addDays(today, -1)))?.date ?? "none";
}

/**
 * Plans one customer's visits again after a change (their day, the office's edit, billing, an
 * account linked) and, with `notify`, queues the schedule reminder when their next visit moved:
 * a new day, visits stopped (paused, canceled) or started again. Leave `notify` out where the
 * customer is told another way: an account first linked or invited (the welcome names the first
 * visit). The daily job plans everyone with planVisits itself and tells nobody (it only extends
 * the horizon). Returns the next visit before and after ("none" when there is none).
 */
export async function replanCustomer(db: Db, leadId: number, { notify }: { notify?: Env } = {}): Promise<{ before: string; after: string }> {
  const today = businessDate();
  const before = await nextPlannedVisit(db, leadId, today);
  await planVisits(db, today, { leadId });
  const after = await nextPlannedVisit(db, leadId, today);
  if (notify && before !== after) await queueReminder(db, notify, leadId, before, today);
  return { before, after };
}

/** Keeps what the customer last knew (keepScheduleBaseline), then queues the reminder. Never throws: the change is saved; a failure is logged. */
async function queueReminder(db: Db, env: Env, leadId: number, before: string, today: string): Promise<void> {
  try {
    await keepScheduleBaseline(db, leadId, before, today);
    await enqueueScheduleReminder(env, leadId);
  } catch (error) {
    log.error("schedule_reminder_enqueue_failed", error, { leadId });
  }
}
