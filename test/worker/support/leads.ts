import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { createDb } from "~server/db/client";
import { and, eq, ne } from "drizzle-orm";
import { type Lead, leadEvents, leads } from "~server/db/schema";
import { changeLead, keepPosition, type LeadFields, positionKey } from "~server/leads/change";
import { type SeedField, seedLead } from "~server/leads/seed-lead";
import { postForm } from "./worker";

export const db = createDb(env.DB);

/** The columns a test may give a lead (SEED_FIELDS, server/leads/seed-lead.ts). */
export type TestLeadFields = Partial<Pick<Lead, SeedField>>;

const FACTORY = { kind: "system", name: "test-factory" } as const;

let leadCounter = 0;

/**
 * The test-data factory: a lead made through the owner (server/leads/seed-lead.ts: created as a
 * quote is, then each field by the owner's own change for it, with its history, version and
 * re-planning), with a name, e-mail and number of its own unless given. `overrides` are the
 * columns SEED_FIELDS lists; a state the owner cannot make is refused. `at`: made at that time
 * (madeAt). Returns the stored row.
 */
export async function insertLead({ at, ...overrides }: TestLeadFields & { at?: string } = {}) {
  leadCounter += 1;
  return madeAt(at, () =>
    seedLead(db, {
      first_name: `Test${leadCounter}`,
      last_name: "Lead",
      email: `lead${leadCounter}@example.com`,
      phone: "(305) 555-0100",
      service_type: "residential",
      ...overrides,
    }),
  );
}

/**
 * Runs `make` with the clock at `at` (when given): a lead made, or changed, that long ago, as the
 * owner stamps it (created_at, updated_at, status_changed_at, its history's times).
 */
export async function madeAt<T>(at: string | undefined, make: () => Promise<T>): Promise<T> {
  if (at === undefined) return make();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(at));
  try {
    return await make();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * A change to a test's lead by the system, through the owner (changeLead, applied regardless of
 * the version): its history row, version, consent and re-planning as for any change. Returns the
 * lead as stored after it.
 */
export async function changeTestLead(leadId: number, fields: LeadFields, { notify }: { notify?: Env } = {}) {
  const outcome = await changeLead(db, { leadId, actor: FACTORY, expected: null, fields, notify });
  if (outcome.result === "stale" || outcome.result === "not_found") throw new Error(`changeTestLead(${leadId}): ${outcome.result}`);
  return (await leadById(leadId))!;
}

/** Deletes the lead as the office's Delete does (a "deleted" history row; its future visits go), at `at` when given (madeAt). */
export async function deleteTestLead(leadId: number, at?: string) {
  const outcome = await madeAt(at, () =>
    changeLead(db, { leadId, actor: FACTORY, expected: null, fields: { deleted_at: new Date().toISOString() }, history: { type: "deleted", changes: null } }),
  );
  if (outcome.result !== "applied") throw new Error(`deleteTestLead(${leadId}): ${outcome.result}`);
  return outcome.lead;
}

/** The geocoder's position for the lead's current address (keepPosition, as server/geo/locate.ts keeps one). */
export async function placeTestLead(leadId: number, lat: number, lng: number) {
  const lead = (await leadById(leadId))!;
  if (!(await keepPosition(db, leadId, positionKey(lead), { at: { lat, lng }, source: "provider" }))) throw new Error(`placeTestLead(${leadId}): not kept`);
  return (await leadById(leadId))!;
}

export async function leadById(id: number) {
  return db.query.leads.findFirst({ where: eq(leads.id, id) });
}

/**
 * The lead's history since the test made it, oldest first (`changes` is the JSON text): the rows of
 * the factory's own changes (by "test-factory", insertLead and changeTestLead) left out, the rest as
 * stored. `leadId` may be a raw D1 row's id.
 */
export async function eventsFor(leadId: unknown) {
  return db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.lead_id, Number(leadId)), ne(leadEvents.actor, FACTORY.name)))
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

/** The office saves Edit Lead (signed in with `cookie`) from the lead as it is now, or from `from` (an older read), with `changes`. */
export async function officeEdit(cookie: string, leadId: number, changes: Record<string, string>, from?: Lead) {
  const lead = from ?? (await leadById(leadId))!;
  return postForm(`/admin/leads/${leadId}/edit`, editFormOf(lead, changes), cookie);
}

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
