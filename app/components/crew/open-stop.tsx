import { type CrewReply, type CrewTexts, CustomerReplies } from "~/components/admin/crew-texts";
import { SymbolIcon } from "~/components/icons";
import { fill } from "~/lib/i18n";
import type { CrewDayCopy } from "~server/content/crew-day";
import { DeletedBadge } from "./deleted-badge";
import { DoneForm } from "./done-form";
import { OnMyWayForm } from "./on-my-way-form";
import { SkipForm } from "./skip-form";
import { directionsUrl, stopLabel, type StopResult, type StopView } from "./stop";

/**
 * One open stop of the crew's day: who, where (a directions link), how to get in, what the
 * customer wrote in the quote, the office's internal note and the customer's language, "On my way", and the two ways to close it ("Done" with a note
 * and a photo, "Skipped" with a reason), each behind a disclosure so eight stops fit a phone's
 * screen. Plain forms, one component each, so they work without JavaScript; the page's small
 * script (app/enhance/crew-day.js) enhances them in place.
 */
export function OpenStop({
  stop,
  t,
  date,
  dateLabel,
  readOnly,
  result,
  texts,
  replies,
  arrival,
  today,
}: {
  stop: StopView;
  t: CrewDayCopy;
  /** The page's day, "2026-11-26": sent with the forms, so a visit of another day is not closed from here. */
  date: string;
  dateLabel: string;
  readOnly: boolean;
  result: StopResult | null;
  /** The stop's texts to the customer ("On my way", then the closing line), server/sms/. */
  texts: CrewTexts | undefined;
  /** What the customer texted us on the page's day (server/sms/replies.ts). */
  replies: CrewReply[] | undefined;
  /** The expected arrival today, in words (server/routing/arrival.ts). */
  arrival?: string;
  /** Whether the page's day is today: "On my way" is only for today's stops. */
  today: boolean;
}) {
  const id = stop.visit.id;
  const label = stopLabel(t, stop);
  const formError = result?.errors.form;
  return (
    <article aria-labelledby={`stop-${id}-name`} className="card p-3">
      <p className="text-sm font-semibold text-ink-muted">
        {fill(t.stop.position, { n: stop.position })} · <span>{fill(t.stop.language, { language: t.languages[stop.locale] })}</span>
        {stop.dogs !== null && <span>{` · ${fill(t.stop.dogs, { count: stop.dogs })}`}</span>}
      </p>
      <h3 id={`stop-${id}-name`} className="text-lg leading-snug font-bold break-words text-ink">
        {stop.name}
        {stop.deleted && <DeletedBadge t={t} />}
      </h3>
      {arrival && <p className="text-sm text-ink-muted">{arrival}</p>}
      {stop.lastVisit && <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">{t.stop.lastVisit}</p>}
      <div className="flex items-center justify-between gap-3">
        <a
          href={directionsUrl(stop.address, stop.zip)}
          target="_blank"
          rel="noreferrer"
          aria-label={fill(t.stop.directions, { address: `${stop.address} ${stop.zip}` })}
          className="link inline-flex min-h-11 min-w-0 items-center gap-1.5"
        >
          <SymbolIcon name="map-pin" className="size-4 shrink-0" />
          {stop.address} {stop.zip}
        </a>
        {stop.phone && (
          <a
            href={`tel:${stop.phone.replace(/[^\d+]/g, "")}`}
            aria-label={fill(t.stop.call, { phone: stop.phone })}
            className="grid size-11 shrink-0 place-items-center rounded-full border border-line text-brand-dark hover:bg-mist"
          >
            <SymbolIcon name="phone" className="size-5" />
          </a>
        )}
      </div>
      <dl className="grid gap-0.5 rounded-lg bg-mist px-3 py-1.5 text-sm">
        <div>
          <dt className="inline font-semibold text-ink">{t.stop.gate}: </dt>
          <dd className="inline whitespace-pre-wrap text-ink">{stop.gateInstructions || t.stop.noGate}</dd>
        </div>
        {stop.quoteNotes && (
          <div>
            <dt className="inline font-semibold text-ink">{t.stop.quote}: </dt>
            <dd className="inline whitespace-pre-wrap text-ink">{stop.quoteNotes}</dd>
          </div>
        )}
        {stop.officeNotes && (
          <div>
            <dt className="inline font-semibold text-ink">{t.stop.office}: </dt>
            <dd className="inline whitespace-pre-wrap text-ink">{stop.officeNotes}</dd>
          </div>
        )}
      </dl>
      <OnMyWayForm
        visitId={id}
        scheduled={today && !readOnly}
        texts={texts}
        words={{
          button: t.texts.onMyWay,
          busy: t.texts.sending,
          label: fill(t.texts.onMyWayFor, { stop: label }),
          again: t.texts.tryAgain,
          againLabel: fill(t.texts.tryAgainFor, { stop: label }),
        }}
      />
      <CustomerReplies replies={replies} words={t.texts} />
      {formError && (
        <p id={`stop-${id}-error`} role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {formError}
        </p>
      )}
      {readOnly ? (
        <p className="mt-3 text-sm text-ink-muted">{fill(t.stop.readOnly, { date: dateLabel })}</p>
      ) : (
        <div className="mt-2 grid grid-cols-2 items-start gap-2">
          <DoneForm stop={stop} t={t} date={date} result={result} label={label} />
          <SkipForm stop={stop} t={t} date={date} result={result} label={label} />
        </div>
      )}
    </article>
  );
}
