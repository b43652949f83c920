import type { Db } from "../db/client";
import type { Lead, User, UserRole } from "../db/schema";
import { convertedLeadsWithoutAccount } from "../models/lead-accounts";
import { log } from "../log";
import { hitRateLimit } from "../models/rate-limits";
import { rateLimitRules } from "../rate-limit-rules";
import { enqueueAccountEmail } from "../notifications/enqueue";
import { type AccountActor, createPendingAccount, findUserByEmail, findUserById, linkAccountToLead, recordAccountEvent } from "../models/users";

/**
 * The account lifecycle (docs/decisions/0007): invitations, password resets and the customer
 * account of a converted lead. E-mails go through the notification queue, whose consumer issues
 * the one-time link.
 */

/**
 * Queues a reset link for the address when it belongs to an account that can sign in (or was
 * invited and has not chosen a password yet) and is not the demo account, at most `passwordResetEmailsPerAddress` a window.
 * Says nothing about whether it did: the caller answers the same either way, and runs this after
 * answering.
 */
export async function requestPasswordReset(db: Db, env: Env, email: string): Promise<void> {
  try {
    const user = await findUserByEmail(db, email);
    // The demo account's password is shared with every visitor shown it: it is never reset.
    if (!user || user.status === "deactivated" || user.demo) return;
    // The silent cap on e-mails to one address, whoever asks: past it, nothing is sent.
    const sent = await hitRateLimit(db, `reset:emails:${user.id}`, rateLimitRules.passwordResetEmailsPerAddress);
    if (!sent.allowed) {
      log.warn("password_reset_capped", { userId: user.id });
      return;
    }
    await enqueueAccountEmail(env, user.id, "password_reset");
  } catch (error) {
    log.error("password_reset_request_failed", error);
  }
}

export interface InviteInput {
  email: string;
  name: string;
  role: UserRole;
  locale: User["locale"];
  /** For a customer: the converted lead that is their service. */
  leadId?: number;
}

export type InviteResult = { result: "invited"; user: User } | { result: "exists" } | { result: "queue_failed"; user: User };

/** Creates a pending account and queues its invitation; an address that already has an account is refused. */
export async function inviteAccount(db: Db, env: Env, input: InviteInput, actor: AccountActor): Promise<InviteResult> {
  const user = await createPendingAccount(db, input, actor);
  if (!user) return { result: "exists" };
  try {
    await enqueueAccountEmail(env, user.id, "invitation");
  } catch (error) {
    log.error("invitation_enqueue_failed", error, { userId: user.id });
    return { result: "queue_failed", user };
  }
  log.info("account_invited", { userId: user.id, role: user.role, actorId: actor.id });
  return { result: "invited", user };
}

export type ResendResult = "ok" | "not_found" | "not_pending" | "queue_failed";

/** A new invitation link for a pending account (the older link stops working when the new one is issued). */
export async function resendInvitation(db: Db, env: Env, userId: number, actor: { id: number; email: string }): Promise<ResendResult> {
  const user = await findUserById(db, userId);
  if (!user) return "not_found";
  if (user.status !== "pending") return "not_pending";
  try {
    await enqueueAccountEmail(env, user.id, "invitation");
  } catch (error) {
    log.error("invitation_enqueue_failed", error, { userId: user.id });
    return "queue_failed";
  }
  await recordAccountEvent(db, user.id, "invitation_resent", actor);
  return "ok";
}

export type CustomerAccountResult = "created" | "linked" | "already_linked" | "not_linked";

/**
 * Gives a converted lead's e-mail a customer account linked to the lead: a new pending account
 * with its invitation, or the existing customer account without a service linked to it.
 * Idempotent: the account is created by an insert conditional on the unique e-mail (and lead)
 * index, and only the call that created it queues the invitation, so a replayed webhook or two
 * conversions at once make one account and one invitation.
 */
export async function ensureCustomerAccount(db: Db, env: Env, lead: Lead, actor: AccountActor): Promise<CustomerAccountResult> {
  if (lead.deleted_at || !lead.email) return "not_linked";
  const existing = await findUserByEmail(db, lead.email);
  if (!existing) {
    const name = lead.full_name || `${lead.first_name} ${lead.last_name}`.trim();
    const created = await inviteAccount(db, env, { email: lead.email, name, role: "customer", locale: lead.locale, leadId: lead.id }, actor);
    if (created.result !== "exists") return "created";
    // Another request created it a moment ago: link to that one below.
  }
  const user = existing ?? (await findUserByEmail(db, lead.email));
  if (!user) return "not_linked";
  if (user.lead_id === lead.id) return "already_linked";
  return (await linkAccountToLead(db, user.id, lead.id, actor)) ? "linked" : "not_linked";
}

/** The daily job's catch-up: converted leads whose e-mail has no account yet (at most `limit` a day). */
export async function accountsForConvertedLeads(db: Db, env: Env, limit = 50): Promise<number> {
  const missing = await convertedLeadsWithoutAccount(db, limit);
  let created = 0;
  for (const lead of missing) {
    if ((await ensureCustomerAccount(db, env, lead, { id: null, email: "system" })) === "created") created += 1;
  }
  return created;
}
