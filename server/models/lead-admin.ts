import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { isStale, type LeadEditInput, type LeadFilters, LEADS_PAGE_SIZE } from "~/lib/lead-admin-forms";
import type { Db } from "../db/client";
import { cancellationRequests, type Lead, type LeadEvent, leadEvents, leads, smsMessages, smsReplies, visits } from "../db/schema";
import { findLead } from "./leads";
import { CODED_LEAD_FIELDS, isCodedLeadField, leadFrequencyLabel, optionLabel } from "~/lib/lead-options";
import { smsConsentWording } from "../content/sms-consent";

/** Admin queries and changes on leads. Every change writes its lead_events row in the same batch. */

/**
 * A lead as the admin sees it: `stale` (new for too long), and the exact words of the text-message
 * consent it agreed to, in its language (null without consent).
 */
export type AdminLead = Lead & { stale: boolean; sms_consent_text: string | null };

const smsConsentText = (lead: Lead) => (lead.sms_updates ? smsConsentWording(lead.sms_consent_version, lead.sms_consent_locale ?? lead.locale) : null);

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
  if (filters.billing && filters.billing !== "all") conditions.push(eq(leads.billing_state, filters.billing));
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

const withStale = (rows: Lead[], nowMs = Date.now()): AdminLead[] =>
  rows.map((lead) => ({ ...lead, stale: isStale(lead, nowMs), sms_consent_text: smsConsentText(lead) }));

/** One page (50) of the filtered list, newest first. A page past the end shows the last page. */
export async function listLeads(db: Db, filters: LeadFilters): Promise<LeadPage> {
  const where = whereFor(filters);
  const [counted] = await db.select({ n: count() }).from(leads).where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(...newestFirst)
    .limit(LEADS_PAGE_SIZE)
    .offset((page - 1) * LEADS_PAGE_SIZE);
  return { leads: withStale(rows), total, page, pageCount, pageSize: LEADS_PAGE_SIZE };
}

/** Every lead matching the filters (no paging), newest first: the CSV export and the API. */
export async function listAllLeads(
  db: Db,
  filters: Pick<LeadFilters, "q" | "status" | "locale" | "view"> & Partial<Pick<LeadFilters, "billing">>,
): Promise<AdminLead[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(whereFor(filters))
    .orderBy(...newestFirst);
  return withStale(rows);
}

/** The four summary cards, over active (not deleted) leads. */
export async function leadSummary(db: Db): Promise<LeadSummary> {
  const [row] = await db
    .select({
      total: count(),
      new: sql<number>`coalesce(sum(${leads.status} = 'new'), 0)`,
      converted: sql<number>`coalesce(sum(${leads.status} = 'converted'), 0)`,
      inProgress: sql<number>`coalesce(sum(${leads.status} in ('contacted', 'scheduled')), 0)`,
    })
    .from(leads)
    .where(isNull(leads.deleted_at));
  return { total: row?.total ?? 0, new: Number(row?.new ?? 0), converted: Number(row?.converted ?? 0), inProgress: Number(row?.inProgress ?? 0) };
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
] as const satisfies readonly (keyof LeadEditInput & keyof Lead)[];

/** Personal fields a purge erases; the row stays (status, dates, zip, service) for counts. */
export const PURGE_AFTER_DAYS = 30;

/**
 * The leads due for purging: soft-deleted more than PURGE_AFTER_DAYS ago and not purged yet
 * (server/leads/change.ts, purgeDeletedLeads, erases their personal data).
 */
export function purgeDue(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - PURGE_AFTER_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const due = and(isNotNull(leads.deleted_at), lt(leads.deleted_at, cutoff), isNull(leads.purged_at));
  return { due, dueIds: db.select({ id: leads.id }).from(leads).where(due), cutoff };
}

type DueIds = ReturnType<typeof purgeDue>["dueIds"];

