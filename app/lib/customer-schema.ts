import { normalizeUsPhone } from "~/lib/lead-schema";
import { plainText, z } from "~/lib/zod";

/** Longest gate and yard instructions a customer may save (as long as the quote's notes). */
export const GATE_INSTRUCTIONS_MAX = 1000;

/** The customer area's contact form: the phone (stored as "(305) 555-0142") and the crew's access instructions. */
export const customerContactSchema = z.object({
  phone: z.pipe(
    z.string("Enter your phone number").check(z.trim(), z.minLength(1, "Enter your phone number"), plainText()),
    z.transform((p: string, ctx) => {
      const normalized = normalizeUsPhone(p);
      if (!normalized) {
        ctx.issues.push({ code: "custom", message: "Enter a 10-digit US phone number, such as (305) 555-0142", input: p });
        return z.NEVER;
      }
      return normalized;
    }),
  ),
  gateInstructions: z._default(
    z.string().check(z.trim(), z.maxLength(GATE_INSTRUCTIONS_MAX, `Use at most ${GATE_INSTRUCTIONS_MAX} characters`), plainText({ multiline: true })),
    "",
  ),
});
