import * as z from "zod";
import type { FieldErrors } from "~/lib/forms";
import type { Translation } from "../content/catalogue";
import { type accountPages, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../content/account-pages";

type Copy = Translation<(typeof accountPages)["en"]>;

/** The forgot-password form's e-mail, trimmed and lower-cased, or the message for the field. */
export function parseResetEmail(value: string, copy: Copy): { email: string } | { error: string } {
  const email = value.trim();
  if (!email) return { error: copy.common.emailRequired };
  if (email.length > 254 || !z.email().safeParse(email).success) return { error: copy.common.emailInvalid };
  return { email: email.toLowerCase() };
}

/**
 * The rules for a password chosen through a link: 12 to 256 characters, not the account's e-mail
 * address, typed the same twice. Returns the errors by field (empty when it is acceptable).
 */
export function newPasswordErrors(password: string, confirm: string, email: string, copy: Copy): FieldErrors {
  const t = copy.setPassword;
  if (!password) return { password: t.required };
  if ([...password].length < MIN_PASSWORD_LENGTH) return { password: t.tooShort };
  if ([...password].length > MAX_PASSWORD_LENGTH) return { password: t.tooLong };
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return { password: t.sameAsEmail };
  if (!confirm) return { confirm: t.confirmRequired };
  if (confirm !== password) return { confirm: t.mismatch };
  return {};
}
