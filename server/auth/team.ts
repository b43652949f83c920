import { inviteSchema } from "~/lib/auth-schema";
import { type FieldErrors, type FormValues, parseForm } from "~/lib/forms";
import { LEAD_LOCALES, USER_ROLES } from "../db/schema";
import type { InviteInput } from "./accounts";

/** The team page's invitation form (the page's own messages are in server/content/team-page.ts). */
const schema = inviteSchema(USER_ROLES, LEAD_LOCALES);

export function parseInvite(form: FormData): { ok: true; data: InviteInput; values: FormValues } | { ok: false; errors: FieldErrors; values: FormValues } {
  const parsed = parseForm(schema, form);
  if (!parsed.ok) return parsed;
  return { ok: true, data: { ...parsed.data, email: parsed.data.email.toLowerCase() }, values: parsed.values };
}
