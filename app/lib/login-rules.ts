import type { FieldRule } from "~/lib/forms";

/**
 * The sign-in form's messages, in one place: the server's schema (auth-schema.ts) uses them, and
 * the page checks with the browser's own constraint validation before submit (forms.ts
 * checkConstraints), so /login ships no validation library.
 */
export const LOGIN_RULES = {
  email: { required: "Email is required", trim: true, invalid: "Email is invalid" },
  password: { required: "Password is required" },
} as const satisfies Record<string, FieldRule>;
