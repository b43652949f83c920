import { accountsForConvertedLeads } from "../auth/accounts";
import { businessDate } from "~/lib/dates";
import { createDb } from "../db/client";
import { planVisits, unqueuedSummaries } from "../models/visits";
import { enqueueVisitSummary } from "../notifications/queue";
import { pruneOldTokens } from "../models/auth-tokens";
import { log } from "../log";
import { PURGE_AFTER_DAYS, purgeDeletedLeads } from "../models/lead-admin";
import { pruneExpiredRateLimits } from "../models/rate-limits";

/** wrangler.toml `[triggers] crons`: daily at 08:30 UTC (3:30 or 4:30 in Miami). */
export const DAILY_CRON = "30 8 * * *";

export interface DailyResult {
  leadsPurged: number;
  rateLimitsPruned: number;
}

/**
 * Data hygiene, run by the daily Cron Trigger: erases the personal fields of leads soft-deleted
 * more than PURGE_AFTER_DAYS days ago (the anonymous row stays for counts) and deletes
 * rate-limit counters whose window is over. Safe to run any number of times.
 */
export async function runDailyJobs(env: Pick<Env, "DB">, now = new Date()): Promise<DailyResult> {
  const db = createDb(env.DB);
  const leadsPurged = await purgeDeletedLeads(db, now);
  const rateLimitsPruned = await pruneExpiredRateLimits(db, now.getTime());
  await pruneOldTokens(db, now);
  log.info("daily_jobs", { leadsPurged, rateLimitsPruned, retentionDays: PURGE_AFTER_DAYS });
  return { leadsPurged, rateLimitsPruned };
}

/** The Worker's `scheduled` handler (server/index.ts exports it beside `fetch`). */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  try {
    await runDailyJobs(env, new Date(controller.scheduledTime));
    const db = createDb(env.DB);
    const accountsCreated = await accountsForConvertedLeads(db, env);
    if (accountsCreated > 0) log.info("daily_customer_accounts", { accountsCreated });
    const today = businessDate(new Date(controller.scheduledTime));
    const planned = await planVisits(db, today);
    log.info("daily_visits_planned", planned);
    // Summaries of visits closed while the queue was unreachable.
    for (const visitId of await unqueuedSummaries(db, today)) await enqueueVisitSummary(db, env, visitId);
  } catch (error) {
    // Rethrown so the run shows as failed in the dashboard's Cron Events; the next day retries.
    log.error("daily_jobs_failed", error);
    throw error;
  }
};
