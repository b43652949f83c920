import { normalizeUsPhone } from "~/lib/lead-schema";
import { plainText, z } from "~/lib/zod";

/** Longest gate and yard instructions a customer may save (as long as the quote's notes). */
export const GATE_INSTRUCTIONS_MAX = 1000;

export interface CustomerContactMessages {
  phoneRequired: string;
  phoneInvalid: string;
  gateTooLong: string;
  unsafeText: string;
}

/** The customer area's contact form, with the messages of the page's language: the phone (stored as "(305) 555-0142") and the crew's access instructions. */
export function customerContactSchema(m: CustomerContactMessages) {
  return z.object({
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
    gateInstructions: z._default(
      z.string().check(z.trim(), z.maxLength(GATE_INSTRUCTIONS_MAX, m.gateTooLong), plainText({ multiline: true, message: m.unsafeText })),
      "",
    ),
  });
}
