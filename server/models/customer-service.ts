import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type Lead, leadEvents, leads, type PreferredDay, users } from "../db/schema";
import type { BatchItem } from "drizzle-orm/batch";
import { nextVersion, type VersionedResult, whyNotWritten } from "./lead-admin";
import { type ConsentChange, consentColumns, consentHistoryStatements } from "./sms";
import { replanCustomer } from "../visits/schedule-changes";

/** What a customer may change about their own service, from the customer area. */
export interface CustomerContactInput {
  phone: string;
  gate_instructions: string;
  dogs: number | null;
}
/** Where and when the crew comes; a ZIP the customer gives is always in the service area (the form checks it). */
export interface CustomerServiceDetailsInput {
  address: string;
  zip_code: string;
  out_of_area: boolean;
  gate_instructions: string;
  preferred_day: PreferredDay;
}
export interface CustomerNotificationInput {
  notify_visit_summary: boolean;
  notify_reminders: boolean;
  notify_promotions: boolean;
}

/** The customer's service: their linked lead while it is not deleted. */
export async function customerService(db: Db, leadId: number): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: and(eq(leads.id, leadId), isNull(leads.deleted_at)) });
}

/** The service an invited customer account is for (its linked lead, not deleted), or undefined. */
export async function invitedService(db: Db, userId: number): Promise<Lead | undefined> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user || user.role !== "customer" || !user.lead_id) return undefined;
  return customerService(db, user.lead_id);
}

/**
 * Saves the customer's own changes to their service, made from a form rendered at `version` (the
 * lead's version the page showed; null when the form carried none): the lead, its history row (type
 * customer_updated, { field: [before, after] }) and, for texts on or off, the consent change and its
 * history, in one batch. Optimistic like Edit Lead (server/models/lead-admin.ts, editLead): the
 * UPDATE is conditional on the version and bumps it, every other row is written only with it, so a
 * form from a stale tab (or opened before the office's edit) writes nothing and gets "conflict"
 * with the stored lead. Values equal to the stored ones are "unchanged" whatever the version: a
 * repeat of what is saved (a double submit, a second tab saving the same thing) is never refused.
 */
export async function updateCustomerService(
  db: Db,
  lead: Lead,
  input: Partial<CustomerContactInput & CustomerServiceDetailsInput & CustomerNotificationInput>,
  version: number | null,
  actor: { id: number; email: string },
  { texts = null, notify }: { texts?: ConsentChange | null; notify?: Env } = {},
): Promise<VersionedResult> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(input) as [keyof typeof input, unknown][]) {
    if (lead[field] !== value) changes[field] = [lead[field], value];
  }
  const fields = Object.keys(changes);
  if (fields.length === 0 && !texts) return { result: "unchanged" };
  if (version !== lead.version) return { result: "conflict", current: lead };
  const at = new Date().toISOString();
  // Checked inside the batch, before the UPDATE that bumps it: the consent rows go with the update or not at all.
  const atVersion = sql`EXISTS (SELECT 1 FROM leads WHERE id = ${lead.id} AND version = ${version} AND deleted_at IS NULL)`;
  const update = db
    .update(leads)
    .set({ ...input, ...(texts ? consentColumns(lead, texts) : {}), updated_at: at, version: nextVersion })
    .where(and(eq(leads.id, lead.id), eq(leads.version, version), isNull(leads.deleted_at)))
    .returning({ id: leads.id });
  const history = db.insert(leadEvents).select(sql`
    SELECT NULL, ${lead.id}, 'customer_updated', NULL, NULL, ${JSON.stringify(changes)}, ${actor.email}, ${at}, ${actor.id}
    WHERE changes() > 0
  `);
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    ...(texts ? consentHistoryStatements(db, lead, texts, atVersion) : []),
    update,
    ...(fields.length > 0 ? [history] : []),
  ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
  const results = await db.batch(statements);
  const updated = results[texts ? 2 : 0] as { id: number }[];
  if (updated.length === 0) return whyNotWritten(db, lead.id);
  // A new address or day re-plans the customer's future scheduled visits now (closed ones stay);
  // with `notify`, a next visit that moved queues the schedule reminder.
  if (fields.some((f) => f === "address" || f === "zip_code" || f === "preferred_day")) await replanCustomer(db, lead.id, { notify });
  return { result: "ok" };
}
