import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { isMiamiDadeZip } from "~/content/miami-dade-zips";
import { isStreetLine } from "~/lib/service-address";
import type { SmsConsentVersion } from "~/lib/lead-options";
import type { Attribution } from "~/lib/lead-schema";
import { randomId } from "../crypto";
import { isTestLeadEmail, TEST_LEAD_ACTOR } from "../leads/test-leads";
import type { Db } from "../db/client";
import { type Lead, type LeadLocale, leadEvents, leads, type PreferredDay, type ServiceFrequency, type ServiceType, stripeEvents } from "../db/schema";

export interface CreateLeadInput {
  firstName: string;
  lastName: string;
  /** The name as typed; first and last joined when absent. */
  fullName?: string;
  email: string;
  phone: string;
  zipCode: string;
  serviceType: ServiceType;
  serviceFrequency?: ServiceFrequency;
  /** Residential only; absent or null is "no preference". */
  preferredDay?: PreferredDay | null;
  referralSource?: string;
  specialInstructions?: string;
  managementCompany?: string | null;
  communityName?: string | null;
  role?: string | null;
  numHomes?: number | null;
  requestType?: string | null;
  /** The language of the pages it was sent from; English when absent. */
  locale?: LeadLocale;
  /** The version of the text-message wording the visitor ticked; absent or null: no consent, no texts. */
  smsConsentVersion?: SmsConsentVersion | null;
  /** The language of that wording as the visitor saw it; the lead's locale when absent. */
  smsConsentLocale?: LeadLocale;
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
 * A test lead (server/leads/test-leads.ts) is inserted already deleted, with its "deleted" row in
 * the same batch; a key that matched an existing lead inserts nothing, so it never deletes one.
 */
export async function createLead(db: Db, input: CreateLeadInput, meta: CreateLeadMeta): Promise<CreateLeadResult> {
  const now = meta.now ?? new Date();
  const zip = input.zipCode.trim();
  const test = isTestLeadEmail(input.email);
  const values = {
    first_name: input.firstName,
    last_name: input.lastName,
    full_name: input.fullName ?? `${input.firstName} ${input.lastName}`.trim(),
    email: input.email,
    phone: input.phone,
    zip_code: zip,
    out_of_area: zip !== "" && !isMiamiDadeZip(zip),
    service_type: input.serviceType,
    property_type: input.serviceType === "commercial" ? ("Commercial" as const) : ("Residential" as const),
    service_frequency: input.serviceFrequency ?? "weekly",
    preferred_day: input.preferredDay ?? null,
    status: "new" as const,
    special_instructions: input.specialInstructions ?? "",
    referral_source: input.referralSource ?? "",
    management_company: emptyToNull(input.managementCompany),
    community_name: emptyToNull(input.communityName),
    role: emptyToNull(input.role),
    num_homes: input.numHomes ?? null,
    request_type: emptyToNull(input.requestType),
    locale: input.locale ?? "en",
    sms_updates: Boolean(input.smsConsentVersion),
    sms_consent_version: input.smsConsentVersion ?? null,
    sms_consent_at: input.smsConsentVersion ? now.toISOString() : null,
    sms_consent_locale: input.smsConsentVersion ? (input.smsConsentLocale ?? input.locale ?? "en") : null,
    utm_source: meta.attribution?.utm_source ?? null,
    utm_medium: meta.attribution?.utm_medium ?? null,
    utm_campaign: meta.attribution?.utm_campaign ?? null,
    utm_term: meta.attribution?.utm_term ?? null,
    utm_content: meta.attribution?.utm_content ?? null,
    landing_referrer: meta.attribution?.landing_referrer ?? null,
    click_id: meta.attribution?.click_id ?? null,
    click_network: meta.attribution?.click_network ?? null,
    landing_path: meta.attribution?.landing_path ?? null,
    // Set in the same batch once the id is known (see below).
    client_reference: null,
    idempotency_key: meta.idempotencyKey,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    status_changed_at: now.toISOString(),
    deleted_at: test ? now.toISOString() : null,
  };

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

/** The lead columns a visitor may change by editing and sending the wizard again. */
const VISITOR_EDITABLE = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "zip_code",
  "out_of_area",
  "referral_source",
  "service_frequency",
  "preferred_day",
  "management_company",
  "community_name",
  "role",
  "num_homes",
  "request_type",
  "sms_updates",
  "sms_consent_version",
  "sms_consent_at",
  "sms_consent_locale",
] as const satisfies readonly (keyof Lead)[];

/**
 * The visitor sent the wizard again for a lead it already stored (Back, edit, Next): the lead
 * takes the new details and its history gets an "edited" event by the visitor listing what
 * changed ({ column: [before, after] }), in one batch. Nothing is written when nothing changed.
 */
export async function updateLeadFromVisitor(db: Db, lead: Lead, input: CreateLeadInput, now = new Date()): Promise<{ lead: Lead; changed: string[] }> {
  const at = now.toISOString();
  const zip = input.zipCode.trim();
  // Consent given again to the same wording keeps its first time; new wording or a withdrawal is a change.
  const consent = input.smsConsentVersion ?? null;
  const consentLocale = consent ? (input.smsConsentLocale ?? input.locale ?? lead.locale) : null;
  // Words in another language are other words: consent to them is a change too.
  const sameConsent = lead.sms_updates === Boolean(consent) && lead.sms_consent_version === consent && lead.sms_consent_locale === consentLocale;
  const next: Pick<Lead, (typeof VISITOR_EDITABLE)[number]> = {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    zip_code: zip,
    out_of_area: zip !== "" && !isMiamiDadeZip(zip),
    referral_source: input.referralSource ?? "",
    service_frequency: input.serviceFrequency ?? lead.service_frequency,
    preferred_day: input.serviceType === "residential" ? (input.preferredDay ?? null) : lead.preferred_day,
    management_company: input.serviceType === "commercial" ? emptyToNull(input.managementCompany) : lead.management_company,
    community_name: input.serviceType === "commercial" ? emptyToNull(input.communityName) : lead.community_name,
    role: input.serviceType === "commercial" ? emptyToNull(input.role) : lead.role,
    num_homes: input.serviceType === "commercial" ? (input.numHomes ?? null) : lead.num_homes,
    request_type: input.serviceType === "commercial" ? emptyToNull(input.requestType) : lead.request_type,
    sms_updates: Boolean(consent),
    sms_consent_version: consent,
    sms_consent_at: sameConsent ? lead.sms_consent_at : consent ? at : null,
    sms_consent_locale: consentLocale,
  };
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of VISITOR_EDITABLE) if (lead[key] !== next[key]) changes[key] = [lead[key], next[key]];
  const changed = Object.keys(changes);
  if (changed.length === 0) return { lead, changed };
  await db.batch([
    db
      .update(leads)
      .set({ ...next, updated_at: at })
      .where(eq(leads.id, lead.id)),
    db.insert(leadEvents).values({ lead_id: lead.id, type: "edited", changes: JSON.stringify(changes), actor: "visitor", created_at: at }),
  ]);
  return { lead: { ...lead, ...next, updated_at: at }, changed };
}

