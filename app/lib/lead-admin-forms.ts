import { data, href } from "react-router";
import { plainText, z } from "~/lib/zod";
import { pageParam } from "~/lib/forms";
import {
  BILLING_STATES,
  type BillingState,
  LEAD_LOCALES,
  LEAD_STATUS_LIST,
  LEAD_STATUSES,
  LIMITS,
  type LeadLocale,
  type LeadStatus,
  optionLabel,
  PREFERRED_DAYS,
  PROPERTY_TYPES,
  SERVICE_FREQUENCIES,
} from "~/lib/lead-options";
import { dogsCount, GATE_INSTRUCTIONS_MAX } from "~/lib/customer-schema";
import { isStreetLine } from "~/lib/service-address";

/**
 * The admin lead pages' filters, labels and form schemas, shared by the admin pages, the CSV
 * export, the admin API and the admin queries (server/models/lead-admin.ts).
 * Client-safe: the option lists come from ~/lib/lead-options (the server schema imports them too).
 */
export const LEAD_STATUS_OPTIONS = LEAD_STATUSES;
export const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES;
export const SERVICE_FREQUENCY_OPTIONS = SERVICE_FREQUENCIES;

export const LEADS_PAGE_SIZE = 50;
/** A lead still open after this many days without any change gets a "needs follow-up" flag. */
export const STALE_AFTER_DAYS = 7;
export const OPEN_STATUSES: readonly LeadStatus[] = ["new", "contacted", "scheduled"];

export type LeadView = "active" | "deleted";

export interface LeadFilters {
  /** Case-insensitive substring over full name, email, address and phone. */
  q: string;
  status: LeadStatus | "all";
  /** The language of the pages the lead came from ("es": the Spanish site). */
  locale: LeadLocale | "all";
  /** The subscription's state (the overview's billing figures link here). */
  billing: BillingState | "all";
  view: LeadView;
  /** 1-based. */
  page: number;
}

export const isLeadStatus = (value: string | null | undefined): value is LeadStatus =>
  value != null && (LEAD_STATUS_OPTIONS as readonly string[]).includes(value);

export const isLeadLocale = (value: string | null | undefined): value is LeadLocale => value != null && (LEAD_LOCALES as readonly string[]).includes(value);

