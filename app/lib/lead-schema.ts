import { issueErrors } from "~/lib/forms";
import { withoutUnsafeInLine } from "~/lib/unsafe-text";
import {
  asChoices,
  CLICK_NETWORKS,
  COMMUNITY_ROLE_LIST,
  REFERRAL_SOURCE_LIST,
  REQUEST_TYPE_LIST,
  FREQUENCY_CHOICES,
  LEAD_LOCALES,
  LIMITS,
  PREFERRED_DAY_CHOICES,
  SERVICE_FREQUENCIES,
  SERVICE_TYPES,
  CURRENT_SMS_CONSENT_VERSION,
} from "~/lib/lead-options";
import { plainText, z } from "~/lib/zod";
import type { LeadMessages } from "~server/content/lead-messages";

/**
 * The lead schema, shared by the quote wizard (browser and action) and the public
 * POST /api/leads. The server always re-validates; the browser only adds required/type hints.
 * Each schema takes its messages in the visitor's language (server/content/lead-messages.ts):
 * the server passes them, and the wizard's page gets them as loader data for the browser.
 */

// The option lists and their labels live in ~/lib/lead-options; the wizard shows its own wording.
export const REFERRAL_SOURCES = asChoices(REFERRAL_SOURCE_LIST);
export const COMMUNITY_ROLES = asChoices(COMMUNITY_ROLE_LIST);
export const REQUEST_TYPES = asChoices(REQUEST_TYPE_LIST);

export const LEAD_SERVICE_TYPES = SERVICE_TYPES;
export const LEAD_FREQUENCIES = SERVICE_FREQUENCIES;
export { FREQUENCY_CHOICES, LIMITS, PREFERRED_DAY_CHOICES, SERVICE_FREQUENCIES } from "~/lib/lead-options";
export type LeadServiceType = (typeof LEAD_SERVICE_TYPES)[number];

const values = <T extends readonly { value: string }[]>(list: T) => list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

/** "Maria del Carmen Lopez" → first "Maria del Carmen", last "Lopez"; a single word is the first name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] ?? "" };
}

/** A US phone number as "(305) 555-0142", or null when it is not 10 digits (an optional leading 1 is allowed). */
export function normalizeUsPhone(input: string): string | null {
  if (!/^[\d\s()+.-]*$/.test(input)) return null;
  let digits = input.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10 || digits[0] === "0" || digits[0] === "1") return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

type Messages = LeadMessages;

const trimmed = (max: number, message: string, tooLong: string, unsafe: string, multiline = false) =>
  z.string(message).check(z.trim(), z.maxLength(max, tooLong), plainText({ multiline, message: unsafe }));
const required = (max: number, message: string, tooLong: string, unsafe: string) => trimmed(max, message, tooLong, unsafe).check(z.minLength(1, message));

/** The pattern `z.email()` checks (below), for the browser's check before submit (`data-pattern`). */
export const EMAIL_PATTERN = z.regexes.email.source;

const fullNameField = (m: Messages) => required(LIMITS.fullName, m.fullNameRequired, m.fullNameTooLong, m.unsafeText);
const emailField = (m: Messages) =>
  z.pipe(
    z.pipe(
      z
        .string(m.emailRequired)
        .check(z.trim(), z.minLength(1, m.emailRequired), z.maxLength(LIMITS.email, m.emailTooLong), plainText({ message: m.unsafeText })),
      z.email(m.emailInvalid),
    ),
    z.transform((e) => e.toLowerCase()),
  );
const phoneField = (m: Messages) =>
  z.pipe(
    z.string(m.phoneRequired).check(z.trim(), z.minLength(1, m.phoneRequired), z.maxLength(LIMITS.phone, m.phoneTooLong), plainText({ message: m.unsafeText })),
    z.transform((p: string, ctx) => {
      const normalized = normalizeUsPhone(p);
      if (!normalized) {
        ctx.issues.push({ code: "custom", message: m.phoneInvalid, input: p });
        return z.NEVER;
      }
      return normalized;
    }),
  );
const zipRequired = (m: Messages) => z.string(m.zipRequired).check(z.trim(), z.minLength(1, m.zipRequired), z.regex(/^\d{5}$/, m.zipInvalid));
const zipOptional = (m: Messages) => z.string(m.zipInvalid).check(z.trim(), z.regex(/^(\d{5})?$/, m.zipInvalid));
const optionalEnum = <T extends readonly { value: string }[]>(list: T, m: Messages) => z.enum(["", ...values(list)], m.choice);
const referralSourceField = (m: Messages) => optionalEnum(REFERRAL_SOURCES, m);

/**
 * The optional text-message box: posted only when ticked, its value the version of the wording
 * shown beside it (only today's version is accepted) (server/content/sms-consent.ts), which the lead stores with the time.
 */
const smsConsentField = (m: Messages) => z._default(z.enum(["", CURRENT_SMS_CONSENT_VERSION], m.smsConsent), "");