export function findLeadByIdempotencyKey(db: Db, key: string): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: eq(leads.idempotency_key, key) });
}

/** A lead by id, deleted or not. */
export function findLead(db: Db, id: number): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: eq(leads.id, id) });
}

/** An active (not deleted) lead by id. */
export function findActiveLead(db: Db, id: number): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: and(eq(leads.id, id), isNull(leads.deleted_at)) });
}

export interface PaidCheckout {
  /** The provider's event id: each is acted on once. */
  eventId: string;
  eventType: string;
  clientReference: string | null;
  checkoutSession: string | null;
}

export interface PaidCheckoutResult {
  /** The event id was already recorded: nothing was done. */
  duplicate: boolean;
  matched: boolean;
  changed: boolean;
  /** The lead the checkout's reference names (converted now or before), for its customer account. */
  leadId: number | null;
}

/**
 * Records a paid checkout's event id and marks the lead with its client reference converted,
 * in one batch: the event row, the status change and the history row commit together, and the
 * change happens only when this call inserted the event row (a replay changes nothing).
 */
export async function convertLeadForPaidCheckout(db: Db, checkout: PaidCheckout, actor = "stripe"): Promise<PaidCheckoutResult> {
  const lead = checkout.clientReference
    ? await db.query.leads.findFirst({ where: and(eq(leads.client_reference, checkout.clientReference), isNull(leads.deleted_at)) })
    : undefined;
  const at = new Date().toISOString();
  const recordEvent = db
    .insert(stripeEvents)
    .values({ id: checkout.eventId, type: checkout.eventType, lead_id: lead?.id ?? null, received_at: at })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  if (!lead || lead.status === "converted") {
    const [inserted] = await db.batch([recordEvent]);
    return { duplicate: inserted.length === 0, matched: Boolean(lead), changed: false, leadId: lead?.id ?? null };
  }
  const note = JSON.stringify({ checkout_session: checkout.checkoutSession, event: checkout.eventId });
  const [inserted, updated] = await db.batch([
    recordEvent,
    // changes() is the event insert's row count: 0 for a replay.
    db
      .update(leads)
      .set({ status: "converted", updated_at: at, status_changed_at: at, version: sql`${leads.version} + 1` })
      .where(and(eq(leads.id, lead.id), ne(leads.status, "converted"), isNull(leads.deleted_at), sql`changes() > 0`))
      .returning({ id: leads.id }),
    db.insert(leadEvents).select(sql`
      SELECT NULL, ${lead.id}, 'converted', ${lead.status}, 'converted', ${note}, ${actor}, ${at}, NULL
      WHERE changes() > 0
    `),
  ]);
  return { duplicate: inserted.length === 0, matched: true, changed: updated.length > 0, leadId: lead.id };
}