/** Reads filters from URL search params; anything unknown falls back to the default. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const status = params.get("status") ?? "all";
  const locale = params.get("locale");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: isLeadStatus(status) ? status : "all",
    locale: isLeadLocale(locale) ? locale : "all",
    billing: BILLING_STATES.find((b) => b === params.get("billing")) ?? "all",
    view: params.get("view") === "deleted" ? "deleted" : "active",
    page: pageParam(params.get("page")),
  };
}

/** The query string for these filters ("" for the defaults), with an optional page override. */
export function leadFiltersSearch(filters: LeadFilters, overrides: Partial<LeadFilters> = {}): string {
  const f = { ...filters, ...overrides };
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.status !== "all") params.set("status", f.status);
  if (f.locale !== "all") params.set("locale", f.locale);
  if (f.billing !== "all") params.set("billing", f.billing);
  if (f.view !== "active") params.set("view", f.view);
  if (f.page > 1) params.set("page", String(f.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The list URL to return to after a change, keeping the visitor's filters and page. */
export function leadListUrl(search: string | URLSearchParams): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return `${href("/admin")}${leadFiltersSearch(parseLeadFilters(params))}`;
}

const NEXT_VISIT = /^(?:\d{4}-\d{2}-\d{2}|none)$/;

/** The next visit before and after a save ("2026-12-03", or "none" when there is none). */
export interface NextVisitMove {
  before: string;
  after: string;
}

/**
 * The list URL with Edit Lead's answer on top: ?saved=<lead id>, and &moved=<before>~<after> when
 * the save moved the customer's next visit.
 */
export function withSavedNotice(listUrl: string, leadId: number, next: NextVisitMove | null): string {
  const moved = next && next.before !== next.after ? `&moved=${next.before}~${next.after}` : "";
  return `${listUrl}${listUrl.includes("?") ? "&" : "?"}saved=${leadId}${moved}`;
}

/** Edit Lead's answer read back from the list URL (a hand-typed one reads as nothing, or as no move). */
export function savedNoticeOf(params: URLSearchParams): { leadId: number; moved: NextVisitMove | null } | null {
  const leadId = Number(params.get("saved"));
  if (!Number.isSafeInteger(leadId) || leadId < 1) return null;
  const [before = "", after = ""] = (params.get("moved") ?? "").split("~");
  const moved = NEXT_VISIT.test(before) && NEXT_VISIT.test(after) && before !== after ? { before, after } : null;
  return { leadId, moved };
}

/** The list URL with the answer to a conversion shown on top (?converted=<lead id>). */
export const withConversionNotice = (listUrl: string, leadId: number) => `${listUrl}${listUrl.includes("?") ? "&" : "?"}converted=${leadId}`;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Display labels, from ~/lib/lead-options (frequencies written Weekly, Bi-Weekly, Monthly). */
export const statusLabel = (status: LeadStatus) => optionLabel(LEAD_STATUS_LIST, status);
export { frequencyLabel, leadServiceLabel, preferredDayLabel } from "~/lib/lead-options";

/** Status colours (new blue, contacted yellow, scheduled purple, converted green, lost grey). */
export const STATUS_STYLES: Record<LeadStatus, { badge: string; dot: string }> = {
  new: { badge: "bg-blue-50 text-blue-800 ring-blue-600/25", dot: "bg-blue-600" },
  contacted: { badge: "bg-yellow-50 text-yellow-900 ring-yellow-600/35", dot: "bg-yellow-500" },
  scheduled: { badge: "bg-purple-50 text-purple-800 ring-purple-600/25", dot: "bg-purple-600" },
  converted: { badge: "bg-green-50 text-green-800 ring-green-600/25", dot: "bg-green-600" },
  lost: { badge: "bg-gray-100 text-gray-700 ring-gray-500/25", dot: "bg-gray-500" },
};

/** Open and unchanged for STALE_AFTER_DAYS or more. */
export function isStale(lead: { status: LeadStatus; updated_at: string }, nowMs = Date.now()): boolean {
  if (!OPEN_STATUSES.includes(lead.status)) return false;
  const updated = Date.parse(lead.updated_at);
  return Number.isFinite(updated) && nowMs - updated >= STALE_AFTER_DAYS * 24 * 60 * 60 * 1000;
}

/** Formatted in ~/lib/dates with every other date; kept here for this module's importers. */
export { formatDate, formatDateTime } from "~/lib/dates";

const DOGS_MESSAGE = `Enter how many dogs (1 to ${LIMITS.dogs}), or leave it empty`;

/**
 * The Edit Lead form. Validated on the server; the browser adds input types (email, tel).
 * Built inside a pure call so client bundles, which only use this module's helpers, drop it.
 */
export const leadEditSchema = /* @__PURE__ */ (() =>
  z.object({
    first_name: z
      .string({ error: "First name is required" })
      .check(z.trim(), z.minLength(1, "First name is required"), z.maxLength(100, "First name is too long"), plainText()),
    last_name: z._default(z.string().check(z.trim(), z.maxLength(100, "Last name is too long"), plainText()), ""),
    email: z.pipe(
      z.string({ error: "Email is required" }).check(z.trim(), z.minLength(1, "Email is required"), z.maxLength(254, "Email is too long"), plainText()),
      z.email("Email is invalid"),
    ),
    phone: z.string({ error: "Phone is required" }).check(
      z.trim(),
      z.minLength(1, "Phone is required"),
      z.maxLength(40, "Phone is too long"),
      plainText(),
      z.refine((value) => value.replace(/\D/g, "").length >= 7, "Phone number is too short"),
    ),
    address: z._default(
      z.string().check(
        z.trim(),
        z.maxLength(300, "Address is too long"),
        plainText(),
        z.refine(
          (value) => value === "" || isStreetLine(value),
          "Enter a street address with the house number (for example 1234 SW 8th St), not only a ZIP code",
        ),
      ),
      "",
    ),
    zip_code: z._default(z.string().check(z.trim(), z.regex(/^(\d{5})?$/, "Enter a 5-digit ZIP code")), ""),
    gate_instructions: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(GATE_INSTRUCTIONS_MAX, "Gate instructions are too long (1,000 characters at most)"), plainText({ multiline: true })),
      "",
    ),
    /** "" is "not recorded" (stored as NULL). */
    dogs: z._default(dogsCount(DOGS_MESSAGE), null),
    /** "" is "No preference" (stored as NULL); the customer's visits wait for a day. */
    preferred_day: z.pipe(
      z._default(z.union([z.literal(""), z.null(), z.enum(PREFERRED_DAYS)], { error: "Choose a day we serve (Monday to Saturday) or No preference" }), ""),
      z.transform((day) => (day === "" || day === null ? null : day)),
    ),
    property_type: z.enum(PROPERTY_TYPE_OPTIONS, { error: "Choose a property type" }),
    service_frequency: z.enum(SERVICE_FREQUENCY_OPTIONS, { error: "Choose a service frequency" }),
    status: z.enum(LEAD_STATUS_OPTIONS, { error: "Choose a status" }),
    special_instructions: z._default(
      z.string().check(z.trim(), z.maxLength(2000, "Notes are too long (2,000 characters at most)"), plainText({ multiline: true })),
      "",
    ),
  }))();
export type LeadEditInput = z.output<typeof leadEditSchema>;

/** The Edit Lead form's fields and their labels, in form order (the history lower-cases them: "Edited first name"). */
export const EDIT_FIELD_LABELS: Record<keyof LeadEditInput, string> = {
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  address: "Street address",
  zip_code: "ZIP code",
  gate_instructions: "Gate instructions",
  dogs: "Dogs",
  preferred_day: "Preferred day",
  property_type: "Property type",
  service_frequency: "Service frequency",
  status: "Status",
  special_instructions: "Special instructions",
};

export const statusChangeSchema = /* @__PURE__ */ (() =>
  z.object({
    leadId: z.coerce.number().check(z.int(), z.positive()),
    status: z.enum(LEAD_STATUS_OPTIONS, { error: "Choose a status" }),
    version: z.coerce.number().check(z.int(), z.nonnegative()),
  }))();

/** The message a stale save gets (optimistic concurrency: the form's version is not the stored one). */
export const STALE_SAVE_MESSAGE = "This lead was changed by someone else; review and save again.";
/** The message an action on a lead that is gone or was deleted meanwhile gets. */
export const LEAD_GONE_MESSAGE = "That lead no longer exists or was deleted.";

/** The lead version a form carried back (hidden `version` field), or null when missing/malformed. */
export function formVersion(form: FormData): number | null {
  const raw = form.get("version");
  if (typeof raw !== "string" || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/** A lead's :id route param as a positive integer, or a 404 response. */
export function leadIdParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw data("Lead not found", { status: 404 });
  return id;
}
