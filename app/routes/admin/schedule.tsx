import { data, href, Link, redirect, useNavigation } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { AddressesToCheck, CapacityForm, RouteSettingsForm, UnassignedCustomers } from "~/components/admin/board-forms";
import { BoardTable } from "~/components/admin/board-table";
import { Pager } from "~/components/admin/pager";
import { idParam, pageParam } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { cloudflareContext, dbContext, staffContext } from "~server/context";
import { changeFromBoard, weekBoard } from "~server/office/week-board";
import type { Route } from "./+types/schedule";

/**
 * The week board (admins only, under the admin layout; server/office/week-board.ts): each crew
 * member's stops on the next service days, a warning past the capacity the office sets, and the
 * customers on nobody's route with a form to assign each. A save comes back with a notice of what it did.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  return weekBoard(context.get(dbContext), url.searchParams);
}

/** The board's forms (server/office/week-board.ts): errors come back beside the field, a conflict (409) says where the customer is. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = await changeFromBoard(context.get(dbContext), context.get(cloudflareContext).env, context.get(staffContext), form);
  switch (outcome.result) {
    case "done":
      // Back to the page of crew members the form was on (its address keeps ?crews=).
      return redirect(`${href("/admin/schedule")}?${outcome.query}${crewsQuery(pageParam(url.searchParams.get("crews")))}`, 303);
    case "form":
      return data(outcome.form, { status: outcome.status });
    case "refused":
      throw data(outcome.message, { status: outcome.status });
  }
}

const crewsQuery = (page: number) => (page > 1 ? `&crews=${page}` : "");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Week board", description: "Each crew member's stops for the week.", path: href("/admin/schedule"), noindex: true });

export default function WeekBoard({ loaderData, actionData }: Route.ComponentProps) {
  const { crew, allCrew, crewPages, days, unassigned, capacity, namesMax, notice, settings, toCheck } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string, leadId?: number) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (leadId === undefined || idParam(navigation.formData.get("leadId")) === leadId);
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
        {/* "Crew members 26–50 of 200", for a team too large for one page of columns. */}
        <Pager
          label="Crew members"
          status={`Crew members ${crewPages.first}–${crewPages.first + crew.length - 1} of ${crewPages.total}`}
          page={crewPages.page}
          pageCount={crewPages.pageCount}
          pageUrl={(n) => `${href("/admin/schedule")}${n > 1 ? `?crews=${n}` : ""}`}
          className="mb-3 flex-wrap"
        />
        <BoardTable crew={crew} days={days} capacity={capacity} namesMax={namesMax} settings={settings} busy={busy} />
      </section>

      <UnassignedCustomers unassigned={unassigned} crew={allCrew} answer={actionData} busy={busy} />
      <AddressesToCheck toCheck={toCheck} answer={actionData} busy={busy} />

      <RouteSettingsForm settings={settings} errors={actionData?.form === "routes" ? actionData.errors : undefined} busy={busy("routes")} />

      <CapacityForm capacity={capacity} answer={actionData} busy={busy} />
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
