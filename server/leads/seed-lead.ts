import { type Attribution, ATTRIBUTION_FIELDS } from "~/lib/lead-schema";
import { CURRENT_SMS_CONSENT_VERSION, type SmsConsentVersion } from "~/lib/lead-options";
import type { Db } from "../db/client";
import type { Lead, User } from "../db/schema";
import { findLead } from "../models/leads";
import { createPendingAccount, findUserByEmail, findUserById, linkAccountToLead } from "../models/users";
import { type AssignResult, assignCrew } from "./crew-assignments";
import { randomId } from "../crypto";
import { changeLead, createLead as createLeadThroughOwner, keepPosition, type LeadFields, positionKey } from "./change";

/**
 * The test-data factory (docs/testing.md): a lead made as the owner makes one, for the worker
 * tests (test/worker/support/leads.ts), the end-to-end specs and the benchmarks (POST
 * /dev/seed/lead, server/api/dev-seed.ts). It never writes a column itself: the lead is created by
 * createLead (as a visitor's quote is, created_at from `created_at`), then each other field is
 * given by the owner's changes (changeLead: history rows by "test-factory", version, consent and
 * re-planning as for any change): the billing columns together, as a provider's event sets them,
 * the coordinates as the geocoder keeps them (keepPosition), `deleted_at` as a deletion, the rest
 * in one change.
 * So a seeded lead is in a state the product can reach, never one only a test could make.
 */

/** The columns of `leads` the factory sets (test/worker/lead-columns.test.ts keeps this list whole). */
export const SEED_FIELDS = [
  // createLead's input and meta
  "first_name",
  "last_name",
  "full_name",
  "email",
  "phone",
  "zip_code",
  "service_type",
  "service_frequency",
  "preferred_day",
  "referral_source",
  "special_instructions",
  "management_company",
  "community_name",
  "role",
  "num_homes",
  "request_type",
  "locale",
  "sms_updates",
  "sms_consent_version",
  "sms_consent_locale",
  // where the visit came from (the wizard's hidden fields)
  ...ATTRIBUTION_FIELDS,
  "created_at",
  // the system's change
  "address",
  "property_type",
  "status",
  "office_notes",
  "gate_instructions",
  "dogs",
  "sms_consent_at",
  "notify_visit_summary",
  "notify_reminders",
  "notify_promotions",
  "billing_checkout_url",
  "billing_checkout_expires_at",
  // the billing columns, as a provider's event sets them
  "billing_state",
  "stripe_subscription_id",
  "stripe_customer_id",
  "billing_event_created",
  "billing_next_charge_at",
  // the geocoder's position
  "latitude",
  "longitude",
  "position_source",
  // the office's delete
  "deleted_at",
] as const;

export type SeedField = (typeof SEED_FIELDS)[number];
export type SeedLead = Partial<Pick<Lead, SeedField>> & Pick<Lead, "first_name" | "last_name" | "email" | "phone">;

const CREATED_BY = "test-factory";
const ACTOR = { kind: "system", name: CREATED_BY } as const;
/** The factory as the owner's other writes and the accounts name it: a crew route's history row, an account's event. */
export const FACTORY_ACTOR = { id: null, email: CREATED_BY } as const;

/** The fields createLead takes (above), then the ones each later change sets. */
const CREATED = new Set<string>([...SEED_FIELDS.slice(0, SEED_FIELDS.indexOf("created_at") + 1)]);
const BILLING = ["billing_state", "stripe_subscription_id", "stripe_customer_id", "billing_event_created", "billing_next_charge_at"] as const;
const POSITION = ["latitude", "longitude", "position_source"] as const;

/**
 * Makes a lead through the owner (see above) and answers it as stored. A field given as null or
 * as the value a new quote has already is no change.
 */
export async function seedLead(db: Db, fields: SeedLead): Promise<Lead> {
  const unknown = Object.keys(fields).filter((k) => !(SEED_FIELDS as readonly string[]).includes(k));
  if (unknown.length > 0) throw new Error(`the test factory sets no ${unknown.join(", ")}: a lead reaches it only through the owner (server/leads/change.ts)`);
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_FIELDS) if (fields[key]) attribution[key] = fields[key];
  const consent = fields.sms_updates ? (fields.sms_consent_version ?? CURRENT_SMS_CONSENT_VERSION) : null;
  const { lead: created } = await createLead(db, fields, attribution, consent as SmsConsentVersion | null);
  const rest: LeadFields = {};
  for (const [key, value] of Object.entries(fields))
    if (!CREATED.has(key) && !(BILLING as readonly string[]).includes(key) && !(POSITION as readonly string[]).includes(key) && key !== "deleted_at")
      Object.assign(rest, { [key]: value });
  if (fields.sms_updates && fields.sms_consent_at) rest.sms_consent_at = fields.sms_consent_at;
  if (fields.property_type && fields.property_type !== created.property_type) rest.property_type = fields.property_type;
  if (Object.keys(rest).length > 0) await changed(changeLead(db, { leadId: created.id, actor: ACTOR, expected: null, fields: rest }));
  if (fields.billing_state) {
    // The billing columns as a provider's event leaves them (applyBillingChange), in one change by
    // the factory: a test's own events then meet a customer who has had none yet.
    const billing: LeadFields = { billing_state: fields.billing_state, billing_state_at: new Date().toISOString() };
    for (const key of BILLING) if (key !== "billing_state" && fields[key] !== undefined) Object.assign(billing, { [key]: fields[key] });
    await changed(changeLead(db, { leadId: created.id, actor: ACTOR, expected: null, fields: billing }));
  }
  if (fields.latitude != null && fields.longitude != null) {
    const lead = await stored(db, created.id);
    await keepPosition(db, lead.id, positionKey(lead), {
      at: { lat: fields.latitude, lng: fields.longitude },
      source: (fields.position_source as "provider" | "zip_centre" | null | undefined) ?? "provider",
    });
  }
  if (fields.deleted_at)
    await changed(
      changeLead(db, {
        leadId: created.id,
        actor: ACTOR,
        expected: null,
        fields: { deleted_at: fields.deleted_at },
        history: { type: "deleted", changes: null },
      }),
    );
  return stored(db, created.id);
}

