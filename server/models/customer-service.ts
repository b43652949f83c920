import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type Lead, leadEvents, leads, type PreferredDay, users } from "../db/schema";
import { businessDate } from "~/lib/dates";
import { planVisits } from "./visits";

/** What a customer may change about their own service, from the customer area. */
export interface CustomerContactInput {
  phone: string;
  gate_instructions: string;
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
 * Saves the customer's own changes to their service: the lead and its history row (type
 * customer_updated, { field: [before, after] }) in one batch. The version goes up, so an admin
 * editing the lead at the same moment gets the usual 409 instead of overwriting it.
 * Returns the fields that changed (none: nothing written).
 */
export async function updateCustomerService(
  db: Db,
  lead: Lead,
  input: Partial<CustomerContactInput & CustomerServiceDetailsInput & CustomerNotificationInput>,
  actor: { id: number; email: string },
): Promise<string[]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(input) as [keyof typeof input, unknown][]) {
    if (lead[field] !== value) changes[field] = [lead[field], value];
  }
  const fields = Object.keys(changes);
  if (fields.length === 0) return [];
  const at = new Date().toISOString();
  await db.batch([
    db
      .update(leads)
      .set({ ...input, updated_at: at, version: sql`${leads.version} + 1` })
      .where(and(eq(leads.id, lead.id), isNull(leads.deleted_at))),
    db.insert(leadEvents).select(sql`
      SELECT NULL, ${lead.id}, 'customer_updated', NULL, NULL, ${JSON.stringify(changes)}, ${actor.email}, ${at}, ${actor.id}
      WHERE changes() > 0
    `),
  ]);
  // A new address or day re-plans the customer's future scheduled visits now (closed ones stay).
  if (fields.some((f) => f === "address" || f === "zip_code" || f === "preferred_day")) await planVisits(db, businessDate(), { leadId: lead.id });
  return fields;
}
