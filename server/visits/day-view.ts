import { addDays, businessDate, formatBusinessTime, formatDayMonth, formatIsoDate } from "~/lib/dates";
import { type FieldErrors, idParam, parseForm } from "~/lib/forms";
import { fill, type Locale } from "~/lib/i18n";
import { moveStopSchema, VISIT_NOTE_MAX } from "~/lib/visit-forms";
import { PHOTO_MB } from "~/lib/visit-options";
import type { SessionUser } from "../auth/session";
import { inLocale } from "../content/catalogue";
import { crewDay, type CrewDayCopy } from "../content/crew-day";
import type { Db } from "../db/client";
import { moveStop, orderRoute } from "../leads/crew-assignments";
import { activeCrew } from "../models/crew-routes";
import { dayArrivals } from "../models/route-arrivals";
import { type CrewVisit, dayRoutes, OFFICE_DAY_STOPS, visitsForDay } from "../models/visits";
import { routeLinks } from "../routing/maps";
import { crewRepliesForDay, crewTextStates, textOnMyWayAs } from "../sms/crew";
import { closeVisitFromForm } from "./close";
import { CREW_DAYS_AHEAD, CREW_DAYS_BACK, mayReadDay } from "./reach";

/**
 * One stop of the crew's day as the page shows it: the visit, its customer, its place in the route
 * and when it was closed: the time of day ("9:05 AM") and the day ("Dec 6", for a visit the
 * customer skipped, which they did on an earlier day).
 */
export type StopView = CrewVisit & { position: number; closedAt: string | null; closedOn: string | null };

/** What the server answered for this stop's form: the errors beside the fields and what was typed. */
export interface StopResult {
  intent: string;
  errors: FieldErrors;
  note: string;
  reason: string;
}

/** One heading's stops: a crew member's route, the unassigned, or (`title` null) the whole day. */
export interface StopGroup {
  key: string;
  title: string | null;
  stops: StopView[];
}

const isDate = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const ORDER = { scheduled: 0, done: 1, skipped: 2 } as const;

/** What the office's filter asks for: one crew member's route, the unassigned stops, or everyone. */
function crewFilter(value: string | null): number | "unassigned" | null {
  return value === "unassigned" ? value : idParam(value);
}

/** Each route numbered from 1 (the unassigned too), the open stops first (a stable sort keeps route order), with when each was closed. */
function numberStops(rows: CrewVisit[], locale: Locale): StopView[] {
  const counters = new Map<number | null, number>();
  return rows
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
}

/** The office sees one group per route (the unassigned last) unless it filtered one; a crew account its day. */
function groupStops(stops: StopView[], byRoute: boolean, t: CrewDayCopy): StopGroup[] {
  if (!byRoute) return [{ key: "day", title: null, stops }];
  const groups: StopGroup[] = [];
  for (const stop of stops) {
    const key = stop.crew ? String(stop.crew.id) : "unassigned";
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = { key, title: stop.crew ? fill(t.routes.route, { name: stop.crew.name }) : t.routes.unassigned, stops: [] };
      groups.push(group);
    }
    group.stops.push(stop);
  }
  return groups.sort((a, b) => Number(a.key === "unassigned") - Number(b.key === "unassigned"));
}

/** "Open the route in Maps": each group's stops still to do, in route order (positions stay with the office and the crew). */
function mapsLinks(groups: StopGroup[]): Record<string, string[]> {
  const links: Record<string, string[]> = {};
  for (const group of groups) {
    const open = group.stops.filter((s) => s.visit.status === "scheduled");
    if (open.length > 0) links[group.key] = routeLinks(open.map((s) => s.at ?? `${s.address}, ${s.zip}`));
  }
  return links;
}

/** Each open stop's expected arrival today, in the page's words. */
async function arrivalsOf(db: Db, rows: CrewVisit[], date: string, t: CrewDayCopy, locale: Locale): Promise<Record<number, string>> {
  const arrivals: Record<number, string> = {};
  const crews = [...new Set(rows.map((r) => r.crew?.id).filter((id): id is number => id !== undefined))];
  for (const crewId of crews) {
    for (const a of await dayArrivals(db, crewId, date)) {
      arrivals[a.id] = fill(t.stop.expected, { from: formatBusinessTime(a.from, locale), to: formatBusinessTime(a.to, locale) });
    }
  }
  return arrivals;
}

/** The crew's day as its page shows it, or the day outside a crew account's reach. */
export type DayViewOutcome = { result: "day"; day: Awaited<ReturnType<typeof buildDay>> } | { result: "outside"; message: string };

/**
 * The crew's day (admins and crew accounts; the admin layout checks who): one day's stops in route
 * order, the open ones first, each route numbered. A crew account sees only its own route, on the
 * days of its reach (server/visits/reach.ts; any other day is "outside"); the office sees every
 * route, grouped by crew member, deleted customers marked, with a filter, and a day too long for
 * one page as its routes to choose from. `query` is the page's: ?date, ?crew, ?closed.
 */
export async function crewDayView(db: Db, user: SessionUser, locale: Locale, query: URLSearchParams): Promise<DayViewOutcome> {
  const t = inLocale(crewDay, locale);
  const asked = query.get("date");
  const today = businessDate();
  const date = isDate(asked) ? asked : today;
  if (!mayReadDay(user, date, today)) return { result: "outside", message: t.routes.outside };
  return { result: "day", day: await buildDay(db, user, locale, t, date, today, query) };
}

