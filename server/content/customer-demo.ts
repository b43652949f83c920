import {
  INVOICES_SHOWN,
  type OwnBilling,
  type OwnChanges,
  type OwnPayments,
  type OwnService,
  type OwnVisits,
  type ServiceBanner,
} from "~/lib/customer-dashboard";
import { addDays, addMonths, businessDate, formatIsoDate, formatMonthYearIn, nextWeekday } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";
import type { PreferredDay } from "~/lib/lead-options";
import { inLocale } from "./catalogue";
import { customerArea } from "./customer-area";
import { currentSmsConsent } from "./sms-consent";

/**
 * The demo account's customer area: a weekly residential customer with a subscription and a few
 * months of visits, in the shapes the real panels take, in the page's language (its words:
 * customer-area.ts, `demoData`). Nothing here is read from or written to the database; the
 * dashboard labels it "Sample data" and its forms change nothing (the route's action).
 * Visits fall on the visit day before `today`, and the next one after it, so the sample never goes stale.
 */
export interface DemoCustomerArea {
  service: OwnService;
  billing: OwnBilling;
  visits: OwnVisits;
  changes: OwnChanges;
  banner: ServiceBanner;
  payments: OwnPayments;
  done: null;
}

/** The demo's plan: $80.00 a month (the terms' monthly subscription, for weekly visits). */
const PLAN = { amount: 8000, currency: "usd", interval: "month", intervalCount: 1 } as const;

const DAY: PreferredDay = "tuesday";
const STREET = "2451 SW 27th Terrace, Miami, FL";
const ZIP = "33133";
const JOINED = "2025-03-14";
/** The day the demo's subscription began (the billing tab's "since"). */
export const DEMO_SUBSCRIBED = "2025-03-18";

/**
 * The demo's invoices as the provider would have sent them: one paid invoice of the plan's price
 * on the day the subscription began and each month after it through `today`, newest first (as many
 * as the billing tab lists), and the next charge a month after the last. Numbered from the first,
 * so an invoice keeps its number as the months go by.
 */
function demoBilling(today: string): { invoices: OwnPayments["invoices"]; nextCharge: string } {
  const dates: string[] = [];
  for (let n = 0; addMonths(DEMO_SUBSCRIBED, n) <= today; n++) dates.push(addMonths(DEMO_SUBSCRIBED, n));
  const invoices = dates.map((date, i) => ({
    id: `in_demo_${i + 1}`,
    number: `CPM-${String(i + 1).padStart(4, "0")}`,
    date,
    amount: PLAN.amount,
    currency: PLAN.currency,
    status: "paid" as const,
    url: null,
  }));
  return { invoices: invoices.toReversed().slice(0, INVOICES_SHOWN), nextCharge: addMonths(DEMO_SUBSCRIBED, dates.length) };
}

export function demoCustomerArea(locale: Locale, user: { name: string; email: string }, today: string = businessDate()): DemoCustomerArea {
  const t = inLocale(customerArea, locale);
  const words = t.demoData;
  const paid = demoBilling(today);
  // The next visit day (today on a visit day), and the six before today, newest first.
  const next = nextWeekday(today, DAY);
  const last = nextWeekday(addDays(today, -7), DAY);
  const past = [0, 1, 2, 3, 4, 5].map((weeks) => addDays(last, -7 * weeks));
  const closed: [VisitOutcome, string][] = [
    ["done", words.visitNotes.cleared],
    ["done", words.visitNotes.fence],
    ["done", ""],
    ["done", ""],
    ["done", words.visitNotes.patio],
    ["skipped", words.visitNotes.away],
  ];
  return {
    service: {
      version: 0,
      name: user.name,
      email: user.email,
      phone: "(305) 555-0198",
      address: `${STREET}, ${ZIP}`,
      street: STREET,
      zip: ZIP,
      day: DAY,
      missing: [],
      serviceType: t.profile.residential,
      frequency: t.frequencies.weekly,
      preferredDay: t.days[DAY],
      memberSince: formatMonthYearIn(JOINED, locale),
      notes: words.notes,
      gateInstructions: words.gateInstructions,
      dogs: 2,
      notifications: { visitSummary: true, reminders: true, promotions: false },
      texts: { on: true, wording: currentSmsConsent(locale).label, stopped: false },
    },
    billing: {
      state: "active",
      since: formatIsoDate(DEMO_SUBSCRIBED, locale),
      nextCharge: formatIsoDate(paid.nextCharge, locale),
      canStart: false,
      restart: false,
      endsOn: null,
      configured: true,
      // "Manage billing" is a form, so the demo's action can answer it with a notice.
      portalSession: true,
      returned: null,
    },
    changes: {
      today,
      firstDate: addDays(today, 1),
      upcoming: [0, 1, 2].map((weeks) => ({ id: 100 + weeks, date: addDays(next, 7 * weeks), skipped: false, changeable: true })),
      later: null,
      pause: null,
      cancellation: null,
      canPause: true,
      pauseEndMax: null,
      canCancel: true,
      cancelEndMin: addDays(today, 1),
      subscription: true,
      arrival: null,
    },
    banner: null,
    payments: { price: PLAN, invoices: paid.invoices },
    done: null,
    visits: {
      items: past.map((date, i) => {
        const [status, note] = closed[i] ?? ["done", ""];
        return { id: i + 1, date, status, reason: status === "skipped" ? "other" : null, note, hasPhoto: false };
      }),
      next,
      page: 1,
      pageCount: 1,
    },
  };
}

type VisitOutcome = "done" | "skipped";
