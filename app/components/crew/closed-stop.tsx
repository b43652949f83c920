import { type CrewReply, type CrewTexts, CustomerReplies, TextState } from "~/components/admin/crew-texts";
import { SymbolIcon } from "~/components/icons";
import { fill } from "~/lib/i18n";
import { photoSrc } from "~/lib/visit-photo";
import type { CrewDayCopy } from "~server/content/crew-day";
import { DeletedBadge } from "./deleted-badge";
import type { StopView } from "./stop";

/**
 * A closed stop: done or skipped, when, why, and the photo's thumbnail (a link to the photo). A
 * visit the customer skipped says so and on which day they did (not the time: it was an earlier day).
 * The line wraps on a phone.
 */
export function ClosedStop({
  stop,
  t,
  justClosed,
  texts,
  replies,
}: {
  stop: StopView;
  t: CrewDayCopy;
  justClosed: boolean;
  texts: CrewTexts | undefined;
  replies: CrewReply[] | undefined;
}) {
  const { visit } = stop;
  const time = stop.closedAt ?? "";
  const done = visit.status === "done";
  const photo = photoSrc(visit.id);
  return (
    <article aria-labelledby={`stop-${visit.id}-name`} className="card flex items-center gap-3 px-4 py-2">
      <span
        aria-hidden="true"
        className={`grid size-7 shrink-0 place-items-center rounded-full ${done ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}
      >
        {done ? <SymbolIcon name="check" className="size-4" /> : "–"}
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={`stop-${visit.id}-name`} className="truncate font-semibold text-ink">
          {stop.position}. {stop.name}
          {stop.deleted && <DeletedBadge t={t} />}
        </h3>
        <p className="text-sm break-words text-ink-muted">
          {done
            ? fill(t.closedLine.done, { time })
            : visit.skip_reason === "customer"
              ? fill(t.closedLine.customerSkipped, { date: stop.closedOn ?? "" })
              : fill(t.closedLine.skipped, { time, reason: t.reasons[visit.skip_reason ?? "other"] })}
          {visit.note ? ` · ${visit.note}` : ""}
        </p>
        {justClosed && (
          <p role="status" className="text-sm text-green-900">
            {t.stop.saved}
          </p>
        )}
        {texts?.on_my_way && <TextState text={texts.on_my_way} />}
        {texts?.visit_closed && <TextState text={texts.visit_closed} />}
        <CustomerReplies replies={replies} words={t.texts} />
      </div>
      {visit.photo_key && (
        <a href={photo} className="shrink-0" aria-label={`${t.closedLine.viewPhoto}: ${fill(t.closedLine.photo, { n: stop.position })}`}>
          <img src={photoSrc(visit.id, "thumb")} alt="" width={44} height={44} loading="lazy" className="size-11 rounded-md object-cover" />
        </a>
      )}
    </article>
  );
}
