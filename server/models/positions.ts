import { and, asc, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { leads } from "../db/schema";

/**
 * Reads of where customers are, for the office: who still needs a look-up, and who the office
 * should check (a ZIP's centre, or no position at all). Positions never leave the office and the
 * crew: nothing here is read by the customer area, the customer's e-mails or the public API.
 */

const currentKey = sql`${leads.address} || '|' || ${leads.zip_code}`;
const customer = and(eq(leads.status, "converted"), isNull(leads.deleted_at));

/** Converted customers with an address whose position is not for it (never looked up, or the address changed since). */
export async function customersToPlace(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(customer, ne(leads.address, ""), or(isNull(leads.position_for), ne(leads.position_for, currentKey))))
    .orderBy(asc(leads.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface AddressToCheck {
  leadId: number;
  name: string;
  address: string;
  zip: string;
  /** zip_centre: placed at its ZIP's centre; null: not placed at all. */
  source: "zip_centre" | null;
}

/** "Check the address of ...": customers the provider could not place, once it was asked (oldest first). */
export async function addressesToCheck(db: Db): Promise<AddressToCheck[]> {
  const rows = await db
    .select({
      leadId: leads.id,
      first: leads.first_name,
      last: leads.last_name,
      full: leads.full_name,
      address: leads.address,
      zip: leads.zip_code,
      source: leads.position_source,
    })
    .from(leads)
    .where(
      and(
        customer,
        isNotNull(leads.position_for),
        eq(leads.position_for, currentKey),
        or(isNull(leads.position_source), eq(leads.position_source, "zip_centre")),
      ),
    )
    .orderBy(asc(leads.id));
  return rows.map((r) => ({
    leadId: r.leadId,
    name: r.full || `${r.first} ${r.last}`.trim(),
    address: r.address,
    zip: r.zip,
    source: r.source === "zip_centre" ? "zip_centre" : null,
  }));
}
