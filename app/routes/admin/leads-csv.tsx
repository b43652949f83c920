import { businessDate } from "~/lib/dates";
import { parseLeadFilters } from "~/lib/lead-admin-url";
import { dbContext } from "~server/context";
import { listAllLeads } from "~server/models/lead-admin";
import { leadsToCsv } from "~server/models/lead-csv";
import type { Route } from "./+types/leads-csv";

/** CSV of exactly the list the filters show (every page), for spreadsheets. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const filters = parseLeadFilters(url.searchParams);
  const rows = await listAllLeads(context.get(dbContext), filters);
  // Named by the date in Miami, not UTC (an export at 9pm is still today's).
  const date = businessDate();
  const name = `leads-${filters.view === "deleted" ? "deleted-" : ""}${filters.status === "all" ? "" : `${filters.status}-`}${filters.locale === "all" ? "" : `${filters.locale}-`}${date}.csv`;
  return new Response(leadsToCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
