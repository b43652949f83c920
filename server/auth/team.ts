import { inviteSchema } from "~/lib/auth-schema";
import { type FieldErrors, type FormValues, parseForm } from "~/lib/forms";
import { LEAD_LOCALES, USER_ROLES } from "../db/schema";
import type { InviteInput } from "./accounts";

/** The team page's messages (admins read English). */
export const TEAM_MESSAGES = {
  exists: "An account with this e-mail already exists. Find it in the lists.",
  unknown: "Unknown account or action. Reload the page and try again.",
  not_found: "That account no longer exists. Reload the page.",
  not_pending: "That person has already accepted the invitation.",
  queue_failed: "The e-mail could not be queued just now. Please try again in a moment.",
  conflict: "This account was changed by someone else; review it and try again.",
  last_admin: "The last active admin can't be deactivated. Invite or reactivate another admin first.",
  self: "You can't deactivate your own account. Ask another admin.",
} as const;

const NOTICES = {
  invited: "Invitation sent. The link works for 7 days.",
  invite_queue_failed: "The account was created, but the invitation could not be queued. Use “Resend invitation”.",
  resent: "A new invitation is on its way; the earlier link no longer works.",
  deactivated: "Account deactivated. Its sessions have ended.",
  reactivated: "Account reactivated.",
} as const;
export type TeamNotice = keyof typeof NOTICES;

/** The message of a `?notice=` after a successful change (unknown values show nothing). */
export const teamNoticeText = (value: string | null): string | null => (value && value in NOTICES ? NOTICES[value as TeamNotice] : null);

const schema = inviteSchema(USER_ROLES, LEAD_LOCALES);

export function parseInvite(form: FormData): { ok: true; data: InviteInput; values: FormValues } | { ok: false; errors: FieldErrors; values: FormValues } {
  const parsed = parseForm(schema, form);
  if (!parsed.ok) return parsed;
  return { ok: true, data: { ...parsed.data, email: parsed.data.email.toLowerCase() }, values: parsed.values };
}