async function buildDay(db: Db, user: SessionUser, locale: Locale, t: CrewDayCopy, date: string, today: string, query: URLSearchParams) {
  const office = user.role === "admin";
  const filter = office ? crewFilter(query.get("crew")) : null;
  // The office's day counted by route: a day too long for one page lists its routes to choose from.
  const routes = office ? await dayRoutes(db, date) : [];
  const total = routes.reduce((sum, r) => sum + r.stops, 0);
  const pick = office && filter === null && total > OFFICE_DAY_STOPS;
  const rows = pick ? [] : await visitsForDay(db, date, office ? (filter === null ? {} : { route: filter }) : { crewUserId: user.id });
  const stops = numberStops(rows, locale);
  const groups = groupStops(stops, office && filter === null, t);
  const [texts, replies, arrivals, crew] = await Promise.all([
    crewTextStates(
      db,
      rows.map((r) => r.visit.id),
      t.texts,
    ),
    crewRepliesForDay(
      db,
      rows.map((r) => ({ visitId: r.visit.id, leadId: r.visit.lead_id })),
      date,
      locale,
    ),
    date === today ? arrivalsOf(db, rows, date, t, locale) : {},
    office ? activeCrew(db) : [],
  ]);
  return {
    t,
    texts,
    replies,
    links: mapsLinks(groups),
    arrivals,
    date,
    dateLabel: formatIsoDate(date, locale),
    previous: addDays(date, -1),
    next: addDays(date, 1),
    today,
    stops,
    groups,
    closed: idParam(query.get("closed")),
    // The office's view: the crew to group and filter by; a crew account gets its own day only.
    office: office
      ? {
          crew,
          filter: filter === null ? "" : String(filter),
          routes: pick ? routes : null,
          total: { stops: total, open: routes.reduce((sum, r) => sum + r.open, 0) },
        }
      : null,
    // The day links stop at the crew's reach.
    reach: office ? null : { from: addDays(today, -CREW_DAYS_BACK), to: addDays(today, CREW_DAYS_AHEAD) },
  };
}

/** What one of the day's forms came to; the route answers each. */
export type DayOutcome =
  /** Done: back to the day, `query` (with its "?" or "#") saying where. */
  | { result: "done"; query: string }
  /** A stop's close refused: the page again, the message beside its field and what was typed. */
  | { result: "stop"; status: 400 | 404 | 409; stop: StopResult & { visitId: number } }
  /** Not the office (403), a malformed form (400) or nothing of that id (404). */
  | { result: "refused"; status: 400 | 403 | 404; message: string };

const refused = (status: 400 | 403 | 404, message: string): DayOutcome => ({ result: "refused", status, message });
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

/**
 * One form of the crew's day, by its intent: "On my way" (one text per visit, for a visit the
 * account reaches), the office's "Order by distance" and up/down on a route, or closing a visit
 * (server/visits/close.ts), refused beside its field in the page's language.
 */
export async function changeFromDay(db: Db, env: Env, user: SessionUser, form: FormData, locale: Locale): Promise<DayOutcome> {
  const intent = form.get("intent");
  if (intent === "on_my_way") {
    // One text per visit whatever the taps (server/sms/); only a visit the account reaches (its own
    // route; the office any) and still to do today is texted, and the stop then shows what happened
    // (sent, held for quiet hours, or why not).
    const visitId = idParam(form.get("visitId"));
    const sent = visitId === null ? { result: "not_found" as const } : await textOnMyWayAs(db, env, user, visitId);
    if (sent.result === "not_found") return refused(404, "Visit not found");
    return { result: "done", query: `#visit-${visitId}` };
  }
  if (intent === "order") {
    // "Order by distance" for one route, from the office's day.
    if (user.role !== "admin") return refused(403, "Not allowed");
    const crew = idParam(form.get("crew"));
    const date = form.get("date");
    if (crew === null || !isDate(date)) return refused(400, "Bad request");
    await orderRoute(db, crew, { keepPinned: false });
    return { result: "done", query: `?date=${date}` };
  }
  if (intent === "move") {
    // The office orders a route (stored in crew_assignments); a crew account's order is the office's.
    if (user.role !== "admin") return refused(403, "Not allowed");
    const move = parseForm(moveStopSchema, form);
    if (!move.ok) return refused(400, "Bad request");
    const { leadId, visitId, date, direction, crew } = move.data;
    if ((await moveStop(db, leadId, date, direction)) === "not_found") return refused(404, "Not found");
    return { result: "done", query: `?date=${date}${crew ? `&crew=${encodeURIComponent(crew)}` : ""}#visit-${visitId}` };
  }
  const outcome = await closeVisitFromForm(db, env, form, { actor: user, today: businessDate() });
  if (outcome.result === "closed") {
    const { visit } = outcome;
    return { result: "done", query: `?date=${visit.date}&closed=${visit.id}#visit-${visit.id}` };
  }
  const t = inLocale(crewDay, locale);
  // The photo messages name the limit in MB, from MAX_PHOTO_BYTES (the one place it is set).
  const values: Record<string, string | number> = { mb: PHOTO_MB, ...outcome.values };
  if (outcome.visitDate) values.date = formatIsoDate(outcome.visitDate, locale);
  return {
    result: "stop",
    status: outcome.status,
    stop: {
      visitId: idParam(form.get("visitId")) ?? 0,
      intent: text(intent),
      errors: { [outcome.field]: fill(t.messages[outcome.message], values) },
      note: text(form.get("note")).slice(0, VISIT_NOTE_MAX),
      reason: text(form.get("reason")).slice(0, 40),
    },
  };
}
