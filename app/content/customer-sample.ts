/**
 * Fixed sample data for the customer dashboard preview: customer, visits, invoices, notification defaults.
 * Nothing here is read from or written to a database: the dashboard says so in a banner.
 * Instants carry their UTC offset (Miami is UTC-4 in summer, UTC-5 in winter), and every
 * date is shown in the America/New_York time zone, whatever the server's or browser's zone.
 */

export const VISIT_STATUSES = ["completed", "scheduled", "canceled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const INVOICE_STATUSES = ["paid", "pending"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface SamplePlan {
  name: string;
  /** US dollars per interval. */
  price: number;
  interval: "week";
  dogs: number;
}

export interface SampleCustomer {
  name: string;
  address: string;
  email: string;
  phone: string;
  plan: SamplePlan;
  /** Start of the next visit (ISO instant). */
  nextService: string;
  /** Calendar date the customer signed up (YYYY-MM-DD). */
  joined: string;
}

export interface ServiceVisit {
  id: string;
  service: string;
  /** Arrival window, ISO instants. */
  window: { start: string; end: string };
  status: VisitStatus;
  notes?: string;
}

export interface Invoice {
  id: string;
  /** Issue date (YYYY-MM-DD). */
  date: string;
  description: string;
  /** US dollars, shown with two decimals. */
  amount: number;
  status: InvoiceStatus;
  /** No invoice files exist in the preview; real PDFs live in the billing portal. */
  downloadUrl: string | null;
}

export interface NotificationPreferences {
  types: { id: "serviceReminders" | "serviceConfirmations" | "billing" | "promotional"; label: string; description: string; enabled: boolean }[];
  methods: { id: "email" | "sms"; label: string; description: string; enabled: boolean }[];
}

export interface PaymentMethod {
  brand: string;
  last4: string;
  expires: string;
}

export const TIME_ZONE = "America/New_York";

export const sampleCustomer: SampleCustomer = {
  name: "Maria Gonzalez",
  address: "2451 SW 27th Terrace, Miami, FL 33133",
  email: "maria.gonzalez@example.com",
  phone: "(305) 555-0198",
  plan: { name: "Weekly Service", price: 19.99, interval: "week", dogs: 2 },
  nextService: "2026-11-24T09:00:00-05:00",
  joined: "2025-03-14",
};

const WEEKLY = "Weekly dog waste removal";

/** Upcoming visits first (soonest first), then history (most recent first). */
export const serviceVisits: ServiceVisit[] = [
  { id: "SV-2611-24", service: WEEKLY, window: { start: "2026-11-24T09:00:00-05:00", end: "2026-11-24T11:00:00-05:00" }, status: "scheduled" },
  { id: "SV-2612-01", service: WEEKLY, window: { start: "2026-12-01T09:00:00-05:00", end: "2026-12-01T11:00:00-05:00" }, status: "scheduled" },
  { id: "SV-2612-08", service: WEEKLY, window: { start: "2026-12-08T09:00:00-05:00", end: "2026-12-08T11:00:00-05:00" }, status: "scheduled" },
  {
    id: "SV-2611-17",
    service: WEEKLY,
    window: { start: "2026-11-17T09:00:00-05:00", end: "2026-11-17T11:00:00-05:00" },
    status: "completed",
    notes: "Back yard and side yard cleared. Gate latched on the way out.",
  },
  {
    id: "SV-2611-10",
    service: WEEKLY,
    window: { start: "2026-11-10T09:00:00-05:00", end: "2026-11-10T11:00:00-05:00" },
    status: "completed",
    notes: "Extra pass along the fence line after the weekend rain.",
  },
  { id: "SV-2611-03", service: WEEKLY, window: { start: "2026-11-03T09:00:00-05:00", end: "2026-11-03T11:00:00-05:00" }, status: "completed" },
  { id: "SV-2610-27", service: WEEKLY, window: { start: "2026-10-27T09:00:00-04:00", end: "2026-10-27T11:00:00-04:00" }, status: "completed" },
  {
    id: "SV-2610-20",
    service: WEEKLY,
    window: { start: "2026-10-20T09:00:00-04:00", end: "2026-10-20T11:00:00-04:00" },
    status: "completed",
    notes: "Deodorizing spray applied to the patio edge as requested.",
  },
  {
    id: "SV-2609-29",
    service: WEEKLY,
    window: { start: "2026-09-29T09:00:00-04:00", end: "2026-09-29T11:00:00-04:00" },
    status: "canceled",
    notes: "Skipped at your request while you were out of town. Not billed.",
  },
];

