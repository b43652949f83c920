import { data, href } from "react-router";
import { idParam, pageParam } from "~/lib/forms";
import { LEAD_LOCALES, LEAD_STATUSES, type LeadLocale, type LeadStatus, SERVICE_STATES, type ServiceState } from "~/lib/lead-options";

/**
 * The addresses of the admin's lead pages: the list's filters and paging in the query string, the
 * notices a change puts on top of the list, and a lead's :id param. Client-safe.
 */
export const LEADS_PAGE_SIZE = 50;
export type LeadView = "active" | "deleted";

export interface LeadFilters {
  /** Case-insensitive substring over full name, email, address and phone. */
  q: string;
  status: LeadStatus | "all";
  /** The language of the pages the lead came from ("es": the Spanish site). */
  locale: LeadLocale | "all";
  /** The service's state, as its account says (the overview's figures link here; `billing` in the URL). */
  billing: ServiceState | "all";
  view: LeadView;
  /** 1-based. */
  page: number;
}

export const isLeadStatus = (value: string | null | undefined): value is LeadStatus => value != null && (LEAD_STATUSES as readonly string[]).includes(value);

export const isLeadLocale = (value: string | null | undefined): value is LeadLocale => value != null && (LEAD_LOCALES as readonly string[]).includes(value);

/** Reads filters from URL search params; anything unknown falls back to the default. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const status = params.get("status") ?? "all";
  const locale = params.get("locale");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: isLeadStatus(status) ? status : "all",
    locale: isLeadLocale(locale) ? locale : "all",
    billing: SERVICE_STATES.find((b) => b === params.get("billing")) ?? "all",
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

/**
 * A lead's own address: the list with this lead's details open below its row, keeping the
 * visitor's filters and page. The details load when a lead is opened, not with the list.
 */
export function leadUrl(leadId: number, search: string | URLSearchParams): string {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return `${href("/admin/leads/:id", { id: String(leadId) })}${leadFiltersSearch(parseLeadFilters(params))}`;
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
  const leadId = idParam(params.get("saved"));
  if (leadId === null) return null;
  const [before = "", after = ""] = (params.get("moved") ?? "").split("~");
  const moved = NEXT_VISIT.test(before) && NEXT_VISIT.test(after) && before !== after ? { before, after } : null;
  return { leadId, moved };
}

/** The list URL with the answer to a conversion shown on top (?converted=<lead id>). */
export const withConversionNotice = (listUrl: string, leadId: number) => `${listUrl}${listUrl.includes("?") ? "&" : "?"}converted=${leadId}`;

/** A lead's :id route param as a positive integer, or a 404 response. */
export function leadIdParam(raw: string | undefined): number {
  const id = idParam(raw);
  if (id === null) throw data("Lead not found", { status: 404 });
  return id;
}
