import type { CancelReason } from "~/lib/self-service";
import { cancellationRequests, servicePauses } from "~server/db/schema";
import { db } from "./leads";

/**
 * A pause of the lead's service from `start` through `end` (Miami dates), as the account records
 * the customer's Pause (provider_state "pending" unless given), which may have started already:
 * a state the form, which takes only dates ahead, makes only over time. Visits are not re-planned:
 * a test plans them (planVisits) when it needs them to follow. Returns the row.
 */
export async function pausedService(
  leadId: number,
  start: string,
  end: string,
  extra: Partial<Pick<typeof servicePauses.$inferInsert, "created_by" | "provider_state">> = {},
) {
  const [row] = await db
    .insert(servicePauses)
    .values({ lead_id: leadId, start_date: start, end_date: end, ...extra })
    .returning();
  return row!;
}

/**
 * The lead's cancellation with `end` as the last day of service, as the account records the
 * customer's Cancel (provider_state "pending" unless given), which may be over already, or
 * withdrawn by a later payment (`withdrawn_at`). Visits are not re-planned (see pausedService).
 * Returns the row.
 */
export async function canceledService(
  leadId: number,
  end: string,
  reason: CancelReason,
  extra: Partial<Pick<typeof cancellationRequests.$inferInsert, "comment" | "created_by" | "provider_state" | "withdrawn_at">> = {},
) {
  const [row] = await db
    .insert(cancellationRequests)
    .values({ lead_id: leadId, end_date: end, reason, ...extra })
    .returning();
  return row!;
}
