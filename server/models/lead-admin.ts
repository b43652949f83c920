import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { businessDate } from "~/lib/dates";
import { SERVICE_STATES, type ServiceState } from "~/lib/lead-options";
import { serviceStatusSql } from "./service-account";
import { type BillingOf, billingOf } from "../service/account";
import { isStale } from "~/lib/lead-status";
import { type LeadEditInput } from "~/lib/lead-edit-schema";
import { type LeadFilters, LEADS_PAGE_SIZE } from "~/lib/lead-admin-url";
import type { Db } from "../db/client";
import { type Lead, type LeadEvent, leadEvents, leads } from "../db/schema";
import { findLead } from "./leads";
import { smsConsentWording } from "../content/sms-consent";

/** Admin queries and changes on leads. Every change writes its lead_events row in the same batch. */

/**
 * A lead as the admin sees it: `stale` (new for too long), and the exact words of the text-message
 * consent it agreed to, in its language (null without consent).
 */
export type AdminLead = Lead & { stale: boolean; sms_consent_text: string | null; service_state: ServiceState | null; billing: BillingOf };

/** The text-consent wording a lead agreed to, in its language (null without consent). */
export const smsConsentText = (lead: Lead) => (lead.sms_updates ? smsConsentWording(lead.sms_consent_version, lead.sms_consent_locale ?? lead.locale) : null);

