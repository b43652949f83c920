import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { type Lead, leads, type PreferredDay, users } from "../db/schema";

/** What a customer may change about their own service, from the customer area (saved by server/leads/change.ts, updateCustomerService). */
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
