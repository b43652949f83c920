import { addDays, businessDate } from "~/lib/dates";
import type { ProviderState } from "~/lib/self-service";
import { loadAccount } from "./account";
import { cancelAtPeriodEnd, pauseCollection, paymentsConfigured, resumeCollection } from "../billing/stripe";
import { getConfig } from "../config";
import type { Db } from "../db/client";
import type { Lead } from "../db/schema";
import { findLead } from "../models/leads";
import { log } from "../log";
import { changeLeadRecords } from "../leads/change";
import {
  type Actor,
  type CancellationInput,
  cancellationChange,
  cancellationWithdrawal,
  type ChangeResult,
  currentPause,
  lastCancellation,
  pauseChange,
  pauseEndChange,
  pausesToStart,
  recordProviderState,
  type StopChange,
  visitSkipChange,
} from "../models/service-account";
import { enqueueServiceNotices } from "../notifications/enqueue";

/**
 * What changes a customer's service, each read against its account (server/service/account.ts:
 * the cut-off, the last day, whether it is live), and what follows each (docs/decisions/0020): the
 * visits planned again at once, the payment provider asked (pause collection, cancel at the
 * period's end) when payments are configured and the customer has a subscription, and the office
 * and the customer e-mailed. A provider that fails changes nothing here: the visits follow the
 * customer's choice, and the office's e-mail says what to change in the provider's dashboard.
 */

/** Whether the provider can be asked for this customer: "none" without a subscription, "not_configured" without a key. */
function providerFor(env: Env, lead: Pick<Lead, "stripe_subscription_id">): ProviderState | "ask" {
  if (!lead.stripe_subscription_id) return "none";
  return paymentsConfigured(getConfig(env)) ? "ask" : "not_configured";
}

/** Runs one provider call; "applied", or "failed" (logged, never thrown). */
async function ask(call: () => Promise<unknown>, context: Record<string, number>): Promise<ProviderState> {
  try {
    await call();
    return "applied";
  } catch (error) {
    log.error("subscription_change_failed", error, context);
    return "failed";
  }
}

/**
 * Writes a customer's change through the lead's owner, at the version their page showed (null: the
 * form carried none, so it is stale): the record, the version bump and the history row together.
 */
async function commit(db: Db, lead: Lead, version: number | null, actor: Actor, change: StopChange, { replan = false } = {}): Promise<ChangeResult> {
  const outcome = await changeLeadRecords(db, { leadId: lead.id, actor: { kind: "customer", user: actor }, expected: version ?? -1, ...change, replan });
  if (outcome.result === "stale") return { result: "conflict", current: outcome.current };
  if (outcome.result === "not_found") return outcome;
  return { result: "ok" };
}

/**
 * Skips one upcoming visit (`skip`) or undoes the skip, until the cut-off (6 pm Miami the day
 * before). The skipped visit stays in the plan as the customer's; nothing else moves.
 */
export async function setVisitSkipped(
  db: Db,
  lead: Lead,
  visitId: number,
  skip: boolean,
  version: number | null,
  actor: Actor,
  now = new Date(),
): Promise<ChangeResult> {
  const prepared = await visitSkipChange(db, lead, visitId, skip, actor, now);
  return prepared.result === "change" ? commit(db, lead, version, actor, prepared.change) : prepared;
}

/** Pauses the customer's visits from `start` through `end`; the provider's pause starts on the start date (the daily job). */
export async function pauseForCustomer(
  db: Db,
  env: Env,
  lead: Lead,
  window: { start: string; end: string },
  version: number | null,
  actor: Actor,
): Promise<ChangeResult> {
  const today = businessDate();
  const account = await loadAccount(db, lead.id);
  if (!account || account.status === "none") return { result: "not_found" };
  if (account.pause) return account.pause.start === window.start && account.pause.end === window.end ? { result: "unchanged" } : { result: "exists" };
  // The form checked these against the same account; a page left open past the cut-off or a last day is refused here.
  if (!account.changes.canPause || window.start < account.changes.pauseStartMin) return { result: "too_late" };
  if (account.changes.pauseEndMax !== null && window.end > account.changes.pauseEndMax) return { result: "too_late" };
  const prepared = await pauseChange(db, lead, window, actor, today);
  if (prepared.result !== "change") return prepared;
  // The owner plans the visits again at once: none during the pause.
  const outcome = await commit(db, lead, version, actor, prepared.change, { replan: true });
  if (outcome.result !== "ok") return outcome;
  const pauseId = (await currentPause(db, lead.id, today))?.id;
  const provider = providerFor(env, lead);
  if (provider !== "ask" && pauseId) await recordProviderState(db, { pause: pauseId }, provider);
  await enqueueServiceNotices(env, lead.id, "pause", "customer");
  return outcome;
}

/**
 * Ends the current pause early: visits come back from the first day a change may touch (the
 * cut-off: after 6 pm, tomorrow stays paused), and a pause not started yet is withdrawn when it
 * may be. Collection resumes at once if the provider had paused it; the customer and the office are told.
 */
