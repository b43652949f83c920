import { HomeIcon, MapPinIcon } from "~/components/icons";
import type { OwnService } from "~/lib/customer-dashboard";
import { initials } from "~/lib/initials";
import { fill } from "~/lib/i18n";
import type { CustomerAreaCopy } from "~server/content/customer-area";

/** The sidebar summary: who, where, which plan and since when; nothing the business does not know. */
export function ProfileCard({ service, t }: { service: OwnService; t: CustomerAreaCopy }) {
  return (
    <section aria-labelledby="profile-name" className="card p-5">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-ink text-lg font-bold tracking-wide text-white">
          {initials(service.name)}
        </span>
        <div className="min-w-0">
          <h2 id="profile-name" className="truncate text-lg font-bold text-ink">
            {service.name}
          </h2>
          <p className="text-sm font-medium text-brand-dark">{planText(service, t)}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 border-t border-line pt-4 text-sm">
        <div className="flex gap-2.5">
          <dt className="shrink-0">
            <MapPinIcon className="h-4.5 w-4.5 text-ink-muted" />
            <span className="sr-only">{t.profile.address}</span>
          </dt>
          <dd className="text-ink-soft">{service.address || t.profile.noAddress}</dd>
        </div>
        <div className="flex gap-2.5">
          <dt className="shrink-0">
            <HomeIcon className="h-4.5 w-4.5 text-ink-muted" />
            <span className="sr-only">{t.profile.type}</span>
          </dt>
          <dd className="text-ink-soft">{service.serviceType}</dd>
        </div>
        {service.dogs !== null && (
          <div className="flex gap-2.5 pl-7 text-ink-muted">
            <dt>{t.profile.dogs}</dt>
            <dd className="font-medium text-ink-soft">{service.dogs}</dd>
          </div>
        )}
        <div className="flex gap-2.5 pl-7 text-ink-muted">
          <dt>{t.profile.memberSince}</dt>
          <dd className="font-medium text-ink-soft">{service.memberSince}</dd>
        </div>
      </dl>
    </section>
  );
}

const planText = (s: OwnService, t: CustomerAreaCopy) =>
  s.day ? fill(t.profile.planDay, { frequency: s.frequency, days: t.profile.everyDay[s.day] }) : fill(t.profile.plan, { frequency: s.frequency });
