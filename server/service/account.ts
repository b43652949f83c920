import { missingForVisits, type MissingForVisits } from "~/lib/service-address";
import { firstChangeableDate } from "~/lib/self-service";
import { addDays, businessDate } from "~/lib/dates";
import type { Db } from "../db/client";
import type { BillingState, CancellationRequest, Lead, ServicePause } from "../db/schema";
import { type AccountRecords, accountRecords } from "../models/service-account";
import { plannedDates, withoutStops } from "../visits/plan";

/**
 * One account of a customer's service: what it is on any date, its next visit, who serves it,
 * what the customer may still change and until when, and what they may be offered. Built from the
 * records a service is spread over (the lead's plan and billing state, the account, the crew
 * assignment, pauses, the cancellation in force and the customer's skips), which only
 * server/models/service-account.ts reads; every screen, e-mail, job and provider event reads the
 * service here instead of reading the pieces (docs/decisions/0025).
 *
 * The status on a date, first that applies:
 * - `none`: not a customer's service (not converted and never billed), or deleted;
 * - `ended`: the subscription was canceled, or the last day of the customer's cancellation is past;
 * - `paused`: a pause of the customer's covers the date, or the provider's subscription is paused;
 * - `ending`: a cancellation is in force, its last day still to come;
 * - `past_due`: the last payment failed (visits continue);
 * - `not_schedulable`: converted, but visits cannot be planned yet (`missing` says why);
 * - `starting`: no visit has ever been planned and the first is still to come;
 * - `active`.
 */
export type ServiceStatus = "none" | "ended" | "paused" | "ending" | "past_due" | "not_schedulable" | "starting" | "active";

/**
 * The billing states a paid invoice leaves alone: paused (collection paused at the provider resumes
 * by the subscription's own event, not by a payment) and canceled (final for a subscription).
 */
export const PAYMENT_LEAVES: readonly BillingState[] = ["paused", "canceled"];

/**
 * A lead's billing with the payment provider as stored (the office's billing card, the payment
 * link's dialog, a provider event's before and after): read here, where the account reads it.
 */
export interface BillingOf {
  state: BillingState | null;
  since: string | null;
  nextChargeAt: string | null;
  subscriptionId: string | null;
  /** The last payment link sent, while it may still be used (no subscription yet, or it ended). */
  checkout: { url: string; expiresAt: string | null } | null;
  /** A checkout (the office's payment link) may start a subscription: none yet, or it ended. */
  needsSubscription: boolean;
}

export function billingOf(
  lead: Pick<
    Lead,
    "billing_state" | "billing_state_at" | "billing_next_charge_at" | "stripe_subscription_id" | "billing_checkout_url" | "billing_checkout_expires_at"
  >,
): BillingOf {
  const needs = needsSubscription(lead);
  return {
    state: lead.billing_state,
    since: lead.billing_state_at,
    nextChargeAt: lead.billing_next_charge_at,
    subscriptionId: lead.stripe_subscription_id,
    checkout: needs && lead.billing_checkout_url ? { url: lead.billing_checkout_url, expiresAt: lead.billing_checkout_expires_at } : null,
    needsSubscription: needs,
  };
}

/** A customer without a subscription, or whose subscription ended: a checkout (the office's payment link, the billing tab) may start one. */
export const needsSubscription = (lead: Pick<Lead, "billing_state">) => lead.billing_state === null || lead.billing_state === "canceled";

/** Why visits cannot be planned: what the address or day lacks, no account (or a deactivated one). */
export type NotSchedulable = MissingForVisits | "account";

/** How far ahead the account looks for a next visit beyond the planning window (a monthly plan's first falls within it). */
const NEXT_VISIT_HORIZON_DAYS = 400;