/** The address a checkout collected (the provider's shipping address, else the billing one). */
export interface CheckoutAddress {
  line1: string;
  line2: string;
  postalCode: string;
}

/**
 * Keeps the address a paid checkout collected on a lead that has none: the street line when the
 * lead has no street line, the ZIP when it has no ZIP. What the lead already has is never
 * overwritten (the visitor or the office typed it); the history gets an "edited" row by `actor`.
 * Returns the fields it set.
 */
export async function keepCheckoutAddress(db: Db, leadId: number, address: CheckoutAddress, actor = "stripe"): Promise<string[]> {
  const lead = await findActiveLead(db, leadId);
  if (!lead) return [];
  const street = [address.line1.trim(), address.line2.trim()].filter(Boolean).join(", ").slice(0, 300);
  const zip = address.postalCode.trim().slice(0, 5);
  const next: Partial<Pick<Lead, "address" | "zip_code" | "out_of_area">> = {};
  if (!isStreetLine(lead.address) && isStreetLine(street)) next.address = street;
  if (lead.zip_code === "" && /^\d{5}$/.test(zip)) {
    next.zip_code = zip;
    next.out_of_area = !isMiamiDadeZip(zip);
  }
  const changes: Record<string, [unknown, unknown]> = {};
  if (next.address !== undefined) changes.address = [lead.address, next.address];
  if (next.zip_code !== undefined) changes.zip_code = [lead.zip_code, next.zip_code];
  const fields = Object.keys(changes);
  if (fields.length === 0) return [];
  const at = new Date().toISOString();
  await db.batch([
    db
      .update(leads)
      .set({ ...next, updated_at: at, version: sql`${leads.version} + 1` })
      .where(and(eq(leads.id, leadId), isNull(leads.deleted_at))),
    db.insert(leadEvents).select(sql`
      SELECT NULL, ${leadId}, 'edited', NULL, NULL, ${JSON.stringify(changes)}, ${actor}, ${at}, NULL
      WHERE changes() > 0
    `),
  ]);
  return fields;
}
