import { Form, href, Link } from "react-router";
import type { WeekBoardData } from "~server/office/week-board";

/** Whether a form of the board is being sent (`leadId`: that customer's). */
export type BoardBusy = (intent: string, leadId?: number) => boolean;

/**
 * The week board's table: one column per crew member (with "Order by distance"), one row per
 * service day, each cell the stops, the day's sums and a warning past the capacity or the day's hours.
 */
export function BoardTable({
  crew,
  days,
  capacity,
  namesMax,
  settings,
  busy,
}: Pick<WeekBoardData, "crew" | "days" | "capacity" | "namesMax" | "settings"> & { busy: BoardBusy }) {
  if (crew.length === 0)
    return (
      <p className="card p-4 text-sm text-ink">
        No crew accounts yet. Invite one on{" "}
        <Link to={href("/admin/team")} className="link">
          Team
        </Link>
        .
      </p>
    );
  return (
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
  );
}
