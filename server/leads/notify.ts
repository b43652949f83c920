import type { Lead } from "../db/schema";

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
      console.error(`lead webhook: attempt ${attempt}/${attempts} for lead ${lead.id} answered ${res.status}`);
    } catch (error) {
      console.error(`lead webhook: attempt ${attempt}/${attempts} for lead ${lead.id} failed`, error);
    }
    if (attempt < attempts) await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
  }
  console.error(`lead webhook: gave up on lead ${lead.id}; the lead is stored and visible in the admin`);
  return false;
}
