import { and, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { isMiamiDadeZip } from "~/content/miami-dade-zips";
import { addDays, businessDate } from "~/lib/dates";
import { CURRENT_SMS_CONSENT_VERSION, type LeadEventType } from "~/lib/lead-options";
import { isStreetLine } from "~/lib/service-address";
import type { LeadEditInput } from "~/lib/lead-edit-schema";
import { randomId } from "../crypto";
import type { Db } from "../db/client";
import { type Lead, type LeadStatus, leadEvents, leads, type SmsConsentSource } from "../db/schema";
import { type CustomerAccountResult, ensureCustomerAccount } from "../auth/accounts";
import { log } from "../log";
import { photoObjectKeys } from "../visits/photos";
import { type BillingChange, type BillingResult, recordStripeEvent } from "../models/billing";
import type { CustomerContactInput, CustomerNotificationInput, CustomerServiceDetailsInput } from "../models/customer-service";
import { type ActingUser, EDITABLE_FIELDS } from "../models/lead-admin";
import type { AccountActor } from "../models/users";
import { photoKeysOfLeads, purgeDue, purgeRelatedStatements } from "../models/lead-purge";
import {
  type CheckoutAddress,
  type CreateLeadInput,
  type CreateLeadMeta,
  type CreateLeadResult,
  findActiveLeadByClientReference,
  findLead,
  findLeadByIdempotencyKey,
  newLeadValues,
  type PaidCheckout,
  type PaidCheckoutResult,
} from "../models/leads";
import {
  type ConsentChange,
  consentHistoryStatements,
  type KeywordReceived,
  keywordNotSeen,
  numberConsentStatement,
  recordKeywordStatement,
} from "../models/sms";
import { nextVisitAfter, planVisits } from "../models/visits";
import { enqueueGeocode, enqueueScheduleReminder } from "../notifications/enqueue";
import { toE164 } from "../sms/phone";
import { isTestLeadEmail, TEST_LEAD_ACTOR } from "./test-leads";

/**
 * The one owner of every change to a lead (docs/decisions/0017). Nothing else writes the `leads`
 * table (`npm run check:imports` refuses a write elsewhere); model modules read and build the
 * other tables' statements. A change names its actor, the version it was read at and the fields;
 * it is written with compare-and-set (`WHERE id = ? AND version = ?`), bumps `version`, writes its
 * `lead_events` row (and consent history) in the same D1 batch, and then runs every consequence
 * here: visits re-planned when the address, ZIP, day, plan, status or billing state changed (with
 * the schedule reminder when asked to notify), consent withdrawn when the number changes.
 *
 * Who may write without an expected version (`expected: null`, applied to the lead as it is):
 * the payment provider and the SMS provider (their events are facts: a billing state, a STOP),
 * the system (the daily job, bookkeeping) and the office's one-click commands that carry no typed
 * values (delete, restore, recording a payment link). A visitor, a customer, the crew and the
 * office's forms always name the version their page showed.
 */

export type LeadActor =
  | { kind: "visitor" }
  | { kind: "office"; user: ActingUser }
  | { kind: "customer"; user: ActingUser }
  | { kind: "crew"; user: ActingUser }
  | { kind: "provider"; name: string }
  | { kind: "system"; name: string };

/** The lead's own columns a change may set (id, version and updated_at are the owner's). */
export type LeadFields = Partial<Omit<Lead, "id" | "version" | "created_at" | "updated_at" | "purged_at" | "client_reference" | "schedule_notified_next">>;

interface ChangeBase {
  leadId: number;
  fields: LeadFields;
  /**
   * The history row: its type (default "edited", "customer_updated" for a customer) and its
   * `changes` (default: { field: [before, after] } of the fields that changed; `fields` limits the
   * list; null: none). False: no history row (the caller's batch writes its own).
   */
  history?: { type?: LeadEventType; changes?: Record<string, unknown> | null; fields?: readonly string[]; from?: string | null; to?: string | null } | false;
  /**
   * Where a texts on/off in `fields` came from (default: quote_form for a visitor, customer_area for
   * a customer). False: the caller's batch writes the consent rows (a keyword's, kept whatever the lead's state).
   */
  consent?: { source: SmsConsentSource; keyword?: string | null } | false;
  /** The Worker's env: a next visit that moved queues the schedule reminder. Without it visits are re-planned silently. */
  notify?: Env;
}

/** A change from a page, tab or form carries the version it was read at; providers, the system and the office's commands may apply regardless. */
export type LeadChange =
  | (ChangeBase & { actor: LeadActor; expected: number })
  | (ChangeBase & { actor: Extract<LeadActor, { kind: "office" | "provider" | "system" }>; expected: null });

export type LeadChangeResult =
  /**
   * Written: `lead` as it is now, `changed` the fields that changed, and `visits` the customer's next
   * visit before and after when the change re-planned them ("none" when there is none).
   */
  | { result: "applied"; lead: Lead; changed: string[]; visits?: { before: string; after: string }; account?: CustomerAccountResult }
  /** Every field already had its value: nothing written, whatever the version (a harmless repeat). */
  | { result: "unchanged"; lead: Lead }
  /** The lead changed since `expected`: nothing written; `current` is the stored lead. */
  | { result: "stale"; current: Lead }
  /** No such lead, or it is deleted (or purged). */
  | { result: "not_found" };

/** Fields whose change re-plans the customer's future visits. */
const PLAN_FIELDS = ["address", "zip_code", "preferred_day", "service_frequency", "status", "billing_state", "deleted_at"] as const;

/** The text-message provider, as the lead's history names it. */
const SMS_PROVIDER = "sms";

const actorName = (actor: LeadActor) => ("user" in actor ? actor.user.email : actor.kind === "visitor" ? "visitor" : actor.name);
const actorId = (actor: LeadActor) => ("user" in actor ? actor.user.id : null);
const e164 = (phone: string) => toE164(phone) ?? phone;
const same = (a: unknown, b: unknown) => a === b || ((a === null || a === undefined) && (b === null || b === undefined));

/** { field: [before, after] } of the fields whose value differs from the lead's. */
export function fieldChanges(lead: Lead, fields: LeadFields): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(fields)) {
    const before = lead[key as keyof Lead];
    if (value !== undefined && !same(before, value)) changes[key] = [before, value];
  }
  return changes;
}

