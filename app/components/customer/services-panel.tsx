import { CalendarIcon } from "~/components/icons";
import { type OwnService, type OwnVisits, visitDayWords } from "~/lib/customer-dashboard";
import { formatIsoDate } from "~/lib/dates";
import { fill, useLocale } from "~/lib/i18n";
import type { MissingForVisits } from "~/lib/service-address";
import { photoSrc } from "~/lib/visit-photo";
import type { CustomerAreaCopy } from "~server/content/customer-area";
import { useCustomerPath } from "./customer-path";
import { PanelCard, TabPanel } from "./panel";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The services tab: the plan, the crew's instructions, and the visits (closed ones, a page at a time, and the next). */
export function ServicesPanel({
  service,
  visits,
  today,
  ended = false,
  changes = null,
  t,
}: {
  service: OwnService;
  visits: OwnVisits | null;
  today: string;
  /** The subscription ended: the plan is shown as ended, never as active. */
  ended?: boolean;
  /** The customer's own changes (skip, pause, cancel), under the plan. */
  changes?: React.ReactNode;
  t: CustomerAreaCopy;
}) {
  const locale = useLocale();
  const customerPath = useCustomerPath();
  const date = (iso: string) => formatIsoDate(iso, locale);
  const c = t.services;
  // The next visit on its own day is "today".
  const nextDay = visits?.next ? visitDayWords(visits.next, today, locale, c.today) : null;
  const firstPlanned = visits?.next === today ? c.firstToday : nextDay ? fill(c.firstPlanned, { date: nextDay }) : c.noVisitsHelp;
  return (
    <TabPanel id="services" title={c.title} description={c.description}>
      {service.missing.length > 0 && <MissingNotice missing={service.missing} t={t} />}
      <PanelCard title={ended ? c.planEnded : c.plan}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-ink-muted">{c.frequency}</dt>
            <dd className="font-semibold text-ink">{capitalize(service.frequency)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{c.day}</dt>
            <dd className="font-semibold text-ink">{service.preferredDay ? capitalize(service.preferredDay) : c.noDay}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t.profile.type}</dt>
            <dd className="font-semibold text-ink">{service.serviceType}</dd>
          </div>
        </dl>
        <div className="mt-5 grid gap-4 border-t border-line pt-5 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-semibold text-ink">{c.gate}</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{service.gateInstructions || c.none}</p>
            <a href={customerPath("?tab=account")} className="link mt-1 inline-flex min-h-11 items-center text-sm font-semibold">
              {c.editInstructions}
            </a>
          </div>
          <div>
            <h4 className="text-sm font-semibold text-ink">{c.notes}</h4>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{service.notes || c.none}</p>
          </div>
        </div>
      </PanelCard>

      {changes}

      <PanelCard title={c.visits} description={nextDay ? fill(c.next, { date: nextDay }) : undefined}>
        {!visits || visits.items.length === 0 ? (
          <div className="flex items-start gap-3">
            <CalendarIcon className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
            <div>
              <p className="font-semibold text-ink">{c.noVisits}</p>
              <p className="mt-1 text-sm text-ink-muted">{firstPlanned}</p>
            </div>
          </div>
        ) : (
          <>
            <ol className="-my-3 divide-y divide-line">
              {visits.items.map((v) => (
                <li key={v.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{date(v.date)}</p>
                    <p
                      className={`mt-0.5 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${v.status === "done" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}
                    >
                      {v.status === "done" ? c.done : v.reason === "customer" ? c.skippedByYou : fill(c.skipped, { reason: c.reasons[v.reason ?? "other"] })}
                    </p>
                    {v.note && <p className="mt-1 text-sm whitespace-pre-line text-ink-soft">{v.note}</p>}
                  </div>
                  {v.hasPhoto && (
                    <a href={photoSrc(v.id)} className="shrink-0">
                      <img
                        src={photoSrc(v.id, "thumb")}
                        alt={fill(c.photoAlt, { date: date(v.date) })}
                        width={160}
                        height={120}
                        loading="lazy"
                        className="h-[120px] w-[160px] rounded-lg border border-line object-cover"
                      />
                    </a>
                  )}
                </li>
              ))}
            </ol>
            {visits.pageCount > 1 && (
              <nav aria-label={c.pages} className="mt-4 flex items-center justify-between border-t border-line pt-4 text-sm">
                {visits.page > 1 ? (
                  <a href={customerPath(`?tab=services&page=${visits.page - 1}`)} className="link min-h-11 content-center">
                    {c.newer}
                  </a>
                ) : (
                  <span />
                )}
                <span className="text-ink-muted">{fill(c.page, { page: visits.page, count: visits.pageCount })}</span>
                {visits.page < visits.pageCount ? (
                  <a href={customerPath(`?tab=services&page=${visits.page + 1}`)} className="link min-h-11 content-center">
                    {c.older}
                  </a>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
        )}
      </PanelCard>
    </TabPanel>
  );
}

/** Exactly what stands between the customer and their first visit, and where they give it. */
function MissingNotice({ missing, t }: { missing: MissingForVisits[]; t: CustomerAreaCopy }) {
  const customerPath = useCustomerPath();
  const c = t.services;
  return (
    <section aria-labelledby="missing-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <h3 id="missing-heading" className="font-bold">
        {c.missingTitle}
      </h3>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {missing.map((m) => (
          <li key={m}>{c.missing[m]}</li>
        ))}
      </ul>
      <a href={customerPath("?tab=account")} className="btn-primary mt-3 w-full sm:w-auto">
        {c.missingAction}
      </a>
    </section>
  );
}
