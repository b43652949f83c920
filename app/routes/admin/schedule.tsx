import { CrewOptions } from "~/components/admin/crew-options";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { Field } from "~/components/form-field";
import {
  ASSIGN_OUT_OF_DATE_MESSAGE,
  assignCrewSchema,
  CAPACITY_MAX,
  capacitySchema,
  coordinates,
  CREW_CHOICE_MESSAGE,
  orderRouteSchema,
  placeSchema,
  routeSettingsSchema,
} from "~/lib/crew-forms";
import { businessDate, formatIsoDate, formatShortDay, serviceDaysFrom } from "~/lib/dates";
import { type FieldErrors, type FormValues, idParam, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { cloudflareContext, dbContext, staffContext } from "~server/context";
import { geocoderFor } from "~server/geo/geocoder";
import { addressesToCheck } from "~server/models/positions";
import { placeByOffice } from "~server/leads/change";
import { assignCrew, orderRoute } from "~server/leads/crew-assignments";
import { routeSettings, saveRouteSettings, travelOf } from "~server/models/route-settings";
import type { Db } from "~server/db/client";
import {
  activeCrew,
  BOARD_NAMES_MAX,
  dayCapacity,
  routeOfCustomer,
  type RouteOfCustomer,
  routesForDays,
  setDayCapacity,
  summarizeDay,
  unassignedCustomers,
} from "~server/models/crew-routes";
import type { Route } from "./+types/schedule";

/** The board's days: the next 7 service days (Monday to Saturday), from today in Miami. */
export const BOARD_DAYS = 7;

/** "Eve is on Luis's route; next stop Tue, Dec 8.": what an assignment did, or where a customer is now. */
function routeWords(route: RouteOfCustomer): string {
  const where = route.crew ? `${route.name} is on ${route.crew}'s route` : `${route.name} is on nobody's route`;
  return `${where}; ${route.nextVisit ? `next stop ${formatShortDay(route.nextVisit)}` : "no visit planned"}.`;
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
 * The week board (admins only, under the admin layout): each crew member's stops on the next
 * service days, a warning past the capacity the office sets, and the customers on nobody's route
 * with a form to assign each (server/models/crew-routes.ts). A save comes back with a notice of what it did.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const today = businessDate();
  const dates = serviceDaysFrom(today, BOARD_DAYS);
  const [crew, days, unassigned, capacity, settings, toCheck] = await Promise.all([
    activeCrew(db),
    routesForDays(db, dates),
    unassignedCustomers(db, today),
    dayCapacity(db),
    routeSettings(db),
    addressesToCheck(db),
  ]);
  const travel = travelOf(settings);
  return {
    notice: await savedNotice(db, url.searchParams, today, capacity),
    crew,
    capacity,
    // A cell with more stops than this links the crew member's day instead of listing the names.
    namesMax: BOARD_NAMES_MAX,
    settings,
    toCheck,
    days: days.map((day) => ({
      date: day.date,
      label: formatShortDay(day.date),
      counts: day.counts,
      // Names only, and only up to namesMax a cell: positions stay on the server; the board shows the day's sums.
      stops: Object.fromEntries(
        Object.entries(day.stops).map(([id, stops]) => [id, stops.length > BOARD_NAMES_MAX ? [] : stops.map(({ leadId, name }) => ({ leadId, name }))]),
      ),
      summary: Object.fromEntries(Object.entries(day.stops).map(([id, stops]) => [id, summarizeDay(stops, settings.yard, travel, settings.minutesPerStop)])),
    })),
    unassigned: unassigned.map((u) => ({ ...u, nextVisit: u.nextVisit ? formatIsoDate(u.nextVisit) : null })),
  };
}

/**
 * Assigns one unassigned customer (with the lead's history row), or sets the capacity. Errors come
 * back beside the field. The assign form carries the crew member its page showed (none): a customer
 * assigned since is not moved, and the answer (409) says where they are.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "capacity") {
    const parsed = parseForm(capacitySchema, form);
    if (!parsed.ok) return data({ form: "capacity" as const, leadId: null, errors: parsed.errors, values: parsed.values, conflict: null }, { status: 400 });
    await setDayCapacity(db, parsed.data.capacity);
    return redirect(`${href("/admin/schedule")}?saved=capacity`, 303);
  }
  if (intent === "order") {
    const parsed = parseForm(orderRouteSchema, form);
    if (!parsed.ok) throw data("Unknown crew member", { status: 400 });
    await orderRoute(db, parsed.data.crew, { keepPinned: false });
    return redirect(`${href("/admin/schedule")}?ordered=${parsed.data.crew}`, 303);
  }
  if (intent === "place") {
    const parsed = parseForm(placeSchema, form);
    const leadId = Number(form.get("leadId")) || null;
    if (!parsed.ok) return data({ form: "place" as const, leadId, errors: parsed.errors, values: parsed.values, conflict: null }, { status: 400 });
    if ((await placeByOffice(db, parsed.data.leadId, parsed.data.position, context.get(staffContext))) === "not_found")
      throw data("Customer not found", { status: 404 });
    return redirect(`${href("/admin/schedule")}?saved=pin`, 303);
  }
  if (intent === "routes") {
    const parsed = parseForm(routeSettingsSchema, form);
    const refused = (errors: FieldErrors) => data({ form: "routes" as const, leadId: null, errors, values: parsed.values, conflict: null }, { status: 400 });
    if (!parsed.ok) return refused(parsed.errors);
    const { yardAddress, yardPosition, ...rest } = parsed.data;
    let yard = null;
    if (yardPosition) {
      const typed = coordinates.safeParse(yardPosition);
      if (!typed.success) return refused({ yardPosition: typed.error.issues[0]?.message ?? "" });
      yard = typed.data;
    } else if (yardAddress) {
      // The yard is placed when it is saved: the office is here to read the answer.
      const answer = await geocoderFor(context.get(cloudflareContext).env).locate(yardAddress, "");
      if (answer.result !== "found") return refused({ yardPosition: "The yard's address could not be placed: type its coordinates." });
      yard = answer.at;
    }
    await saveRouteSettings(db, { yardAddress, yard, ...rest });
    return redirect(`${href("/admin/schedule")}?saved=routes`, 303);
  }
  if (intent === "assign") {
    const parsed = parseForm(assignCrewSchema, form);
    const leadId = idParam(form.get("leadId"));
    const refused = (errors: FieldErrors, values: FormValues, conflict: string | null = null) =>
      data({ form: "assign" as const, leadId, errors, values, conflict }, { status: conflict ? 409 : 400 });
    if (!parsed.ok) return refused(parsed.errors.current && !parsed.errors.crew ? { crew: ASSIGN_OUT_OF_DATE_MESSAGE } : parsed.errors, parsed.values);
    if (parsed.data.crew === null) return refused({ crew: CREW_CHOICE_MESSAGE }, parsed.values);
    const outcome = await assignCrew(db, parsed.data.leadId, parsed.data.crew, context.get(staffContext), parsed.data.current);
    if (outcome.result === "not_found") throw data("Customer not found", { status: 404 });
    if (outcome.result === "not_crew") return refused({ crew: CREW_CHOICE_MESSAGE }, parsed.values);
    if (outcome.result === "stale") {
      const route = await routeOfCustomer(db, parsed.data.leadId, businessDate());
      if (!route) throw data("Customer not found", { status: 404 });
      const where = route.crew ? `is already on ${route.crew}'s route` : "was taken off their route";
      return refused(
        {},
        parsed.values,
        `${route.name} ${where} (changed since this page was loaded). Nothing was changed; to move them, use Crew in Edit Lead.`,
      );
    }
    return redirect(`${href("/admin/schedule")}?assigned=${parsed.data.leadId}`, 303);
  }
  throw data("Unknown action", { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Week board", description: "Each crew member's stops for the week.", path: href("/admin/schedule"), noindex: true });

export default function WeekBoard({ loaderData, actionData }: Route.ComponentProps) {
  const { crew, days, unassigned, capacity, namesMax, notice, settings, toCheck } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string, leadId?: number) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (leadId === undefined || Number(navigation.formData.get("leadId")) === leadId);
  const capacityError = actionData?.form === "capacity" ? actionData.errors.capacity : undefined;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Week board</h1>
      <p className="mt-1 text-sm text-ink-muted">
        The next {days.length} service days, one column per crew member. Stops in route order; reorder a day on{" "}
        <Link to={href("/admin/visits")} className="link">
          Visits
        </Link>
        .
      </p>

      {notice && (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          {notice}
        </p>
      )}
      {actionData?.conflict && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {actionData.conflict}
        </p>
      )}

      <section aria-labelledby="board-heading" className="mt-6">
        <h2 id="board-heading" className="sr-only">
          Stops per crew member and day
        </h2>
        {crew.length === 0 ? (
          <p className="card p-4 text-sm text-ink">
            No crew accounts yet. Invite one on{" "}
            <Link to={href("/admin/team")} className="link">
              Team
            </Link>
            .
          </p>
        ) : (
          <div className="card overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-mist text-ink">
                <tr>
                  <th scope="col" className="sticky left-0 w-32 bg-mist px-3 py-2 font-semibold">
                    Day
                  </th>
                  {crew.map((m) => (
                    <th key={m.id} scope="col" className="min-w-44 px-3 py-2 font-semibold">
                      {m.name || m.email}
                    </th>
                  ))}
                </tr>
                <tr>
                  <td className="sticky left-0 bg-mist" />
                  {crew.map((m) => (
                    <td key={m.id} className="px-3 pb-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="order" />
                        <input type="hidden" name="crew" value={m.id} />
                        <button
                          type="submit"
                          aria-label={`Order ${m.name || m.email}'s route by distance`}
                          disabled={busy("order")}
                          className="btn-secondary min-h-11 rounded-lg px-3 text-xs"
                        >
                          Order by distance
                        </button>
                      </Form>
                    </td>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date} className="border-t border-line align-top">
                    <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-semibold whitespace-nowrap text-ink">
                      <Link to={`${href("/admin/visits")}?date=${day.date}`} className="link">
                        {day.label}
                      </Link>
                    </th>
                    {crew.map((m) => {
                      const stops = day.stops[m.id] ?? [];
                      const count = day.counts[m.id] ?? 0;
                      const summary = day.summary[m.id];
                      const overStops = count > capacity;
                      const overHours = summary !== undefined && summary.hours > settings.dayHours;
                      const over = overStops || overHours;
                      return (
                        <td key={m.id} className={`px-3 py-2 ${over ? "bg-amber-50" : ""}`}>
                          <p className="font-semibold text-ink">
                            {count === 1 ? "1 stop" : `${count} stops`}
                            {over && (
                              <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-xs text-amber-950">
                                Over capacity ({overStops ? capacity : `${settings.dayHours} h`})
                              </span>
                            )}
                          </p>
                          {summary && count > 0 && (
                            <p className="text-xs text-ink-muted">
                              {`${count === 1 ? "1 stop" : `${count} stops`} · ${summary.miles.toFixed(1)} mi · ${summary.hours.toFixed(1)} h`}
                              {summary.unplaced > 0 && ` (${summary.unplaced} not placed)`}
                            </p>
                          )}
                          {count > namesMax && (
                            <Link to={`${href("/admin/visits")}?date=${day.date}&crew=${m.id}`} className="link mt-1 inline-block">
                              See the {count} stops
                            </Link>
                          )}
                          {stops.length > 0 && (
                            <ol className="mt-1 list-decimal pl-5 text-ink-muted">
                              {stops.map((s) => (
                                <li key={s.leadId}>{s.name}</li>
                              ))}
                            </ol>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="unassigned-heading" className="mt-8">
        <h2 id="unassigned-heading" className="text-lg font-bold text-ink">
          Unassigned customers ({unassigned.length})
        </h2>
        {unassigned.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">Every customer is on a route.</p>
        ) : (
          <ul className="mt-3 grid grid-cols-1 gap-2">
            {unassigned.map((u) => {
              const error = actionData?.form === "assign" && actionData.leadId === u.leadId ? actionData.errors.crew : undefined;
              return (
                <li key={u.leadId} className="card flex flex-wrap items-end justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{u.name}</p>
                    <p className="text-sm text-ink-muted">
                      {[u.address, u.zip].filter(Boolean).join(" ") || "No address yet"} · {u.nextVisit ? `next visit ${u.nextVisit}` : "no visit planned"}
                    </p>
                  </div>
                  <Form method="post" className="flex max-w-full min-w-0 flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="assign" />
                    <input type="hidden" name="leadId" value={u.leadId} />
                    {/* What this page showed: nobody's route. A customer assigned since is not moved. */}
                    <input type="hidden" name="current" value="" />
                    <Field name="crew" idPrefix={`assign-${u.leadId}-`} label={`Crew for ${u.name}`} error={error} className="max-w-full min-w-0">
                      {(p) => (
                        <select {...p} defaultValue="" className="field-input min-h-11 w-auto max-w-full">
                          <option value="">Choose a crew member</option>
                          <CrewOptions members={crew} />
                        </select>
                      )}
                    </Field>
                    <button type="submit" disabled={busy("assign", u.leadId)} className="btn-primary min-h-11 rounded-lg px-4">
                      {busy("assign", u.leadId) ? "Assigning..." : "Assign"}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {toCheck.length > 0 && (
        <section aria-labelledby="check-heading" className="mt-8">
          <h2 id="check-heading" className="text-lg font-bold text-ink">
            Addresses to check ({toCheck.length})
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            The map provider could not place these addresses; routes use the ZIP&apos;s centre. Type the yard&apos;s coordinates (from any map) to place it.
          </p>
          <ul className="mt-3 grid grid-cols-1 gap-2">
            {toCheck.map((c) => {
              const error = actionData?.form === "place" && actionData.leadId === c.leadId ? actionData.errors.position : undefined;
              return (
                <li key={c.leadId} className="card flex flex-wrap items-end justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">Check the address of {c.name}</p>
                    <p className="text-sm text-ink-muted">
                      {[c.address, c.zip].filter(Boolean).join(" ")} · {c.source === "zip_centre" ? "placed at its ZIP's centre" : "not placed"}
                    </p>
                  </div>
                  <Form method="post" noValidate className="flex max-w-full min-w-0 flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="place" />
                    <input type="hidden" name="leadId" value={c.leadId} />
                    <Field name="position" idPrefix={`place-${c.leadId}-`} label={`Coordinates of ${c.name}`} error={error} className="max-w-full min-w-0">
                      {(p) => <input {...p} inputMode="decimal" placeholder="25.7617, -80.1918" className="field-input min-h-11 w-56 max-w-full" />}
                    </Field>
                    <button type="submit" disabled={busy("place", c.leadId)} className="btn-secondary min-h-11 rounded-lg px-4">
                      Save position
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <RouteSettingsForm settings={settings} errors={actionData?.form === "routes" ? actionData.errors : undefined} busy={busy("routes")} />

      <section aria-labelledby="capacity-heading" className="mt-8">
        <h2 id="capacity-heading" className="text-lg font-bold text-ink">
          Capacity
        </h2>
        <Form method="post" noValidate className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="capacity" />
          <Field name="capacity" label="Stops a crew member's day can hold" hint="The board warns on a day with more." error={capacityError}>
            {(p) => (
              <input
                {...p}
                type="number"
                min={1}
                max={CAPACITY_MAX}
                defaultValue={actionData?.form === "capacity" ? String(actionData.values.capacity ?? "") : capacity}
                className="field-input min-h-11 w-28"
              />
            )}
          </Field>
          <button type="submit" disabled={busy("capacity")} className="btn-secondary min-h-11 rounded-lg px-4">
            {busy("capacity") ? "Saving..." : "Save"}
          </button>
        </Form>
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminErrorPage
      error={error}
      title="Week board"
      fallback="The week board could not be loaded."
      reload={{ to: href("/admin/schedule"), label: "Try again" }}
    />
  );
}

/** The yard the routes start from, the travel estimate and the day's hours (office settings). */
function RouteSettingsForm({
  settings,
  errors,
  busy,
}: {
  settings: {
    yardAddress: string;
    yard: { lat: number; lng: number } | null;
    roadFactor: number;
    averageMph: number;
    minutesPerStop: number;
    dayHours: number;
    dayStart: string;
  };
  errors: FieldErrors | undefined;
  busy: boolean;
}) {
  const number = (name: string, label: string, value: number, step: string) => (
    <Field name={name} label={label} error={errors?.[name]}>
      {(p) => <input {...p} type="number" step={step} defaultValue={value} className="field-input min-h-11 w-28" />}
    </Field>
  );
  return (
    <section aria-labelledby="routes-heading" className="mt-8">
      <h2 id="routes-heading" className="text-lg font-bold text-ink">
        Routes
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Routes start at the yard. Driving is estimated from the straight-line distance, the road factor and the average speed.
      </p>
      <Form method="post" noValidate className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="routes" />
        <Field name="yardAddress" label="Yard address" error={errors?.yardAddress}>
          {(p) => <input {...p} defaultValue={settings.yardAddress} className="field-input min-h-11 w-72 max-w-full" />}
        </Field>
        <Field name="yardPosition" label="Yard coordinates" hint="Optional: placed from the address when empty." error={errors?.yardPosition}>
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              placeholder="25.7617, -80.1918"
              defaultValue={settings.yard ? `${settings.yard.lat}, ${settings.yard.lng}` : ""}
              className="field-input min-h-11 w-56 max-w-full"
            />
          )}
        </Field>
        {number("roadFactor", "Road factor", settings.roadFactor, "0.05")}
        {number("averageMph", "Average speed (mph)", settings.averageMph, "1")}
        {number("minutesPerStop", "Minutes per stop", settings.minutesPerStop, "1")}
        {number("dayHours", "Hours in a day", settings.dayHours, "0.5")}
        <Field name="dayStart" label="Day starts at" error={errors?.dayStart}>
          {(p) => <input {...p} type="time" defaultValue={settings.dayStart} className="field-input min-h-11 w-32" />}
        </Field>
        <button type="submit" disabled={busy} className="btn-secondary min-h-11 rounded-lg px-4">
          {busy ? "Saving..." : "Save"}
        </button>
      </Form>
    </section>
  );
}
