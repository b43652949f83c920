import { CrewOptions } from "~/components/admin/crew-options";
import { data, href, redirect, useRouteLoaderData } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { IconSymbols } from "~/components/icons";
import { PHOTO_MB, type StopResult, type StopView } from "~/components/crew/stop";
import { StopLists } from "~/components/crew/stop-lists";
import { ENHANCE } from "~/enhance/scripts";
import { addDays, businessDate, formatBusinessTime, formatDayMonth, formatIsoDate } from "~/lib/dates";
import { fill, localeFromPath, localizePath, useLocale } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { moveStopSchema, VISIT_NOTE_MAX } from "~/lib/visit-forms";
import { inLocale } from "~server/content/catalogue";
import { crewDay } from "~server/content/crew-day";
import { cloudflareContext, dbContext, parsedFormContext, staffContext } from "~server/context";
import { dayRoutes, OFFICE_DAY_STOPS, visitsForDay } from "~server/models/visits";
import { moveStop, orderRoute } from "~server/leads/crew-assignments";
import { activeCrew } from "~server/models/crew-routes";
import { dayArrivals } from "~server/models/route-arrivals";
import { routeLinks } from "~server/routing/maps";
import { CREW_DAYS_AHEAD, CREW_DAYS_BACK, mayReadDay } from "~server/visits/reach";
import { idParam, parseForm } from "~/lib/forms";
import { closeVisitFromForm } from "~server/visits/close";
import { crewRepliesForDay, crewTextStates, textOnMyWayAs } from "~server/sms/crew";
import type { loader as layoutLoader } from "./layout";
import type { Route } from "./+types/visits";

/**
 * The crew's day is a document without React (docs/decisions/0002), for the office too: a crew
 * member on mobile data in a yard loads the page, posts its forms natively, and runs one small
 * script (app/enhance/crew-day.js: the photo scaled before upload, busy buttons, one post at a
 * time) instead of the framework. A page with React that links here (the admin header, the week
 * board) loads it as a document. Its inlined stylesheet is its own (app/styles/crew-day.css), half
 * of the full one, and adds nothing to the public pages'.
 */
export const handle: RouteHandle = { hydrate: false, scripts: [ENHANCE.crewDay], stylesheet: "crewDay" };
export const clientLoader = loadAsDocument;

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const ORDER = { scheduled: 0, done: 1, skipped: 2 } as const;

