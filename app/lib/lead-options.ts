import type { Locale } from "~/lib/i18n";

/**
 * Every coded lead value and the words a person reads for it, defined once. The database schema,
 * the wizard, the admin pages, the CSV export and the API all import from here.
 * Client-safe: plain data, no server imports.
 */

export interface LeadOption<V extends string = string> {
  value: V;
  /** What the admin, CSV label columns and e-mails show. */
  label: string;
  /** The wizard's wording for the choice when it differs from the label ("I want a proposal"). */
  choice?: string;
}

/** The longest value each free-text lead field accepts (the schema's limits and the messages that name them). */
export const LIMITS = {
  fullName: 100,
  email: 254,
  phone: 30,
  managementCompany: 120,
  communityName: 120,
  specialInstructions: 1000,
  numHomes: 100_000,
  /** The most dogs one stop records (leads.dogs: 1 to this, or none). */
  dogs: 20,
  attribution: 300,
} as const;

const valuesOf = <const T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as { [K in keyof T]: T[K] extends { value: infer V } ? V : never };

export const LEAD_STATUS_LIST = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "scheduled", label: "Scheduled" },
  { value: "converted", label: "Converted" },
  { value: "lost", label: "Lost" },
] as const satisfies readonly LeadOption[];
export const LEAD_STATUSES = valuesOf(LEAD_STATUS_LIST);
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const SERVICE_TYPE_LIST = [
  { value: "residential", label: "Residential" },
  { value: "commercial", label: "Commercial" },
] as const satisfies readonly LeadOption[];
export const SERVICE_TYPES = valuesOf(SERVICE_TYPE_LIST);
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const PROPERTY_TYPE_LIST = [
  { value: "Residential", label: "Residential" },
  { value: "Commercial", label: "Commercial" },
] as const satisfies readonly LeadOption[];
export const PROPERTY_TYPES = valuesOf(PROPERTY_TYPE_LIST);
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const SERVICE_FREQUENCY_LIST = [
  { value: "weekly", label: "Weekly" },
  { value: "bi-weekly", label: "Bi-Weekly" },
  { value: "monthly", label: "Monthly" },
] as const satisfies readonly LeadOption[];
export const SERVICE_FREQUENCIES = valuesOf(SERVICE_FREQUENCY_LIST);
export type ServiceFrequency = (typeof SERVICE_FREQUENCIES)[number];

/** Days a residential visit can be scheduled; "No preference" is stored as NULL. */
export const PREFERRED_DAY_LIST = [
  { value: "monday", label: "Monday" },
  { value: "tuesday", label: "Tuesday" },
  { value: "wednesday", label: "Wednesday" },
  { value: "thursday", label: "Thursday" },
  { value: "friday", label: "Friday" },
  { value: "saturday", label: "Saturday" },
] as const satisfies readonly LeadOption[];
export const PREFERRED_DAYS = valuesOf(PREFERRED_DAY_LIST);
export type PreferredDay = (typeof PREFERRED_DAYS)[number];
export const NO_DAY_PREFERENCE = "No preference";

/** The wizard's radio lists for frequency and preferred day. */
export const FREQUENCY_CHOICES = SERVICE_FREQUENCY_LIST;
export const PREFERRED_DAY_CHOICES = PREFERRED_DAY_LIST;

export const REFERRAL_SOURCE_LIST = [
  { value: "google", label: "Google" },
  { value: "facebook", label: "Facebook" },
  { value: "referral", label: "Referral from a friend or neighbour" },
  { value: "other", label: "Other" },
] as const satisfies readonly LeadOption[];

export const COMMUNITY_ROLE_LIST = [
  { value: "manager", label: "Property manager", choice: "Property Manager" },
  { value: "board", label: "Board member", choice: "Board Member" },
  { value: "owner", label: "Property owner", choice: "Property Owner" },
  { value: "other", label: "Other" },
] as const satisfies readonly LeadOption[];

export const REQUEST_TYPE_LIST = [
  { value: "proposal", label: "Proposal", choice: "I want a proposal" },
  { value: "information", label: "More information", choice: "I want more information" },
] as const satisfies readonly LeadOption[];

