import { idField, plainText, versionField, z } from "~/lib/zod";
import { LIMITS, PREFERRED_DAYS, PROPERTY_TYPES, SERVICE_FREQUENCIES, LEAD_STATUSES } from "~/lib/lead-options";
import { dogsCount, GATE_INSTRUCTIONS_MAX } from "~/lib/customer-schema";
import { isStreetLine } from "~/lib/service-address";

/**
 * The admin's lead forms: Edit Lead's schema and field labels, the status change, and what a stale
 * or vanished lead is told. Validated on the server; client bundles only take the labels.
 */
const DOGS_MESSAGE = `Enter how many dogs (1 to ${LIMITS.dogs}), or leave it empty`;

/**
 * The Edit Lead form. Validated on the server; the browser adds input types (email, tel).
 * Built inside a pure call so client bundles, which only use this module's helpers, drop it.
 */
export const leadEditSchema = /* @__PURE__ */ (() =>
  z.object({
    first_name: z
      .string({ error: "First name is required" })
      .check(z.trim(), z.minLength(1, "First name is required"), z.maxLength(100, "First name is too long"), plainText()),
    last_name: z._default(z.string().check(z.trim(), z.maxLength(100, "Last name is too long"), plainText()), ""),
    email: z.pipe(
      z.string({ error: "Email is required" }).check(z.trim(), z.minLength(1, "Email is required"), z.maxLength(254, "Email is too long"), plainText()),
      z.email("Email is invalid"),
    ),
    phone: z.string({ error: "Phone is required" }).check(
      z.trim(),
      z.minLength(1, "Phone is required"),
      z.maxLength(40, "Phone is too long"),
      plainText(),
      z.refine((value) => value.replace(/\D/g, "").length >= 7, "Phone number is too short"),
    ),
    address: z._default(
      z.string().check(
        z.trim(),
        z.maxLength(300, "Address is too long"),
        plainText(),
        z.refine(
          (value) => value === "" || isStreetLine(value),
          "Enter a street address with the house number (for example 1234 SW 8th St), not only a ZIP code",
        ),
      ),
      "",
    ),
    zip_code: z._default(z.string().check(z.trim(), z.regex(/^(\d{5})?$/, "Enter a 5-digit ZIP code")), ""),
    gate_instructions: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(GATE_INSTRUCTIONS_MAX, "Gate instructions are too long (1,000 characters at most)"), plainText({ multiline: true })),
      "",
    ),
    /** "" is "not recorded" (stored as NULL). */
    dogs: z._default(dogsCount(DOGS_MESSAGE), null),
    /** "" is "No preference" (stored as NULL); the customer's visits wait for a day. */
    preferred_day: z.pipe(
      z._default(z.union([z.literal(""), z.null(), z.enum(PREFERRED_DAYS)], { error: "Choose a day we serve (Monday to Saturday) or No preference" }), ""),
      z.transform((day) => (day === "" || day === null ? null : day)),
    ),
    property_type: z.enum(PROPERTY_TYPES, { error: "Choose a property type" }),
    service_frequency: z.enum(SERVICE_FREQUENCIES, { error: "Choose a service frequency" }),
    status: z.enum(LEAD_STATUSES, { error: "Choose a status" }),
    /** What the customer wrote in the quote (they read it back in their services tab). */
    special_instructions: z._default(
      z.string().check(z.trim(), z.maxLength(2000, "Notes are too long (2,000 characters at most)"), plainText({ multiline: true })),
      "",
    ),
    /** The office's internal note: the office and the crew's stop only, never the customer. */
    office_notes: z._default(
      z.string().check(z.trim(), z.maxLength(2000, "Office notes are too long (2,000 characters at most)"), plainText({ multiline: true })),
      "",
    ),
  }))();
export type LeadEditInput = z.output<typeof leadEditSchema>;

/** The Edit Lead form's fields and their labels, in form order (the history lower-cases them: "Edited first name"). */
export const EDIT_FIELD_LABELS: Record<keyof LeadEditInput, string> = {
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  address: "Street address",
  zip_code: "ZIP code",
  gate_instructions: "Gate instructions",
  dogs: "Dogs",
  preferred_day: "Preferred day",
  property_type: "Property type",
  service_frequency: "Service frequency",
  status: "Status",
  special_instructions: "Customer's instructions from the quote",
  office_notes: "Office notes (internal)",
};

export const statusChangeSchema = /* @__PURE__ */ (() =>
  z.object({
    // The one id and version parsers (~/lib/forms): digits only.
    leadId: idField(),
    status: z.enum(LEAD_STATUSES, { error: "Choose a status" }),
    version: versionField(),
  }))();

/** The message a stale save gets (optimistic concurrency: the form's version is not the stored one). */
export const STALE_SAVE_MESSAGE = "This lead was changed by someone else; review and save again.";
/** The message an action on a lead that is gone or was deleted meanwhile gets. */
export const LEAD_GONE_MESSAGE = "That lead no longer exists or was deleted.";
