import { LOGIN_RULES } from "~/lib/login-rules";
import { plainText, z } from "~/lib/zod";

const { email, password } = LOGIN_RULES;

/** The sign-in form, always validated on the server; the browser checks it first with LOGIN_RULES. */
export const loginSchema = z.object({
  email: z.pipe(z.string({ error: email.required }).check(z.trim(), z.minLength(1, email.required)), z.email(email.invalid)),
  password: z.string({ error: password.required }).check(z.minLength(1, password.required)),
  remember: z.pipe(
    z.optional(z.string()),
    z.transform((value) => value === "on"),
  ),
});

export type LoginInput = z.output<typeof loginSchema>;

/** The team page's invitation (admins read English): an e-mail, an optional name, a role and a language. */
export function inviteSchema<R extends string, L extends string>(roles: readonly [R, ...R[]], locales: readonly [L, ...L[]]) {
  return z.object({
    email: z.pipe(
      z.string("Enter the e-mail address").check(z.trim(), z.minLength(1, "Enter the e-mail address"), z.maxLength(254, "Use at most 254 characters")),
      z.email("Enter a valid e-mail address"),
    ),
    name: z._default(z.string().check(z.trim(), z.maxLength(100, "Use at most 100 characters"), plainText({ message: "Remove the control characters" })), ""),
    role: z.enum(roles, "Choose a role"),
    locale: z.enum(locales, "Choose a language"),
  });
}