/**
 * The ad networks whose click ids a visit can carry (server/attribution/params.ts names the
 * parameter of each). The codes double as sources in the overview's chart, so Meta's is "facebook".
 */
export const CLICK_NETWORK_LIST = [
  { value: "google", label: "Google Ads" },
  { value: "microsoft", label: "Microsoft Advertising" },
  { value: "facebook", label: "Meta (Facebook, Instagram)" },
  { value: "tiktok", label: "TikTok" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "x", label: "X (Twitter)" },
] as const satisfies readonly LeadOption[];
export const CLICK_NETWORKS = valuesOf(CLICK_NETWORK_LIST);
export type ClickNetwork = (typeof CLICK_NETWORKS)[number];

/** The language of the pages the lead was sent from (the visitor's confirmation is written in it). */
export const LEAD_LOCALE_LIST = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
] as const satisfies readonly LeadOption<Locale>[];
export const LEAD_LOCALES = valuesOf(LEAD_LOCALE_LIST);
export type LeadLocale = (typeof LEAD_LOCALES)[number];

export const LEAD_EVENT_TYPE_LIST = [
  { value: "created", label: "Lead created" },
  { value: "status_changed", label: "Status changed" },
  { value: "edited", label: "Edited" },
  { value: "deleted", label: "Deleted" },
  { value: "restored", label: "Restored" },
  { value: "converted", label: "Converted (plan purchased)" },
  { value: "customer_updated", label: "Updated by the customer" },
  { value: "billing_changed", label: "Billing state changed" },
  { value: "payment_link_sent", label: "Payment link sent" },
  { value: "visit_skipped", label: "Visit skipped by the customer" },
  { value: "visit_unskipped", label: "Skip undone by the customer" },
  { value: "service_paused", label: "Service paused" },
  { value: "pause_ended", label: "Pause ended early" },
  { value: "cancellation_requested", label: "Cancellation requested" },
  { value: "cancellation_withdrawn", label: "Cancellation withdrawn (paid again)" },
  { value: "visitor_change_held", label: "Change from the quote form held for the office" },
] as const satisfies readonly LeadOption[];
export const LEAD_EVENT_TYPES = valuesOf(LEAD_EVENT_TYPE_LIST);
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/**
 * A customer's subscription with the payment provider, as the office and the customer see it
 * (docs/decisions/0012-billing-state-from-provider-events.md). NULL on the lead: no subscription yet.
 */
export const BILLING_STATE_LIST = [
  { value: "active", label: "Active" },
  { value: "past_due", label: "Past due" },
  { value: "paused", label: "Paused" },
  { value: "canceled", label: "Canceled" },
] as const satisfies readonly LeadOption[];
export const BILLING_STATES = valuesOf(BILLING_STATE_LIST);
export type BillingState = (typeof BILLING_STATES)[number];

/**
 * A customer's service as the office's list shows and filters it: the account's status
 * (server/service/account.ts), whatever made it so (the provider, the customer's pause or cancellation).
 */
export const SERVICE_STATE_LIST = [
  { value: "active", label: "Active" },
  { value: "past_due", label: "Past due" },
  { value: "paused", label: "Paused" },
  { value: "ending", label: "Ending" },
  { value: "canceled", label: "Canceled" },
] as const satisfies readonly LeadOption[];
export const SERVICE_STATES = valuesOf(SERVICE_STATE_LIST);
export type ServiceState = (typeof SERVICE_STATES)[number];

/** The wizard's wording for an option (its label unless it has its own). */
export const choiceText = (option: LeadOption) => option.choice ?? option.label;

/** A list as the wizard shows it: each value with its choice wording as the label. */
export const asChoices = <const T extends readonly LeadOption[]>(list: T) =>
  list.map((o) => ({ value: o.value, label: choiceText(o) })) as unknown as { readonly [K in keyof T]: { value: T[K]["value"]; label: string } };

/**
 * The label for a stored code; an unknown code is shown as stored and an empty one as "".
 * Codes are matched as stored (API leads may carry values older than today's lists).
 */
