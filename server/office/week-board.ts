import {
  ASSIGN_OUT_OF_DATE_MESSAGE,
  assignCrewSchema,
  capacitySchema,
  coordinates,
  CREW_CHOICE_MESSAGE,
  placeSchema,
  routeSettingsSchema,
} from "~/lib/crew-forms";
import { businessDate, formatIsoDate, formatShortDay, serviceDaysFrom } from "~/lib/dates";
import { type FieldErrors, type FormValues, idParam, pageParam, parseForm } from "~/lib/forms";
import type { SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { geocoderFor } from "../geo/geocoder";
import { placeByOffice } from "../leads/change";
import {
  activeCrew,
  BOARD_NAMES_MAX,
  dayCapacity,
  routeOfCustomer,
  type RouteOfCustomer,
  boardDays,
  type BoardCell,
  setDayCapacity,
  unassignedCustomers,
} from "../models/crew-routes";
import { assignCrew, orderRoute } from "../leads/crew-assignments";
import { addressesToCheck } from "../models/positions";
import { routeSettings, type RouteSettings, saveRouteSettings } from "../models/route-settings";
import { straightLineEstimate, straightMiles } from "../routing/travel";

/** The board's days: the next 7 service days (Monday to Saturday), from today in Miami. */
export const BOARD_DAYS = 7;

/** Crew members' columns a page of the board shows; a larger team's are paged (?crews=2), in the order of their names. */
export const BOARD_CREW_PAGE = 25;

/** "Eve is on Luis's route; next stop Tue, Dec 8.": what an assignment did, or where a customer is now. */
function routeWords(route: RouteOfCustomer): string {
  const where = route.crew ? `${route.name} is on ${route.crew}'s route` : `${route.name} is on nobody's route`;
  return `${where}; ${route.nextVisit ? `next stop ${formatShortDay(route.nextVisit)}` : "no visit planned"}.`;
}

/** A crew member's day as the board sums it up: stops, estimated miles and hours (driving from the yard plus minutes per stop). */
export interface DaySummary {
  stops: number;
  miles: number;
  hours: number;
  /** Stops not placed yet: their driving is not counted. */
  unplaced: number;
}

/** The day's estimate from its straight-line sums (straight-line travel is linear, so the sums add up as the legs would). */
export function summarizeCell(cell: BoardCell, settings: RouteSettings): DaySummary {
  const fromYard = settings.yard && cell.first ? straightMiles(settings.yard, cell.first) : 0;
  const drive = straightLineEstimate(cell.straightMiles + fromYard, settings);
  return { stops: cell.stops, miles: drive.miles, hours: (drive.minutes + cell.stops * settings.minutesPerStop) / 60, unplaced: cell.stops - cell.placed };
}

/** What the board's last save did, from the address it answered with (?assigned=<lead id>, ?saved=capacity). */
async function savedNotice(db: Db, params: URLSearchParams, today: string, capacity: number): Promise<string | null> {
  if (params.get("saved") === "capacity") return `Capacity saved: the board warns past ${capacity} stops in a crew member's day.`;
  if (params.get("saved") === "routes") return "Route settings saved.";
  if (params.get("saved") === "pin") return "Position saved.";
  if (idParam(params.get("ordered")) !== null) return "Route ordered by distance.";
  const assigned = idParam(params.get("assigned"));
  if (assigned === null) return null;
  const route = await routeOfCustomer(db, assigned, today);
  return route ? routeWords(route) : null;
}

/**
 * The week board (admins only): each crew member's stops on the next service days with the day's
 * sums, a warning past the capacity the office sets, the customers on nobody's route, the addresses
 * the map provider could not place, the route settings, and a notice of what the last save did
 * (`query`: the address the save answered with, and the page of crew members, `crews`).
 */
export async function weekBoard(db: Db, query: URLSearchParams) {
  const today = businessDate();
  const dates = serviceDaysFrom(today, BOARD_DAYS);
  const allCrew = await activeCrew(db);
  const crewPageCount = Math.max(1, Math.ceil(allCrew.length / BOARD_CREW_PAGE));
  const crewPage = Math.min(pageParam(query.get("crews")), crewPageCount);
  const crew = allCrew.slice((crewPage - 1) * BOARD_CREW_PAGE, crewPage * BOARD_CREW_PAGE);
  const [days, unassigned, capacity, settings, toCheck] = await Promise.all([
    boardDays(
      db,
      dates,
      crew.map((m) => m.id),
    ),
    unassignedCustomers(db, today),
    dayCapacity(db),
    routeSettings(db),
    addressesToCheck(db),
  ]);
  return {
    notice: await savedNotice(db, query, today, capacity),
    // The columns of this page; every crew member for the assign forms.
    crew,
    allCrew,
    crewPages: { page: crewPage, pageCount: crewPageCount, total: allCrew.length, first: (crewPage - 1) * BOARD_CREW_PAGE + 1 },
    capacity,
    // A cell with more stops than this links the crew member's day instead of listing the names.
    namesMax: BOARD_NAMES_MAX,
    settings,
    toCheck,
    days: days.map((day) => ({
      date: day.date,
      label: formatShortDay(day.date),
      counts: Object.fromEntries(Object.entries(day.cells).map(([id, cell]) => [id, cell.stops])),
      // Names only, and only up to namesMax a cell: positions stay on the server; the board shows the day's sums.
      stops: Object.fromEntries(Object.entries(day.cells).map(([id, cell]) => [id, cell.names ?? []])),
      summary: Object.fromEntries(Object.entries(day.cells).map(([id, cell]) => [id, summarizeCell(cell, settings)])),
    })),
    unassigned: unassigned.map((u) => ({ ...u, nextVisit: u.nextVisit ? formatIsoDate(u.nextVisit) : null })),
  };
}

/** A board form sent back: which form (and which customer's), the messages beside its fields, what was typed, and a conflict's words. */
export interface BoardForm {
  form: "capacity" | "place" | "routes" | "assign";
  leadId: number | null;
  errors: FieldErrors;
  values: FormValues;
  conflict: string | null;
}

/** What one of the board's forms came to; the route answers each. */
export type BoardOutcome =
  /** Saved: back to the board, the query saying what was done. */
  | { result: "done"; query: string }
  /** Refused beside its fields (400) or as out of date (409). */
  | { result: "form"; status: 400 | 409; form: BoardForm }
  /** A form no page of the board sends (400), or a customer who is not there (404). */
  | { result: "refused"; status: 400 | 404; message: string };

const refusedForm = (
  form: BoardForm["form"],
  leadId: number | null,
  errors: FieldErrors,
  values: FormValues,
  conflict: string | null = null,
): BoardOutcome => ({
  result: "form",
  status: conflict ? 409 : 400,
  form: { form, leadId, errors, values, conflict },
});
const noCustomer: BoardOutcome = { result: "refused", status: 404, message: "Customer not found" };

/**
 * One of the board's forms, by its intent: the capacity, "Order by distance" for a route, a
 * checked customer's position, the route settings, or assigning an unassigned customer (with the
 * lead's history row). The assign form carries the crew member its page showed (none): a customer
 * assigned since is not moved, and the answer (409) says where they are.
 */
export async function changeFromBoard(db: Db, env: Env, admin: SessionUser, form: FormData): Promise<BoardOutcome> {
  const intent = form.get("intent");
  if (intent === "capacity") {
    const parsed = parseForm(capacitySchema, form);
    if (!parsed.ok) return refusedForm("capacity", null, parsed.errors, parsed.values);
    await setDayCapacity(db, parsed.data.capacity);
    return { result: "done", query: "saved=capacity" };
  }
  if (intent === "order") {
    const crew = idParam(form.get("crew"));
    if (crew === null) return { result: "refused", status: 400, message: "Unknown crew member" };
    await orderRoute(db, crew, { keepPinned: false });
    return { result: "done", query: `ordered=${crew}` };
  }
  if (intent === "place") {
    // The customer's id as every form carries it; anything else names nobody on the board.
    const leadId = idParam(form.get("leadId"));
    if (leadId === null) return noCustomer;
    const parsed = parseForm(placeSchema, form);
    if (!parsed.ok) return refusedForm("place", leadId, parsed.errors, parsed.values);
    if ((await placeByOffice(db, leadId, parsed.data.position, admin)) === "not_found") return noCustomer;
    return { result: "done", query: "saved=pin" };
  }
  if (intent === "routes") return saveRoutes(db, env, form);
  if (intent === "assign") {
    const parsed = parseForm(assignCrewSchema, form);
    const leadId = idParam(form.get("leadId"));
    const refused = (errors: FieldErrors, conflict: string | null = null) => refusedForm("assign", leadId, errors, parsed.values, conflict);
    if (!parsed.ok) return refused(parsed.errors.current && !parsed.errors.crew ? { crew: ASSIGN_OUT_OF_DATE_MESSAGE } : parsed.errors);
    if (parsed.data.crew === null) return refused({ crew: CREW_CHOICE_MESSAGE });
    const outcome = await assignCrew(db, parsed.data.leadId, parsed.data.crew, admin, parsed.data.current);
    if (outcome.result === "not_found") return noCustomer;
    if (outcome.result === "not_crew") return refused({ crew: CREW_CHOICE_MESSAGE });
    if (outcome.result === "stale") {
      const route = await routeOfCustomer(db, parsed.data.leadId, businessDate());
      if (!route) return noCustomer;
      const where = route.crew ? `is already on ${route.crew}'s route` : "was taken off their route";
      return refused({}, `${route.name} ${where} (changed since this page was loaded). Nothing was changed; to move them, use Crew in Edit Lead.`);
    }
    return { result: "done", query: `assigned=${parsed.data.leadId}` };
  }
  return { result: "refused", status: 400, message: "Unknown action" };
}

/** The route settings: the yard placed from its coordinates, or from its address when it is saved (the office is here to read the answer). */
async function saveRoutes(db: Db, env: Env, form: FormData): Promise<BoardOutcome> {
  const parsed = parseForm(routeSettingsSchema, form);
  if (!parsed.ok) return refusedForm("routes", null, parsed.errors, parsed.values);
  const { yardAddress, yardPosition, ...rest } = parsed.data;
  let yard = null;
  if (yardPosition) {
    const typed = coordinates.safeParse(yardPosition);
    if (!typed.success) return refusedForm("routes", null, { yardPosition: typed.error.issues[0]?.message ?? "" }, parsed.values);
    yard = typed.data;
  } else if (yardAddress) {
    const answer = await geocoderFor(env).locate(yardAddress, "");
    if (answer.result !== "found")
      return refusedForm("routes", null, { yardPosition: "The yard's address could not be placed: type its coordinates." }, parsed.values);
    yard = answer.at;
  }
  await saveRouteSettings(db, { yardAddress, yard, ...rest });
  return { result: "done", query: "saved=routes" };
}

/** The board as its page shows it. */
export type WeekBoardData = Awaited<ReturnType<typeof weekBoard>>;
