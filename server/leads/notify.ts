import type { Lead } from "../db/schema";
import { log } from "../log";

export interface NotifyOptions {
  attempts?: number;
  /** Delay before the 2nd attempt; doubles each time. */
  backoffMs?: number;
  fetcher?: typeof fetch;
}

/**
 * POSTs a new lead to the staff webhook (LEAD_WEBHOOK_URL), retrying on network errors and
 * non-2xx answers. Runs after the response (waitUntil); the lead is already stored, so a
 * failure is only logged.
 */
export async function notifyLeadWebhook(url: string, lead: Lead, options: NotifyOptions = {}): Promise<boolean> {
  const { attempts = 3, backoffMs = 500, fetcher = fetch } = options;
  const body = JSON.stringify({ event: "lead.created", lead });
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetcher(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      if (res.ok) return true;
      log.warn("lead_webhook_attempt_failed", { leadId: lead.id, attempt, status: res.status });
    } catch (error) {
      log.error("lead_webhook_attempt_failed", error, { leadId: lead.id, attempt });
    }
    if (attempt < attempts) await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
  }
  log.error("lead_webhook_gave_up", "the lead is stored and visible in the admin", { leadId: lead.id });
  return false;
}