/** A history row by `actor`, written only when the statement just before it wrote (changes() > 0). */
function historyRow(
  db: Db,
  leadId: number,
  type: LeadEventType,
  actor: LeadActor,
  at: string,
  row: { from?: string | null; to?: string | null; changes?: string | null } = {},
) {
  return db.insert(leadEvents).select(sql`
    SELECT NULL, ${leadId}, ${type}, ${row.from ?? null}, ${row.to ?? null}, ${row.changes ?? null}, ${actorName(actor)}, ${at}, ${actorId(actor)}
    WHERE changes() > 0
  `);
}

/**
 * The consent columns and history rows a change implies. A new number withdraws the consent given
 * for the old one ("number_changed", kept under the old number), unless the person changing it
 * agrees for the new number in the same change (the visitor's box ticked on the form with it).
 * Texts turned on or off record a grant or a withdrawal for the number they apply to.
 */
function consentOf(lead: Lead, change: LeadChange, at: string): { set: LeadFields; rows: ConsentChange[] } {
  const { fields, actor } = change;
  const before = e164(lead.phone);
  const after = e164(fields.phone ?? lead.phone);
  const given = change.consent === false ? undefined : change.consent;
  const source = given?.source ?? (actor.kind === "visitor" ? "quote_form" : "customer_area");
  const keyword = given?.keyword ?? null;
  const wording = fields.sms_consent_version ?? lead.sms_consent_version;
  const grant: ConsentChange = { action: "given", source, phone: after, keyword, wordingVersion: wording, at };
  if (before !== after && lead.sms_updates) {
    const rows: ConsentChange[] = [{ action: "withdrawn", source: "number_changed", phone: before, at }];
    const agreesNow = fields.sms_updates === true && (actor.kind === "visitor" || actor.kind === "customer");
    if (agreesNow) return { set: { sms_consent_at: at }, rows: [...rows, grant] };
    return { set: { sms_updates: false, sms_consent_version: null, sms_consent_at: null, sms_consent_locale: null }, rows };
  }
  if (fields.sms_updates !== undefined && fields.sms_updates !== lead.sms_updates) {
    if (fields.sms_updates) return { set: { sms_consent_at: fields.sms_consent_at ?? at, sms_consent_version: wording }, rows: [grant] };
    return { set: {}, rows: [{ action: "withdrawn", source, phone: after, keyword, at }] };
  }
  // Agreed again to other words (a newer wording, or the other language's): a new grant.
  if (fields.sms_updates && lead.sms_updates && fields.sms_consent_version !== undefined && fields.sms_consent_version !== lead.sms_consent_version) {
    return { set: {}, rows: [grant] };
  }
  return { set: {}, rows: [] };
}

/**
 * Applies one change to a lead (see LeadChange). With `expected: null` the change is written at the
 * version just read and retried if another write slips in between, so it applies regardless.
 * A visitor's change applies only while the lead is still new and at the visitor's own version
 * (the one their last write left); otherwise nothing is written, the history keeps what they typed
 * ("visitor_change_held") and the answer is "stale".
 */
export async function changeLead(db: Db, change: LeadChange): Promise<LeadChangeResult> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const lead = await findLead(db, change.leadId);
    const restoring = change.fields.deleted_at === null;
    if (!lead || lead.purged_at || (lead.deleted_at && !restoring)) return { result: "not_found" };
    const changes = fieldChanges(lead, change.fields);
    if (Object.keys(changes).length === 0) return { result: "unchanged", lead };
    if (change.actor.kind === "visitor" && lead.status !== "new") return heldVisitorChange(db, lead, changes);
    if (change.expected !== null && change.expected !== lead.version) {
      return change.actor.kind === "visitor" ? heldVisitorChange(db, lead, changes) : { result: "stale", current: lead };
    }
    const write = prepareWrite(db, lead, change);
    const results = await db.batch(write.statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    if (!wrote(results, write)) {
      if (change.expected === null) continue;
      const current = await findLead(db, lead.id);
      if (!current || current.deleted_at) return { result: "not_found" };
      return change.actor.kind === "visitor" ? heldVisitorChange(db, current, fieldChanges(current, change.fields)) : { result: "stale", current };
    }
    return afterWrite(db, change, write);
  }
  throw new Error(`lead ${change.leadId}: changed under every attempt`);
}

/** A visitor's change refused (the lead is with the office, or changed since their last write): its history row, and "stale". */
async function heldVisitorChange(db: Db, current: Lead, changes: Record<string, [unknown, unknown]>): Promise<LeadChangeResult> {
  await recordHeldVisitorChange(db, current.id, changes);
  return { result: "stale", current };
}

/**
 * How a provider's fact is held in its own batch, beyond the change itself: the statements before
 * the lead's (the provider's event row, the keyword's consent rows), the further conditions of its
 * update (the event row just inserted, the keyword not seen yet, the number still the lead's) and
 * columns computed from the row as it is. Such a write is not compared with the version read
 * (`atVersion: false`): its own row makes it once-only, and it applies to the lead as it is then.
 */
interface WriteGate {
  before?: BatchItem<"sqlite">[];
  when?: (SQL | undefined)[];
  computed?: Partial<Record<keyof Lead, SQL>>;
  atVersion?: boolean;
  /** A fact that holds for a deleted lead too (a STOP, a billing state): written whether or not the lead is deleted. */
  deletedToo?: boolean;
  /** The time of the change, when the statements before it carry it too. */
  at?: string;
}

