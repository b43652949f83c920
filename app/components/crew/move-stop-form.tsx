import { fill } from "~/lib/i18n";
import type { CrewDayCopy } from "~server/content/crew-day";
import type { StopView } from "./stop";

/**
 * The office's up/down buttons on a stop still to do: one plain form whose buttons send the
 * direction (the order is stored, server/models/crew-routes.ts); the server answers with the day
 * at the stop. One form, not one per button: a route's day has about 40 of them.
 */
export function MoveStopForm({
  stop,
  t,
  date,
  filter,
  first,
  last,
}: {
  stop: StopView;
  t: CrewDayCopy;
  date: string;
  filter: string;
  first: boolean;
  last: boolean;
}) {
  const label = `${fill(t.stop.position, { n: stop.position })}: ${stop.name}`;
  const button = (direction: "up" | "down") => (
    <button
      type="submit"
      name="direction"
      value={direction}
      aria-label={fill(direction === "up" ? t.stop.moveUpFor : t.stop.moveDownFor, { stop: label })}
      className="btn-secondary min-h-11 rounded-lg px-4 text-sm"
    >
      {direction === "up" ? t.stop.moveUp : t.stop.moveDown}
    </button>
  );
  return (
    <form method="post" data-crew-form="" className="mt-1 flex justify-end gap-2">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="leadId" value={stop.visit.lead_id} />
      <input type="hidden" name="visitId" value={stop.visit.id} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="crew" value={filter} />
      {!first && button("up")}
      {!last && button("down")}
    </form>
  );
}
