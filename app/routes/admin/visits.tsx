import { data, href, redirect, useRouteLoaderData } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { CrewFilter, DayPicker, MapsLinks, OrderRouteForm, RoutePick } from "~/components/crew/day-controls";
import { IconSymbols } from "~/components/icons";
import { StopLists } from "~/components/crew/stop-lists";
import { ENHANCE } from "~/enhance/scripts";
import { fill, localeFromPath, localizePath, useLocale } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { cloudflareContext, dbContext, parsedFormContext, staffContext } from "~server/context";
import { changeFromDay, crewDayView } from "~server/visits/day-view";
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

/**
 * The crew's day (admins and crew accounts; the admin layout checks who), built by
 * server/visits/day-view.ts: a day outside a crew account's reach is 404.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const view = await crewDayView(context.get(dbContext), context.get(staffContext), localeFromPath(url.pathname), url.searchParams);
  if (view.result === "outside") throw data(view.message, { status: 404 });
  return view.day;
}

/**
 * The day's forms (server/visits/day-view.ts). The multipart body was parsed once before the routes
 * ran (parsedFormContext). A refused close returns the page with the message beside its field and
 * what was typed; anything done goes back to the day.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const form = context.get(parsedFormContext) ?? (await request.formData());
  const outcome = await changeFromDay(context.get(dbContext), context.get(cloudflareContext).env, context.get(staffContext), form, locale);
  switch (outcome.result) {
    case "done":
      return redirect(`${localizePath(locale, href("/admin/visits"))}${outcome.query}`, 303);
    case "stop":
      return data(outcome.stop, { status: outcome.status });
    case "refused":
      throw data(outcome.message, { status: outcome.status });
  }
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
  const { t, date, dateLabel, previous, next, today, stops, groups, office, reach, links } = loaderData;
  const locale = useLocale();
  const open = stops.filter((s) => s.visit.status === "scheduled");
  const future = date > today;
  const failed = actionData ? stops.find((s) => s.visit.id === actionData.visitId) : undefined;
  const failure = actionData ? Object.values(actionData.errors)[0] : undefined;
  const page = localizePath(locale, href("/admin/visits"));
  const day = { ...loaderData, office: office ? { filter: office.filter } : null };

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
      {office && <CrewFilter page={page} date={date} crew={office.crew} filter={office.filter} t={t} />}
      {office?.routes && <RoutePick page={page} date={date} routes={office.routes} t={t} />}
      {groups.map((group) =>
        group.title ? (
          <section key={group.key} aria-labelledby={`route-${group.key}`} className="mt-6">
            <h2 id={`route-${group.key}`} className="text-lg font-bold text-ink">
              {group.title}
            </h2>
            {group.key !== "unassigned" && <OrderRouteForm crew={group.key} date={date} title={group.title} t={t} />}
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
      <DayPicker page={page} date={date} today={today} previous={previous} next={next} filter={office?.filter} reach={reach} t={t} />
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
