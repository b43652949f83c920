import { issueErrors } from "~/lib/forms";
import {
  asChoices,
  COMMUNITY_ROLE_LIST,
  REFERRAL_SOURCE_LIST,
  REQUEST_TYPE_LIST,
  FREQUENCY_CHOICES,
  PREFERRED_DAY_CHOICES,
  SERVICE_FREQUENCIES,
  SERVICE_TYPES,
} from "~/lib/lead-options";
import { plainText, z } from "~/lib/zod";

/**
 * The lead schema, shared by the quote wizard (browser and action) and the public
 * POST /api/leads. The server always re-validates; the browser only adds required/type hints.
 */

// The option lists and their labels live in ~/lib/lead-options; the wizard shows its own wording.
export const REFERRAL_SOURCES = asChoices(REFERRAL_SOURCE_LIST);
export const COMMUNITY_ROLES = asChoices(COMMUNITY_ROLE_LIST);
export const REQUEST_TYPES = asChoices(REQUEST_TYPE_LIST);

export const LEAD_SERVICE_TYPES = SERVICE_TYPES;
export const LEAD_FREQUENCIES = SERVICE_FREQUENCIES;
export { FREQUENCY_CHOICES, PREFERRED_DAY_CHOICES, SERVICE_FREQUENCIES } from "~/lib/lead-options";
export type LeadServiceType = (typeof LEAD_SERVICE_TYPES)[number];

export const LIMITS = {
  fullName: 100,
  email: 254,
  phone: 30,
  managementCompany: 120,
  communityName: 120,
  specialInstructions: 1000,
  numHomes: 100_000,
  attribution: 300,
} as const;

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

const trimmed = (max: number, label: string, message = `Enter ${label.toLowerCase()} as text`, multiline = false) =>
  z.string(message).check(z.trim(), z.maxLength(max, `${label} must be ${max} characters or fewer`), plainText({ multiline }));
const required = (max: number, label: string, message: string) => trimmed(max, label, message).check(z.minLength(1, message));

const fullName = required(LIMITS.fullName, "Full name", "Enter your full name");
const email = z.pipe(
  z.pipe(
    z
      .string("Enter your email address")
      .check(z.trim(), z.minLength(1, "Enter your email address"), z.maxLength(LIMITS.email, `Email must be ${LIMITS.email} characters or fewer`), plainText()),
    z.email("Enter an email address like name@example.com"),
  ),
  z.transform((e) => e.toLowerCase()),
);
const phone = z.pipe(
  z
    .string("Enter your phone number")
    .check(z.trim(), z.minLength(1, "Enter your phone number"), z.maxLength(LIMITS.phone, "Enter a 10-digit US phone number"), plainText()),
  z.transform((p: string, ctx) => {
    const normalized = normalizeUsPhone(p);
    if (!normalized) {
      ctx.issues.push({ code: "custom", message: "Enter a 10-digit US phone number, like (305) 555-0142", input: p });
      return z.NEVER;
    }
    return normalized;
  }),
);
const zipRequired = z
  .string("Enter your 5-digit zip code")
  .check(z.trim(), z.minLength(1, "Enter your 5-digit zip code"), z.regex(/^\d{5}$/, "Enter a 5-digit zip code, like 33131"));
const zipOptional = z.string().check(z.trim(), z.regex(/^(\d{5})?$/, "Enter a 5-digit zip code, like 33131"));
const optionalEnum = <T extends readonly { value: string }[]>(list: T) => z.enum(["", ...values(list)], "Choose an option from the list");
const referralSource = optionalEnum(REFERRAL_SOURCES);
const serviceFrequency = z.enum(values(FREQUENCY_CHOICES), "Choose how often you would like us to come");
const preferredDay = optionalEnum(PREFERRED_DAY_CHOICES);

const contactBase = {
  fullName,
  email,
  phone,
  referralSource: z._default(referralSource, ""),
};

/**
 * Step 2: contact information. Zip code is required for commercial requests only; the residential
 * step (the last one before the plan) also asks how often and on which day.
 */
export function contactSchema(serviceType: "commercial"): ReturnType<typeof commercialContactSchema>;
export function contactSchema(serviceType: LeadServiceType): ReturnType<typeof commercialContactSchema> | ReturnType<typeof residentialContactSchema>;
export function contactSchema(serviceType: LeadServiceType) {
  return serviceType === "commercial" ? commercialContactSchema() : residentialContactSchema();
}
const commercialContactSchema = () => z.object({ ...contactBase, zipCode: zipRequired });
/** The residential schedule. The wizard drops empty fields before validating, so both may be absent. */
const schedule = {
  // Weekly is preselected on the form, as the API defaults to it.
  serviceFrequency: z._default(serviceFrequency, "weekly"),
  preferredDay: z._default(preferredDay, ""),
};
export const scheduleSchema = z.object(schedule);
const residentialContactSchema = () => z.object({ ...contactBase, zipCode: z._default(zipOptional, ""), ...schedule });
export type ContactData = z.output<ReturnType<typeof residentialContactSchema>> | z.output<ReturnType<typeof commercialContactSchema>>;

