import { LOGIN_RULES } from "~/lib/login-rules";
import { z } from "~/lib/zod";

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