/** What the office's filter asks for: one crew member's route, the unassigned stops, or everyone. */
function crewFilter(value: string | null): number | "unassigned" | null {
  if (value === "unassigned") return value;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The crew's day (admins and crew accounts; the admin layout checks who): one day's stops in route
 * order, the open ones first. A crew account sees only its own route, on the days of its reach
 * (server/visits/reach.ts; any other day is 404); the office sees every route, grouped by crew
 * member, deleted customers marked, with a filter.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const db = context.get(dbContext);
  const locale = localeFromPath(url.pathname);
  const t = inLocale(crewDay, locale);
  const asked = url.searchParams.get("date");
  const today = businessDate();
  const date = isDate(asked) ? asked : today;
  if (!mayReadDay(user, date, today)) throw data(t.routes.outside, { status: 404 });
  const office = user.role === "admin";
  const filter = office ? crewFilter(url.searchParams.get("crew")) : null;
  // The office's day counted by route: a day too long for one page lists its routes to choose from.
  const routes = office ? await dayRoutes(db, date) : [];
  const total = routes.reduce((sum, r) => sum + r.stops, 0);
  const pick = office && filter === null && total > OFFICE_DAY_STOPS;
  const rows = pick ? [] : await visitsForDay(db, date, office ? (filter === null ? {} : { route: filter }) : { crewUserId: user.id });
  // Each route is numbered from 1 (the unassigned too); the open stops come first (a stable sort keeps route order).
  const counters = new Map<number | null, number>();
  const stops: StopView[] = rows
    .map((row) => {
      const position = (counters.get(row.crew?.id ?? null) ?? 0) + 1;
      counters.set(row.crew?.id ?? null, position);
      const closed = row.visit.completed_at ? new Date(row.visit.completed_at) : null;
      return {
        ...row,
        position,
        closedAt: closed ? formatBusinessTime(closed, locale) : null,
        closedOn: closed ? formatDayMonth(businessDate(closed), locale) : null,
      };
    })
    .sort((a, b) => ORDER[a.visit.status] - ORDER[b.visit.status]);
  const [texts, replies] = await Promise.all([
    crewTextStates(
      context.get(dbContext),
      rows.map((r) => r.visit.id),
      t.texts,
    ),
    crewRepliesForDay(
      context.get(dbContext),
      rows.map((r) => ({ visitId: r.visit.id, leadId: r.visit.lead_id })),
      date,
      locale,
    ),
  ]);
  // "Open the route in Maps": each route's stops still to do, in route order (positions stay with the office and the crew).
  const byRoute = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = office && filter === null ? (row.crew ? String(row.crew.id) : "unassigned") : "day";
    if (row.visit.status === "scheduled") byRoute.set(key, [...(byRoute.get(key) ?? []), row]);
  }
  const links = Object.fromEntries([...byRoute].map(([key, list]) => [key, routeLinks(list.map((r) => r.at ?? `${r.address}, ${r.zip}`))]));
  // Each open stop's expected arrival today, in the page's words.
  const arrivals: Record<number, string> = {};
  if (date === today) {
    const crews = [...new Set(rows.map((r) => r.crew?.id).filter((id): id is number => id !== undefined))];
    for (const crewId of crews) {
      for (const a of await dayArrivals(db, crewId, date)) {
        arrivals[a.id] = fill(t.stop.expected, { from: formatBusinessTime(a.from, locale), to: formatBusinessTime(a.to, locale) });
      }
    }
  }
  return {
    t,
    texts,
    replies,
    links,
    arrivals,
    date,
    dateLabel: formatIsoDate(date, locale),
    previous: addDays(date, -1),
    next: addDays(date, 1),
    today,
    stops,
    closed: Number(url.searchParams.get("closed")) || null,
    // The office's view: the crew to group and filter by; a crew account gets its own day only.
    office: office
      ? {
          crew: await activeCrew(db),
          filter: filter === null ? "" : String(filter),
          routes: pick ? routes : null,
          total: { stops: total, open: routes.reduce((sum, r) => sum + r.open, 0) },
        }
      : null,
    // The day links stop at the crew's reach.
    reach: office ? null : { from: addDays(today, -CREW_DAYS_BACK), to: addDays(today, CREW_DAYS_AHEAD) },
  };
}

