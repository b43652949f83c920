import { AlertIcon, CardIcon, ExternalLinkIcon } from "~/components/icons";
import { fill, useLocale } from "~/lib/i18n";
import type { OwnBilling, OwnPayments, OwnService } from "~/lib/customer-dashboard";
import { formatIsoDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { BillingState } from "~/lib/lead-options";
import type { CustomerAreaCopy } from "~server/content/customer-area";
import { useCustomerPath } from "./customer-path";
import { CustomerForm, type DemoAnswer, DemoNotice } from "./form-status";
import { PanelCard, TabPanel } from "./panel";

const STATE_STYLES: Record<BillingState, string> = {
  active: "bg-green-50 text-green-900 ring-green-600/30",
  past_due: "bg-amber-50 text-amber-900 ring-amber-600/40",
  paused: "bg-slate-100 text-slate-800 ring-slate-500/30",
  canceled: "bg-red-50 text-red-900 ring-red-600/30",
};

/**
 * The billing tab: the subscription (plan, state, next charge, the billing portal) once there is
 * one, and "Set up payment" (a form posting to the customer area, which sends the customer to the
 * provider's checkout) until then or after it ended.
 */
export function BillingPanel({
  billingPortalUrl,
  billing,
  payments,
  service,
  firstVisit = null,
  notice,
  demoAnswer = null,
  t,
}: {
  billingPortalUrl: string;
  billing: OwnBilling;
  /** The plan's price and the invoices as the provider reported them (null: no service). */
  payments: OwnPayments | null;
  service: OwnService;
  /** The first visit, when one is planned and none has happened yet: it comes before the payment. */
  firstVisit?: string | null;
  notice: "notConfigured" | "failed" | "notOffered" | null;
  demoAnswer?: DemoAnswer | null;
  t: CustomerAreaCopy;
}) {
  const c = t.billing;
  const locale = useLocale();
  const customerPath = useCustomerPath();
  const warning = billing.state === "past_due" ? c.pastDue : billing.state === "paused" ? c.paused : billing.state === "canceled" ? c.canceled : null;
  return (
    <TabPanel id="billing" title={c.title} description={c.description}>
      {billing.returned && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          {billing.returned === "done" ? c.done : c.checkoutCanceled}
        </p>
      )}
      {notice && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {notice === "notConfigured" ? c.notConfigured : notice === "notOffered" ? c.notOffered : c.failed}
        </p>
      )}
      <DemoNotice answer={demoAnswer} id="billing" />

      {billing.state && (
        <PanelCard title={c.subscription}>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold text-ink-muted">{c.plan}</dt>
              <dd className="mt-1 font-semibold text-ink">{fill(c.planValue, { frequency: service.frequency })}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-muted">{c.price}</dt>
              <dd className="mt-1 font-semibold text-ink" data-testid="plan-price">
                {payments?.price ? (
                  fill(c.priceValue, { amount: formatMoney(payments.price.amount, payments.price.currency, locale), interval: intervalText(payments.price, c) })
                ) : (
                  <span className="font-normal text-ink-muted">{c.priceUnknown}</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-muted">{c.state}</dt>
              <dd className="mt-1">
                <span
                  data-billing-state={billing.state}
                  className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${STATE_STYLES[billing.state]}`}
                >
                  {c.states[billing.state]}
                </span>
                {billing.since && <span className="mt-1 block text-sm text-ink-muted">{fill(c.since, { date: billing.since })}</span>}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-muted">{c.nextCharge}</dt>
              <dd className="mt-1 font-semibold text-ink">{billing.nextCharge ?? <span className="font-normal text-ink-muted">{c.noNextCharge}</span>}</dd>
            </div>
          </dl>
          {billing.endsOn && (
            <p role="note" className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
              {fill(c.endsOn, { date: formatIsoDate(billing.endsOn, locale) })}
            </p>
          )}
          {warning && (
            <p role="note" className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
              {warning}
            </p>
          )}
        </PanelCard>
      )}

      {billing.canStart && (
        <PanelCard title={c.startTitle}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <CardIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
              <p className="text-ink-soft">
                {/* The Services tab names the first visit: this one says it comes first, whatever the payment. */}
                {firstVisit
                  ? fill(c.startBodyPlanned, { date: formatIsoDate(firstVisit, locale), frequency: service.frequency.toLowerCase() })
                  : fill(c.startBody, { frequency: service.frequency.toLowerCase() })}
              </p>
            </div>
            {billing.configured ? (
              <CustomerForm action={customerPath("?tab=billing")} className="shrink-0">
                <button type="submit" name="intent" value="checkout" data-pending={c.starting} className="btn-primary w-full sm:w-auto">
                  {billing.restart ? c.restart : c.start}
                </button>
              </CustomerForm>
            ) : (
              <p className="text-sm text-ink-muted sm:max-w-xs">{c.notConfigured}</p>
            )}
          </div>
        </PanelCard>
      )}

      {payments && (billing.state || payments.invoices.length > 0) && (
        <PanelCard title={c.invoices} description={c.invoicesHelp}>
          {payments.invoices.length === 0 ? (
            <p className="text-ink-soft">{c.noInvoices}</p>
          ) : (
            <ul className="-my-3 divide-y divide-line" aria-label={c.invoices}>
              {payments.invoices.map((inv) => (
                <li key={inv.id} data-testid="invoice" className="grid grid-cols-2 gap-x-4 gap-y-1 py-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-center">
                  <span className="text-sm">
                    <span className="block text-ink-muted sm:hidden">{c.invoiceNumber}</span>
                    <span className="font-semibold text-ink">{inv.number ?? inv.id}</span>
                  </span>
                  <span className="text-sm">
                    <span className="block text-ink-muted sm:hidden">{c.invoiceDate}</span>
                    {formatIsoDate(inv.date, locale)}
                  </span>
                  <span className="text-sm">
                    <span className="block text-ink-muted sm:hidden">{c.invoiceAmount}</span>
                    <span className="font-semibold text-ink">{formatMoney(inv.amount, inv.currency, locale)}</span>
                  </span>
                  <span className="text-sm">
                    <span className="block text-ink-muted sm:hidden">{c.invoiceState}</span>
                    <span className={inv.status === "paid" ? "font-semibold text-green-800" : "font-semibold text-red-800"}>{c.invoiceStates[inv.status]}</span>
                  </span>
                  {inv.url ? (
                    <a
                      href={inv.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={fill(c.viewInvoiceLabel, { number: inv.number ?? inv.id })}
                      className="link col-span-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold sm:col-span-1 sm:min-h-0"
                    >
                      {c.viewInvoice}
                      <ExternalLinkIcon className="h-4 w-4" />
                    </a>
                  ) : (
                    <span className="hidden sm:block" />
                  )}
                </li>
              ))}
            </ul>
          )}
        </PanelCard>
      )}

      {billing.state && billing.state !== "canceled" && (
        <PanelCard title={c.card}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <CardIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
              <p className="text-ink-soft">{c.body}</p>
            </div>
            {billing.portalSession ? (
              <CustomerForm action={customerPath("?tab=billing")} className="shrink-0">
                <button type="submit" name="intent" value="portal" className="btn-primary w-full sm:w-auto">
                  {c.manage}
                </button>
              </CustomerForm>
            ) : (
              <a href={billingPortalUrl} target="_blank" rel="noopener noreferrer" className="btn-primary w-full shrink-0 sm:w-auto">
                {c.manage}
                <ExternalLinkIcon className="h-4 w-4" />
                <span className="sr-only"> {c.newTab}</span>
              </a>
            )}
          </div>
        </PanelCard>
      )}
    </TabPanel>
  );
}

/** "a week", "every 2 weeks" («cada dos semanas»): the provider's interval in words. */
function intervalText(price: NonNullable<OwnPayments["price"]>, c: CustomerAreaCopy["billing"]): string {
  const unit = price.interval === "day" || price.interval === "week" || price.interval === "month" || price.interval === "year" ? price.interval : null;
  if (!unit) return price.interval;
  if (price.intervalCount === 1) return c.intervals[unit];
  return price.intervalCount === 2 ? c.intervalsTwo[unit] : fill(c.intervalsMany[unit], { count: price.intervalCount });
}