/** Commercial step 3: community information. Only the community name is required. */
export const communitySchema = z.object({
  managementCompany: z._default(trimmed(LIMITS.managementCompany, "Management company"), ""),
  communityName: required(LIMITS.communityName, "Community name", "Enter the community name"),
  role: z._default(optionalEnum(COMMUNITY_ROLES), ""),
  numHomes: z
    .pipe(
      z._default(z.string().check(z.trim()), "").check(z.refine((v) => v === "" || /^\d+$/.test(v), "Enter a whole number of homes, like 120")),
      z.transform((v: string) => (v === "" ? null : Number(v))),
    )
    .check(z.refine((n) => n === null || (n >= 1 && n <= LIMITS.numHomes), `Enter a number from 1 to ${LIMITS.numHomes.toLocaleString("en-US")}`)),
  requestType: z._default(optionalEnum(REQUEST_TYPES), ""),
});
export type CommunityData = z.output<typeof communitySchema>;

export const serviceTypeSchema = z.enum(LEAD_SERVICE_TYPES, "Choose Residential or Commercial");

/** Landing-page attribution carried through the wizard in hidden fields. */
export const ATTRIBUTION_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "landing_referrer"] as const;
export type Attribution = Partial<Record<(typeof ATTRIBUTION_FIELDS)[number], string>>;

/** Keeps only known attribution keys, trimmed and capped; empty values are dropped. */
export function cleanAttribution(source: Record<string, unknown>): Attribution {
  const out: Attribution = {};
  for (const key of ATTRIBUTION_FIELDS) {
    const v = source[key];
    if (typeof v === "string" && v.trim()) out[key] = v.trim().slice(0, LIMITS.attribution);
  }
  return out;
}

/** Every value the wizard collects, as form strings (what hidden fields carry between steps). */
export const WIZARD_FIELDS = [
  "serviceType",
  "fullName",
  "email",
  "phone",
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

export const CONTACT_FIELDS = ["fullName", "email", "phone", "zipCode", "referralSource"] as const satisfies readonly WizardField[];
/** The residential contact step also asks for the schedule. */
export const SCHEDULE_FIELDS = ["serviceFrequency", "preferredDay"] as const satisfies readonly WizardField[];
export const contactFields = (serviceType: LeadServiceType | null): readonly WizardField[] =>
  serviceType === "commercial" ? CONTACT_FIELDS : [...CONTACT_FIELDS, ...SCHEDULE_FIELDS];
export const COMMUNITY_FIELDS = ["managementCompany", "communityName", "role", "numHomes", "requestType"] as const satisfies readonly WizardField[];

export const FIELD_LABELS: Record<string, string> = {
  serviceType: "Service type",
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
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

/** The public API payload (SPEC section 3), validated with the same field rules as the wizard. */
export const leadApiSchema = /* @__PURE__ */ z
  .object({
    fullName,
    email,
    phone,
    zip_code: z._default(z.string().check(z.trim()), ""),
    service_type: serviceTypeSchema,
    property_type: z._default(z.enum(["Residential", "Commercial", ""], "Use Residential or Commercial"), ""),
    service_frequency: z.pipe(
      z.pipe(
        z._default(z.string().check(z.trim(), z.toLowerCase()), ""),
        z.transform((v: string) => v || "weekly"),
      ),
      z.enum(SERVICE_FREQUENCIES, "Use weekly, bi-weekly or monthly"),
    ),
    referral_source: z._default(referralSource, ""),
    special_instructions: z._default(trimmed(LIMITS.specialInstructions, "Special instructions", undefined, true), ""),
  })
  .check(
    z.superRefine((lead, ctx) => {
      const zip = (lead.service_type === "commercial" ? zipRequired : zipOptional).safeParse(lead.zip_code);
      if (!zip.success) ctx.addIssue({ code: "custom", path: ["zip_code"], message: zip.error.issues[0]?.message ?? "Invalid zip code" });
      const expected = lead.service_type === "commercial" ? "Commercial" : "Residential";
      if (lead.property_type && lead.property_type !== expected) {
        ctx.addIssue({ code: "custom", path: ["property_type"], message: `property_type must be ${expected} for a ${lead.service_type} lead` });
      }
    }),
  );
export type LeadApiInput = z.output<typeof leadApiSchema>;

/** Turns validation issues into { field: first message }. */
export function fieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): Record<string, string> {
  return issueErrors(error.issues);
}