/** The R2 keys of the photos of the leads due for purging. */
export async function photoKeysOfLeads(db: Db, dueIds: DueIds): Promise<string[]> {
  const keys = await db
    .select({ key: visits.photo_key })
    .from(visits)
    .where(and(inArray(visits.lead_id, dueIds), isNotNull(visits.photo_key)));
  return keys.map((k) => k.key ?? "");
}

/**
 * The purge's statements on the other tables (server/leads/change.ts, purgeDeletedLeads, erases the
 * lead's own fields): the before/after values in their edit history, their visits' notes and
 * photos, the numbers and words of their texts, and their replies to our texts (deleted; a reply
 * from a number no lead has goes PURGE_AFTER_DAYS after it came).
 */
export function purgeRelatedStatements(db: Db, dueIds: DueIds, cutoff: string) {
  return [
    db.update(leadEvents).set({ changes: null }).where(inArray(leadEvents.lead_id, dueIds)),
    db.update(visits).set({ note: "", photo_key: null, photo_type: null }).where(inArray(visits.lead_id, dueIds)),
    // The texts' numbers and words (the consent history keeps its numbers: a STOP stays honoured).
    db.update(smsMessages).set({ to_phone: "", body: "" }).where(inArray(smsMessages.lead_id, dueIds)),
    // The customer's replies go with the lead; those of a number no lead has, PURGE_AFTER_DAYS after they came.
    db.delete(smsReplies).where(inArray(smsReplies.lead_id, dueIds)),
    db.delete(smsReplies).where(and(isNull(smsReplies.lead_id), lt(smsReplies.received_at, cutoff))),
    // A cancellation's comment is the customer's own words.
    db.update(cancellationRequests).set({ comment: "" }).where(inArray(cancellationRequests.lead_id, dueIds)),
  ] as const;
}

/** The lead's history, oldest first. */
export async function leadHistory(db: Db, id: number): Promise<LeadEvent[]> {
  return db.select().from(leadEvents).where(eq(leadEvents.lead_id, id)).orderBy(asc(leadEvents.created_at), asc(leadEvents.id));
}

const CSV_COLUMNS = [
  "id",
  "created_at",
  "updated_at",
  "status",
  "first_name",
  "last_name",
  "full_name",
  "email",
  "phone",
  "sms_updates",
  "sms_consent_at",
  "sms_consent_version",
  "address",
  "zip_code",
  "out_of_area",
  "service_type",
  "property_type",
  "service_frequency",
  "preferred_day",
  "dogs",
  "referral_source",
  "special_instructions",
  "management_company",
  "community_name",
  "role",
  "num_homes",
  "request_type",
  "locale",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "click_network",
  "click_id",
  "landing_path",
  "landing_referrer",
  "deleted_at",
] as const satisfies readonly (keyof Lead)[];

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (leading =, +, -, @, tab or CR)
 * gets a leading apostrophe; every cell is quoted with quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Each coded column keeps its code and is followed by a `<column>_label` column in words. */
const csvColumns = (): { header: string; value: (lead: Lead) => string | number | boolean | null | undefined }[] =>
  CSV_COLUMNS.flatMap((column) => {
    const plain = { header: column, value: (lead: Lead) => lead[column] };
    // The words the visitor agreed to, next to the version, so the export stands on its own.
    if (column === "sms_consent_version") return [plain, { header: "sms_consent_text", value: smsConsentText }];
    if (!isCodedLeadField(column)) return [plain];
    const list = CODED_LEAD_FIELDS[column];
    // A community request is never asked how often: no frequency, code or words (the column's default is not an answer).
    if (column === "service_frequency")
      return [
        { header: column, value: (lead: Lead) => (leadFrequencyLabel(lead) ? lead.service_frequency : "") },
        { header: `${column}_label`, value: leadFrequencyLabel },
      ];
    return [plain, { header: `${column}_label`, value: (lead: Lead) => optionLabel(list, lead[column]) }];
  });

export function leadsToCsv(rows: readonly Lead[]): string {
  const columns = csvColumns();
  const lines = [columns.map((c) => c.header).join(","), ...rows.map((lead) => columns.map((c) => csvCell(c.value(lead))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
