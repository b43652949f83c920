import { ClockIcon } from "~/components/icons";
import { dateTile, formatTimeWindow, formatWeekdayDate, type ServiceVisit } from "~/content/customer-sample";
import { PanelCard, TabPanel } from "./panel";
import { NoticeSlot, PreviewButton } from "./preview-action";
import { StatusBadge } from "./visit-invoice-badge";

export function ServicesPanel({ visits }: { visits: readonly ServiceVisit[] }) {
  const upcoming = visits.filter((v) => v.status === "scheduled");
  const history = visits.filter((v) => v.status !== "scheduled");
  const [next, ...later] = upcoming;

  return (
    <TabPanel id="services" title="Services" description="Your upcoming visits and what our technicians did on past ones.">
      <PanelCard title="Upcoming visits" description="Arrival windows are in Miami time (ET).">
        <NoticeSlot actions={["reschedule"]} className="mb-5" />
        {next ? (
          <div className="flex flex-col gap-4 rounded-xl border border-brand/20 bg-brand-tint p-4 sm:flex-row sm:items-center sm:p-5">
            <DateTile value={next.window.start} large />
            <div className="min-w-0 flex-1">
              <p className="eyebrow">Next visit</p>
              <p className="mt-0.5 text-xl font-bold text-ink">{formatWeekdayDate(next.window.start)}</p>
              <p className="mt-1 flex items-center gap-1.5 text-ink-soft">
                <ClockIcon className="h-4 w-4 shrink-0 text-ink-muted" />
                {formatTimeWindow(next.window)} · {next.service}
              </p>
              <p className="mt-1 text-sm text-ink-muted">No need to be home. Please leave the gate unlocked.</p>
            </div>
            <PreviewButton action="reschedule" tab="services" className="w-full sm:w-auto">
              Reschedule
              <span className="sr-only"> the visit on {formatWeekdayDate(next.window.start)}</span>
            </PreviewButton>
          </div>
        ) : (
          <p className="text-ink-muted">No visits are scheduled.</p>
        )}

        {later.length > 0 && (
          <ul className="mt-4 divide-y divide-line">
            {later.map((visit) => (
              <li key={visit.id} className="flex items-center gap-4 py-3.5">
                <DateTile value={visit.window.start} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{formatWeekdayDate(visit.window.start)}</p>
                  <p className="text-sm text-ink-muted">{formatTimeWindow(visit.window)}</p>
                </div>
                <span className="hidden sm:inline-flex">
                  <StatusBadge status={visit.status} />
                </span>
                <PreviewButton action="reschedule" tab="services" variant="quiet">
                  Reschedule
                  <span className="sr-only"> the visit on {formatWeekdayDate(visit.window.start)}</span>
                </PreviewButton>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 rounded-lg bg-mist px-4 py-3 text-sm text-ink-muted">
          Reschedule at least 24 hours ahead. We work through the rain; in severe weather your visit moves to the next available day.
        </p>
      </PanelCard>

      <PanelCard title="Service history" description="A summary is e-mailed after every visit.">
        <ul className="-my-3.5 divide-y divide-line">
          {history.map((visit) => (
            <li key={visit.id} className="flex gap-4 py-3.5">
              <DateTile value={visit.window.start} muted={visit.status === "canceled"} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <p className="font-semibold text-ink">{formatWeekdayDate(visit.window.start)}</p>
                  <StatusBadge status={visit.status} />
                </div>
                <p className="text-sm text-ink-muted">
                  {formatTimeWindow(visit.window)} · {visit.service}
                </p>
                {visit.notes && (
                  <p className="mt-2 rounded-lg border-l-4 border-brand/40 bg-canvas px-3 py-2 text-sm text-ink-soft">
                    <span className="sr-only">Technician notes: </span>
                    {visit.notes}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </PanelCard>
    </TabPanel>
  );
}

function DateTile({ value, large = false, muted = false }: { value: string; large?: boolean; muted?: boolean }) {
  const { month, day } = dateTile(value);
  return (
    <span
      aria-hidden="true"
      // Past visits look quieter through a grey tile and muted text, never through opacity (which
      // would take the text below the WCAG AA contrast ratio).
      className={`flex shrink-0 flex-col items-center justify-center rounded-xl border text-center leading-none ${
        large ? "h-16 w-16 border-brand/30 bg-white" : `h-12 w-12 border-line ${muted ? "bg-mist" : "bg-white"}`
      }`}
    >
      <span className={`font-bold tracking-wide uppercase ${large ? "text-xs text-brand-dark" : "text-[0.65rem] text-ink-muted"}`}>{month}</span>
      <span className={`font-extrabold ${muted ? "text-ink-muted" : "text-ink"} ${large ? "mt-1 text-2xl" : "mt-0.5 text-lg"}`}>{day}</span>
    </span>
  );
}