/** One change of one lead as the statements of a batch (prepareWrite), with what the owner needs after it (afterWrite). */
interface PreparedWrite {
  lead: Lead;
  statements: BatchItem<"sqlite">[];
  /** The index of the lead's update in `statements`: its `returning` says whether it wrote. */
  update: number;
  changes: Record<string, [unknown, unknown]>;
  set: LeadFields;
  at: string;
  type: LeadEventType;
  recorded: Record<string, unknown> | null;
}

const wrote = (results: unknown[], write: PreparedWrite, offset = 0) => (results[offset + write.update] as { id: number }[]).length > 0;

/**
 * The owner's one write of a change: the compare-and-set update of the lead (`WHERE id = ? AND
 * version = ?`, unless the gate says otherwise) that bumps `version`, the consent rows it implies
 * (only if the lead is still at that version) and its `lead_events` row (only if the update wrote),
 * as statements for one D1 batch. Every change of a lead's fields is written by this function.
 */
function prepareWrite(db: Db, lead: Lead, change: LeadChange, gate: WriteGate = {}): PreparedWrite {
  const restoring = change.fields.deleted_at === null;
  const changes = fieldChanges(lead, change.fields);
  const at = gate.at ?? new Date().toISOString();
  const version = change.expected ?? lead.version;
  const versioned = gate.atVersion !== false;
  const consent = change.consent === false ? { set: {}, rows: [] } : consentOf(lead, change, at);
  const set: LeadFields = { ...change.fields, ...consent.set };
  if (changes.zip_code && change.fields.out_of_area === undefined) set.out_of_area = set.zip_code !== "" && !isMiamiDadeZip(set.zip_code ?? "");
  if (changes.status) set.status_changed_at = at;
  // Checked inside the batch before the UPDATE that bumps it: the consent rows go with the update or not at all.
  const atVersion = sql`EXISTS (SELECT 1 FROM leads WHERE id = ${lead.id} AND version = ${version})`;
  const consentRows = consent.rows.flatMap((row, i) => consentHistoryStatements(db, lead, row, versioned ? atVersion : sql`1`, { original: i === 0 }));
  const update = db
    .update(leads)
    .set({ ...set, ...gate.computed, updated_at: at, version: sql`${leads.version} + 1` })
    .where(
      and(
        eq(leads.id, lead.id),
        versioned ? eq(leads.version, version) : undefined,
        restoring || gate.deletedToo ? undefined : isNull(leads.deleted_at),
        ...(gate.when ?? []),
      ),
    )
    .returning({ id: leads.id });
  const history = change.history === false ? null : (change.history ?? {});
  const listed = history?.fields ? Object.fromEntries(Object.entries(changes).filter(([k]) => history.fields?.includes(k))) : changes;
  const recorded = history?.changes === undefined ? listed : history.changes;
  const type = history?.type ?? (change.actor.kind === "customer" ? "customer_updated" : "edited");
  const statements: BatchItem<"sqlite">[] = [...(gate.before ?? []), ...consentRows, update];
  const updateIndex = statements.length - 1;
  if (history && (recorded === null || Object.keys(recorded).length > 0)) {
    const statusMoved = changes.status !== undefined && type !== "deleted" && type !== "restored";
    statements.push(
      historyRow(db, lead.id, type, change.actor, at, {
        from: history.from !== undefined ? history.from : statusMoved ? lead.status : null,
        to: history.to !== undefined ? history.to : statusMoved ? (set.status ?? null) : null,
        changes: recorded === null ? null : JSON.stringify(recorded),
      }),
    );
  }
  return { lead, statements, update: updateIndex, changes, set, at, type, recorded };
}

/**
 * Everything a written change implies, decided from the fields that changed: the office's log line,
 * the new address placed on the geocoding queue, the converted customer's account (made or linked,
 * when the office or the payment provider converts), and the customer's visits re-planned after a
 * change of address, ZIP, day, plan, status, billing state or deletion (with the schedule reminder
 * when `notify` is given and the next visit moved, except when converting or welcoming).
 */
async function afterWrite(db: Db, change: LeadChange, write: PreparedWrite): Promise<Extract<LeadChangeResult, { result: "applied" }>> {
  const { lead, changes, set, at, type, recorded } = write;
  const changed = Object.keys(changes);
  const now: Lead = { ...lead, ...set, updated_at: at, version: lead.version + 1 };
  // The office's changes are logged by who (user id), what and which lead: no lead details, no e-mail addresses.
  if (change.actor.kind === "office") {
    const detail = type === "status_changed" ? { to: set.status } : type === "edited" ? { fields: Object.keys(recorded ?? {}).join(",") } : {};
    log.info("admin_action", { action: type, leadId: lead.id, actorId: change.actor.user.id, ...detail });
  }
  // A new service address is placed on the queue (server/geo/locate.ts): the provider may be slow.
  if ((changes.address || changes.zip_code) && change.notify) await enqueueGeocode(change.notify, lead.id);
  const converting = changes.status !== undefined && set.status === "converted";
  // The office's change of a converted customer (converting, an edit, a restore), or the provider's conversion, gives them their account.
  const accountActor =
    change.actor.kind === "office" ? change.actor.user : change.actor.kind === "provider" && converting ? ({ id: null, email: "stripe" } as const) : null;
  const account =
    accountActor && change.notify && now.status === "converted" && !now.deleted_at ? await accountStep(db, change.notify, now, accountActor) : null;
  const welcomed = account === "created" || account === "linked";
  if (PLAN_FIELDS.some((f) => changes[f]) || welcomed) {
    // Converting, or an account just made or linked, is answered by the account's welcome, which names the first visit: no reminder then.
    const visits = await replanAfterChange(db, lead.id, converting || welcomed ? undefined : change.notify);
    if (visits) return { result: "applied", lead: now, changed, visits, ...(account ? { account } : {}) };
  }
  return { result: "applied", lead: now, changed, ...(account ? { account } : {}) };
}

/**
 * A converted customer's account after the office's change or the provider's conversion: made (invited) or linked now. Never
 * throws (the change is saved; the daily job retries any converted lead still without one).
 */
