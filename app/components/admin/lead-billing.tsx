import { Form, href } from "react-router";
import { BillingBadge } from "~/components/admin/billing-badge";
import { formatDate, formatDateTime } from "~/lib/dates";
import type { AdminLead } from "~server/models/lead-admin";

/**
 * The customer's billing with the payment provider: state and since when, next charge, the
 * provider's ids, a past-due warning, and "Send payment link" for a customer without a
 * subscription (a plain form: it posts to /admin/leads/:id/payment-link, whose dialog tells the result).
 */
export function LeadBilling({ lead, search }: { lead: AdminLead; search: string }) {
  const { billing } = lead;
  const canSend = !lead.deleted_at && lead.service_type === "residential" && billing.needsSubscription;
  return (
    <section aria-label="Billing" className="space-y-2">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Billing</p>
      {billing.state ? (
        <div className="space-y-1 text-sm text-ink">
          <p className="flex flex-wrap items-center gap-2">
            <BillingBadge state={billing.state} />
            {billing.since && <span className="text-ink-muted">since {formatDateTime(billing.since)}</span>}
          </p>
          {billing.state === "past_due" && (
            <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
              The last payment failed. Visits continue while the provider retries; call the customer if it stays past due.
            </p>
          )}
          {billing.nextChargeAt && <p className="text-ink-muted">Next charge {formatDate(billing.nextChargeAt)}</p>}
          {billing.subscriptionId && <p className="text-xs [overflow-wrap:anywhere] text-ink-muted">Subscription {billing.subscriptionId}</p>}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">No subscription yet.</p>
      )}
      {billing.checkout && (
        <p className="text-xs text-ink-muted">
          Payment link sent{billing.checkout.expiresAt ? `, works until ${formatDateTime(billing.checkout.expiresAt)}` : ""}.
        </p>
      )}
      {canSend && (
        <Form method="post" action={`${href("/admin/leads/:id/payment-link", { id: String(lead.id) })}${search}`} preventScrollReset>
          <button type="submit" className="btn-secondary rounded-lg text-sm">
            Send payment link
          </button>
        </Form>
      )}
    </section>
  );
}
