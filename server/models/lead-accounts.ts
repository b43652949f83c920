import { and, desc, eq, gte, inArray, isNull, min, sql } from "drizzle-orm";
import { businessDate } from "~/lib/dates";
import { missingForVisits, type MissingForVisits } from "~/lib/service-address";
import type { Db } from "../db/client";
import { inChunks } from "./in-chunks";
import { authTokens, type Lead, leads, users, visits } from "../db/schema";
import { type ServiceStops, stopsOf } from "./service-stops";

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
  { kind: "canceled" | "billing_paused" | "past_due" } | { kind: "paused"; start: string; end: string } | { kind: "ending"; date: string };

/** The customer state of the given leads (converted ones only), keyed by lead id. */
export async function customerStates(db: Db, leadIds: number[], now = new Date()): Promise<Record<number, CustomerState>> {
  if (leadIds.length === 0) return {};
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
  const [tokens, firsts, stops] = await Promise.all([
    inChunks(userIds, (ids) =>
      db
        .select()
        .from(authTokens)
        .where(and(inArray(authTokens.user_id, ids), eq(authTokens.purpose, "invitation")))
        .orderBy(desc(authTokens.created_at), desc(authTokens.id)),
    ),
    inChunks(leadIds, (ids) =>
      db
        .select({ leadId: visits.lead_id, date: min(visits.date) })
        .from(visits)
        .where(and(inArray(visits.lead_id, ids), eq(visits.status, "scheduled"), gte(visits.date, businessDate(now))))
        .groupBy(visits.lead_id),
    ),
    stopsOf(db, leadIds, businessDate(now)),
  ]);
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
    out[lead.id] = {
      leadId: lead.id,
      name: lead.full_name || `${lead.first_name} ${lead.last_name}`.trim(),
      email: lead.email,
      account,
      firstVisit: firsts.find((f) => f.leadId === lead.id)?.date ?? null,
      missing: missingForVisits(lead),
      stopped: stopOf(lead, stops.get(lead.id), businessDate(now)),
    };
  }
  return out;
}

/** The first reason that stops a customer's visits: the provider's state first (it is what is true now), then their own pause or last day. */
function stopOf(lead: Lead, stops: ServiceStops | undefined, today: string): CustomerStop | null {
  if (lead.billing_state === "canceled") return { kind: "canceled" };
  if (lead.billing_state === "paused") return { kind: "billing_paused" };
  const pause = stops?.pauses.find((p) => p.end >= today);
  if (pause) return { kind: "paused", start: pause.start, end: pause.end };
  if (stops?.lastDay && stops.lastDay >= today) return { kind: "ending", date: stops.lastDay };
  if (lead.billing_state === "past_due") return { kind: "past_due" };
  return null;
}

/** Active converted leads whose e-mail (any case) has no account yet, at most `limit`. */
export function convertedLeadsWithoutAccount(db: Db, limit: number): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.status, "converted"), isNull(leads.deleted_at), sql`NOT EXISTS (SELECT 1 FROM users WHERE lower(users.email) = lower(${leads.email}))`))
    .limit(limit);
}