const contactBase = (m: Messages) => ({
  fullName: fullNameField(m),
  email: emailField(m),
  phone: phoneField(m),
  smsConsent: smsConsentField(m),
  referralSource: z._default(referralSourceField(m), ""),
});

/**
 * Step 2: contact information, with its messages in the visitor's language. Zip code is required
 * for commercial requests only; the residential step (the last one before the plan) also asks
 * how often and on which day.
 */
export function contactSchema(serviceType: "commercial", messages: Messages): ReturnType<typeof commercialContactSchema>;
export function contactSchema(
  serviceType: LeadServiceType,
  messages: Messages,
): ReturnType<typeof commercialContactSchema> | ReturnType<typeof residentialContactSchema>;
export function contactSchema(serviceType: LeadServiceType, messages: Messages) {
  return serviceType === "commercial" ? commercialContactSchema(messages) : residentialContactSchema(messages);
}
const commercialContactSchema = (m: Messages) => z.object({ ...contactBase(m), zipCode: zipRequired(m) });
/** The residential schedule. The wizard drops empty fields before validating, so both may be absent. */
const schedule = (m: Messages) => ({
  // Weekly is preselected on the form, as the API defaults to it.
  serviceFrequency: z._default(z.enum(values(FREQUENCY_CHOICES), m.serviceFrequency), "weekly"),
  preferredDay: z._default(optionalEnum(PREFERRED_DAY_CHOICES, m), ""),
});
export const scheduleSchema = (messages: Messages) => z.object(schedule(messages));
const residentialContactSchema = (m: Messages) => z.object({ ...contactBase(m), zipCode: z._default(zipOptional(m), ""), ...schedule(m) });
export type ContactData = z.output<ReturnType<typeof residentialContactSchema>> | z.output<ReturnType<typeof commercialContactSchema>>;

/** Commercial step 3: community information. Only the community name is required. */
export const communitySchema = (m: Messages) =>
  z.object({
    managementCompany: z._default(trimmed(LIMITS.managementCompany, m.managementCompanyText, m.managementCompanyTooLong, m.unsafeText), ""),
    communityName: required(LIMITS.communityName, m.communityNameRequired, m.communityNameTooLong, m.unsafeText),
    role: z._default(optionalEnum(COMMUNITY_ROLES, m), ""),
    numHomes: z
      .pipe(
        z._default(z.string(m.numHomesWhole).check(z.trim()), "").check(z.refine((v) => v === "" || /^\d+$/.test(v), m.numHomesWhole)),
        z.transform((v: string) => (v === "" ? null : Number(v))),
      )
      .check(z.refine((n) => n === null || (n >= 1 && n <= LIMITS.numHomes), m.numHomesRange)),
    requestType: z._default(optionalEnum(REQUEST_TYPES, m), ""),
  });
export type CommunityData = z.output<ReturnType<typeof communitySchema>>;

/** The service choice (step 1); also reads `?service=` (only its success matters there). */
export const serviceTypeSchema = (messages: Pick<Messages, "serviceType">) => z.enum(LEAD_SERVICE_TYPES, messages.serviceType);
const isServiceType = (value: unknown): value is LeadServiceType => (LEAD_SERVICE_TYPES as readonly unknown[]).includes(value);
/** A posted or preset service type, or null. */
export const serviceTypeOf = (value: unknown): LeadServiceType | null => (isServiceType(value) ? value : null);

/** The campaign tags of a visit (the `utm_*` query parameters of the same names). */
export const CAMPAIGN_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * The visit a lead is credited to, carried through the wizard in hidden fields and stored with
 * the lead: campaign tags, the ad click id and its network, the path the visitor landed on and
 * the other site that sent them (server/attribution/).
 */
export const ATTRIBUTION_FIELDS = [...CAMPAIGN_FIELDS, "click_id", "click_network", "landing_path", "landing_referrer"] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

const isClickNetwork = (v: string) => (CLICK_NETWORKS as readonly string[]).includes(v);
/** A path on this site: one leading slash, no query. */
const isSitePath = (v: string) => v.startsWith("/") && !v.startsWith("//") && !/[?#\\\s]/.test(v);
/** Ad networks' click ids are URL-safe: letters, digits and `-._~`. */
const isClickId = (v: string) => /^[A-Za-z0-9._~-]+$/.test(v);

/** The other site that sent a visitor, as its http(s) origin and path only (no credentials, query or fragment), or null. */
export function referrerOriginAndPath(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return `${url.origin}${url.pathname}`;
  } catch {
    // Not a URL: not recorded.
    return null;
  }
}

/**
 * Keeps only known attribution keys, without control or bidirectional characters, trimmed and
 * capped; empty values are dropped, and so are a network that is not in the list, a click id that
 * is not URL-safe, a landing path that is not a path on this site and a referrer that is not an
 * http(s) URL (kept as its origin and path).
 */