export interface ServiceAccount {
  leadId: number;
  /** The day the account was read for (Miami's date). */
  today: string;
  status: ServiceStatus;
  /** Why visits cannot be planned (empty when they can). */
  missing: NotSchedulable[];
  billing: { state: BillingState | null; since: string | null; nextChargeAt: string | null; subscription: boolean };
  /** The current or next pause of the customer's own. */
  pause: { id: number; start: string; end: string; provider: ServicePause["provider_state"] } | null;
  /** The cancellation in force: its last day, and the last visit on or before it. */
  cancellation: { id: number; end: string; reason: string; comment: string; provider: CancellationRequest["provider_state"]; lastVisit: string | null } | null;
  /** The day the service ended (the cancellation's last day), when it ended that way; null for a subscription canceled. */
  endedOn: string | null;
  /** The next visit: planned, or (past the planning window) the first the plan will have; null when none will come. */
  nextVisit: string | null;
  crew: { id: number; name: string } | null;
  /** What the customer may still change, and from which day (the cut-off: SKIP_CUTOFF_HOUR the day before). */
  changes: {
    /** The first day a change may touch: tomorrow until the cut-off, the day after tomorrow after it. */
    firstDate: string;
    canPause: boolean;
    /** The pause form's earliest start and latest end (the last day of a cancellation), when it may pause. */
    pauseStartMin: string;
    pauseEndMax: string | null;
    /** An early end of the pause keeps it through this day (visits come back the day after). */
    pauseEndsOn: string | null;
    canCancel: boolean;
    cancelEndMin: string;
  };
  /** What the billing tab may offer: the checkout (a first subscription), or a restart after the service ended. */
  offers: { setUpPayment: boolean; restart: boolean };
}

/** Whether visits can be planned at all (a schedulable converted service, billing allowing). */
export function canHaveVisits(records: AccountRecords): boolean {
  return notSchedulable(records).length === 0 && isService(records) && !stoppedByBilling(records.lead.billing_state);
}

const isService = ({ lead }: AccountRecords) => lead.deleted_at === null && lead.status === "converted";
const stoppedByBilling = (state: BillingState | null) => state === "canceled" || state === "paused";

function notSchedulable({ lead, account }: AccountRecords): NotSchedulable[] {
  const missing: NotSchedulable[] = missingForVisits(lead);
  if (lead.out_of_area && !missing.includes("zip")) missing.push("zip");
  if (!account || account.status === "deactivated") missing.push("account");
  return missing;
}

/**
 * The visit dates from `from` through `until` (both included) the plan has once the customer's
 * pauses, skips and last day are taken out; none when the service cannot have visits.
 */
export function visitDates(records: AccountRecords, from: string, until: string): string[] {
  if (!canHaveVisits(records) || !records.lead.preferred_day) return [];
  return withoutStops(planDates(records, from, until), {
    pauses: records.pauses.map((p) => ({ start: p.start_date, end: p.end_date })),
    lastDay: null,
  }).filter((d) => !records.skips.includes(d));
}

/**
 * The dates the plan has, up to the last day of a cancellation, pauses and skips left in: a
 * customer's skip on one of them is theirs to keep (a pause around it, or ending the pause early,
 * leaves it skipped); on any other date (the day changed) it goes.
 */
export function planDates(records: AccountRecords, from: string, until: string): string[] {
  const { lead, cancellation } = records;
  if (!lead.preferred_day) return [];
  const last = cancellation ? (cancellation.end_date < until ? cancellation.end_date : until) : until;
  if (last < from) return [];
  return plannedDates({ frequency: lead.service_frequency, day: lead.preferred_day }, from, last, records.anchor ?? undefined);
}

