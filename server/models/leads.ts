import { and, eq, isNull } from "drizzle-orm";
import { isMiamiDadeZip } from "~/content/miami-dade-zips";
import type { SmsConsentVersion } from "~/lib/lead-options";
import type { Attribution } from "~/lib/lead-schema";
import type { Db } from "../db/client";
import { type Lead, type LeadLocale, leads, type PreferredDay, type ServiceFrequency, type ServiceType } from "../db/schema";

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

/** The row a new lead is inserted as (server/leads/change.ts, createLead, adds deleted_at for a test lead). */
export function newLeadValues(input: CreateLeadInput, meta: CreateLeadMeta, now: Date) {
  const zip = input.zipCode.trim();
  return {
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
    // Set in the same batch once the id is known (createLead).
    client_reference: null,
    idempotency_key: meta.idempotencyKey,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    status_changed_at: now.toISOString(),
  };
}

/** The lead columns a visitor may change by editing and sending the wizard again. */
export const VISITOR_EDITABLE = [
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
 * The visitor sent the wizard again for a lead it already stored (Back, edit, Next): the lead's
 * columns as the new details would set them. Whether they are written is for the wizard and
 * server/leads/change.ts to decide.
 */
export function visitorFields(lead: Lead, input: CreateLeadInput, now = new Date()): Pick<Lead, (typeof VISITOR_EDITABLE)[number]> {
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
  return next;
}

export function findLeadByIdempotencyKey(db: Db, key: string): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: eq(leads.idempotency_key, key) });
}

/** A lead by id, deleted or not. */
export function findLead(db: Db, id: number): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: eq(leads.id, id) });
}

/** The first lead stored with this e-mail, deleted or not (the test factory's "once", server/api/dev-seed.ts). */
export function findLeadByEmail(db: Db, email: string): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: eq(leads.email, email), orderBy: leads.id });
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

/** The active lead a checkout's client reference names. */
export function findActiveLeadByClientReference(db: Db, reference: string): Promise<Lead | undefined> {
  return db.query.leads.findFirst({ where: and(eq(leads.client_reference, reference), isNull(leads.deleted_at)) });
}

/** The address a checkout collected (the provider's shipping address, else the billing one). */
export interface CheckoutAddress {
  line1: string;
  line2: string;
  postalCode: string;
}