export function cleanAttribution(source: Record<string, unknown>): Attribution {
  const out: Attribution = {};
  for (const key of ATTRIBUTION_FIELDS) {
    const raw = source[key];
    if (typeof raw !== "string") continue;
    let v: string | null = withoutUnsafeInLine(raw).trim().slice(0, LIMITS.attribution);
    if (key === "landing_referrer") v = referrerOriginAndPath(v)?.slice(0, LIMITS.attribution) ?? null;
    if (!v) continue;
    if (key === "click_network" && !isClickNetwork(v)) continue;
    if (key === "click_id" && !isClickId(v)) continue;
    if (key === "landing_path" && !isSitePath(v)) continue;
    out[key] = v;
  }
  // A click id means nothing without its network, nor a network without its click id.
  if (!out.click_id || !out.click_network) {
    delete out.click_id;
    delete out.click_network;
  }
  return out;
}

/** Whether a visit carries a campaign: a `utm_*` tag or an ad click id. */
export const hasCampaign = (a: Attribution | null | undefined): boolean => !!a && (CAMPAIGN_FIELDS.some((k) => a[k]) || !!a.click_id);

/** Every value the wizard collects, as form strings (what hidden fields carry between steps). */
export const WIZARD_FIELDS = [
  "serviceType",
  "fullName",
  "email",
  "phone",
  "smsConsent",
  "zipCode",
  "referralSource",
  "serviceFrequency",
  "preferredDay",
  "managementCompany",
  "communityName",
  "role",
  "numHomes",
  "requestType",
] as const;
export type WizardField = (typeof WIZARD_FIELDS)[number];
export type WizardValues = Partial<Record<WizardField, string>>;

export const CONTACT_FIELDS = ["fullName", "email", "phone", "smsConsent", "zipCode", "referralSource"] as const satisfies readonly WizardField[];
/** The residential contact step also asks for the schedule. */
export const SCHEDULE_FIELDS = ["serviceFrequency", "preferredDay"] as const satisfies readonly WizardField[];
export const contactFields = (serviceType: LeadServiceType | null): readonly WizardField[] =>
  serviceType === "commercial" ? CONTACT_FIELDS : [...CONTACT_FIELDS, ...SCHEDULE_FIELDS];
export const COMMUNITY_FIELDS = ["managementCompany", "communityName", "role", "numHomes", "requestType"] as const satisfies readonly WizardField[];

/** The API's names of the fields in its error details (English: the API is for integrators). */
export const FIELD_LABELS: Partial<Record<string, string>> = {
  serviceType: "Service type",
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  smsConsent: "Text messages",
  zipCode: "Zip code",
  referralSource: "How did you hear about us?",
  serviceFrequency: "How often",
  preferredDay: "Preferred service day",
  managementCompany: "Management company",
  communityName: "Community name",
  role: "Your role",
  numHomes: "Number of homes",
  requestType: "Request type",
  specialInstructions: "Special instructions",
};

/**
 * The public API payload (the wizard's lead as JSON, below), validated with the same field rules
 * as the wizard.
 * Its own messages are for integrators and stay English; `locale` is the language of the page the
 * visitor used (the confirmation e-mail is written in it), English when absent.
 */
export const leadApiSchema = (m: Messages) =>
  z
    .object({
      fullName: fullNameField(m),
      email: emailField(m),
      phone: phoneField(m),
      zip_code: z._default(z.string().check(z.trim()), ""),
      service_type: serviceTypeSchema(m),
      property_type: z._default(z.enum(["Residential", "Commercial", ""], "Use Residential or Commercial"), ""),
      service_frequency: z.pipe(
        z.pipe(
          z._default(z.string().check(z.trim(), z.toLowerCase()), ""),
          z.transform((v: string) => v || "weekly"),
        ),
        z.enum(SERVICE_FREQUENCIES, "Use weekly, bi-weekly or monthly"),
      ),
      referral_source: z._default(referralSourceField(m), ""),
      special_instructions: z._default(
        trimmed(
          LIMITS.specialInstructions,
          "Enter special instructions as text",
          `Special instructions must be ${LIMITS.specialInstructions} characters or fewer`,
          m.unsafeText,
          true,
        ),
        "",
      ),
      locale: z._default(z.enum(LEAD_LOCALES, `Use ${LEAD_LOCALES.join(" or ")}`), "en"),
    })
    .check(
      z.superRefine((lead, ctx) => {
        const zip = (lead.service_type === "commercial" ? zipRequired(m) : zipOptional(m)).safeParse(lead.zip_code);
        if (!zip.success) ctx.addIssue({ code: "custom", path: ["zip_code"], message: zip.error.issues[0]?.message ?? m.zipInvalid });
        const expected = lead.service_type === "commercial" ? "Commercial" : "Residential";
        if (lead.property_type && lead.property_type !== expected) {
          ctx.addIssue({ code: "custom", path: ["property_type"], message: `property_type must be ${expected} for a ${lead.service_type} lead` });
        }
      }),
    );
export type LeadApiInput = z.output<ReturnType<typeof leadApiSchema>>;

/** Turns validation issues into { field: first message }. */
export function fieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): Record<string, string> {
  return issueErrors(error.issues);
}