export async function endPauseForCustomer(db: Db, env: Env, lead: Lead, version: number | null, actor: Actor): Promise<ChangeResult> {
  const account = await loadAccount(db, lead.id);
  if (!account?.pause) return { result: "not_found" };
  if (account.changes.pauseEndsOn === null) return { result: "too_late" };
  const prepared = await pauseEndChange(db, lead, account.changes.pauseEndsOn);
  if (prepared.result !== "change") return prepared;
  // The owner plans the visits again at once: back from the pause's new end.
  const outcome = await commit(db, lead, version, actor, prepared.change, { replan: true });
  if (outcome.result !== "ok") return outcome;
  const { pause } = prepared;
  if (pause.provider_state === "applied" && lead.stripe_subscription_id && providerFor(env, lead) === "ask") {
    const subscription = lead.stripe_subscription_id;
    await ask(() => resumeCollection(getConfig(env), { subscription, idempotencyKey: `pause-${pause.id}-resume` }), { leadId: lead.id, pause: pause.id });
  }
  await enqueueServiceNotices(env, lead.id, "pause_ended", "customer");
  return outcome;
}

/** Records the cancellation, asks the provider to cancel at the period's end, plans the visits up to the last day. */
export async function cancelForCustomer(db: Db, env: Env, lead: Lead, input: CancellationInput, version: number | null, actor: Actor): Promise<ChangeResult> {
  const account = await loadAccount(db, lead.id);
  if (!account || !account.changes.canCancel) return { result: "not_found" };
  if (input.end < account.changes.cancelEndMin) return { result: "too_late" };
  const prepared = await cancellationChange(db, lead, input, actor);
  if (prepared.result !== "change") return prepared;
  // The owner plans the visits again at once: up to the last day.
  const outcome = await commit(db, lead, version, actor, prepared.change, { replan: true });
  if (outcome.result !== "ok") return outcome;
  const id = (await lastCancellation(db, lead.id))?.id;
  if (!id) return outcome;
  let provider = providerFor(env, lead);
  if (provider === "ask" && lead.stripe_subscription_id) {
    const subscription = lead.stripe_subscription_id;
    provider = await ask(() => cancelAtPeriodEnd(getConfig(env), { subscription, idempotencyKey: `cancellation-${id}` }), {
      leadId: lead.id,
      cancellation: id,
    });
  }
  await recordProviderState(db, { cancellation: id }, provider === "ask" ? "failed" : provider);
  await enqueueServiceNotices(env, lead.id, "cancellation", "customer");
  return outcome;
}

/**
 * The daily job: asks the provider to pause collection for the pauses starting today (or missed
 * since), until the day after their last day. A failure is marked and the office e-mailed.
 */
export async function startDuePauses(
  db: Db,
  env: Env,
  today = businessDate(),
  enough: () => boolean = () => false,
): Promise<{ pausesStarted: number; pausesFailed: number }> {
  let pausesStarted = 0;
  let pausesFailed = 0;
  const config = getConfig(env);
  for (const pause of await pausesToStart(db, today)) {
    // The rest wait for the next run (the daily job's calls to D1 are counted); still pending, they are asked for then.
    if (enough()) break;
    const provider = providerFor(env, { stripe_subscription_id: pause.subscriptionId });
    const state =
      provider === "ask" && pause.subscriptionId
        ? await ask(
            () =>
              pauseCollection(config, {
                subscription: pause.subscriptionId ?? "",
                resumesOn: addDays(pause.end_date, 1),
                idempotencyKey: `pause-${pause.id}`,
              }),
            { leadId: pause.lead_id, pause: pause.id },
          )
        : provider === "ask"
          ? "none"
          : provider;
    await recordProviderState(db, { pause: pause.id }, state);
    if (state === "applied") pausesStarted += 1;
    if (state === "failed") {
      pausesFailed += 1;
      await enqueueServiceNotices(env, pause.lead_id, "pause", "customer", ["office"]);
    }
  }
  return { pausesStarted, pausesFailed };
}

/**
 * A payment reached us for a service with a cancellation in force (pending, or ended by its last
 * day): the customer wants the service, so it restarts (docs/decisions/0025). The cancellation is
 * withdrawn, the visits come back, and the customer and the office are told. Nothing when no
 * cancellation is in force. True when it restarted the service.
 */
export async function restartAfterPayment(db: Db, env: Env, leadId: number, provider: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [lead, account] = await Promise.all([findLead(db, leadId), loadAccount(db, leadId)]);
    if (!lead || !account?.cancellation) return false;
    const outcome = await changeLeadRecords(db, {
      leadId,
      actor: { kind: "provider", name: provider },
      expected: lead.version,
      ...cancellationWithdrawal(db, account.cancellation),
      // The visits come back (planned again by the owner).
      replan: true,
    });
    if (outcome.result === "not_found") return false;
    if (outcome.result === "stale") continue;
    await enqueueServiceNotices(env, leadId, "restarted", "provider");
    return true;
  }
  log.warn("restart_after_payment_stale", { leadId });
  return false;
}
