import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { isStale, type LeadEditInput, type LeadFilters, LEADS_PAGE_SIZE } from "~/lib/lead-admin-forms";
import type { Db } from "../db/client";
import { cancellationRequests, type Lead, type LeadEvent, type LeadStatus, leadEvents, leads, smsMessages, smsReplies, visits } from "../db/schema";
import { log } from "../log";
import { findLead } from "./leads";
import { CODED_LEAD_FIELDS, isCodedLeadField, optionLabel } from "~/lib/lead-options";
import { smsConsentWording } from "../content/sms-consent";
import { isMiamiDadeZip } from "~/content/miami-dade-zips";

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

export type ChangeResult = "ok" | "unchanged" | "not_found";

/**
 * The outcome of a change made from a form that carried the lead's version: "conflict" when the
 * lead changed since the form was loaded (nothing was written; `current` is the stored lead), and
 * "not_found" when it is gone or was deleted meanwhile.
 */
export type VersionedResult = { result: "ok" | "unchanged" } | { result: "conflict"; current: Lead } | { result: "not_found" };

/** The signed-in admin making a change: history keeps both the email and the user id. */
export interface ActingUser {
  id: number;
  email: string;
}

const nowIso = () => new Date().toISOString();
export const nextVersion = sql`${leads.version} + 1`;

/** After a conditional update wrote nothing: the lead is gone/deleted, or someone else changed it. */
export async function whyNotWritten(db: Db, id: number): Promise<VersionedResult> {
  const current = await getLead(db, id);
  if (!current || current.deleted_at) return { result: "not_found" };
  return { result: "conflict", current };
}

/**
 * Sets the status of an active lead, provided it is still at `version` (the version the admin's
 * page showed). The UPDATE is conditional on id, version and not deleted; the history row is
 * written only when the update wrote (same batch), so a stale or racing change writes nothing.
 */
export async function updateLeadStatus(db: Db, id: number, status: LeadStatus, version: number, actor: ActingUser): Promise<VersionedResult> {
  const lead = await getLead(db, id);
  if (!lead || lead.deleted_at) return { result: "not_found" };
  if (lead.version !== version) return { result: "conflict", current: lead };
  if (lead.status === status) return { result: "unchanged" };
  const at = nowIso();
  const [updated] = await db.batch([
    db
      .update(leads)
      .set({ status, updated_at: at, status_changed_at: at, version: nextVersion })
      .where(and(eq(leads.id, id), eq(leads.version, version), isNull(leads.deleted_at)))
      .returning({ id: leads.id }),
    db.insert(leadEvents).select(sql`
      SELECT NULL, ${id}, 'status_changed', ${lead.status}, ${status}, NULL, ${actor.email}, ${at}, ${actor.id}
      WHERE changes() > 0
    `),
  ]);
  if (updated.length === 0) return whyNotWritten(db, id);
  log.info("admin_action", { action: "status_changed", leadId: id, actorId: actor.id, to: status });
  return { result: "ok" };
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

/**
 * Saves the Edit Lead form on an active lead still at `version`; the event records
 * { field: [before, after] }. Conditional like updateLeadStatus: nothing is overwritten when
 * another admin saved first.
 */
export async function editLead(db: Db, id: number, input: LeadEditInput, version: number, actor: ActingUser): Promise<VersionedResult> {
  const lead = await getLead(db, id);
  if (!lead || lead.deleted_at) return { result: "not_found" };
  if (lead.version !== version) return { result: "conflict", current: lead };
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of EDITABLE_FIELDS) {
    if (lead[field] !== input[field]) changes[field] = [lead[field], input[field]];
  }
  if (Object.keys(changes).length === 0) return { result: "unchanged" };
  const at = nowIso();
  // The edit also sets service_type; it follows property type.
  const service_type = input.property_type === "Commercial" ? "commercial" : "residential";
  const statusChanged = lead.status !== input.status;
  const [updated] = await db.batch([
    db
      .update(leads)
      .set({
        ...input,
        service_type,
        out_of_area: input.zip_code !== "" && !isMiamiDadeZip(input.zip_code),
        updated_at: at,
        version: nextVersion,
        ...(statusChanged ? { status_changed_at: at } : {}),
      })
      .where(and(eq(leads.id, id), eq(leads.version, version), isNull(leads.deleted_at)))
      .returning({ id: leads.id }),
    db.insert(leadEvents).select(sql`
      SELECT NULL, ${id}, 'edited', ${statusChanged ? lead.status : null}, ${statusChanged ? input.status : null},
        ${JSON.stringify(changes)}, ${actor.email}, ${at}, ${actor.id}
      WHERE changes() > 0
    `),
  ]);
  if (updated.length === 0) return whyNotWritten(db, id);
  log.info("admin_action", { action: "edited", leadId: id, actorId: actor.id, fields: Object.keys(changes).join(",") });
  return { result: "ok" };
}

/**
 * Soft delete: sets deleted_at; the row stays and can be restored. Idempotent: deleting a lead
 * that is already deleted (or racing another delete) keeps the first deleted_at, so the purge
 * clock is not reset, and writes no second history row.
 */
