import { ExternalLinkIcon, CardIcon, DownloadIcon, ReceiptIcon } from "~/components/icons";
import { balanceDue, formatMoney, formatPlanPrice, formatShortDate, type Invoice, type PaymentMethod, type SamplePlan } from "~/content/customer-sample";
import { useRootData } from "~/lib/root-data";
import { PanelCard, TabPanel } from "./panel";
import { NoticeSlot, PreviewButton } from "./preview-action";
import { StatusBadge } from "./visit-invoice-badge";

export function BillingPanel({ invoices, plan, paymentMethod }: { invoices: readonly Invoice[]; plan: SamplePlan; paymentMethod: PaymentMethod }) {
  const { billingPortalUrl } = useRootData();
  const due = balanceDue(invoices);
  const oldestPending = invoices.filter((i) => i.status === "pending").at(-1);

  return (
    <TabPanel id="billing" title="Billing & Invoices" description="Your balance, plan, payment method and invoice history.">
      <NoticeSlot actions={["pay-now", "update-payment"]} />
      <div className="grid gap-4 md:grid-cols-3">
        <div className="card flex flex-col p-5">
          <p className="text-sm font-semibold text-ink-muted">Balance due</p>
          <p className="mt-1 text-3xl font-extrabold tracking-tight text-ink tabular-nums">{formatMoney(due)}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {oldestPending ? `Invoice ${oldestPending.id}, issued ${formatShortDate(oldestPending.date)}` : "You're all paid up."}
          </p>
          <div className="mt-auto pt-4">
            {due > 0 && (
              <PreviewButton action="pay-now" tab="billing" variant="primary" className="w-full">
                Pay Now
              </PreviewButton>
            )}
          </div>
        </div>
        <div className="card flex flex-col p-5">
          <p className="text-sm font-semibold text-ink-muted">Current plan</p>
          <p className="mt-1 text-xl font-bold text-ink">{plan.name}</p>
          <p className="mt-0.5 font-semibold text-brand-dark">{formatPlanPrice(plan)}</p>
          <p className="mt-1 text-sm text-ink-muted">Billed monthly on the 1st, in advance. No long-term contract.</p>
        </div>
        <div className="card flex flex-col p-5">
          <p className="text-sm font-semibold text-ink-muted">Payment method</p>
          <p className="mt-1 flex items-center gap-2 text-xl font-bold text-ink">
            <CardIcon className="h-6 w-6 text-ink-muted" />
            {paymentMethod.brand} •••• {paymentMethod.last4}
          </p>
          <p className="mt-1 text-sm text-ink-muted">Expires {paymentMethod.expires}. Charged automatically.</p>
          <div className="mt-auto pt-4">
            <PreviewButton action="update-payment" tab="billing" className="w-full">
              Update
              <span className="sr-only"> payment method</span>
            </PreviewButton>
          </div>
        </div>
      </div>

      <PanelCard
        title="Invoices"
        description="One invoice per month, for that month's visits."
        action={
          <a href={billingPortalUrl} target="_blank" rel="noopener noreferrer" className="link inline-flex items-center gap-1.5 text-sm">
            Billing portal
            <ExternalLinkIcon className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        }
      >
        <NoticeSlot actions={["download"]} className="mb-5" />
        {invoices.length === 0 ? (
          <p className="text-ink-muted">No invoices yet. Your first one arrives on the 1st of next month.</p>
        ) : (
          <>
            <table className="hidden w-full text-left md:table">
              <caption className="sr-only">Invoices</caption>
              <thead>
                <tr className="border-b border-line text-sm text-ink-muted">
                  <th scope="col" className="pb-3 font-semibold">
                    Invoice
                  </th>
                  <th scope="col" className="pb-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="pb-3 text-right font-semibold">
                    Amount
                  </th>
                  <th scope="col" className="pb-3 pl-6 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="pb-3 text-right font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td className="py-3.5 pr-4">
                      <p className="font-semibold text-ink">{invoice.id}</p>
                      <p className="text-sm text-ink-muted">{invoice.description}</p>
                    </td>
                    <td className="py-3.5 pr-4 whitespace-nowrap text-ink-soft">{formatShortDate(invoice.date)}</td>
                    <td className="py-3.5 text-right font-semibold text-ink tabular-nums">{formatMoney(invoice.amount)}</td>
                    <td className="py-3.5 pl-6">
                      <StatusBadge status={invoice.status} />
                    </td>
                    <td className="py-3.5 text-right">
                      <DownloadButton invoice={invoice} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>

            <ul className="-my-3.5 divide-y divide-line md:hidden">
              {invoices.map((invoice) => (
                <li key={invoice.id} className="py-3.5">
                  <div className="flex items-start gap-3">
                    <ReceiptIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
                    <div className="min-w-0 flex-1">
                      <div className="flex items-center justify-between gap-3">
                        <p className="font-semibold text-ink">{invoice.id}</p>
                        <p className="font-bold text-ink tabular-nums">{formatMoney(invoice.amount)}</p>
                      </div>
                      <p className="text-sm text-ink-muted">
                        {formatShortDate(invoice.date)} · {invoice.description}
                      </p>
                      <div className="mt-2 flex items-center justify-between gap-3">
                        <StatusBadge status={invoice.status} />
                        <DownloadButton invoice={invoice} />
                      </div>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </PanelCard>

      <p className="text-sm text-ink-muted">
        Payments are processed by our card payment provider; this site never sees your card number. Prepaid service that you cancel is refunded prorated.
      </p>
    </TabPanel>
  );
}

function DownloadButton({ invoice }: { invoice: Invoice }) {
  return (
    <PreviewButton action="download" tab="billing" variant="quiet" className="-mr-3">
      <DownloadIcon className="h-4 w-4" />
      Download
      <span className="sr-only"> {invoice.id}</span>
    </PreviewButton>
  );
}
