import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { isMiamiDadeZip } from "~/content/miami-dade-zips";
import type { Attribution } from "~/lib/lead-schema";
import type { Db } from "../db/client";
import { type Lead, leadEvents, leads, type ServiceFrequency, type ServiceType } from "../db/schema";

export interface CreateLeadInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zipCode: string;
  serviceType: ServiceType;
  serviceFrequency?: ServiceFrequency;
  referralSource?: string;
  specialInstructions?: string;
  managementCompany?: string | null;
  communityName?: string | null;
  role?: string | null;
  numHomes?: number | null;
  requestType?: string | null;
}

export interface CreateLeadMeta {
  /** Same key → same lead. Always set: callers without one pass a random key. */
  idempotencyKey: string;
  attribution?: Attribution;
  /** Who created it, for the event row: "visitor" (wizard) or "api". */
  actor: string;
  now?: Date;
}

export interface CreateLeadResult {
  lead: Lead;
  /** False when the idempotency key matched an earlier lead (a retry or a double submit). */
  created: boolean;
}

const emptyToNull = (v: string | null | undefined) => (v ? v : null);

/**
 * Writes a lead and its "created" event in one D1 batch (one transaction), idempotent by key.
 * The insert is `ON CONFLICT (idempotency_key) DO NOTHING`, and the event insert only adds a
 * "created" row for a lead that has none, so concurrent identical submits leave one lead and one event.
 */
export async function createLead(db: Db, input: CreateLeadInput, meta: CreateLeadMeta): Promise<CreateLeadResult> {
  const now = meta.now ?? new Date();
  const zip = input.zipCode.trim();
  const values = {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    zip_code: zip,
    out_of_area: zip !== "" && !isMiamiDadeZip(zip),
    service_type: input.serviceType,
    property_type: input.serviceType === "commercial" ? ("Commercial" as const) : ("Residential" as const),
    service_frequency: input.serviceFrequency ?? "weekly",
    status: "new" as const,
    special_instructions: input.specialInstructions ?? "",
    referral_source: input.referralSource ?? "",
    management_company: emptyToNull(input.managementCompany),
    community_name: emptyToNull(input.communityName),
    role: emptyToNull(input.role),
    num_homes: input.numHomes ?? null,
    request_type: emptyToNull(input.requestType),
    utm_source: meta.attribution?.utm_source ?? null,
    utm_medium: meta.attribution?.utm_medium ?? null,
    utm_campaign: meta.attribution?.utm_campaign ?? null,
    utm_term: meta.attribution?.utm_term ?? null,
    utm_content: meta.attribution?.utm_content ?? null,
    landing_referrer: meta.attribution?.landing_referrer ?? null,
    client_reference: input.serviceType === "residential" ? `residential_${now.getTime()}` : null,
    idempotency_key: meta.idempotencyKey,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };

  try {
    const [inserted] = await db.batch([
      db.insert(leads).values(values).onConflictDoNothing({ target: leads.idempotency_key }).returning({ id: leads.id }),
      // insert…select lists every lead_events column in table order (id is NULL: autoincrement).
      db.insert(leadEvents).select(sql`
        SELECT NULL, l.id, 'created', NULL, 'new', NULL, ${meta.actor}, ${values.created_at}
        FROM leads l
        WHERE l.idempotency_key = ${meta.idempotencyKey}
          AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'created')
      `),
    ]);
    const lead = await findLeadByIdempotencyKey(db, meta.idempotencyKey);
    if (!lead) throw new Error("Lead missing after insert");
    return { lead, created: inserted.length > 0 };
  } catch (error) {
    // A racing writer can still surface as a unique-constraint error on some paths: the lead exists, use it.
    if (error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`)) {
      const lead = await findLeadByIdempotencyKey(db, meta.idempotencyKey);
      if (lead) return { lead, created: false };
    }
    throw error;
  }
}

export function findLeadByIdempotencyKey(db: Db, key: string): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: eq(leads.idempotency_key, key) });
}

/** An active (not deleted) lead by id. */
export function findActiveLead(db: Db, id: number): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: and(eq(leads.id, id), isNull(leads.deleted_at)) });
}

/**
 * Marks the lead with this payment client reference as converted and records who did it,
 * in one batch. Returns the lead id, or null when no lead matches. Already-converted leads are left alone.
 */
export async function markConvertedByClientReference(
  db: Db,
  clientReference: string,
  actor: string,
  note?: Record<string, unknown>,
): Promise<{ leadId: number; changed: boolean } | null> {
  const lead = await db.query.leads.findFirst({
    where: and(eq(leads.client_reference, clientReference), isNull(leads.deleted_at)),
    orderBy: desc(leads.id),
  });
  if (!lead) return null;
  if (lead.status === "converted") return { leadId: lead.id, changed: false };
  const now = new Date().toISOString();
  const [updated] = await db.batch([
    db
      .update(leads)
      .set({ status: "converted", updated_at: now })
      .where(and(eq(leads.id, lead.id), ne(leads.status, "converted")))
      .returning({ id: leads.id }),
    db.insert(leadEvents).select(sql`
      SELECT NULL, ${lead.id}, 'converted', ${lead.status}, 'converted', ${note ? JSON.stringify(note) : null}, ${actor}, ${now}
      WHERE changes() > 0
    `),
  ]);
  return { leadId: lead.id, changed: updated.length > 0 };
}

export function eventsForLead(db: Db, leadId: number) {
  return db.select().from(leadEvents).where(eq(leadEvents.lead_id, leadId)).orderBy(leadEvents.id);
}