export async function softDeleteLead(db: Db, id: number, actor: ActingUser): Promise<ChangeResult> {
  const lead = await getLead(db, id);
  if (!lead) return "not_found";
  if (lead.deleted_at) return "unchanged";
  const at = nowIso();
  const [updated] = await db.batch([
    db
      .update(leads)
      .set({ deleted_at: at, updated_at: at, version: nextVersion })
      .where(and(eq(leads.id, id), isNull(leads.deleted_at)))
      .returning({ id: leads.id }),
    // changes() is the update's row count: 0 when another request deleted it first.
    db.insert(leadEvents).select(sql`SELECT NULL, ${id}, 'deleted', NULL, NULL, NULL, ${actor.email}, ${at}, ${actor.id} WHERE changes() > 0`),
  ]);
  if (updated.length === 0) return "unchanged";
  log.info("admin_action", { action: "deleted", leadId: id, actorId: actor.id });
  return "ok";
}

export async function restoreLead(db: Db, id: number, actor: ActingUser): Promise<ChangeResult> {
  const lead = await getLead(db, id);
  if (!lead) return "not_found";
  if (!lead.deleted_at) return "unchanged";
  // A purged lead has no personal data left to bring back.
  if (lead.purged_at) return "not_found";
  const at = nowIso();
  const [updated] = await db.batch([
    db
      .update(leads)
      .set({ deleted_at: null, updated_at: at, version: nextVersion })
      .where(and(eq(leads.id, id), isNotNull(leads.deleted_at)))
      .returning({ id: leads.id }),
    db.insert(leadEvents).select(sql`SELECT NULL, ${id}, 'restored', NULL, NULL, NULL, ${actor.email}, ${at}, ${actor.id} WHERE changes() > 0`),
  ]);
  if (updated.length === 0) return "unchanged";
  log.info("admin_action", { action: "restored", leadId: id, actorId: actor.id });
  return "ok";
}

/** Personal fields a purge erases; the row stays (status, dates, zip, service) for counts. */
export const PURGE_AFTER_DAYS = 30;

/**
 * Erases the personal data of leads soft-deleted more than PURGE_AFTER_DAYS ago: names, email,
 * phone, address, instructions, gate instructions, community contact fields, referrer, ad click
 * id, the before/after values in their edit history, their visits' notes and photos (the photos in
 * R2 first, so a failure halfway leaves their keys for the next run), the numbers and words of
 * their texts, and their replies to our texts (deleted; a reply from a number no lead has goes
 * PURGE_AFTER_DAYS after it came). Returns how many leads were purged.
 */
export async function purgeDeletedLeads(db: Db, now = new Date(), photos?: R2Bucket): Promise<number> {
  const cutoff = new Date(now.getTime() - PURGE_AFTER_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const at = now.toISOString();
  const due = and(isNotNull(leads.deleted_at), lt(leads.deleted_at, cutoff), isNull(leads.purged_at));
  const dueIds = db.select({ id: leads.id }).from(leads).where(due);
  if (photos) {
    const keys = await db
      .select({ key: visits.photo_key })
      .from(visits)
      .where(and(inArray(visits.lead_id, dueIds), isNotNull(visits.photo_key)));
    // R2 deletes up to 1,000 keys a call.
    for (let i = 0; i < keys.length; i += 1000) await photos.delete(keys.slice(i, i + 1000).map((k) => k.key ?? ""));
  }
  const [, , , , , , purged] = await db.batch([
    db.update(leadEvents).set({ changes: null }).where(inArray(leadEvents.lead_id, dueIds)),
    db.update(visits).set({ note: "", photo_key: null, photo_type: null }).where(inArray(visits.lead_id, dueIds)),
    // The texts' numbers and words (the consent history keeps its numbers: a STOP stays honoured).
    db.update(smsMessages).set({ to_phone: "", body: "" }).where(inArray(smsMessages.lead_id, dueIds)),
    // The customer's replies go with the lead; those of a number no lead has, PURGE_AFTER_DAYS after they came.
    db.delete(smsReplies).where(inArray(smsReplies.lead_id, dueIds)),
    db.delete(smsReplies).where(and(isNull(smsReplies.lead_id), lt(smsReplies.received_at, cutoff))),
    // A cancellation's comment is the customer's own words.
    db.update(cancellationRequests).set({ comment: "" }).where(inArray(cancellationRequests.lead_id, dueIds)),
    db
      .update(leads)
      .set({
        first_name: "",
        last_name: "",
        full_name: "",
        email: "",
        phone: "",
        address: "",
        special_instructions: "",
        gate_instructions: "",
        management_company: null,
        community_name: null,
        role: null,
        landing_referrer: null,
        click_id: null,
        idempotency_key: null,
        purged_at: at,
        version: nextVersion,
      })
      .where(due)
      .returning({ id: leads.id }),
  ]);
  return purged.length;
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
    return [plain, { header: `${column}_label`, value: (lead: Lead) => optionLabel(list, lead[column]) }];
  });

export function leadsToCsv(rows: readonly Lead[]): string {
  const columns = csvColumns();
  const lines = [columns.map((c) => c.header).join(","), ...rows.map((lead) => columns.map((c) => csvCell(c.value(lead))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