/**
 * Closes one visit (server/visits/close.ts). The multipart body was parsed once before the routes
 * ran (parsedFormContext). A refusal returns the page with the message beside its field and what
 * was typed; a close goes back to the day at the stop.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const locale = localeFromPath(url.pathname);
  const t = inLocale(crewDay, locale);
  const form = context.get(parsedFormContext) ?? (await request.formData());
  if (form.get("intent") === "on_my_way") {
    // One text per visit whatever the taps (server/sms/); only a visit the account reaches (its own
    // route; the office any) and still to do today is texted, and the stop then shows what happened
    // (sent, held for quiet hours, or why not).
    const visitId = idParam(form.get("visitId")) ?? 0;
    const env = context.get(cloudflareContext).env;
    const sent =
      Number.isSafeInteger(visitId) && visitId > 0 ? await textOnMyWayAs(context.get(dbContext), env, user, visitId) : { result: "not_found" as const };
    if (sent.result === "not_found") throw data("Visit not found", { status: 404 });
    return redirect(`${localizePath(locale, href("/admin/visits"))}#visit-${visitId}`, 303);
  }
  if (form.get("intent") === "order") {
    // "Order by distance" for one route, from the office's day.
    if (user.role !== "admin") throw data("Not allowed", { status: 403 });
    const crew = Number(form.get("crew"));
    const asked = form.get("date");
    const date = typeof asked === "string" ? asked : "";
    if (!Number.isSafeInteger(crew) || crew < 1 || !isDate(date)) throw data("Bad request", { status: 400 });
    await orderRoute(context.get(dbContext), crew, { keepPinned: false });
    return redirect(`${localizePath(locale, href("/admin/visits"))}?date=${date}`, 303);
  }
  if (form.get("intent") === "move") {
    // The office orders a route (stored in crew_assignments); a crew account's order is the office's.
    if (user.role !== "admin") throw data("Not allowed", { status: 403 });
    const move = parseForm(moveStopSchema, form);
    if (!move.ok) throw data("Bad request", { status: 400 });
    const { leadId, visitId, date, direction, crew } = move.data;
    const moved = await moveStop(context.get(dbContext), leadId, date, direction);
    if (moved === "not_found") throw data("Not found", { status: 404 });
    return redirect(`${localizePath(locale, href("/admin/visits"))}?date=${date}${crew ? `&crew=${encodeURIComponent(crew)}` : ""}#visit-${visitId}`, 303);
  }
  const outcome = await closeVisitFromForm(context.get(dbContext), context.get(cloudflareContext).env, form, { actor: user, today: businessDate() });
  if (outcome.result === "closed") {
    const { visit } = outcome;
    return redirect(`${localizePath(locale, href("/admin/visits"))}?date=${visit.date}&closed=${visit.id}#visit-${visit.id}`, 303);
  }
  const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");
  // The photo messages name the limit in MB, from MAX_PHOTO_BYTES (the one place it is set).
  const values: Record<string, string | number> = { mb: PHOTO_MB, ...outcome.values };
  if (outcome.visitDate) values.date = formatIsoDate(outcome.visitDate, locale);
  const result: StopResult & { visitId: number } = {
    visitId: idParam(form.get("visitId")) ?? 0,
    intent: text(form.get("intent")),
    errors: { [outcome.field]: fill(t.messages[outcome.message], values) },
    note: text(form.get("note")).slice(0, VISIT_NOTE_MAX),
    reason: text(form.get("reason")).slice(0, 40),
  };
  return data(result, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData?.t.meta.title ?? "The crew's day",
    description: loaderData?.t.meta.description ?? "",
    path: href("/admin/visits"),
    locale: localeFromPath(location.pathname),
    noindex: true,
  });

export default function CrewDay({ loaderData, actionData }: Route.ComponentProps) {
  const { t, date, dateLabel, previous, next, today, stops, office, reach, links } = loaderData;
  const locale = useLocale();
  const open = stops.filter((s) => s.visit.status === "scheduled");
  const future = date > today;
  const failed = actionData ? stops.find((s) => s.visit.id === actionData.visitId) : undefined;
  const failure = actionData ? Object.values(actionData.errors)[0] : undefined;
  const page = localizePath(locale, href("/admin/visits"));
  const day = { ...loaderData, office: office ? { filter: office.filter } : null };
  // The office sees one group per route (the unassigned last) unless it filtered one.
  const groups: { key: string; title: string | null; stops: StopView[] }[] = [];
  if (office && !office.filter) {
    for (const stop of stops) {
      const key = stop.crew ? String(stop.crew.id) : "unassigned";
      let group = groups.find((g) => g.key === key);
      if (!group) {
        group = { key, title: stop.crew ? fill(t.routes.route, { name: stop.crew.name }) : t.routes.unassigned, stops: [] };
        groups.push(group);
      }
      group.stops.push(stop);
    }
    groups.sort((a, b) => Number(a.key === "unassigned") - Number(b.key === "unassigned"));
  } else groups.push({ key: "day", title: null, stops });

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-5 sm:px-6">
      {/* Each stop's icons refer to these drawings, defined once. */}
      <IconSymbols />
      {actionData && (
        <div role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{t.summary.title}</p>
          <p className="text-sm">{failure}</p>
          {failed && (
            <a href={`#visit-${failed.visit.id}`} className="link text-sm">
              {fill(t.summary.link, { n: failed.position, name: failed.name })}
            </a>
          )}
        </div>
      )}
      <h1 className="text-xl font-bold tracking-tight text-ink sm:text-3xl">{fill(t.heading, { date: dateLabel })}</h1>
      <p className="mt-1 text-sm text-ink-muted">
        {office?.routes
          ? fill(t.countMany, { count: office.total.stops, open: office.total.open })
          : stops.length === 0
            ? t.none
            : fill(stops.length === 1 ? t.countOne : t.countMany, { count: stops.length, open: open.length })}
      </p>
      {open[0] && !future ? (
        <a href={`#visit-${open[0].visit.id}`} className="btn-primary mt-3 block min-h-12 truncate rounded-lg text-center leading-7">
          {fill(t.nextOpen, { name: open[0].name })}
        </a>
      ) : (
        stops.length > 0 && !future && <p className="mt-3 font-semibold text-green-900">{t.allClosed}</p>
      )}
      {future && <p className="mt-3 rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-950">{t.future}</p>}
      {date < today && <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{fill(t.past, { date: dateLabel })}</p>}
      {office && (
        <form method="get" action={page} className="mt-4 flex flex-wrap items-end gap-2">
          <input type="hidden" name="date" value={date} />
          {/* A long crew name shortens the select, never widens the page (390 px). */}
          <div className="max-w-full min-w-0">
            <label htmlFor="crew-filter" className="block text-sm font-semibold text-ink">
              {t.routes.filter}
            </label>
            <select id="crew-filter" name="crew" defaultValue={office.filter} className="field-input min-h-11 w-auto max-w-full">
              <option value="">{t.routes.all}</option>
              <CrewOptions members={office.crew} />
              <option value="unassigned">{t.routes.unassigned}</option>
            </select>
          </div>
          <button type="submit" className="btn-secondary min-h-11 rounded-lg px-4">
            {t.routes.show}
          </button>
        </form>
      )}

      {office?.routes && (
        <section aria-labelledby="routes-heading" className="mt-6">
          <h2 id="routes-heading" className="text-lg font-bold text-ink">
            {t.routes.filter}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t.routes.pick}</p>
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
            {office.routes.map((route) => (
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
      )}
      {groups.map((group) =>
        group.title ? (
          <section key={group.key} aria-labelledby={`route-${group.key}`} className="mt-6">
            <h2 id={`route-${group.key}`} className="text-lg font-bold text-ink">
              {group.title}
            </h2>
            {group.key !== "unassigned" && (
              <form method="post" className="mt-1">
                <input type="hidden" name="intent" value="order" />
                <input type="hidden" name="crew" value={group.key} />
                <input type="hidden" name="date" value={date} />
                <button type="submit" className="btn-secondary min-h-11 rounded-lg px-4 text-sm">
                  {fill(t.routes.order, { name: group.title })}
                </button>
              </form>
            )}
            <MapsLinks links={links[group.key]} t={t} />
            <StopLists stops={group.stops} idPrefix={group.key} day={day} result={actionData} />
          </section>
        ) : (
          <div key={group.key}>
            <MapsLinks links={links.day} t={t} />
            <StopLists stops={group.stops} idPrefix="day" day={day} result={actionData} />
          </div>
        ),
      )}
      <form method="get" action={page} className="mt-6 flex flex-wrap items-center gap-2 border-t border-line pt-3">
        <label htmlFor="date" className="text-sm font-semibold text-ink">
          {t.day.label}
        </label>
        <input id="date" name="date" type="date" defaultValue={date} min={reach?.from} max={reach?.to} className="field-input min-h-11 w-auto" />
        {office?.filter && <input type="hidden" name="crew" value={office.filter} />}
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
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  // The catalogue is server-only: the words come with the layout's loader data.
  const t = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.crewError;
  return (
    <AdminErrorPage
      error={error}
      title={t?.title ?? "The crew's day"}
      fallback={t?.fallback ?? "The visits could not be loaded."}
      reload={{ to: localizePath(locale, href("/admin/visits")), label: t?.retry ?? "Try again" }}
      words={t ? { heading: t.heading, apology: t.apology } : undefined}
    />
  );
}

/** "Open the route in Maps": one link, or the route in parts where one link cannot carry every stop. */
function MapsLinks({ links, t }: { links: string[] | undefined; t: Route.ComponentProps["loaderData"]["t"] }) {
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