async function accountStep(db: Db, env: Env, lead: Lead, actor: AccountActor): Promise<CustomerAccountResult | null> {
  try {
    return await ensureCustomerAccount(db, env, lead, actor);
  } catch (error) {
    log.error("customer_account_failed", error, { leadId: lead.id });
    return null;
  }
}

/**
 * A converted customer's account when no change of the lead made it now (a provider's event
 * replayed after a delivery that failed halfway): made or linked, then their visits planned (the
 * welcome names the first one). Idempotent: an account already linked is left as it is.
 */
export async function customerAccountAfterConversion(db: Db, env: Env, lead: Lead, actor: "stripe" | "system"): Promise<CustomerAccountResult | null> {
  const account = await accountStep(db, env, lead, { id: null, email: actor });
  if (account === "created" || account === "linked") await replanAfterChange(db, lead.id, undefined);
  return account;
}

/** Re-plans after a saved change, answering the next visit before and after; never throws (the change is saved, the daily job plans everyone). */
async function replanAfterChange(db: Db, leadId: number, notify: Env | undefined): Promise<{ before: string; after: string } | null> {
  try {
    return await replanCustomer(db, leadId, { notify });
  } catch (error) {
    log.error("lead_replan_failed", error, { leadId });
    return null;
  }
}

// --- Creating a lead ---------------------------------------------------------------------------

/**
 * Writes a lead and its "created" event in one D1 batch (one transaction), idempotent by key.
 * The insert is `ON CONFLICT (idempotency_key) DO NOTHING`, and the event insert only adds a
 * "created" row for a lead that has none, so concurrent identical submits leave one lead and one event.
 * A test lead (server/leads/test-leads.ts) is inserted already deleted, with its "deleted" row in
 * the same batch; a key that matched an existing lead inserts nothing, so it never deletes one.
 */
