import { inviteSchema } from "~/lib/auth-schema";
import { type FieldErrors, type FormValues, formVersion, idParam, pageParam, parseForm } from "~/lib/forms";
import { TEAM_MESSAGES, type TeamNotice, teamNoticeText } from "../content/team-page";
import type { Db } from "../db/client";
import { LEAD_LOCALES, USER_ROLES } from "../db/schema";
import { setAccountActive, TEAM_CUSTOMERS_PAGE_SIZE, teamAccounts } from "../models/users";
import { type InviteInput, inviteAccount, resendInvitation } from "./accounts";

/** The team page's invitation form (the page's own messages are in server/content/team-page.ts). */
const schema = inviteSchema(USER_ROLES, LEAD_LOCALES);

export function parseInvite(form: FormData): { ok: true; data: InviteInput; values: FormValues } | { ok: false; errors: FieldErrors; values: FormValues } {
  const parsed = parseForm(schema, form);
  if (!parsed.ok) return parsed;
  return { ok: true, data: { ...parsed.data, email: parsed.data.email.toLowerCase() }, values: parsed.values };
}

/** The admin who acts. */
interface Admin {
  id: number;
  email: string;
}

/** The team page (/admin/team): the staff and the crew, one page of the customers (`?page`, `?q`), and the notice of the last change (`?notice`). */
export async function teamPage(db: Db, admin: Admin, query: URLSearchParams) {
  const q = (query.get("q") ?? "").slice(0, 100);
  return {
    admin: { id: admin.id, email: admin.email },
    accounts: await teamAccounts(db, { page: pageParam(query.get("page")), q }),
    q,
    pageSize: TEAM_CUSTOMERS_PAGE_SIZE,
    notice: teamNoticeText(query.get("notice")),
  };
}

/** An account action refused: the status and the team's message for it. */
type Refused = { result: "refused"; status: 400 | 404 | 409 | 503; message: string };
const refused = (status: Refused["status"], message: string): Refused => ({ result: "refused", status, message });

/**
 * "Resend invitation" for the account the form names (`userId`), from the team page or the lead
 * list: a new link (the earlier one stops working), or the one message per refusal.
 */
export async function resendInvitationFrom(db: Db, env: Env, form: FormData, admin: Admin): Promise<{ result: "resent" } | Refused> {
  const userId = idParam(form.get("userId"));
  if (userId === null) return refused(400, TEAM_MESSAGES.unknown);
  const outcome = await resendInvitation(db, env, userId, admin);
  if (outcome === "ok") return { result: "resent" };
  return refused(outcome === "not_found" ? 404 : outcome === "queue_failed" ? 503 : 409, TEAM_MESSAGES[outcome]);
}

/** What one of the team page's forms came to; the route answers each. */
export type TeamOutcome =
  /** Done: back to the page with the notice of what was done. */
  | { result: "done"; notice: TeamNotice }
  /** The invitation form again: the messages beside its fields (400) or the e-mail taken (409), what was typed kept. */
  | { result: "invite"; status: 400 | 409; errors: FieldErrors; values: FormValues }
  | Refused;

/** One of the team page's forms, by its intent: invite someone, resend an invitation, deactivate or reactivate an account (at the version the page showed). */
export async function changeFromTeam(db: Db, env: Env, admin: Admin, form: FormData): Promise<TeamOutcome> {
  const intent = form.get("intent");
  if (intent === "invite") {
    const parsed = parseInvite(form);
    if (!parsed.ok) return { result: "invite", status: 400, errors: parsed.errors, values: parsed.values };
    const outcome = await inviteAccount(db, env, parsed.data, admin);
    if (outcome.result === "exists") return { result: "invite", status: 409, errors: { email: TEAM_MESSAGES.exists }, values: parsed.values };
    return { result: "done", notice: outcome.result === "invited" ? "invited" : "invite_queue_failed" };
  }
  if (intent === "resend") {
    const outcome = await resendInvitationFrom(db, env, form, admin);
    return outcome.result === "resent" ? { result: "done", notice: "resent" } : outcome;
  }
  if (intent === "deactivate" || intent === "reactivate") {
    const userId = idParam(form.get("userId"));
    if (userId === null) return refused(400, TEAM_MESSAGES.unknown);
    // A page without the account's version is stale (409), as one with another.
    const outcome = await setAccountActive(db, userId, intent === "reactivate", formVersion(form) ?? -1, admin);
    if (outcome === "ok" || outcome === "unchanged") return { result: "done", notice: intent === "deactivate" ? "deactivated" : "reactivated" };
    return refused(outcome === "not_found" ? 404 : outcome === "conflict" ? 409 : 400, TEAM_MESSAGES[outcome]);
  }
  return refused(400, TEAM_MESSAGES.unknown);
}
