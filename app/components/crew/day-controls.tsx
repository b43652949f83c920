import { CrewOptions } from "~/components/admin/crew-options";
import { fill } from "~/lib/i18n";
import type { CrewDayCopy } from "~server/content/crew-day";
import type { CrewMember } from "~server/models/crew-routes";
import type { DayRoute } from "~server/models/visits";

/** The office's filter of the day: one crew member's route, the unassigned stops, or everyone. */
export function CrewFilter({ page, date, crew, filter, t }: { page: string; date: string; crew: CrewMember[]; filter: string; t: CrewDayCopy }) {
  return (
    <form method="get" action={page} className="mt-4 flex flex-wrap items-end gap-2">
      <input type="hidden" name="date" value={date} />
      {/* A long crew name shortens the select, never widens the page (390 px). */}
      <div className="max-w-full min-w-0">
        <label htmlFor="crew-filter" className="block text-sm font-semibold text-ink">
          {t.routes.filter}
        </label>
        <select id="crew-filter" name="crew" defaultValue={filter} className="field-input min-h-11 w-auto max-w-full">
          <option value="">{t.routes.all}</option>
          <CrewOptions members={crew} />
          <option value="unassigned">{t.routes.unassigned}</option>
        </select>
      </div>
      <button type="submit" className="btn-secondary min-h-11 rounded-lg px-4">
        {t.routes.show}
      </button>
    </form>
  );
}

/** A day too long for one page: its routes, each a link to its own stops. */
export function RoutePick({ page, date, routes, t }: { page: string; date: string; routes: DayRoute[]; t: CrewDayCopy }) {
  return (
    <section aria-labelledby="routes-heading" className="mt-6">
      <h2 id="routes-heading" className="text-lg font-bold text-ink">
        {t.routes.filter}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t.routes.pick}</p>
      <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
        {routes.map((route) => (
          <li key={route.crew?.id ?? "unassigned"} className="flex flex-wrap items-center justify-between gap-x-4 px-3 py-2">
            <a href={`${page}?date=${date}&crew=${route.crew?.id ?? "unassigned"}`} className="link inline-flex min-h-11 min-w-0 items-center break-words">
              {route.crew ? fill(t.routes.route, { name: route.crew.name }) : t.routes.unassigned}
            </a>
            <span className="text-sm text-ink-muted">
              {fill(route.stops === 1 ? t.routes.routeCountOne : t.routes.routeCountMany, { count: route.stops, open: route.open })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Order by distance" for one crew member's route, from the office's day. */
export function OrderRouteForm({ crew, date, title, t }: { crew: string; date: string; title: string; t: CrewDayCopy }) {
  return (
    <form method="post" className="mt-1">
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="crew" value={crew} />
      <input type="hidden" name="date" value={date} />
      <button type="submit" className="btn-secondary min-h-11 rounded-lg px-4 text-sm">
        {fill(t.routes.order, { name: title })}
      </button>
    </form>
  );
}

/** "Open the route in Maps": one link, or the route in parts where one link cannot carry every stop. */
export function MapsLinks({ links, t }: { links: string[] | undefined; t: CrewDayCopy }) {
  if (!links || links.length === 0) return null;
  return (
    <p className="mt-3 flex flex-wrap gap-2">
      {links.map((link, i) => (
        <a key={link} href={link} target="_blank" rel="noreferrer" className="btn-secondary inline-flex min-h-11 items-center rounded-lg px-4 text-sm">
          {links.length === 1 ? t.routes.maps : fill(t.routes.mapsPart, { n: i + 1, total: links.length })}
        </a>
      ))}
    </p>
  );
}

/** The day picker and the links to the day before, today and the day after (within a crew account's reach). */
export function DayPicker({
  page,
  date,
  today,
  previous,
  next,
  filter,
  reach,
  t,
}: {
  page: string;
  date: string;
  today: string;
  previous: string;
  next: string;
  filter: string | undefined;
  reach: { from: string; to: string } | null;
  t: CrewDayCopy;
}) {
  return (
    <form method="get" action={page} className="mt-6 flex flex-wrap items-center gap-2 border-t border-line pt-3">
      <label htmlFor="date" className="text-sm font-semibold text-ink">
        {t.day.label}
      </label>
      <input id="date" name="date" type="date" defaultValue={date} min={reach?.from} max={reach?.to} className="field-input min-h-11 w-auto" />
      {filter && <input type="hidden" name="crew" value={filter} />}
      <button type="submit" className="btn-secondary min-h-11 rounded-lg px-4">
        {t.day.show}
      </button>
      <nav aria-label={t.day.others} className="flex w-full flex-wrap gap-x-4 text-sm">
        {(!reach || previous >= reach.from) && (
          <a href={`${page}?date=${previous}`} className="link inline-flex min-h-11 items-center">
            {t.day.previous}
          </a>
        )}
        {date !== today && (
          <a href={page} className="link inline-flex min-h-11 items-center">
            {t.day.today}
          </a>
        )}
        {(!reach || next <= reach.to) && (
          <a href={`${page}?date=${next}`} className="link inline-flex min-h-11 items-center">
            {t.day.next}
          </a>
        )}
      </nav>
    </form>
  );
}
