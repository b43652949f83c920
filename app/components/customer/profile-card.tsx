import { CalendarIcon, MapPinIcon } from "~/components/icons";
import { formatDate, formatMonthYear, formatPlanPrice, initials, type SampleCustomer } from "~/content/customer-sample";

/** Profile summary at the top of the sidebar: initials, name, plan, address, next service, member since. */
export function ProfileCard({ customer }: { customer: SampleCustomer }) {
  return (
    <section aria-labelledby="profile-name" className="card p-5">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-ink text-lg font-bold tracking-wide text-white">
          {initials(customer.name)}
        </span>
        <div className="min-w-0">
          <h2 id="profile-name" className="truncate text-lg font-bold text-ink">
            {customer.name}
          </h2>
          <p className="text-sm font-medium text-brand-dark">
            {customer.plan.name} · {formatPlanPrice(customer.plan)}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 border-t border-line pt-4 text-sm">
        <div className="flex gap-2.5">
          <dt className="shrink-0">
            <MapPinIcon className="h-4.5 w-4.5 text-ink-muted" />
            <span className="sr-only">Service address</span>
          </dt>
          <dd className="text-ink-soft">{customer.address}</dd>
        </div>
        <div className="flex gap-2.5">
          <dt className="shrink-0">
            <CalendarIcon className="h-4.5 w-4.5 text-ink-muted" />
            <span className="sr-only">Next service</span>
          </dt>
          <dd className="text-ink-soft">
            Next service <strong className="font-semibold text-ink">{formatDate(customer.nextService)}</strong>
          </dd>
        </div>
        <div className="flex gap-2.5 pl-7 text-ink-muted">
          <dt>Member since</dt>
          <dd className="font-medium text-ink-soft">{formatMonthYear(customer.joined)}</dd>
        </div>
      </dl>
    </section>
  );
}
