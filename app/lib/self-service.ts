import { addDays, businessDate, daysBetween, parseCalendarDate, wallClock } from "./dates";
import type { LeadOption } from "~/lib/lead-options";
import { plainText, z } from "./zod";

/**
 * The service terms a customer reads and the forms enforce, defined once (docs/decisions/0020).
 * Every page, FAQ answer, card and e-mail that states one reads it from here
 * (server/content/promises.ts serviceTerms words them; test/worker/copy-promises.test.ts fails on
 * any other notice, refund or hour).
 */
export const SERVICE_TERMS = {
  /** A skip (and its undo) reaches the crew's route until this hour, Miami time (24 h), the day before the visit. */
  changeCutoffHour: 18,
  /** The longest pause, in days, both ends included. */
  pauseMaxDays: 90,
  /**
   * Notice a cancellation needs: none. The payment provider cancels at the end of the period
   * already paid (`cancel_at_period_end`): the subscription runs to its end and nothing more is charged.
   */
  cancellationNoticeDays: 0,
  /** What a cancellation gives back of the period already paid: nothing (the provider refunds nothing). */
  cancellationRefund: "none",
} as const;

/**
 * The customer's own changes to their service: a visit can be skipped (and the skip undone) until
 * SKIP_CUTOFF_HOUR, Miami time, the day before; a pause starts tomorrow or later and lasts at most
 * PAUSE_MAX_DAYS days.
 */
export const SKIP_CUTOFF_HOUR = SERVICE_TERMS.changeCutoffHour;
export const PAUSE_MAX_DAYS = SERVICE_TERMS.pauseMaxDays;

/** Why a customer cancels: a short list, and an optional comment beside it (the office's words here; the customer's in the catalogue). */
export const CANCEL_REASON_LIST = [
  { value: "moving", label: "Moving" },
  { value: "price", label: "Price" },
  { value: "quality", label: "Not happy with the service" },
  { value: "no_longer_needed", label: "No longer needed" },
  { value: "other", label: "Other" },
] as const satisfies readonly LeadOption[];
export const CANCEL_REASONS = [
  "moving",
  "price",
  "quality",
  "no_longer_needed",
  "other",
] as const satisfies readonly (typeof CANCEL_REASON_LIST)[number]["value"][];
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const isCancelReason = (value: unknown): value is CancelReason => (CANCEL_REASONS as readonly unknown[]).includes(value);

/** What the payment provider was asked to do for a pause or a cancellation, and how it went. */
export const PROVIDER_STATES = ["pending", "applied", "not_configured", "failed", "none"] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];

/** Invoices as the provider reported them: paid, or a payment that failed. */
export const INVOICE_STATES = ["paid", "failed"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/**
 * Whether a visit on `date` ("2026-12-03") can still be skipped, or its skip undone, at `now`:
 * until SKIP_CUTOFF_HOUR Miami time on the day before. After it the crew's route is set: call us.
 */
export function beforeSkipCutoff(date: string, now: Date): boolean {
  return date >= firstChangeableDate(now);
}

/**
 * The first day a customer's change may touch at `now` (skips, pauses and cancellations alike):
 * tomorrow until SKIP_CUTOFF_HOUR Miami time, the day after tomorrow from then on.
 */
export function firstChangeableDate(now: Date): string {
  return addDays(businessDate(now), wallClock(now).hour < SKIP_CUTOFF_HOUR ? 1 : 2);
}

export interface PauseMessages {
  startRequired: string;
  startTooSoon: string;
  /** A pause past the last day of a cancellation in force. */
  endAfterLastDay: string;
  endRequired: string;
  endBeforeStart: string;
  tooLong: string;
}

/** A real calendar date (parseCalendarDate: 2027-02-31 is refused), else `message` beside the field. */
const dateField = (message: string) =>
  z.string(message).check(
    z.trim(),
    z.refine((v) => parseCalendarDate(v) !== null, message),
  );

/**
 * The pause form: from `start` (on or after `startMin`, the first day a change may touch) through
 * `end` (not before the start, not after `endMax`: the last day of a cancellation in force), at most
 * PAUSE_MAX_DAYS days, both days included. The bounds come from the service's account.
 */
export function pauseSchema(m: PauseMessages, { startMin, endMax }: { startMin: string; endMax: string | null }) {
  return z.object({ start: dateField(m.startRequired), end: dateField(m.endRequired) }).check(
    z.superRefine((v, ctx) => {
      if (v.start < startMin) ctx.addIssue({ code: "custom", path: ["start"], message: m.startTooSoon, input: v.start });
      else if (v.end < v.start) ctx.addIssue({ code: "custom", path: ["end"], message: m.endBeforeStart, input: v.end });
      else if (endMax !== null && v.end > endMax) ctx.addIssue({ code: "custom", path: ["end"], message: m.endAfterLastDay, input: v.end });
      else if (daysBetween(v.start, v.end) + 1 > PAUSE_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["end"], message: m.tooLong, input: v.end });
    }),
  );
}

export interface CancelMessages {
  endRequired: string;
  endTooSoon: string;
  reasonRequired: string;
  commentTooLong: string;
  unsafeText: string;
}

export const CANCEL_COMMENT_MAX = 1000;

/** The cancel form: the last day of service (tomorrow or later), a reason from the list, an optional comment. */
export function cancelSchema(m: CancelMessages, today: string) {
  return z.object({
    end: dateField(m.endRequired).check(z.refine((v) => v > today, m.endTooSoon)),
    reason: z.enum(CANCEL_REASONS, m.reasonRequired),
    comment: z.optional(z.string().check(z.trim(), z.maxLength(CANCEL_COMMENT_MAX, m.commentTooLong), plainText({ message: m.unsafeText }))),
  });
}
