import type { CrewReply, CrewTexts } from "~/components/admin/crew-texts";
import { fill } from "~/lib/i18n";
import type { CrewDayCopy } from "~server/content/crew-day";
import { ClosedStop } from "./closed-stop";
import { MoveStopForm } from "./move-stop-form";
import { OpenStop } from "./open-stop";
import type { StopResult, StopView } from "./stop";

/** What every list of the page shares: the day, its words, the texts and replies, the stop just closed, the office's filter. */
export interface DayView {
  t: CrewDayCopy;
  date: string;
  dateLabel: string;
  today: string;
  closed: number | null;
  texts: Record<number, CrewTexts>;
  replies: Record<number, CrewReply[]>;
  /** Each open stop's expected arrival today, in words ("Expected 10:30 AM to 11:15 AM"). */
  arrivals: Record<number, string>;
  /** The office's view (its filter: a crew member's id, "unassigned" or ""), null for a crew account. */
  office: { filter: string } | null;
}

/** One route's stops (or the whole day's): the open ones, then done, then skipped behind a disclosure. */
export function StopLists({
  stops,
  idPrefix,
  day,
  result,
}: {
  stops: StopView[];
  idPrefix: string;
  day: DayView;
  result: (StopResult & { visitId: number }) | undefined;
}) {
  const { t, date, dateLabel, today, closed, texts, replies, office, arrivals } = day;
  const open = stops.filter((s) => s.visit.status === "scheduled");
  const done = stops.filter((s) => s.visit.status === "done");
  const skipped = stops.filter((s) => s.visit.status === "skipped");
  const resultFor = (id: number) => (result?.visitId === id ? result : null);
  const closedLine = (stop: StopView) => (
    <li key={stop.visit.id} id={`visit-${stop.visit.id}`} className="scroll-mt-20">
      <ClosedStop stop={stop} t={t} justClosed={closed === stop.visit.id} texts={texts[stop.visit.id]} replies={replies[stop.visit.id]} />
    </li>
  );
  return (
    <>
      {open.length > 0 && (
        <section aria-labelledby={`${idPrefix}-open-heading`} className="mt-5">
          <h3 id={`${idPrefix}-open-heading`} className="sr-only">
            {t.openHeading}
          </h3>
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {open.map((stop, i) => (
              <li key={stop.visit.id} id={`visit-${stop.visit.id}`} className="scroll-mt-20">
                <OpenStop
                  stop={stop}
                  t={t}
                  date={date}
                  dateLabel={dateLabel}
                  readOnly={date > today}
                  result={resultFor(stop.visit.id)}
                  texts={texts[stop.visit.id]}
                  replies={replies[stop.visit.id]}
                  arrival={arrivals[stop.visit.id]}
                  today={date === today}
                />
                {office && stop.crew && open.length > 1 && (
                  <MoveStopForm stop={stop} t={t} date={date} filter={office.filter} first={i === 0} last={i === open.length - 1} />
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      {done.length > 0 && (
        <section aria-labelledby={`${idPrefix}-done-heading`} className="mt-5">
          <h3 id={`${idPrefix}-done-heading`} className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t.closedHeading}
          </h3>
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-2">{done.map(closedLine)}</ol>
        </section>
      )}
      {skipped.length > 0 && (
        <details className="mt-5" open={skipped.some((s) => s.visit.id === closed) ? true : undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {fill(t.skippedHeading, { count: skipped.length })}
          </summary>
          <ol className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-2">{skipped.map(closedLine)}</ol>
        </details>
      )}
    </>
  );
}
