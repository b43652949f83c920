import type { WaitUntil } from "../context";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { type CreateLeadInput, type CreateLeadMeta, findLeadByIdempotencyKey } from "../models/leads";
import { createLead } from "./change";
import { hitRateLimit } from "../models/rate-limits";
import { leadSubmissionRule } from "../rate-limit-rules";
import { enqueueLeadNotifications } from "../notifications/enqueue";
import { log } from "../log";
import { isTestLeadEmail } from "./test-leads";

export type SubmitOutcome =
  { ok: true; lead: Lead; created: boolean } | { ok: false; reason: "rate_limited"; retryAfter: number } | { ok: false; reason: "db_error" };

interface SubmitArgs {
  db: Db;
  env: Env;
  ctx: WaitUntil;
  ip: string;
  input: CreateLeadInput;
  meta: CreateLeadMeta;
}

/**
 * The one path by which a lead is stored (wizard and API): a replay of a known idempotency key
 * returns the stored lead; otherwise the per-IP limit is counted before anything is written,
 * then the lead and its event are written together, then its notifications are queued (staff, visitor, webhook);
 * a test lead is stored deleted and queues none (./test-leads.ts).
 */
export async function submitLead({ db, env, ip, input, meta }: SubmitArgs): Promise<SubmitOutcome> {
  try {
    const existing = await findLeadByIdempotencyKey(db, meta.idempotencyKey);
    if (existing) return { ok: true, lead: existing, created: false };

    const limit = await hitRateLimit(db, `lead-submissions:${ip}`, leadSubmissionRule(env));
    if (!limit.allowed) return { ok: false, reason: "rate_limited", retryAfter: limit.retryAfter };

    const { lead, created } = await createLead(db, input, meta);
    // A test lead (server/leads/test-leads.ts) is stored deleted and tells nobody.
    if (created && isTestLeadEmail(lead.email)) log.info("test_lead_stored", { leadId: lead.id, actor: meta.actor });
    else if (created) await enqueueLeadNotifications(db, env, lead, lead.locale);
    return { ok: true, lead, created };
  } catch (error) {
    log.error("lead_write_failed", error, { serviceType: input.serviceType });
    return { ok: false, reason: "db_error" };
  }
}

/** Whole minutes until a rate-limited visitor may send again (at least 1), for its messages. */
export function retryAfterMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** "in 12 minutes" / "in 1 minute", for the API's English rate-limit message. */
export function retryAfterText(seconds: number): string {
  const minutes = retryAfterMinutes(seconds);
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}