export const invoices: Invoice[] = [
  { id: "INV-2026-1101", date: "2026-11-01", description: "Weekly Service, November (4 visits)", amount: 79.96, status: "pending", downloadUrl: null },
  { id: "INV-2026-1001", date: "2026-10-01", description: "Weekly Service, October (4 visits)", amount: 79.96, status: "paid", downloadUrl: null },
  { id: "INV-2026-0901", date: "2026-09-01", description: "Weekly Service, September (4 of 5 visits)", amount: 79.96, status: "paid", downloadUrl: null },
  { id: "INV-2026-0801", date: "2026-08-01", description: "Weekly Service, August (4 visits)", amount: 79.96, status: "paid", downloadUrl: null },
  { id: "INV-2026-0701", date: "2026-07-01", description: "Weekly Service, July (4 visits)", amount: 79.96, status: "paid", downloadUrl: null },
];

export const paymentMethod: PaymentMethod = { brand: "Visa", last4: "4242", expires: "08/2028" };

export const notificationPreferences: NotificationPreferences = {
  types: [
    { id: "serviceReminders", label: "Service reminders", description: "A heads-up the day before each visit.", enabled: true },
    {
      id: "serviceConfirmations",
      label: "Service confirmations",
      description: "A summary after each visit, with any notes from your technician.",
      enabled: true,
    },
    { id: "billing", label: "Billing and invoices", description: "New invoices, receipts and payment reminders.", enabled: true },
    { id: "promotional", label: "Promotional e-mails", description: "Seasonal offers and news from our team.", enabled: false },
  ],
  methods: [
    { id: "email", label: "Email", description: sampleCustomer.email, enabled: true },
    { id: "sms", label: "Text message (SMS)", description: sampleCustomer.phone, enabled: true },
  ],
};

const dateFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "long", day: "numeric", year: "numeric" });
const shortDateFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "short", day: "numeric", year: "numeric" });
const weekdayDateFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, weekday: "long", month: "long", day: "numeric" });
const monthYearFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit" });
const tileFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "short", day: "numeric" });
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A plain calendar date means noon in Miami, so no offset can move it to another day. */
function toDate(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00-05:00` : value);
}

export const formatDate = (value: string) => dateFormat.format(toDate(value));
export const formatShortDate = (value: string) => shortDateFormat.format(toDate(value));
export const formatWeekdayDate = (value: string) => weekdayDateFormat.format(toDate(value));
export const formatMonthYear = (value: string) => monthYearFormat.format(toDate(value));
export const formatTimeWindow = (w: { start: string; end: string }) => `${timeFormat.format(toDate(w.start))} – ${timeFormat.format(toDate(w.end))}`;
/** Month abbreviation and day of month, for calendar tiles. */
export function dateTile(value: string): { month: string; day: string } {
  const parts = tileFormat.formatToParts(toDate(value));
  return { month: parts.find((p) => p.type === "month")?.value ?? "", day: parts.find((p) => p.type === "day")?.value ?? "" };
}
export const formatMoney = (amount: number) => money.format(amount);
export const formatPlanPrice = (plan: SamplePlan) => `${formatMoney(plan.price)} per ${plan.interval}`;

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** Sum of pending invoices, rounded to cents. */
export function balanceDue(list: readonly Invoice[] = invoices): number {
  return Math.round(list.filter((i) => i.status === "pending").reduce((sum, i) => sum + i.amount * 100, 0)) / 100;
}
