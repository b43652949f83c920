import { z } from "~/lib/zod";
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

/** Fewer different characters than this (case aside) is a pattern, not a password: "aaaaaaaaaaaa", "abababababab". */
const MIN_DISTINCT_CHARACTERS = 5;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The most common passwords (about 49,000, lower case) from the zxcvbn-ts project's bundled
 * list. Loaded on first use, as its own module of the Worker, so no other request pays for it;
 * never part of the browser build (server/ is never bundled for it).
 */
function commonPasswordList(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common/dist/passwords.json.mjs").then((m) => new Set(m.default));
  return commonPasswords;
}

/** Whether the password, or its letters without the digits and symbols around them ("Sunshine2024!"), is a common one. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const lower = password.trim().toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const list = await commonPasswordList();
  return [lower, lower.replace(/\s+/g, ""), core].some((candidate) => candidate.length >= 4 && list.has(candidate));
}

/**
 * The rules for a password chosen through a link: 12 to 256 characters, not only spaces, not the
 * account's e-mail address, at least five different characters, not one of the most common
 * passwords, typed the same twice. Returns the errors by field (empty when it is acceptable).
 */
export async function newPasswordErrors(password: string, confirm: string, email: string, copy: Copy): Promise<FieldErrors> {
  const t = copy.setPassword;
  if (!password) return { password: t.required };
  if (!password.trim()) return { password: t.onlySpaces };
  if ([...password].length < MIN_PASSWORD_LENGTH) return { password: t.tooShort };
  if ([...password].length > MAX_PASSWORD_LENGTH) return { password: t.tooLong };
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return { password: t.sameAsEmail };
  if (new Set(password.toLowerCase()).size < MIN_DISTINCT_CHARACTERS) return { password: t.fewCharacters };
  if (await isCommonPassword(password)) return { password: t.common };
  if (!confirm) return { confirm: t.confirmRequired };
  if (confirm !== password) return { confirm: t.mismatch };
  return {};
}
