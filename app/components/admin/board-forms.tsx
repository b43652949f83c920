import { Form } from "react-router";
import { CrewOptions } from "~/components/admin/crew-options";
import { Field } from "~/components/form-field";
import { CAPACITY_MAX } from "~/lib/crew-forms";
import type { FieldErrors } from "~/lib/forms";
import type { BoardForm, WeekBoardData } from "~server/office/week-board";
import type { BoardBusy } from "./board-table";

/** The customers on nobody's route, each with a form to put them on one. */
export function UnassignedCustomers({
  unassigned,
  crew,
  answer,
  busy,
}: Pick<WeekBoardData, "unassigned" | "crew"> & { answer: BoardForm | undefined; busy: BoardBusy }) {
  return (
    <section aria-labelledby="unassigned-heading" className="mt-8">
      <h2 id="unassigned-heading" className="text-lg font-bold text-ink">
        Unassigned customers ({unassigned.length})
      </h2>
      {unassigned.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">Every customer is on a route.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-2">
          {unassigned.map((u) => {
            const error = answer?.form === "assign" && answer.leadId === u.leadId ? answer.errors.crew : undefined;
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
  );
}

/** The addresses the map provider could not place, each with a form to type its coordinates. */
export function AddressesToCheck({ toCheck, answer, busy }: Pick<WeekBoardData, "toCheck"> & { answer: BoardForm | undefined; busy: BoardBusy }) {
  if (toCheck.length === 0) return null;
  return (
    <section aria-labelledby="check-heading" className="mt-8">
      <h2 id="check-heading" className="text-lg font-bold text-ink">
        Addresses to check ({toCheck.length})
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        The map provider could not place these addresses; routes use the ZIP&apos;s centre. Type the yard&apos;s coordinates (from any map) to place it.
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-2">
        {toCheck.map((c) => {
          const error = answer?.form === "place" && answer.leadId === c.leadId ? answer.errors.position : undefined;
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
  );
}

/** How many stops a crew member's day holds before the board warns. */
export function CapacityForm({ capacity, answer, busy }: { capacity: number; answer: BoardForm | undefined; busy: BoardBusy }) {
  const capacityError = answer?.form === "capacity" ? answer.errors.capacity : undefined;
  return (
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
              defaultValue={answer?.form === "capacity" ? String(answer.values.capacity ?? "") : capacity}
              className="field-input min-h-11 w-28"
            />
          )}
        </Field>
        <button type="submit" disabled={busy("capacity")} className="btn-secondary min-h-11 rounded-lg px-4">
          {busy("capacity") ? "Saving..." : "Save"}
        </button>
      </Form>
    </section>
  );
}

/** The yard the routes start from, the travel estimate and the day's hours (office settings). */
export function RouteSettingsForm({
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
