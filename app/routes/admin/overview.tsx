import { href, Link } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { type ChartSeries, type ChartWeek, WeeklyBarChart } from "~/components/admin/weekly-bar-chart";
import type { ServiceState } from "~/lib/lead-options";
import { leadFiltersSearch } from "~/lib/lead-admin-url";
import { pageMeta } from "~/lib/meta";
import { dbContext } from "~server/context";
import { leadOverviewPage } from "~server/office/lead-overview";
import type { Route } from "./+types/overview";

/** The overview's figures and charts (server/office/lead-overview.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  return leadOverviewPage(context.get(dbContext));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Lead Overview", description: "Leads per week, conversion and response time.", path: href("/admin/overview"), noindex: true });

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { weekCount, weeks, byStatus, bySource, total, converted, conversionRate, medianFirstContactSeconds, contactedCount, billing } = loaderData;
  const period = weeks.length > 0 ? `${weeks[0]?.long.replace("Week of ", "")} – today` : "";
  return (
    <>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <div className="mb-6">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Lead Overview</h1>
          <p className="mt-1 text-sm text-ink-muted">
            The last {weekCount} weeks ({period}), Monday to Sunday in Miami time. Deleted leads are not counted.
          </p>
        </div>

        <section aria-label="Key figures" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <Figure label="Leads" value={String(total)} hint={`Last ${weekCount} weeks`} />
          <Figure label="Converted" value={String(converted)} hint="Status is Converted now" />
          <Figure label="Conversion rate" value={conversionRate === null ? "–" : percent(conversionRate)} hint={`${converted} of ${total} leads`} />
          <Figure
            label="Median time to first contact"
            value={medianFirstContactSeconds === null ? "–" : duration(medianFirstContactSeconds)}
            hint={contactedCount === 0 ? "No lead contacted yet" : `Over ${contactedCount} contacted lead${contactedCount === 1 ? "" : "s"}`}
          />
        </section>

        <section aria-labelledby="billing-heading" className="mb-6">
          <h2 id="billing-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
            Customers now
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
            <Figure label="Active" value={String(billing.active)} hint="Visits planned, paid up or billed another way" to={billingList("active")} />
            <Figure label="Past due" value={String(billing.past_due)} hint="Last payment failed; visits continue" to={billingList("past_due")} />
            <Figure label="Paused" value={String(billing.paused)} hint="Paused today, by the customer or the provider" to={billingList("paused")} />
            <Figure label="Ending" value={String(billing.ending)} hint="Canceled; last day still to come" to={billingList("ending")} />
            <Figure label="Canceled" value={String(billing.canceled)} hint="Service ended; no visits" to={billingList("canceled")} />
          </div>
        </section>

        <div className="grid gap-4 sm:gap-6 lg:grid-cols-2 lg:items-start">
          <WeeklyBarChart
            title="Leads per week by source"
            description="The campaign's UTM source when the visitor first came from a tagged link to any page, else the network of the ad they clicked, otherwise their answer to “How did you hear about us?”."
            summary={chartSummary(weeks, bySource, "source")}
            weeks={weeks}
            series={bySource}
          />
          <WeeklyBarChart
            title="Leads per week by status"
            description="Each week's new leads, by the status they have today."
            summary={chartSummary(weeks, byStatus, "status")}
            weeks={weeks}
            series={byStatus}
          />
        </div>

        <section aria-labelledby="definitions-heading" className="card mt-6 p-4 text-sm text-ink sm:p-5">
          <h2 id="definitions-heading" className="text-base font-bold text-ink">
            How these figures are counted
          </h2>
          <dl className="mt-3 grid gap-3 md:grid-cols-3">
            <div>
              <dt className="font-semibold">Week</dt>
              <dd className="mt-0.5 text-ink-muted">A lead counts in the week (Monday 12:00 a.m. to Sunday, America/New_York) in which it was received.</dd>
            </div>
            <div>
              <dt className="font-semibold">Conversion rate</dt>
              <dd className="mt-0.5 text-ink-muted">
                Leads received in the period whose status is Converted now, divided by all leads received in the period that are not deleted.
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Time to first contact</dt>
              <dd className="mt-0.5 text-ink-muted">
                From when the lead was received to its first status change away from New (by an admin, an edit or a payment), taken from the lead’s history. A
                lead with no such history entry but another status uses its last status change. Leads still New are left out; the median is the middle value.
              </dd>
            </div>
          </dl>
        </section>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminErrorPage
      error={error}
      title="Lead Overview"
      fallback="Failed to load the overview"
      reload={{ to: href("/admin/overview"), label: "Reload the overview" }}
    />
  );
}

/** A key figure; with `to`, the whole card links to the list behind it. */
function Figure({ label, value, hint, to }: { label: string; value: string; hint: string; to?: string }) {
  const body = (
    <>
      <p className="text-sm font-semibold text-ink-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight text-ink tabular-nums sm:text-3xl">{value}</p>
      <p className="mt-0.5 text-xs text-ink-muted">{hint}</p>
    </>
  );
  if (!to) return <div className="card p-4 sm:p-5">{body}</div>;
  return (
    <Link to={to} aria-label={`${label}: ${value} customers, see the list`} className="card block p-4 hover:border-ink-muted sm:p-5">
      {body}
    </Link>
  );
}

/** The lead list filtered by a billing state (leads not deleted, any status). */
const billingList = (state: ServiceState) =>
  `${href("/admin")}${leadFiltersSearch({ q: "", status: "all", locale: "all", billing: state, view: "active", page: 1 })}`;

const percent = (rate: number) => `${(rate * 100).toFixed(rate === 0 || rate === 1 ? 0 : 1)}%`;

/** "45 min", "3 h 20 min", "2.5 days". */
function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${(Math.round((seconds / 86_400) * 10) / 10).toString()} days`;
}

/** The chart's text alternative in one sentence: the period total, the busiest week and each series' total. */
function chartSummary(weeks: ChartWeek[], series: ChartSeries[], by: string): string {
  const totals = weeks.map((_, w) => series.reduce((sum, s) => sum + (s.values[w] ?? 0), 0));
  const total = totals.reduce((a, b) => a + b, 0);
  if (total === 0) return `No leads in the last ${weeks.length} weeks.`;
  const busiest = totals.indexOf(Math.max(...totals));
  const parts = series.filter((s) => s.values.some((v) => v > 0)).map((s) => `${s.label} ${s.values.reduce((a, b) => a + b, 0)}`);
  return `${total} leads in ${weeks.length} weeks; busiest ${weeks[busiest]?.long ?? ""} with ${totals[busiest]}. By ${by}: ${parts.join(", ")}.`;
}
