import { accountsForConvertedLeads } from "../auth/accounts";
import { businessDate } from "~/lib/dates";
import { createDb, type Db } from "../db/client";
import { countedD1 } from "../db/calls";
import { planVisits, unqueuedSummaries } from "../models/visits";
import { enqueueGeocode, enqueueVisitSummary } from "../notifications/enqueue";
import { customersToPlace } from "../models/positions";
import { pruneOldTokens } from "../models/auth-tokens";
import { log } from "../log";
import { PURGE_AFTER_DAYS } from "../models/lead-purge";
import { purgeDeletedLeads } from "../leads/change";
import { pruneExpiredRateLimits } from "../models/rate-limits";
import { pruneQueueDeliveries } from "../models/queue-deliveries";
import { unqueuedReplies } from "../models/sms-replies";
import { enqueueReply } from "../sms/replies";
import { startDuePauses } from "../service/changes";

/** wrangler.toml `[triggers] crons`: daily at 08:30 UTC (3:30 or 4:30 in Miami). */
export const DAILY_CRON = "30 8 * * *";

/**
 * The D1 calls one daily run may make: a Worker invocation may make at most 1,000, and the run is
 * one invocation. Left under it for the log and the retries of a busy database.
 */
export const DAILY_D1_CALLS = 900;

/** The most D1 calls one item of a job's list may take (an account made, a pause started, a summary or a reply queued). */
const CALLS_PER_ITEM = 25;

export interface DailyJobContext {
  db: Db;
  env: Env;
  now: Date;
  /** The D1 calls the run may still make: a job working through a list stops before this runs out, and the next run goes on. */
  callsLeft: () => number;
}

/** One job of the daily run: does its work and returns the figures it logs. */
export type DailyJob = (context: DailyJobContext) => Promise<Record<string, number>>;

/**
 * The daily run's jobs, in order. Each is independent of the others: one that fails is logged and
 * the next still runs (a failing purge never stops visits being planned, nor the reverse).
 */
export const DAILY_JOBS = {
  /**
   * Data hygiene: erases the personal data of leads soft-deleted more than PURGE_AFTER_DAYS days
   * ago, with their visits' notes and photos (the anonymous row stays for counts), deletes rate-limit counters whose window is over,
   * old one-time links and the ids of queue messages sent longer ago than any redelivery. Safe to run any number of times.
   */
  purge: async ({ db, env, now }) => {
    const leadsPurged = await purgeDeletedLeads(db, now, env.PHOTOS);
    const rateLimitsPruned = await pruneExpiredRateLimits(db, now.getTime());
    await pruneOldTokens(db, now);
    const queueDeliveriesPruned = await pruneQueueDeliveries(db, now);
    return { leadsPurged, rateLimitsPruned, queueDeliveriesPruned, retentionDays: PURGE_AFTER_DAYS };
  },
  /** Converted leads still without a customer account get one (and its invitation). */
  accounts: async ({ db, env, callsLeft }) => ({
    accountsCreated: await accountsForConvertedLeads(db, env, Math.max(0, Math.min(50, Math.floor((callsLeft() - CALLS_PER_ITEM) / CALLS_PER_ITEM)))),
  }),
  /** Visits planned 28 days ahead. */
  planning: async ({ db, now }) => ({ ...(await planVisits(db, businessDate(now))) }),
  /** Pauses starting today: the payment provider pauses collection until the day after the last one. */
  pauses: async ({ db, env, now, callsLeft }) => ({ ...(await startDuePauses(db, env, businessDate(now), () => callsLeft() < CALLS_PER_ITEM)) }),
  /** Summaries of visits closed while the queue was unreachable. */
  summaries: async ({ db, env, now, callsLeft }) => {
    let summariesQueued = 0;
    let summariesDeferred = 0;
    for (const visitId of await unqueuedSummaries(db, businessDate(now))) {
      if (callsLeft() < CALLS_PER_ITEM) summariesDeferred += 1;
      else {
        await enqueueVisitSummary(db, env, visitId);
        summariesQueued += 1;
      }
    }
    return { summariesQueued, summariesDeferred };
  },
  /** Customers' replies of the last 7 days whose office e-mail never reached the queue. */
  replies: async ({ db, env, now, callsLeft }) => {
    let repliesQueued = 0;
    let repliesDeferred = 0;
    for (const replyId of await unqueuedReplies(db, new Date(now.getTime() - 7 * 86_400_000).toISOString())) {
      if (callsLeft() < CALLS_PER_ITEM) repliesDeferred += 1;
      else {
        await enqueueReply(db, env, replyId);
        repliesQueued += 1;
      }
    }
    return { repliesQueued, repliesDeferred };
  },
  /** Customers whose service address has no position for it yet (an address saved without the queue): looked up on the queue. */
  positions: async ({ db, env }) => {
    const missing = await customersToPlace(db, 200);
    for (const leadId of missing) await enqueueGeocode(env, leadId);
    return { positionsQueued: missing.length };
  },
} satisfies Record<string, DailyJob>;

export type DailyJobName = keyof typeof DAILY_JOBS;

export interface DailyResult {
  /** Each job that finished, with its figures. */
  done: Partial<Record<DailyJobName, Record<string, number>>>;
  /** The jobs that failed (each logged `daily_job_failed` with its error). */
  failed: DailyJobName[];
  /** The calls the run made to D1. */
  d1Calls: number;
}

/**
 * Runs every daily job, each on its own: a job that throws is logged (`daily_job_failed`, with its
 * name) and the others still run. Every D1 call of the run is counted: a job working through a list
 * stops before the run would pass `calls` (DAILY_D1_CALLS), and leaves the rest to the next run.
 * Logs `daily_jobs` with every job's figures, the calls made (`d1Calls`) and which failed.
 */
export async function runDailyJobs(
  env: Env,
  now = new Date(),
  jobs: Record<DailyJobName, DailyJob> = DAILY_JOBS,
  { calls = DAILY_D1_CALLS }: { calls?: number } = {},
): Promise<DailyResult> {
  const counted = countedD1(env.DB);
  const countedEnv = { ...env, DB: counted.d1 };
  const db = createDb(counted.d1);
  const callsLeft = () => calls - counted.calls();
  const result: DailyResult = { done: {}, failed: [], d1Calls: 0 };
  for (const name of Object.keys(jobs) as DailyJobName[]) {
    try {
      result.done[name] = await jobs[name]({ db, env: countedEnv, now, callsLeft });
    } catch (error) {
      log.error("daily_job_failed", error, { job: name });
      result.failed.push(name);
    }
  }
  result.d1Calls = counted.calls();
  const figures = Object.assign({}, ...Object.values(result.done)) as Record<string, number>;
  log.info("daily_jobs", { ...figures, d1Calls: result.d1Calls, failed: result.failed.join(",") || "none" });
  return result;
}

/** The Worker's `scheduled` handler (server/index.ts exports it beside `fetch`). */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const { failed } = await runDailyJobs(env, new Date(controller.scheduledTime));
  // Thrown so the run shows as failed in the dashboard's Cron Events; the next day retries.
  if (failed.length > 0) {
    const error = new Error(`daily jobs failed: ${failed.join(", ")}`);
    log.error("daily_jobs_failed", error, { failed: failed.join(",") });
    throw error;
  }
};