function createLead(db: Db, fields: SeedLead, attribution: Attribution, consent: SmsConsentVersion | null) {
  return createLeadThroughOwner(
    db,
    {
      firstName: fields.first_name,
      lastName: fields.last_name,
      ...(fields.full_name ? { fullName: fields.full_name } : {}),
      email: fields.email,
      phone: fields.phone,
      zipCode: fields.zip_code ?? "",
      serviceType: fields.service_type ?? (fields.property_type === "Commercial" ? "commercial" : "residential"),
      serviceFrequency: fields.service_frequency ?? "weekly",
      preferredDay: fields.preferred_day ?? null,
      referralSource: fields.referral_source ?? "",
      specialInstructions: fields.special_instructions ?? "",
      managementCompany: fields.management_company ?? null,
      communityName: fields.community_name ?? null,
      role: fields.role ?? null,
      numHomes: fields.num_homes ?? null,
      requestType: fields.request_type ?? null,
      locale: fields.locale ?? "en",
      smsConsentVersion: consent,
      ...(fields.sms_consent_locale ? { smsConsentLocale: fields.sms_consent_locale } : {}),
    },
    { idempotencyKey: `seed-${randomId(16)}`, attribution, actor: CREATED_BY, ...(fields.created_at ? { now: new Date(fields.created_at) } : {}) },
  );
}

async function stored(db: Db, id: number): Promise<Lead> {
  const lead = await findLead(db, id);
  if (!lead) throw new Error(`lead ${id} missing after the factory's change`);
  return lead;
}

async function changed(outcome: ReturnType<typeof changeLead>): Promise<void> {
  const { result } = await outcome;
  if (result !== "applied" && result !== "unchanged") throw new Error(`the test factory's change was ${result}`);
}

/** How seedCustomerAccount left the lead's account: made now, linked now, linked already, or not linkable (another service's). */
export type SeedAccountResult = { result: "created" | "linked" | "already_linked" | "not_linked"; user: User };

/**
 * The customer account of a converted lead, by the account model's own steps, as converting the
 * lead gives one (server/auth/accounts.ts ensureCustomerAccount): the account with the lead's
 * e-mail linked to it (linkAccountToLead: a customer account without a service), or, when there is
 * none, a pending one made for the lead (createPendingAccount, in `locale` or the lead's, named
 * `name` or as the lead), without the invitation e-mail, so a test's outbox holds only what it
 * does. Visits are not planned here: a test plans the days it needs (planVisitOn in
 * server/models/visits.ts). Idempotent: an account already linked to the lead is answered as it is.
 */
export async function seedCustomerAccount(db: Db, lead: Lead, { name, locale }: { name?: string; locale?: Lead["locale"] } = {}): Promise<SeedAccountResult> {
  const existing = await findUserByEmail(db, lead.email);
  if (!existing) {
    const input = { email: lead.email, name: name ?? (lead.full_name || `${lead.first_name} ${lead.last_name}`.trim()), role: "customer" as const };
    const made = await createPendingAccount(db, { ...input, locale: locale ?? lead.locale, leadId: lead.id }, FACTORY_ACTOR);
    if (made) return { result: "created", user: made };
  }
  const user = existing ?? (await findUserByEmail(db, lead.email));
  if (!user) throw new Error(`no account for ${lead.email} after the factory made one`);
  if (user.lead_id === lead.id) return { result: "already_linked", user };
  const linked = await linkAccountToLead(db, user.id, lead.id, FACTORY_ACTOR);
  return { result: linked ? "linked" : "not_linked", user: (await findUserById(db, user.id)) ?? user };
}

/**
 * Puts the lead's customer on the crew member's route as the office's assignment does, through the
 * owner (assignCrew: the history row by "test-factory", the route re-ordered by distance, where a
 * stop without a position joins the end). "unchanged" when it is there already.
 */
export function seedRoute(db: Db, leadId: number, crewUserId: number): Promise<AssignResult> {
  return assignCrew(db, leadId, crewUserId, FACTORY_ACTOR);
}
