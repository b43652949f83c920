import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "~server/db/client";
import { type Lead, leadEvents, leads, type NewLead } from "~server/db/schema";

export const db = createDb(env.DB);

let leadCounter = 0;

/** Inserts a lead straight into D1 (the wizard is another module); returns the row. */
export async function insertLead(overrides: Partial<NewLead> = {}) {
  leadCounter += 1;
  const [row] = await db
    .insert(leads)
    .values({
      first_name: `Test${leadCounter}`,
      last_name: "Lead",
      email: `lead${leadCounter}@example.com`,
      phone: "(305) 555-0100",
      address: "1 Main St, Miami, FL",
      service_type: "residential",
      property_type: "Residential",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function leadById(id: number) {
  return db.query.leads.findFirst({ where: eq(leads.id, id) });
}

/** The lead's history, oldest first (`changes` is the JSON text); `leadId` may be a raw D1 row's id. */
export async function eventsFor(leadId: unknown) {
  return db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.lead_id, Number(leadId)))
    .orderBy(leadEvents.id);
}

/** Every lead row stored with this e-mail, oldest first, as D1 returns it (snake_case columns). */
export async function leadsByEmail(email: string) {
  const { results } = await env.DB.prepare("SELECT * FROM leads WHERE email = ? ORDER BY id").bind(email).all<Record<string, unknown>>();
  return results;
}

/** The lead stored with this e-mail (the wizard stores addresses in lower case), as D1 returns it, or null. */
export async function leadByEmail(email: string) {
  return (await leadsByEmail(email.toLowerCase()))[0] ?? null;
}

/**
 * The admin's edit form as the page shows it for `lead` now (its stored values and version), with
 * `changes`: an office edit of one or two fields on a real row.
 */
export const editFormOf = (lead: Lead, changes: Record<string, string> = {}): Record<string, string> => ({
  first_name: lead.first_name,
  last_name: lead.last_name,
  email: lead.email,
  phone: lead.phone,
  address: lead.address,
  zip_code: lead.zip_code,
  gate_instructions: lead.gate_instructions,
  dogs: lead.dogs === null ? "" : String(lead.dogs),
  preferred_day: lead.preferred_day ?? "",
  property_type: lead.property_type,
  service_frequency: lead.service_frequency,
  status: lead.status,
  special_instructions: lead.special_instructions,
  office_notes: lead.office_notes,
  version: String(lead.version),
  ...changes,
});

/** The admin's edit form for a lead (/admin/leads/:id/edit), filled in; `overrides` change or add fields. */
export const leadEditFields = (overrides: Record<string, string>) => ({
  first_name: "Casey",
  last_name: "Lead",
  email: "casey@example.com",
  phone: "(305) 555-0100",
  address: "1 Main St, Miami, FL",
  property_type: "Residential",
  service_frequency: "weekly",
  status: "new",
  special_instructions: "",
  ...overrides,
});
