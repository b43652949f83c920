import type { OwnBilling, OwnChanges, OwnPayments, OwnService, OwnVisits, ServiceBanner } from "~/lib/customer-dashboard";
import { addDays, businessDate, firstOfNextMonth, formatIsoDate, formatMonthYearIn, nextWeekday } from "~/lib/dates";
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

/** The seed's sample price and invoice: $19.99 a week, and the last month's four visits, 79.96 (4 × 19.99). */
const PRICE_CENTS = 1999;
const INVOICE_CENTS = 7996;

const DAY: PreferredDay = "tuesday";
const STREET = "2451 SW 27th Terrace, Miami, FL";
const ZIP = "33133";
const JOINED = "2025-03-14";
const SUBSCRIBED = "2025-03-18";

export function demoCustomerArea(locale: Locale, user: { name: string; email: string }, today: string = businessDate()): DemoCustomerArea {
  const t = inLocale(customerArea, locale);
  const words = t.demoData;
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
      since: formatIsoDate(SUBSCRIBED, locale),
      nextCharge: formatIsoDate(firstOfNextMonth(today), locale),
      canStart: false,
      configured: true,
      // "Manage billing" is a form, so the demo's action can answer it with a notice.
      portalSession: true,
      returned: null,
    },
    changes: {
      today,
      upcoming: [0, 1, 2].map((weeks) => ({ id: 100 + weeks, date: addDays(next, 7 * weeks), skipped: false, changeable: true })),
      pause: null,
      cancellation: null,
    },
    banner: null,
    payments: {
      price: { amount: PRICE_CENTS, currency: "usd", interval: "week", intervalCount: 1 },
      invoices: [
        {
          id: "in_demo_1",
          number: "CPM-0042",
          date: `${today.slice(0, 8)}01`,
          amount: INVOICE_CENTS,
          currency: "usd",
          status: "paid",
          url: null,
        },
      ],
    },
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
