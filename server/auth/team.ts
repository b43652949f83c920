import * as z from "zod";
import { type FieldErrors, type FormValues, formValues } from "~/lib/forms";
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

const inviteSchema = z.object({
  email: z.string().trim().min(1, "Enter the e-mail address").max(254, "Use at most 254 characters").pipe(z.email("Enter a valid e-mail address")),
  name: z
    .string()
    .trim()
    .max(100, "Use at most 100 characters")
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .refine((v) => !/[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/.test(v), "Remove the control characters")
    .default(""),
  role: z.enum(USER_ROLES, { message: "Choose a role" }),
  locale: z.enum(LEAD_LOCALES, { message: "Choose a language" }),
});

export function parseInvite(form: FormData): { ok: true; data: InviteInput; values: FormValues } | { ok: false; errors: FieldErrors; values: FormValues } {
  const values = formValues(form);
  const result = inviteSchema.safeParse(values);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "form");
      errors[key] ??= issue.message;
    }
    return { ok: false, errors, values };
  }
  return { ok: true, data: { ...result.data, email: result.data.email.toLowerCase() }, values };
}