/** The account of one service at `now` (its day is Miami's `today`). */
export function accountOf(records: AccountRecords, today: string, now: Date): ServiceAccount {
  const { lead, cancellation } = records;
  const missing = isService(records) ? notSchedulable(records) : [];
  const pause = records.pauses.find((p) => p.end_date >= today && p.start_date <= p.end_date) ?? null;
  const future = visitDates(records, today, addDays(today, NEXT_VISIT_HORIZON_DAYS));
  const nextVisit = records.scheduled[0] ?? future.find((d) => !records.skips.includes(d)) ?? null;
  const endedByCustomer = cancellation !== null && cancellation.end_date < today;
  const status = statusOn(records, today, { missing, nextVisit });
  const firstDate = firstChangeableDate(now);
  const lastDay = cancellation && !endedByCustomer ? cancellation.end_date : null;
  const live = status !== "none" && status !== "ended";
  const lastVisit = cancellation ? ([...records.scheduled].reverse().find((d) => d <= cancellation.end_date) ?? null) : null;
  const pauseEndsOn = pause ? maxDate(addDays(firstDate, -1), pause.start_date > today ? addDays(pause.start_date, -1) : today) : null;
  const setUpPayment =
    lead.deleted_at === null && lead.service_type === "residential" && (lead.billing_state === null || lead.billing_state === "canceled") && !lastDay;
  return {
    leadId: lead.id,
    today,
    status,
    missing,
    billing: {
      state: lead.billing_state,
      since: lead.billing_state_at,
      nextChargeAt: lead.billing_state === "canceled" ? null : lead.billing_next_charge_at,
      subscription: Boolean(lead.stripe_subscription_id),
    },
    pause: pause ? { id: pause.id, start: pause.start_date, end: pause.end_date, provider: pause.provider_state } : null,
    cancellation: cancellation
      ? {
          id: cancellation.id,
          end: cancellation.end_date,
          reason: cancellation.reason,
          comment: cancellation.comment,
          provider: cancellation.provider_state,
          lastVisit,
        }
      : null,
    endedOn: endedByCustomer ? cancellation.end_date : null,
    nextVisit,
    crew: records.crew,
    changes: {
      firstDate,
      canPause: live && !pause && (lastDay === null || lastDay >= firstDate),
      pauseStartMin: firstDate,
      pauseEndMax: lastDay,
      pauseEndsOn: pause && pauseEndsOn !== null && pauseEndsOn < pause.end_date ? pauseEndsOn : null,
      canCancel: live,
      cancelEndMin: maxDate(addDays(today, 1), addDays(firstDate, -1)),
    },
    offers: { setUpPayment, restart: setUpPayment && (status === "ended" || lead.billing_state === "canceled") },
  };
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** The status on `date` (the order above). */
function statusOn(records: AccountRecords, date: string, { missing, nextVisit }: { missing: NotSchedulable[]; nextVisit: string | null }): ServiceStatus {
  const { lead, cancellation } = records;
  if (lead.deleted_at !== null || (lead.status !== "converted" && lead.billing_state === null)) return "none";
  if (lead.billing_state === "canceled" || (cancellation && cancellation.end_date < date)) return "ended";
  if (lead.billing_state === "paused" || records.pauses.some((p) => p.start_date <= date && date <= p.end_date)) return "paused";
  if (cancellation) return "ending";
  if (lead.billing_state === "past_due") return "past_due";
  if (lead.status !== "converted" || missing.length > 0) return "not_schedulable";
  if ((records.anchor === null || records.anchor >= date) && nextVisit !== null) return "starting";
  return "active";
}

/**
 * Whether the service is served on `date` (today or later) as the account stands: a live service
 * (not ended, not stopped by billing, schedulable), no pause covering the date, and the date not
 * past the last day of a cancellation. The day-before reminder asks it of tomorrow's visit.
 */
export function servedOn(account: ServiceAccount, date: string): boolean {
  if (account.status === "none" || account.status === "ended" || account.status === "not_schedulable") return false;
  if (account.billing.state === "paused" || account.billing.state === "canceled") return false;
  if (account.pause && account.pause.start <= date && date <= account.pause.end) return false;
  return !account.cancellation || date <= account.cancellation.end;
}

/** Whether a change may touch a visit on `date` now: on or after the first changeable day. */
export const changeableOn = (account: Pick<ServiceAccount, "changes">, date: string) => date >= account.changes.firstDate;

/** The accounts of these services at `now`, by lead id (a lead that does not exist has none). */
export async function loadAccounts(db: Db, leadIds: number[], now = new Date()): Promise<Map<number, ServiceAccount>> {
  const today = businessDate(now);
  const records = await accountRecords(db, leadIds, today);
  return new Map([...records].map(([id, r]) => [id, accountOf(r, today, now)]));
}

/** The account of one service at `now`, or undefined when the lead does not exist. */
export async function loadAccount(db: Db, leadId: number, now = new Date()): Promise<ServiceAccount | undefined> {
  return (await loadAccounts(db, [leadId], now)).get(leadId);
}
