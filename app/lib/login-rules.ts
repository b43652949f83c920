import type { FieldErrors, FieldRule } from "~/lib/forms";

interface LoginMessages {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
}

/** The sign-in form's rules with the messages of one language. */
export function loginRules(m: LoginMessages) {
  return {
    email: { required: m.emailRequired, trim: true, invalid: m.emailInvalid },
    password: { required: m.passwordRequired },
  } as const satisfies Record<string, FieldRule>;
}

/**
 * The sign-in form's messages, in one place: the server's schema (auth-schema.ts) uses them, and
 * the page checks with the browser's own constraint validation before submit (forms.ts
 * checkConstraints), so /login ships no validation library.
 */
export const LOGIN_RULES = loginRules({ emailRequired: "Email is required", emailInvalid: "Email is invalid", passwordRequired: "Password is required" });

export type LoginRules = ReturnType<typeof loginRules>;

/** The schema's (English) errors in the page's language: each message swapped for the same rule's. */
export function localizeLoginErrors(errors: FieldErrors, rules: LoginRules): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const english: Record<string, unknown> = LOGIN_RULES[field as keyof LoginRules] ?? {};
    const local: Record<string, unknown> = rules[field as keyof LoginRules] ?? {};
    const key = Object.keys(english).find((k) => english[k] === message);
    const translated = key ? local[key] : undefined;
    out[field] = typeof translated === "string" ? translated : message;
  }
  return out;
}
