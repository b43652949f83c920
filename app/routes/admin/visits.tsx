import { data, Form, href, Link, redirect, useRouteLoaderData } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { ClosedStop, OpenStop, type StopResult, type StopView } from "~/components/crew/crew-stop";
import { addDays, businessDate, formatBusinessTime, formatIsoDate } from "~/lib/dates";
import { fill, localeFromPath, localizePath, useLocale } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { MAX_PHOTO_BYTES } from "~/lib/visit-options";
import { VISIT_NOTE_MAX } from "~/lib/visit-forms";
import { inLocale } from "~server/content/catalogue";
import { crewDay } from "~server/content/crew-day";
import { cloudflareContext, dbContext, parsedFormContext, staffContext } from "~server/context";
import { visitsForDay } from "~server/models/visits";
import { closeVisitFromForm } from "~server/visits/close";
import { crewRepliesForDay, crewTextStates, textOnMyWay } from "~server/sms/crew";
import type { loader as layoutLoader } from "./layout";
import type { Route } from "./+types/visits";

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const ORDER = { scheduled: 0, done: 1, skipped: 2 } as const;

/** The crew's day (admins and crew accounts; the admin layout checks who): one day's stops in route order, the open ones first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const t = inLocale(crewDay, locale);
  const asked = url.searchParams.get("date");
  const today = businessDate();
  const date = isDate(asked) ? asked : today;
  const rows = await visitsForDay(context.get(dbContext), date);
  const stops: StopView[] = rows
    .map((row, i) => ({ ...row, position: i + 1, closedAt: row.visit.completed_at ? formatBusinessTime(new Date(row.visit.completed_at), locale) : null }))
    .sort((a, b) => ORDER[a.visit.status] - ORDER[b.visit.status] || a.position - b.position);
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
  return {
    t,
    texts,
    replies,
    date,
    dateLabel: formatIsoDate(date, locale),
    previous: addDays(date, -1),
    next: addDays(date, 1),
    today,
    stops,
    closed: Number(url.searchParams.get("closed")) || null,
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
    // One text per visit whatever the taps (server/sms/); only a visit still to do today is texted,
    // and the stop then shows what happened (sent, held for quiet hours, or why not).
    const visitId = Number(form.get("visitId"));
    const env = context.get(cloudflareContext).env;
    const sent = Number.isSafeInteger(visitId) && visitId > 0 ? await textOnMyWay(context.get(dbContext), env, visitId) : { result: "not_found" as const };
    if (sent.result === "not_found") throw data("Visit not found", { status: 404 });
    return redirect(`${localizePath(locale, href("/admin/visits"))}#visit-${visitId}`, 303);
  }
  const outcome = await closeVisitFromForm(context.get(dbContext), context.get(cloudflareContext).env, form, { actorId: user.id, today: businessDate() });
  if (outcome.result === "closed") {
    const { visit } = outcome;
    return redirect(`${localizePath(locale, href("/admin/visits"))}?date=${visit.date}&closed=${visit.id}#visit-${visit.id}`, 303);
  }
  const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");
  // The photo messages name the limit in MB, from MAX_PHOTO_BYTES (the one place it is set).
  const values: Record<string, string | number> = { mb: Math.round(MAX_PHOTO_BYTES / 1024 / 1024), ...outcome.values };
  if (outcome.visitDate) values.date = formatIsoDate(outcome.visitDate, locale);
  const result: StopResult & { visitId: number } = {
    visitId: Number(form.get("visitId")),
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
  const { t, date, dateLabel, previous, next, today, stops, closed, texts, replies } = loaderData;
  const locale = useLocale();
  const open = stops.filter((s) => s.visit.status === "scheduled");
  const done = stops.filter((s) => s.visit.status === "done");
  const skipped = stops.filter((s) => s.visit.status === "skipped");
  const future = date > today;
  const failed = actionData ? stops.find((s) => s.visit.id === actionData.visitId) : undefined;
  const failure = actionData ? Object.values(actionData.errors)[0] : undefined;
  const resultFor = (id: number) => (actionData?.visitId === id ? actionData : null);
  const page = localizePath(locale, href("/admin/visits"));

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-5 sm:px-6">
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
        {stops.length === 0 ? t.none : fill(stops.length === 1 ? t.countOne : t.countMany, { count: stops.length, open: open.length })}
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

      {open.length > 0 && (
        <section aria-labelledby="open-heading" className="mt-5">
          <h2 id="open-heading" className="sr-only">
            {t.openHeading}
          </h2>
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {open.map((stop) => (
              <li key={stop.visit.id} id={`visit-${stop.visit.id}`} className="scroll-mt-20">
                <OpenStop
                  stop={stop}
                  t={t}
                  date={date}
                  dateLabel={dateLabel}
                  readOnly={future}
                  result={resultFor(stop.visit.id)}
                  texts={texts[stop.visit.id]}
                  replies={replies[stop.visit.id]}
                  today={date === today}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
      {done.length > 0 && (
        <section aria-labelledby="done-heading" className="mt-5">
          <h2 id="done-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t.closedHeading}
          </h2>
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-2">
            {done.map((stop) => (
              <li key={stop.visit.id} id={`visit-${stop.visit.id}`} className="scroll-mt-20">
                <ClosedStop stop={stop} t={t} justClosed={closed === stop.visit.id} texts={texts[stop.visit.id]} replies={replies[stop.visit.id]} />
              </li>
            ))}
          </ol>
        </section>
      )}
      {skipped.length > 0 && (
        <details className="mt-5" open={skipped.some((s) => s.visit.id === closed) ? true : undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {fill(t.skippedHeading, { count: skipped.length })}
          </summary>
          <ol className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-2">
            {skipped.map((stop) => (
              <li key={stop.visit.id} id={`visit-${stop.visit.id}`} className="scroll-mt-20">
                <ClosedStop stop={stop} t={t} justClosed={closed === stop.visit.id} texts={texts[stop.visit.id]} replies={replies[stop.visit.id]} />
              </li>
            ))}
          </ol>
        </details>
      )}
      <Form method="get" action={page} className="mt-6 flex flex-wrap items-center gap-2 border-t border-line pt-3">
        <label htmlFor="date" className="text-sm font-semibold text-ink">
          {t.day.label}
        </label>
        <input id="date" name="date" type="date" defaultValue={date} className="field-input min-h-11 w-auto" />
        <button type="submit" className="btn-secondary min-h-11 rounded-lg px-4">
          {t.day.show}
        </button>
        <nav aria-label={t.day.others} className="flex w-full flex-wrap gap-x-4 text-sm">
          <Link to={`${page}?date=${previous}`} className="link inline-flex min-h-11 items-center">
            {t.day.previous}
          </Link>
          {date !== today && (
            <Link to={page} className="link inline-flex min-h-11 items-center">
              {t.day.today}
            </Link>
          )}
          <Link to={`${page}?date=${next}`} className="link inline-flex min-h-11 items-center">
            {t.day.next}
          </Link>
        </nav>
      </Form>
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
