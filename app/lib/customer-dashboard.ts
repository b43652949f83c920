import { formatIsoDate } from "~/lib/dates";
import type { FieldErrors, FormValues } from "~/lib/forms";
import type { Locale } from "~/lib/i18n";
import type { BillingState, PreferredDay } from "~/lib/lead-options";
import type { MissingForVisits } from "~/lib/service-address";
import type { SkipReason, VisitStatus } from "~/lib/visit-options";

/**
 * The customer dashboard's shapes: its tabs (in the URL, so they work without JavaScript) and the
 * data its panels take, the same for a real customer (read from their lead) and for the demo
 * account (sample data, server/content/customer-demo.ts). Its words: server/content/customer-area.ts.
 */
export const TAB_IDS = ["services", "billing", "notifications", "account"] as const;
export type TabId = (typeof TAB_IDS)[number];

export function parseTab(value: string | null): TabId {
  return TAB_IDS.find((id) => id === value) ?? "services";
}

/** A customer's own service as the customer area shows it, in the page's language. */
export interface OwnService {
  /** The lead's version, carried by every form that changes it (a save from an older one is refused). */
  version: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The stored street line, ZIP and day code, for the address form. */
  street: string;
  zip: string;
  day: PreferredDay | null;
  /** What the service still lacks before visits are planned (~/lib/service-address). */
  missing: MissingForVisits[];
  serviceType: string;
  frequency: string;
  preferredDay: string | null;
  memberSince: string;
  notes: string;
  gateInstructions: string;
  /** How many dogs live there, when someone said. */
  dogs: number | null;
  notifications: { visitSummary: boolean; reminders: boolean; promotions: boolean };
  /** Text messages: on when the customer's consent is current; the wording they agree to by turning them on. */
  /** `stopped`: the number's latest keyword is STOP, so no text goes to it until it replies START, whatever the box says. */
  texts: { on: boolean; wording: string; stopped: boolean };
}

/** The customer's closed visits (one page, newest first) and their next planned one. */
export interface OwnVisits {
  items: { id: number; date: string; status: VisitStatus; reason: SkipReason | null; note: string; hasPhoto: boolean }[];
  next: string | null;
  page: number;
  pageCount: number;
}

/** A customer's billing, as the billing tab shows it (dates already in words). */
export interface OwnBilling {
  state: BillingState | null;
  since: string | null;
  nextCharge: string | null;
  /** No subscription (or it ended) and no cancellation pending: the tab offers the checkout (the account's offer). */
  canStart: boolean;
  /** The service ended: the checkout starts it again. */
  restart: boolean;
  /** The last day of a cancellation still to come: nothing is charged after it, and a payment before it restarts the service. */
  endsOn: string | null;
  /** Payments are set up on this site (the secret key is configured). */
  configured: boolean;
  /** The portal link is a session made through the API (a form), not the fixed portal URL. */
  portalSession: boolean;
  /** Back from the provider's page. */
  returned: "done" | "canceled" | null;
}

/**
 * A form of the account or notifications tab sent back: with what was wrong (400), or refused because
 * the service changed since the page was loaded (409, `conflict`: what is saved now, by field name).
 * `values` is what was typed; `version` is the one the form carries again: the one it was sent
 * with after wrong input, the stored one after a conflict (so saving again what was typed is deliberate).
 */
export interface OwnServiceForm {
  intent: "contact" | "service" | "notifications";
  errors: FieldErrors;
  values: FormValues;
  version: number | null;
  conflict: FormValues | null;
}

/** The customer's own changes (docs/decisions/0020): upcoming visits to skip, the pause, the cancellation. */
export interface OwnChanges {
  /** Miami's date today. */
  today: string;
  /** The first day a change may touch (the cut-off: tomorrow until 6 pm, then the day after). */
  firstDate: string;
  upcoming: { id: number; date: string; skipped: boolean; changeable: boolean }[];
  /** No visit planned yet in the planning window: the next the plan will have (a monthly plan's first), or null. */
  later: string | null;
  /** The current or next pause; `endsOn`: ending it now keeps it through that day (null: too late to end it). */
  pause: { start: string; end: string; endsOn: string | null } | null;
  cancellation: { end: string; lastVisit: string | null } | null;
  canPause: boolean;
  /** A pause must end by the last day of a cancellation in force. */
  pauseEndMax: string | null;
  canCancel: boolean;
  /** The cancel form's earliest last day. */
  cancelEndMin: string;
  /** The customer pays by a subscription with the payment provider (the cancel card says what happens to it). */
  subscription: boolean;
  /**
   * On the day of a visit on a crew member's route, still to do: the open stops before it and the
   * window (whole quarter hours, in the page's words), or, once the crew tapped "On my way", the minutes.
   */
  arrival: { before: number; from: string; to: string; minutes: number | null } | null;
}

/** The confirmation after a change (from the URL after the redirect). */
export type ChangeDone =
  { kind: "skipped" | "undone"; date: string } | { kind: "paused"; start: string; end: string } | { kind: "pauseEnded" } | { kind: "canceled"; date: string };

/** Why the service is stopped or at risk: a banner on every tab. */
export type ServiceBanner =
  /** `restart`: the billing tab offers to start again. */
  | { kind: "canceled"; restart: boolean }
  | { kind: "ending"; date: string }
  | { kind: "paused"; start: string; end: string }
  | { kind: "billingPaused" }
  | { kind: "pastDue" }
  | null;

/** How many invoices the billing tab lists, newest first. */
export const INVOICES_SHOWN = 24;

/** What the billing tab shows of what the customer pays: the plan's price and the invoices, as the provider reported them. */
export interface OwnPayments {
  /** Null: the provider has not reported it yet. */
  price: { amount: number; currency: string; interval: string; intervalCount: number } | null;
  invoices: { id: string; number: string | null; date: string; amount: number; currency: string; status: "paid" | "failed"; url: string | null }[];
}

/** A skip, pause or cancel form sent back: wrong input (400), stale (409, `stale`), or past the cut-off (`tooLate`). */
export interface ChangeForm {
  intent: "skip" | "unskip" | "pause" | "endPause" | "cancel";
  errors: FieldErrors;
  values: FormValues;
  version: number | null;
  notice: "stale" | "tooLate" | null;
}

export const CHANGE_INTENTS = ["skip", "unskip", "pause", "endPause", "cancel"] as const;

/**
 * The demo account's forms change nothing: each is answered with a notice of what a real account
 * would have done (the checkout and the billing portal share one).
 */
export type DemoNoticeId = "contact" | "service" | "notifications" | "billing" | "changes";

export function demoNoticeFor(intent: FormDataEntryValue | null): DemoNoticeId | null {
  if (intent === "contact" || intent === "service" || intent === "notifications") return intent;
  if (CHANGE_INTENTS.some((i) => i === intent)) return "changes";
  if (intent === "checkout" || intent === "portal") return "billing";
  return null;
}

/** A visit's day as the customer reads it: "today" ("hoy") on the day itself, else the date in words. */
export const visitDayWords = (iso: string, today: string, locale: Locale, todayWord: string) => (iso === today ? todayWord : formatIsoDate(iso, locale));

/** One stored value a refused save's conflict notice shows: the field's label and the value in words. */
export interface SavedValue {
  label: string;
  value: string;
}
