import { normalizeUsPhone } from "~/lib/lead-schema";
import { LIMITS, PREFERRED_DAYS } from "~/lib/lead-options";
import { isServiceZip, isStreetLine } from "~/lib/service-address";
import { plainText, z } from "~/lib/zod";

/** Longest gate and yard instructions a customer may save (as long as the quote's notes). */
export const GATE_INSTRUCTIONS_MAX = 1000;

/**
 * How many dogs live at the stop, as typed: 1 to LIMITS.dogs, or empty for "not said" (stored as
 * NULL). One rule for the office's Edit Lead and the customer's account tab.
 */
export const dogsCount = (message: string) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v) => v === "" || (/^[1-9]\d?$/.test(v) && Number(v) <= LIMITS.dogs), message),
    ),
    z.transform((v): number | null => (v === "" ? null : Number(v))),
  );

export interface CustomerContactMessages {
  phoneRequired: string;
  phoneInvalid: string;
  gateTooLong: string;
  unsafeText: string;
  dogsInvalid: string;
}

export interface ServiceDetailsMessages {
  addressRequired: string;
  addressStreet: string;
  zipRequired: string;
  zipInvalid: string;
  zipOutside: string;
  dayRequired: string;
  gateTooLong: string;
  unsafeText: string;
}

/**
 * Where and when the crew comes, as the customer gives it (customer area, invitation): a street
 * line, a ZIP in the service area and a day we serve. Every field is required, so a saved form
 * always leaves the service ready for visits.
 */
export function serviceDetailsShape(m: ServiceDetailsMessages) {
  return {
    address: z
      .string(m.addressRequired)
      .check(
        z.trim(),
        z.minLength(1, m.addressRequired),
        z.maxLength(300, m.addressStreet),
        plainText({ message: m.unsafeText }),
        z.refine(isStreetLine, m.addressStreet),
      ),
    zipCode: z.string(m.zipRequired).check(z.trim(), z.minLength(1, m.zipRequired), z.regex(/^\d{5}$/, m.zipInvalid), z.refine(isServiceZip, m.zipOutside)),
    preferredDay: z.enum(PREFERRED_DAYS, m.dayRequired),
  };
}

/** The customer area's "service address and visit day" form (the gate instructions are in the contact form). */
export const serviceDetailsSchema = (m: ServiceDetailsMessages) => z.object(serviceDetailsShape(m));

/** Accepting an invitation to a service: the address, day and gate instructions, before the first visit. */
export const invitationServiceSchema = (m: ServiceDetailsMessages) =>
  z.object({
    ...serviceDetailsShape(m),
    gateInstructions: z._default(
      z.string().check(z.trim(), z.maxLength(GATE_INSTRUCTIONS_MAX, m.gateTooLong), plainText({ multiline: true, message: m.unsafeText })),
      "",
    ),
  });

/**
 * The customer area's contact form, with the messages of the page's language: the phone (stored as
 * "(305) 555-0142"), and the crew's access instructions and the number of dogs when the form sends
 * them (absent: unchanged).
 */
export function customerContactSchema(m: CustomerContactMessages) {
  return z.object({
    dogs: z.optional(dogsCount(m.dogsInvalid)),
    gateInstructions: z.optional(
      z.string().check(z.trim(), z.maxLength(GATE_INSTRUCTIONS_MAX, m.gateTooLong), plainText({ multiline: true, message: m.unsafeText })),
    ),
    phone: z.pipe(
      z.string(m.phoneRequired).check(z.trim(), z.minLength(1, m.phoneRequired), plainText({ message: m.unsafeText })),
      z.transform((p: string, ctx) => {
        const normalized = normalizeUsPhone(p);
        if (!normalized) {
          ctx.issues.push({ code: "custom", message: m.phoneInvalid, input: p });
          return z.NEVER;
        }
        return normalized;
      }),
    ),
  });
}
