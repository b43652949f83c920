/**
 * The messages of the team page (/admin/team): an action's error and the notice after a
 * successful change. The office works in English (only the crew's day has a Spanish side), so
 * this catalogue has one language.
 */
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