export interface LeadPage {
  leads: AdminLead[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export interface LeadSummary {
  total: number;
  new: number;
  converted: number;
  inProgress: number;
}

/** D1 refuses LIKE patterns over 50 bytes (SQLITE_MAX_LIKE_PATTERN_LENGTH): 48 plus the two `%`. */
export const MAX_LIKE_TERM_BYTES = 48;

const encoder = new TextEncoder();

/**
 * The search term escaped for `LIKE … ESCAPE '\'` (so `%`, `_` and `\` match themselves) and cut
 * to MAX_LIKE_TERM_BYTES of UTF-8, whole characters and whole escapes only. A longer term is
 * searched by its beginning, which still narrows the list, instead of failing.
 */
export function likeTerm(text: string, maxBytes = MAX_LIKE_TERM_BYTES): string {
  let out = "";
  let bytes = 0;
  for (const char of text) {
    const piece = /[\\%_]/.test(char) ? `\\${char}` : char;
    const size = encoder.encode(piece).length;
    if (bytes + size > maxBytes) break;
    out += piece;
    bytes += size;
  }
  return out;
}

function whereFor(filters: Pick<LeadFilters, "q" | "status" | "locale" | "view"> & Partial<Pick<LeadFilters, "billing">>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [filters.view === "deleted" ? isNotNull(leads.deleted_at) : isNull(leads.deleted_at)];
  if (filters.status !== "all") conditions.push(eq(leads.status, filters.status));
  // The service's state as its account says (server/service/account.ts); "canceled" lists the services that ended.
  if (filters.billing && filters.billing !== "all")
    conditions.push(sql`${serviceStatusSql(businessDate())} = ${filters.billing === "canceled" ? "ended" : filters.billing}`);
  if (filters.locale !== "all") conditions.push(eq(leads.locale, filters.locale));
  const q = filters.q.trim();
  if (q) {
    // SQLite's LIKE is case-insensitive for ASCII letters.
    const pattern = `%${likeTerm(q)}%`;
    const like = (column: SQL) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
    const matches = [
      like(sql`(${leads.first_name} || ' ' || ${leads.last_name})`),
      like(sql`${leads.email}`),
      like(sql`${leads.address}`),
      like(sql`${leads.phone}`),
    ];
    // "3055550142" also finds "(305) 555-0142".
    const digits = q.replace(/\D/g, "");
    if (digits.length >= 3 && /^[\d\s().+-]+$/.test(q)) {
      const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${leads.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;
      matches.push(sql`${phoneDigits} LIKE ${`%${digits.slice(0, MAX_LIKE_TERM_BYTES)}%`}`);
    }
    conditions.push(or(...matches));
  }
  return and(...conditions);
}

const newestFirst = [desc(leads.created_at), desc(leads.id)];

/** The account's status in the list's words: the services that ended are "canceled". */
const serviceState = (status: string | null): ServiceState | null => (status === "ended" ? "canceled" : (SERVICE_STATES.find((s) => s === status) ?? null));

const withStale = (rows: (Lead & { service_status?: string | null })[], nowMs = Date.now()): AdminLead[] =>
  rows.map(({ service_status: status = null, ...lead }) => ({
    ...lead,
    stale: isStale(lead, nowMs),
    sms_consent_text: smsConsentText(lead),
    service_state: serviceState(status),
    billing: billingOf(lead),
  }));

/** Each lead with its service's status today (the account's, in SQL). */
const withService = () => ({ ...getTableColumns(leads), service_status: serviceStatusSql(businessDate()) });

/** One page (50) of the filtered list, newest first. A page past the end shows the last page. */
export async function listLeads(db: Db, filters: LeadFilters): Promise<LeadPage> {
  const where = whereFor(filters);
  const [counted] = await db.select({ n: count() }).from(leads).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select(withService())
    .from(leads)
    .where(where)
    .orderBy(...newestFirst)
    .limit(LEADS_PAGE_SIZE)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  return { leads: withStale(rows), total, page, pageCount, pageSize: LEADS_PAGE_SIZE };
}

/** One lead as the list shows it, deleted or not: its details, opened from the list. */
export async function getAdminLead(db: Db, id: number): Promise<AdminLead | undefined> {
  const rows = await db.select(withService()).from(leads).where(eq(leads.id, id)).limit(1);
  return withStale(rows)[0];
}

/** What a lead's row in the list shows; its details (the whole lead) load when it is opened. */
export type LeadRowData = Pick<
  AdminLead,
  | "id"
  | "first_name"
  | "last_name"
  | "full_name"
  | "locale"
  | "service_type"
  | "service_frequency"
  | "property_type"
  | "email"
  | "phone"
  | "created_at"
  | "stale"
  | "deleted_at"
  | "status"
  | "service_state"
>;

export const leadRowOf = (lead: AdminLead): LeadRowData => ({
  id: lead.id,
  first_name: lead.first_name,
  last_name: lead.last_name,
  full_name: lead.full_name,
  locale: lead.locale,
  service_type: lead.service_type,
  service_frequency: lead.service_frequency,
  property_type: lead.property_type,
  email: lead.email,
  phone: lead.phone,
  created_at: lead.created_at,
  stale: lead.stale,
  deleted_at: lead.deleted_at,
  status: lead.status,
  service_state: lead.service_state,
});

/** Every lead matching the filters (no paging), newest first: the CSV export and the API. */
export async function listAllLeads(
  db: Db,
  filters: Pick<LeadFilters, "q" | "status" | "locale" | "view"> & Partial<Pick<LeadFilters, "billing">>,
): Promise<AdminLead[]> {
  const rows = await db
    .select(withService())
    .from(leads)
    .where(whereFor(filters))
    .orderBy(...newestFirst);
  return withStale(rows);
}

/**
 * The four summary cards, over active (not deleted) leads: counted by status along the active
 * leads' status index, entries only (a sum over the rows let SQLite scan any index of the active
 * leads and read each row's status: 44 ms against 6 at 50,000 customers).
 */
export async function leadSummary(db: Db): Promise<LeadSummary> {
  const rows = await db.select({ status: leads.status, n: count() }).from(leads).where(isNull(leads.deleted_at)).groupBy(leads.status);
  const of = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return { total: rows.reduce((sum, r) => sum + r.n, 0), new: of("new"), converted: of("converted"), inProgress: of("contacted", "scheduled") };
}

/** A lead by id, deleted or not (the admin's dialogs show deleted ones too). */
export const getLead = findLead;

/** The signed-in admin making a change: history keeps both the email and the user id. */
export interface ActingUser {
  id: number;
  email: string;
}

export const EDITABLE_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "address",
  "zip_code",
  "gate_instructions",
  "dogs",
  "preferred_day",
  "property_type",
  "service_frequency",
  "status",
  "special_instructions",
  "office_notes",
] as const satisfies readonly (keyof LeadEditInput & keyof Lead)[];

/** The lead's history, oldest first. */
export async function leadHistory(db: Db, id: number): Promise<LeadEvent[]> {
  return db.select().from(leadEvents).where(eq(leadEvents.lead_id, id)).orderBy(asc(leadEvents.created_at), asc(leadEvents.id));
}