export function optionLabel(list: readonly LeadOption[], value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  return list.find((o) => o.value === value)?.label ?? value;
}

/** Lead columns with a coded value, and the list that names them (admin details, history, CSV). */
export const CODED_LEAD_FIELDS = {
  status: LEAD_STATUS_LIST,
  service_type: SERVICE_TYPE_LIST,
  property_type: PROPERTY_TYPE_LIST,
  service_frequency: SERVICE_FREQUENCY_LIST,
  referral_source: REFERRAL_SOURCE_LIST,
  role: COMMUNITY_ROLE_LIST,
  request_type: REQUEST_TYPE_LIST,
  preferred_day: PREFERRED_DAY_LIST,
  locale: LEAD_LOCALE_LIST,
  click_network: CLICK_NETWORK_LIST,
} as const satisfies Record<string, readonly LeadOption[]>;
export type CodedLeadField = keyof typeof CODED_LEAD_FIELDS;

export const isCodedLeadField = (field: string): field is CodedLeadField => Object.hasOwn(CODED_LEAD_FIELDS, field);

/** Who did something in a lead's history, in words ("visitor" → "Visitor (website)"). */
export function actorLabel(actor: string): string {
  switch (actor) {
    case "visitor":
      return "Visitor (website)";
    case "api":
      return "Lead API";
    case "system":
      return "System";
    case "stripe":
      return "Payment provider";
    case "sms":
      return "Text message (a keyword such as STOP)";
    case "smoke-test":
      return "Smoke test (test lead, deleted on arrival)";
    default:
      return actor;
  }
}

/**
 * The name to show for a lead: the name as typed when it still matches the stored first and last
 * names (an admin edit of either makes those the current name).
 */
export function leadDisplayName(lead: { first_name: string; last_name: string; full_name?: string | null }): string {
  const split = `${lead.first_name} ${lead.last_name}`.trim();
  const typed = lead.full_name?.trim() ?? "";
  const words = (s: string) => s.split(/\s+/).filter(Boolean).join(" ");
  return typed && words(typed) === words(split) ? typed : split;
}

export const frequencyLabel = (frequency: string): string => optionLabel(SERVICE_FREQUENCY_LIST, frequency);

/**
 * A lead's frequency as the office reads it (list, details, CSV, the office's e-mail): a community
 * (commercial) request is never asked how often, so it has none (""), whatever the column's default holds.
 */
export const leadFrequencyLabel = (lead: { service_type: string; service_frequency: string }): string =>
  lead.service_type === "commercial" ? "" : frequencyLabel(lead.service_frequency);

/** "Residential · Weekly"; a community request, "Commercial" alone. */
export const leadServiceLabel = (lead: { service_type: string; service_frequency: string; property_type: string }): string =>
  [lead.property_type, leadFrequencyLabel(lead)].filter(Boolean).join(" · ");

export const preferredDayLabel = (day: string | null | undefined): string => optionLabel(PREFERRED_DAY_LIST, day) || NO_DAY_PREFERENCE;

/**
 * The versions of the text-message consent wording shown beside the wizard's phone field, oldest
 * first; the last one is shown today. A lead stores the version its visitor agreed to (and when);
 * each version's exact words, in both languages, are in server/content/sms-consent.ts and never
 * change once published: new words get a new version.
 */
export const SMS_CONSENT_VERSIONS = ["sms-2026-11-25"] as const;
export type SmsConsentVersion = (typeof SMS_CONSENT_VERSIONS)[number];
export const CURRENT_SMS_CONSENT_VERSION: SmsConsentVersion = "sms-2026-11-25";
export const isSmsConsentVersion = (value: unknown): value is SmsConsentVersion => (SMS_CONSENT_VERSIONS as readonly unknown[]).includes(value);
/** Whether a posted box's value is the wording shown today: the form accepts no other (older ones stay readable in records). */
export const isCurrentSmsConsent = (value: unknown): value is typeof CURRENT_SMS_CONSENT_VERSION => value === CURRENT_SMS_CONSENT_VERSION;