export async function createLead(db: Db, input: CreateLeadInput, meta: CreateLeadMeta): Promise<CreateLeadResult> {
  const now = meta.now ?? new Date();
  const test = isTestLeadEmail(input.email);
  const values = { ...newLeadValues(input, meta, now), deleted_at: test ? now.toISOString() : null };
  try {
    const [inserted] = await db.batch([
      db.insert(leads).values(values).onConflictDoNothing({ target: leads.idempotency_key }).returning({ id: leads.id }),
      // The payment reference names the lead and is unguessable (128 random bits, base64url: the
      // characters Stripe's client_reference_id allows); a retry keeps the first one.
      db
        .update(leads)
        .set({ client_reference: sql`'residential_' || ${leads.id} || '_' || ${randomId(16)}` })
        .where(and(eq(leads.idempotency_key, meta.idempotencyKey), isNull(leads.client_reference), eq(leads.service_type, "residential"))),
      // insert…select lists every lead_events column in table order (id is NULL: autoincrement).
      db.insert(leadEvents).select(sql`
        SELECT NULL, l.id, 'created', NULL, 'new', NULL, ${meta.actor}, ${values.created_at}, NULL
        FROM leads l
        WHERE l.idempotency_key = ${meta.idempotencyKey}
          AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'created')
      `),
      ...(test
        ? [
            db.insert(leadEvents).select(sql`
              SELECT NULL, l.id, 'deleted', NULL, NULL, NULL, ${TEST_LEAD_ACTOR}, ${values.created_at}, NULL
              FROM leads l
              WHERE l.idempotency_key = ${meta.idempotencyKey} AND l.deleted_at = ${values.created_at}
                AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'deleted')
            `),
          ]
        : []),
    ]);
    const lead = await findLeadByIdempotencyKey(db, meta.idempotencyKey);
    if (!lead) throw new Error("Lead missing after insert");
    return { lead, created: inserted.length > 0 };
  } catch (error) {
    // A racing writer can still surface as a unique-constraint error on some paths: the lead exists, use it.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
    if (error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${cause}`)) {
      const lead = await findLeadByIdempotencyKey(db, meta.idempotencyKey);
      if (lead) return { lead, created: false };
    }
    throw error;
  }
}

/**
 * What a visitor tried to change on a lead they may no longer change (it is with the office, or
 * changed since their last submit): nothing on the lead is written; the history keeps what they
 * typed ({ field: [stored, typed] }) as a "visitor_change_held" row, so nothing is lost.
 */
async function recordHeldVisitorChange(db: Db, leadId: number, changes: Record<string, [unknown, unknown]>): Promise<void> {
  await db
    .insert(leadEvents)
    .values({ lead_id: leadId, type: "visitor_change_held", changes: JSON.stringify(changes), actor: "visitor", created_at: new Date().toISOString() });
}

// --- The office -------------------------------------------------------------------------------

/** Sets the status from the dashboard's form, rendered at `version`. */
export function updateLeadStatus(db: Db, id: number, status: LeadStatus, version: number, user: ActingUser, notify?: Env): Promise<LeadChangeResult> {
  return changeLead(db, {
    leadId: id,
    actor: { kind: "office", user },
    expected: version,
    fields: { status },
    history: { type: "status_changed", changes: null },
    notify,
  });
}

/** Saves the Edit Lead form, rendered at `version`; the history records { field: [before, after] } of the form's fields. */
export function editLead(db: Db, id: number, input: LeadEditInput, version: number, user: ActingUser, notify?: Env): Promise<LeadChangeResult> {
  const fields: LeadFields = { ...input, service_type: input.property_type === "Commercial" ? "commercial" : "residential" };
  return changeLead(db, { leadId: id, actor: { kind: "office", user }, expected: version, fields, history: { fields: EDITABLE_FIELDS }, notify });
}

/** Soft delete (the row stays and can be restored); deleting a deleted lead is "not_found" and keeps the first deleted_at. */
export async function softDeleteLead(db: Db, id: number, user: ActingUser): Promise<LeadChangeResult> {
  // A deleted customer's future visits go in the same request (deleted_at is a plan field).
  const outcome = await changeLead(db, {
    leadId: id,
    actor: { kind: "office", user },
    expected: null,
    fields: { deleted_at: new Date().toISOString() },
    history: { type: "deleted", changes: null },
  });
  if (outcome.result !== "not_found") return outcome;
  // Deleted already (or by a request racing this one): the first deletion time stays.
  const lead = await findLead(db, id);
  return lead?.deleted_at ? { result: "unchanged", lead } : outcome;
}

/** Brings a deleted lead back (not a purged one: it has no personal data left). */
export function restoreLead(db: Db, id: number, user: ActingUser, notify?: Env): Promise<LeadChangeResult> {
  return changeLead(db, {
    leadId: id,
    actor: { kind: "office", user },
    expected: null,
    fields: { deleted_at: null },
    history: { type: "restored", changes: null },
    notify,
  });
}

/** Keeps the last payment link sent (a checkout session) on the lead, with a history row by the office. */
export async function recordPaymentLink(
  db: Db,
  leadId: number,
  link: { url: string; expiresAt: string | null; sessionId: string },
  user: ActingUser,
): Promise<LeadChangeResult> {
  return changeLead(db, {
    leadId,
    actor: { kind: "office", user },
    expected: null,
    fields: { billing_checkout_url: link.url, billing_checkout_expires_at: link.expiresAt },
    history: { type: "payment_link_sent", changes: { checkout_session: link.sessionId } },
  });
}

// --- The customer -----------------------------------------------------------------------------

/**
 * The customer's own change to their service from a form rendered at `version` (null when the form
 * carried none: always stale unless nothing changes): the lead, its "customer_updated" row and,
 * for texts on or off, the consent change, in one batch (decision 0017).
 */
export function updateCustomerService(
  db: Db,
  lead: Lead,
  input: Partial<CustomerContactInput & CustomerServiceDetailsInput & CustomerNotificationInput> & { sms_updates?: boolean },
  version: number | null,
  user: ActingUser,
  { notify }: { notify?: Env } = {},
): Promise<LeadChangeResult> {
  // Texts turned on: consent to the wording shown beside the box.
  const fields: LeadFields = { ...input, ...(input.sms_updates && !lead.sms_updates ? { sms_consent_version: CURRENT_SMS_CONSENT_VERSION } : {}) };
  return changeLead(db, {
    leadId: lead.id,
    actor: { kind: "customer", user },
    expected: version ?? -1,
    fields,
    history: { fields: Object.keys(input).filter((k) => k !== "sms_updates") },
    notify,
  });
}

/**
 * A change kept in a table of its own that sets no field of the lead: a customer's skipped visit,
 * pause or cancellation (server/models/service-account.ts, docs/decisions/0020). It still makes every
 * open form of the lead stale, so it goes in one batch with the version bump and its history row:
 * `statements` (the other table's writes, each gated on `atVersion`: true while the lead is still
 * at `expected` and not deleted), then the bump, then the history row (written only if the bump
 * wrote). All or nothing: "stale" when the lead changed since `expected`, "not_found" when it is gone.
 */
export async function changeLeadRecords(
  db: Db,
  change: {
    leadId: number;
    actor: Extract<LeadActor, { kind: "customer" | "office" | "provider" }>;
    expected: number;
    history: { type: LeadEventType; changes: Record<string, unknown> };
    statements: (atVersion: SQL, at: string) => BatchItem<"sqlite">[];
    /** The record moves the customer's visits (a pause, a cancellation, its withdrawal): the owner re-plans them after it. */
    replan?: boolean;
  },
): Promise<Exclude<LeadChangeResult, { result: "unchanged" }>> {
  const lead = await findLead(db, change.leadId);
  if (!lead || lead.purged_at || lead.deleted_at) return { result: "not_found" };
  if (change.expected !== lead.version) return { result: "stale", current: lead };
  const at = new Date().toISOString();
  const atVersion = sql`EXISTS (SELECT 1 FROM leads WHERE id = ${lead.id} AND version = ${change.expected} AND deleted_at IS NULL)`;
  const records: LeadChange = { leadId: lead.id, actor: change.actor, expected: change.expected, fields: {}, history: change.history };
  const write = prepareWrite(db, lead, records, { before: change.statements(atVersion, at), at });
  const results = await db.batch(write.statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  if (!wrote(results, write)) {
    const current = await findLead(db, lead.id);
    return current && !current.deleted_at ? { result: "stale", current } : { result: "not_found" };
  }
  const applied = await afterWrite(db, records, write);
  if (change.replan) await replanAfterChange(db, lead.id, undefined);
  return applied;
}

// --- Text-message consent ---------------------------------------------------------------------

/**
 * Acts on one keyword texted to us (STOP, START), once per provider message, in one batch
 * (decision 0013): each lead's consent columns with its history rows, the number's own history row
 * when no lead changed, then the keyword's row (unique MessageSid). Every statement is conditional
 * on that row not being there yet, so a replayed or concurrent retry of the same message changes
 * nothing. The SMS provider's change applies without an expected version (a STOP is a fact), to a
 * lead that still has the number it came from and is not in that state already; the version goes
 * up, so a form opened before cannot undo it unseen. The caller decides beforehand which leads
 * change (server/sms/consent.ts). True when this call acted, false for a replay.
 */
export async function applyConsentKeyword(
  db: Db,
  received: KeywordReceived,
  changes: readonly { lead: Lead; change: ConsentChange }[],
  numberChange: ConsentChange | null,
): Promise<boolean> {
  const notSeen = keywordNotSeen(received);
  const writes = changes.map(({ lead, change }) => {
    const on = change.action === "given";
    const fields: LeadFields = on
      ? { sms_updates: true, sms_consent_at: change.at, sms_consent_version: change.wordingVersion ?? lead.sms_consent_version }
      : { sms_updates: false };
    const keywordChange: LeadChange = {
      leadId: lead.id,
      actor: { kind: "provider", name: SMS_PROVIDER },
      expected: null,
      fields,
      consent: false,
      history: { fields: ["sms_updates"] },
    };
    return {
      change: keywordChange,
      // The number's keyword is kept in the lead's history even when the lead is in that state already (the latest keyword decides);
      // the lead changes while it still has the number the keyword came from and is not in that state already.
      write: prepareWrite(db, lead, keywordChange, {
        before: consentHistoryStatements(db, lead, change, notSeen),
        when: [eq(leads.phone, lead.phone), eq(leads.sms_updates, !on), isNull(leads.purged_at), notSeen],
        atVersion: false,
        deletedToo: true,
      }),
    };
  });
  const statements: BatchItem<"sqlite">[] = [
    ...writes.flatMap(({ write }) => write.statements),
    ...(numberChange ? [numberConsentStatement(db, numberChange, notSeen)] : []),
  ];
  const { messageSid } = received;
  // The keyword's row goes last: every change before it checks that it is not there yet.
  if (messageSid) statements.push(recordKeywordStatement(db, { ...received, messageSid }));
  const [first, ...rest] = statements;
  const results: unknown[] = first ? await db.batch([first, ...rest]) : [];
  let offset = 0;
  for (const { change, write } of writes) {
    if (wrote(results, write, offset)) await afterWrite(db, change, write);
    offset += write.statements.length;
  }
  if (!messageSid) return true;
  const inserted = results.at(-1);
  return Array.isArray(inserted) && inserted.length > 0;
}

/**
 * The office's "Turn texts off", beside a customer's reply that asked to stop: a withdrawal by the
 * office for the lead's current number, kept in its consent history (a one-click command: no
 * expected version). "unchanged" when texts are off already.
 */
export function turnTextsOffByOffice(db: Db, leadId: number, user: ActingUser): Promise<LeadChangeResult> {
  return changeLead(db, {
    leadId,
    actor: { kind: "office", user },
    expected: null,
    fields: { sms_updates: false },
    consent: { source: "office" },
    history: false,
  });
}

// --- The payment provider ---------------------------------------------------------------------

/**
 * Records a paid checkout's event id and marks the lead with its client reference converted,
 * in one batch: the event row, the status change and the history row commit together, and the
 * change happens only when this call inserted the event row (a replay changes nothing).
 */
export async function convertLeadForPaidCheckout(
  db: Db,
  checkout: PaidCheckout,
  { actor = "stripe", notify }: { actor?: string; notify?: Env } = {},
): Promise<PaidCheckoutResult & { account?: CustomerAccountResult }> {
  const lead = checkout.clientReference ? await findActiveLeadByClientReference(db, checkout.clientReference) : undefined;
  const at = new Date().toISOString();
  const recordEvent = recordStripeEvent(db, { id: checkout.eventId, type: checkout.eventType, leadId: lead?.id ?? null, at });
  if (!lead || lead.status === "converted") {
    const [inserted] = await db.batch([recordEvent]);
    return { duplicate: inserted.length === 0, matched: Boolean(lead), changed: false, leadId: lead?.id ?? null };
  }
  const change: LeadChange = {
    leadId: lead.id,
    actor: { kind: "provider", name: actor },
    expected: null,
    fields: { status: "converted" },
    history: { type: "converted", changes: { checkout_session: checkout.checkoutSession, event: checkout.eventId } },
    notify,
  };
  // changes() is the event insert's row count: 0 for a replay.
  const write = prepareWrite(db, lead, change, { before: [recordEvent], when: [ne(leads.status, "converted"), sql`changes() > 0`], atVersion: false });
  const results = await db.batch(write.statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const inserted = results[0] as unknown[];
  const base = { duplicate: inserted.length === 0, matched: true, leadId: lead.id };
  if (!wrote(results, write)) return { ...base, changed: false };
  // The customer's account and first visits, as after any conversion.
  const { account } = await afterWrite(db, change, write);
  return { ...base, changed: true, ...(account ? { account } : {}) };
}

/**
 * Keeps the address a paid checkout collected on a lead that has none: the street line when the
 * lead has no street line, the ZIP when it has no ZIP. What the lead already has is never
 * overwritten (the visitor or the office typed it); the history gets an "edited" row by `actor`.
 * Returns the fields it set.
 */
export async function keepCheckoutAddress(db: Db, leadId: number, address: CheckoutAddress, actor = "stripe"): Promise<string[]> {
  const lead = await findLead(db, leadId);
  if (!lead || lead.deleted_at) return [];
  const street = [address.line1.trim(), address.line2.trim()].filter(Boolean).join(", ").slice(0, 300);
  const zip = address.postalCode.trim().slice(0, 5);
  const fields: LeadFields = {};
  if (!isStreetLine(lead.address) && isStreetLine(street)) fields.address = street;
  if (lead.zip_code === "" && /^\d{5}$/.test(zip)) fields.zip_code = zip;
  if (Object.keys(fields).length === 0) return [];
  // At the version read: an address the office typed meanwhile is not overwritten.
  const outcome = await changeLead(db, {
    leadId,
    actor: { kind: "provider", name: actor },
    expected: lead.version,
    fields,
    history: { fields: ["address", "zip_code"] },
  });
  return outcome.result === "applied" ? outcome.changed.filter((f) => f !== "out_of_area") : [];
}

/**
 * The condition (for the owner's update, server/leads/change.ts) that the event is not older than
 * the one that set the state; of two in the same second, canceled wins (a paid invoice and the
 * deletion of its subscription in one second end canceled, in either order).
 */
const newerThanStored = (change: BillingChange) =>
  sql`(${leads.billing_event_created} IS NULL OR ${leads.billing_event_created} < ${change.created} OR (${leads.billing_event_created} = ${change.created} AND (${change.state} = 'canceled' OR ${leads.billing_state} IS NOT 'canceled')))`;

/**
 * The condition that a subscription's event changes only the customer of that subscription (or one
 * with none yet, which then keeps it), and nothing once that subscription is canceled: canceled is
 * final for a subscription id at the provider. A new checkout (a new subscription) is not held by this.
 */
const sameSubscription = (change: BillingChange) =>
  change.subscriptionId
    ? sql`(${leads.stripe_subscription_id} IS NULL OR ${leads.stripe_subscription_id} = ${change.subscriptionId}) AND NOT (${leads.billing_state} IS 'canceled' AND ${leads.stripe_subscription_id} IS ${change.subscriptionId})`
    : undefined;

/** The condition that the customer is not in one of the states the event leaves alone (`unless`). */
const notHeldBy = (change: BillingChange) =>
  change.unless && change.unless.length > 0
    ? sql`(${leads.billing_state} IS NULL OR ${leads.billing_state} NOT IN (${sql.join(
        change.unless.map((s) => sql`${s}`),
        sql`, `,
      )}))`
    : undefined;

/**
 * Applies one signed billing event to its customer, in one batch: the event row (a replay inserts
 * nothing and so changes nothing), the lead's billing columns when the event is not older than the
 * last one applied, and a history row when the state changed. `recorded: true` when the caller
 * already recorded the event id (a completed checkout records it while converting the lead).
 * A subscription's event changes only a lead whose subscription is that one or none yet (which then
 * keeps it), and nothing once that subscription is canceled (decision 0012; the lead is found by
 * server/billing/events.ts). The caller re-plans the customer's visits (replanCustomer) when `applied`.
 */
export async function applyBillingChange(
  db: Db,
  lead: Lead | undefined,
  change: BillingChange,
  { recorded = false, notify }: { recorded?: boolean; notify?: Env } = {},
): Promise<BillingResult> {
  const at = new Date().toISOString();
  const recordEvent = recordStripeEvent(db, { id: change.eventId, type: change.eventType, leadId: lead?.id ?? null, at });
  if (!lead) {
    if (recorded) return { duplicate: false, matched: false, applied: false, leadId: null, from: null, to: null };
    const [inserted] = await db.batch([recordEvent]);
    return { duplicate: inserted.length === 0, matched: false, applied: false, leadId: null, from: null, to: null };
  }
  const from = lead.billing_state;
  const billing: LeadChange = {
    leadId: lead.id,
    actor: { kind: "provider", name: "stripe" },
    expected: null,
    fields: {
      billing_state: change.state,
      billing_event_created: change.created,
      ...(change.subscriptionId ? { stripe_subscription_id: change.subscriptionId } : {}),
      ...(change.customerId ? { stripe_customer_id: change.customerId } : {}),
      ...(change.nextChargeAt !== undefined ? { billing_next_charge_at: change.nextChargeAt } : {}),
    },
    // The history row only when the state moved.
    history:
      from === change.state ? false : { type: "billing_changed", changes: { event: change.eventId, event_type: change.eventType }, from, to: change.state },
    notify,
  };
  // Gate on the event row: changes() is the row count of the statement just before (the event
  // insert, 0 for a replay), or 1 when the caller recorded it already.
  const write = prepareWrite(db, lead, billing, {
    before: recorded ? [] : [recordEvent],
    when: [newerThanStored(change), recorded ? undefined : sameSubscription(change), notHeldBy(change), recorded ? undefined : sql`changes() > 0`],
    computed: { billing_state_at: sql`CASE WHEN ${leads.billing_state} IS ${change.state} THEN ${leads.billing_state_at} ELSE ${at} END` },
    atVersion: false,
    deletedToo: true,
  });
  const results = await db.batch(write.statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const applied = wrote(results, write);
  // Canceled or paused removes the future visits, active again plans them: the owner re-plans after a change of billing state.
  if (applied) await afterWrite(db, billing, write);
  const duplicate = recorded ? false : (results[0] as unknown[]).length === 0;
  return { duplicate, matched: true, applied, leadId: lead.id, from, to: change.state };
}

// --- The system -------------------------------------------------------------------------------

/**
 * A payment reference for a lead that has none (one the office entered): the wizard's shape,
 * residential_<id>_<random>. Bookkeeping no page shows or edits: the version stays.
 */
export async function ensureClientReference(db: Db, lead: Lead, random: string): Promise<string> {
  if (lead.client_reference) return lead.client_reference;
  await db
    .update(leads)
    .set({ client_reference: `residential_${lead.id}_${random}` })
    .where(and(eq(leads.id, lead.id), isNull(leads.client_reference)));
  const row = await findLead(db, lead.id);
  if (!row?.client_reference) throw new Error("No client reference after update");
  return row.client_reference;
}

/** The personal fields a purge erases, with what they become; the row stays (status, dates, ZIP, plan) for counts. */
export const PURGED_FIELDS = {
  first_name: "",
  last_name: "",
  full_name: "",
  email: "",
  phone: "",
  address: "",
  special_instructions: "",
  office_notes: "",
  gate_instructions: "",
  management_company: null,
  community_name: null,
  role: null,
  landing_referrer: null,
  click_id: null,
  idempotency_key: null,
  // Where the yard is says where the customer lives.
  latitude: null,
  longitude: null,
  position_source: null,
  position_for: null,
} as const satisfies LeadFields;

/**
 * Erases the personal data of leads soft-deleted more than PURGE_AFTER_DAYS ago (the statements of
 * the other tables from server/models/lead-admin.ts, the photos in R2 first, so a failure halfway
 * leaves their keys for the next run). Returns how many leads were purged.
 */
export async function purgeDeletedLeads(db: Db, now = new Date(), photos?: R2Bucket): Promise<number> {
  const { due, dueIds, cutoff } = purgeDue(db, now);
  if (photos) {
    // Each photo's copies (display and thumbnail, server/visits/photos.ts).
    const keys = (await photoKeysOfLeads(db, dueIds)).flatMap(photoObjectKeys);
    // R2 deletes up to 1,000 keys a call.
    for (let i = 0; i < keys.length; i += 1000) await photos.delete(keys.slice(i, i + 1000));
  }
  const related = purgeRelatedStatements(db, dueIds, cutoff);
  const results = await db.batch([
    // The before/after values in their history (the rows stay: what happened, when, by whom).
    db.update(leadEvents).set({ changes: null }).where(inArray(leadEvents.lead_id, dueIds)),
    ...related,
    db
      .update(leads)
      .set({
        ...PURGED_FIELDS,
        purged_at: now.toISOString(),
        version: sql`${leads.version} + 1`,
      })
      .where(due)
      .returning({ id: leads.id }),
  ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return (results.at(-1) as { id: number }[]).length;
}

/**
 * Before a schedule reminder is queued: keeps `before` (the next visit before this change) as what
 * the customer last knew, unless a reminder still on its way already keeps an earlier one. What
 * was kept is stale once that visit is past ("none" never is): then `before` is what they know.
 * Bookkeeping of the reminder, not the customer's data: the version stays.
 */
export async function keepScheduleBaseline(db: Db, leadId: number, before: string, today: string): Promise<void> {
  const told = leads.schedule_notified_next;
  await db
    .update(leads)
    .set({ schedule_notified_next: before })
    .where(and(eq(leads.id, leadId), or(isNull(told), and(sql`${told} <> 'none'`, sql`${told} < ${today}`))));
}

/**
 * Records that the schedule reminder now tells the customer about `next`, provided nobody did since
 * `told` was read: true only for the first caller, so a redelivered message sends nothing twice.
 */
export async function claimScheduleReminder(db: Db, leadId: number, told: string, next: string): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ schedule_notified_next: next })
    .where(and(eq(leads.id, leadId), eq(leads.schedule_notified_next, told)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** Gives back a claim whose e-mail could not be sent, so the retry sends it. */
export async function releaseScheduleReminder(db: Db, leadId: number, told: string, next: string): Promise<void> {
  await db
    .update(leads)
    .set({ schedule_notified_next: told })
    .where(and(eq(leads.id, leadId), eq(leads.schedule_notified_next, next)));
}

// --- Where the service address is (server/geo/) ------------------------------------------------

/** "<address>|<zip>": what a position was found for. */
export const positionKey = (lead: Pick<Lead, "address" | "zip_code">) => `${lead.address}|${lead.zip_code}`;

/**
 * Keeps the position found for the address `key` names, provided the lead still has that address
 * and the office has not typed one for it. Bookkeeping of the route, not the customer's data: the
 * version stays (a customer's open page is not made stale) and no history row is written.
 */
export async function keepPosition(
  db: Db,
  leadId: number,
  key: string,
  position: { at: { lat: number; lng: number } | null; source: "provider" | "zip_centre" | null },
): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ latitude: position.at?.lat ?? null, longitude: position.at?.lng ?? null, position_source: position.source, position_for: key })
    .where(
      and(
        eq(leads.id, leadId),
        sql`${leads.address} || '|' || ${leads.zip_code} = ${key}`,
        or(isNull(leads.position_source), ne(leads.position_source, "office"), sql`${leads.position_for} <> ${key}`),
      ),
    )
    .returning({ id: leads.id });
  return rows.length > 0;
}

/**
 * The office's pin: the coordinates it typed for the lead's current address, with a history row
 * ({ position: [before, after] }). It stays until the address changes.
 */
export async function placeByOffice(db: Db, leadId: number, at: { lat: number; lng: number }, user: ActingUser): Promise<"ok" | "not_found"> {
  const lead = await findLead(db, leadId);
  if (!lead || lead.deleted_at) return "not_found";
  const before = lead.latitude === null || lead.longitude === null ? null : `${lead.latitude}, ${lead.longitude}`;
  // A one-click command of the office's (no typed value of the lead's own form): applied to the lead as it is.
  const outcome = await changeLead(db, {
    leadId,
    actor: { kind: "office", user },
    expected: null,
    fields: { latitude: at.lat, longitude: at.lng, position_source: "office", position_for: positionKey(lead) },
    history: { changes: { position: [before, `${at.lat}, ${at.lng}`] } },
  });
  if (outcome.result === "not_found") return "not_found";
  log.info("admin_action", { action: "position_placed", leadId, actorId: user.id });
  return "ok";
}

// --- Visits after a change --------------------------------------------------------------------

/** The customer's next planned visit from `today` on ("2026-12-03"), or "none". */
export async function nextPlannedVisit(db: Db, leadId: number, today = businessDate()): Promise<string> {
  return (await nextVisitAfter(db, leadId, addDays(today, -1)))?.date ?? "none";
}

/**
 * Plans one customer's visits again after a change (their day, the office's edit, billing, an
 * account linked) and, with `notify`, queues the schedule reminder when their next visit moved:
 * a new day, visits stopped (paused, canceled) or started again. Leave `notify` out where the
 * customer is told another way: an account first linked or invited (the welcome names the first
 * visit). The daily job plans everyone with planVisits itself and tells nobody (it only extends
 * the horizon). Returns the next visit before and after ("none" when there is none).
 */
export async function replanCustomer(db: Db, leadId: number, { notify }: { notify?: Env } = {}): Promise<{ before: string; after: string }> {
  const today = businessDate();
  const before = await nextPlannedVisit(db, leadId, today);
  await planVisits(db, today, { leadId });
  const after = await nextPlannedVisit(db, leadId, today);
  if (notify && before !== after) await queueReminder(db, notify, leadId, before, today);
  return { before, after };
}

/** Keeps what the customer last knew (keepScheduleBaseline), then queues the reminder. Never throws: the change is saved; a failure is logged. */
async function queueReminder(db: Db, env: Env, leadId: number, before: string, today: string): Promise<void> {
  try {
    await keepScheduleBaseline(db, leadId, before, today);
    await enqueueScheduleReminder(env, leadId);
  } catch (error) {
    log.error("schedule_reminder_enqueue_failed", error, { leadId });
  }
}
