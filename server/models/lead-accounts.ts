import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { missingForVisits, type MissingForVisits } from "~/lib/service-address";
import type { Db } from "../db/client";
import { inChunks } from "./in-chunks";
import { authTokens, type Lead, leads, users } from "../db/schema";
import { loadAccounts, type ServiceAccount } from "../service/account";

/**
 * A converted lead as a customer, for the office: their account and its invitation (sent and
 * still valid, accepted, expired), their first planned visit, or what stops visits being planned.
 */
export interface CustomerState {
  leadId: number;
  name: string;
  email: string;
  account: { userId: number; invitation: "sent" | "accepted" | "expired" | "deactivated" } | null;
  firstVisit: string | null;
  missing: MissingForVisits[];
  /** Why visits stop, when they do: the subscription (canceled, paused, past due), the customer's pause or their last day. */
  stopped: CustomerStop | null;
}

export type CustomerStop =
  | { kind: "canceled"; lastDay: string | null }
  | { kind: "billing_paused" | "past_due" }
  | { kind: "paused"; start: string; end: string }
  | { kind: "ending"; date: string };

/** The customer state of the given leads (converted ones only), keyed by lead id: read from each service's account. */
export async function customerStates(db: Db, leadIds: number[], now = new Date()): Promise<Record<number, CustomerState>> {
  if (leadIds.length === 0) return {};
  const accounts = await loadAccounts(db, leadIds, now);
  const rows = await inChunks(leadIds, (ids) =>
    db
      .select({ lead: leads, userId: users.id, userStatus: users.status })
      .from(leads)
      .leftJoin(users, eq(users.lead_id, leads.id))
      .where(and(inArray(leads.id, ids), eq(leads.status, "converted"))),
  );
  if (rows.length === 0) return {};
  const userIds = rows.flatMap((r) => (r.userId === null ? [] : [r.userId]));
  // Each account's invitations come from one part of the lookup, newest first.
  const tokens = await inChunks(userIds, (ids) =>
    db
      .select()
      .from(authTokens)
      .where(and(inArray(authTokens.user_id, ids), eq(authTokens.purpose, "invitation")))
      .orderBy(desc(authTokens.created_at), desc(authTokens.id)),
  );
  const out: Record<number, CustomerState> = {};
  for (const { lead, userId, userStatus } of rows) {
    let account: CustomerState["account"] = null;
    if (userId !== null) {
      // The newest invitation decides: a pending account whose link is used up, voided or past its time has an expired
      // invitation; one without a link yet has its invitation on the queue (the consumer issues the link).
      const latest = tokens.find((t) => t.user_id === userId);
      const live = !latest || (!latest.used_at && !latest.voided_at && latest.expires_at > now.toISOString());
      const invitation = userStatus === "active" ? "accepted" : userStatus === "deactivated" ? "deactivated" : live ? "sent" : "expired";
      account = { userId, invitation };
    }
    const service = accounts.get(lead.id);
    out[lead.id] = {
      leadId: lead.id,
      name: lead.full_name || `${lead.first_name} ${lead.last_name}`.trim(),
      email: lead.email,
      account,
      firstVisit: service?.nextVisit ?? null,
      missing: missingForVisits(lead),
      stopped: service ? stopOf(service) : null,
    };
  }
  return out;
}

/** What stops a customer's visits, as their account says (its status, in the order it decides). */
function stopOf(account: ServiceAccount): CustomerStop | null {
  switch (account.status) {
    case "ended":
      return { kind: "canceled", lastDay: account.endedOn };
    case "paused":
      return account.pause && account.pause.start <= account.today
        ? { kind: "paused", start: account.pause.start, end: account.pause.end }
        : { kind: "billing_paused" };
    case "ending":
      return account.cancellation ? { kind: "ending", date: account.cancellation.end } : null;
    case "past_due":
      return { kind: "past_due" };
    default:
      // A pause still to come is said too, so the office sees it before it starts.
      return account.pause ? { kind: "paused", start: account.pause.start, end: account.pause.end } : null;
  }
}

/** Active converted leads whose e-mail (any case) has no account yet, at most `limit`. */
export function convertedLeadsWithoutAccount(db: Db, limit: number): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.status, "converted"), isNull(leads.deleted_at), sql`NOT EXISTS (SELECT 1 FROM users WHERE lower(users.email) = lower(${leads.email}))`))
    .limit(limit);
}
