import { useState } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error-page";
import { AdminHeader } from "~/components/admin/admin-header";
import { CheckIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { businessDate, formatIsoDate } from "~/lib/dates";
import type { FieldErrors } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~server/auth/guards";
import { cloudflareContext, dbContext } from "~server/context";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, SKIP_REASONS, type SkipReason } from "~/lib/visit-options";
import { log } from "~server/log";
import { closeVisit, findVisit, visitsForDay } from "~server/models/visits";
import { enqueueVisitSummary } from "~server/notifications/queue";
import { addDays } from "~server/visits/plan";
import { checkPhoto, storePhoto } from "~server/visits/photos";
// Text messages (issue 42): "On my way" per stop and the done/skipped text after closing; see server/sms/.
import { crewTextStates, textOnMyWay, textVisitClosed } from "~server/sms/crew";
import type { Route } from "./+types/visits";
import { CrewTextsLine, type CrewTexts } from "~/components/admin/crew-texts";

const SKIP_LABELS: Record<SkipReason, string> = { gate_locked: "Gate locked", dog_loose: "Dog loose in the yard", weather: "Weather", other: "Other" };
const NOTE_MAX = 1000;
const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const asked = url.searchParams.get("date");
  const date = isDate(asked) ? asked : businessDate();
  const stops = await visitsForDay(context.get(dbContext), date);
  const texts = await crewTextStates(
    context.get(dbContext),
    stops.map((s) => s.visit.id),
  );
  return {
    texts,
    admin: { email: admin.email },
    date,
    previous: addDays(date, -1),
    next: addDays(date, 1),
    today: businessDate(),
    stops,
    closed: Number(url.searchParams.get("closed")) || null,
  };
}

/**
 * Closes one visit: "done" (a note, an optional photo checked by content and stored in R2) or
 * "skip" (a reason and a note). A plain multipart form, so it works without JavaScript. The
 * summary e-mail is queued once per visit (claimed in D1), whatever the double submits.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  const db = context.get(dbContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const visitId = Number(form.get("visitId"));
  const version = Number(form.get("version"));
  const rawNote = form.get("note");
  const note = typeof rawNote === "string" ? rawNote.trim() : "";
  const fail = (errors: FieldErrors, status = 400) => data({ visitId, intent: typeof intent === "string" ? intent : "", errors, note }, { status });

  const visit = Number.isInteger(visitId) && visitId > 0 ? await findVisit(db, visitId) : undefined;
  if (!visit) return fail({ form: "That visit does not exist. Reload the day." }, 404);
  if (intent === "on_my_way") {
    // One text per visit whatever the taps (server/sms/); the stop then shows what happened.
    await textOnMyWay(db, env, visit.id);
    return redirect(`${href("/admin/visits")}?date=${visit.date}#visit-${visit.id}`, 303);
  }
  if (note.length > NOTE_MAX) return fail({ note: `Use at most ${NOTE_MAX} characters` });

  let outcome: Awaited<ReturnType<typeof closeVisit>>;
  if (intent === "skip") {
    const reason = form.get("reason");
    if (typeof reason !== "string" || !(SKIP_REASONS as readonly string[]).includes(reason)) return fail({ reason: "Choose why the visit was skipped" });
    outcome = await closeVisit(db, visit.id, version, { status: "skipped", reason: reason as SkipReason, note }, admin.id);
  } else if (intent === "done") {
    const file = form.get("photo");
    let photo: { key: string; type: string } | null = null;
    if (file instanceof File && file.size > 0) {
      if (visit.status !== "scheduled" || visit.version !== version) return fail({ form: "Someone else already closed this visit." }, 409);
      const checked = await checkPhoto(file);
      if ("error" in checked) return fail({ photo: checked.error });
      photo = { key: await storePhoto(env.PHOTOS, visit.id, checked.bytes, checked.type), type: checked.type };
    }
    outcome = await closeVisit(db, visit.id, version, { status: "done", note, photo }, admin.id);
    // A photo stored for a visit someone else closed first is not kept.
    if (outcome.result !== "ok" && photo) await env.PHOTOS.delete(photo.key);
  } else {
    return fail({ form: "Unknown action." });
  }
  if (outcome.result === "not_found") return fail({ form: "That visit does not exist. Reload the day." }, 404);
  if (outcome.result === "conflict") return fail({ form: "Someone else already closed this visit. Reload the day to see it." }, 409);
  try {
    await enqueueVisitSummary(db, env, visit.id);
  } catch (error) {
    // The visit is closed; the daily job does not resend, so the office sees the failure in the logs.
    log.error("visit_summary_enqueue_failed", error, { visitId: visit.id });
  }
  try {
    await textVisitClosed(db, env, visit.id);
  } catch (error) {
    log.error("visit_text_failed", error, { visitId: visit.id });
  }
  return redirect(`${href("/admin/visits")}?date=${visit.date}&closed=${visit.id}#visit-${visit.id}`, 303);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "The crew's day", description: "Today's visits in route order.", path: href("/admin/visits"), noindex: true });

export default function CrewDay({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, date, previous, next, today, stops, closed, texts } = loaderData;
  const open = stops.filter((s) => s.visit.status === "scheduled").length;
  return (
    <div className="min-h-dvh bg-mist">
      <AdminHeader email={admin.email} current="visits" />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Visits for {formatIsoDate(date)}</h1>
        <p className="mt-1 text-ink-muted">
          {stops.length === 0
            ? "No visits planned."
            : `${stops.length} stop${stops.length === 1 ? "" : "s"} in route order (by ZIP code), ${open} still to do.`}
        </p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="date" className="field-label">
              Day
            </label>
            <input id="date" name="date" type="date" defaultValue={date} className="field-input min-h-12" />
          </div>
          <button type="submit" className="btn-secondary min-h-12 rounded-lg">
            Show
          </button>
          <nav aria-label="Other days" className="flex gap-2">
            <Link to={`?date=${previous}`} className="btn-secondary min-h-12 rounded-lg">
              Previous day
            </Link>
            {date !== today && (
              <Link to={`?date=${today}`} className="btn-secondary min-h-12 rounded-lg">
                Today
              </Link>
            )}
            <Link to={`?date=${next}`} className="btn-secondary min-h-12 rounded-lg">
              Next day
            </Link>
          </nav>
        </Form>

        <ol className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4">
          {stops.map((stop, i) => (
            <li key={stop.visit.id} id={`visit-${stop.visit.id}`}>
              <Stop
                stop={stop}
                position={i + 1}
                justClosed={closed === stop.visit.id}
                result={actionData?.visitId === stop.visit.id ? actionData : null}
                texts={texts[stop.visit.id]}
              />
            </li>
          ))}
        </ol>
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminErrorPage
      error={error}
      title="The crew's day"
      fallback="The visits could not be loaded."
      reload={{ to: href("/admin/visits"), label: "Try again" }}
    />
  );
}

type StopData = Route.ComponentProps["loaderData"]["stops"][number];

function Stop({
  stop,
  position,
  justClosed,
  result,
  texts,
}: {
  stop: StopData;
  position: number;
  justClosed: boolean;
  result: { intent: string; errors: FieldErrors; note: string } | null;
  texts: CrewTexts | undefined;
}) {
  const { visit } = stop;
  const errors = result?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && Number(navigation.formData?.get("visitId")) === visit.id;
  const [uploading, setUploading] = useState(false);
  // With JavaScript on, a photo over the limit is caught before minutes of upload on a phone connection.
  const [photoTooLarge, setPhotoTooLarge] = useState(false);
  const photoError = photoTooLarge ? PHOTO_MESSAGES.tooLarge : errors.photo;
  const label = `${stop.name}, ${stop.address}`;
  return (
    <article aria-label={`Stop ${position}: ${label}`} className="card p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink-muted">Stop {position}</p>
          <h2 className="text-lg font-bold break-words text-ink">{stop.name}</h2>
          <p className="mt-1 flex items-start gap-1.5 text-ink">
            <MapPinIcon className="mt-1 size-4 shrink-0 text-ink-muted" />
            {stop.address} {stop.zip}
          </p>
          <a href={`tel:${stop.phone.replace(/[^\d+]/g, "")}`} className="link mt-1 inline-flex min-h-11 items-center gap-1.5">
            <PhoneIcon className="size-4" />
            {stop.phone}
          </a>
        </div>
        <StatusPill status={visit.status} />
      </div>
      <div className="mt-2 rounded-lg bg-mist px-3 py-2">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Gate and yard</p>
        <p className="whitespace-pre-wrap text-ink">{stop.gateInstructions || "No instructions."}</p>
      </div>
      <CrewTextsLine visitId={visit.id} label={label} scheduled={visit.status === "scheduled" && visit.date === businessDate()} texts={texts} />
      {justClosed && (
        <p role="status" className="mt-3 flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          <CheckIcon className="size-4" /> Saved. The customer's summary e-mail is on its way.
        </p>
      )}
      {errors.form && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {errors.form}
        </p>
      )}
      {visit.status === "scheduled" ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Form
            method="post"
            encType="multipart/form-data"
            onSubmit={(e) => {
              const input = e.currentTarget.elements.namedItem("photo");
              const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
              const tooLarge = (file?.size ?? 0) > MAX_PHOTO_BYTES;
              setPhotoTooLarge(tooLarge);
              if (tooLarge) {
                e.preventDefault();
                if (input instanceof HTMLInputElement) input.focus();
                return;
              }
              setUploading(file !== undefined);
            }}
            className="grid content-start gap-3 rounded-xl border border-green-200 p-3"
          >
            <input type="hidden" name="visitId" value={visit.id} />
            <input type="hidden" name="version" value={visit.version} />
            <div>
              <label htmlFor={`done-note-${visit.id}`} className="field-label">
                Note for the customer <span className="text-sm font-normal text-ink-muted">(optional)</span>
              </label>
              <textarea
                id={`done-note-${visit.id}`}
                name="note"
                rows={2}
                maxLength={NOTE_MAX}
                defaultValue={result?.intent === "done" ? result.note : ""}
                className="field-input"
              />
            </div>
            <div>
              <label htmlFor={`photo-${visit.id}`} className="field-label">
                Photo <span className="text-sm font-normal text-ink-muted">(optional: JPEG, PNG or WebP, 5 MB)</span>
              </label>
              <input
                id={`photo-${visit.id}`}
                name="photo"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                capture="environment"
                aria-invalid={photoError ? true : undefined}
                aria-describedby={photoError ? `photo-${visit.id}-error` : undefined}
                onChange={() => setPhotoTooLarge(false)}
                className="block min-h-12 w-full text-sm"
              />
              {photoError && (
                <p id={`photo-${visit.id}-error`} className="field-error">
                  {photoError}
                </p>
              )}
            </div>
            <button type="submit" name="intent" value="done" disabled={busy} aria-label={`Done: ${label}`} className="btn-primary min-h-14 rounded-lg text-lg">
              {busy && uploading ? "Uploading photo..." : busy ? "Saving..." : "Done"}
            </button>
          </Form>
          <Form method="post" className="grid content-start gap-3 rounded-xl border border-line p-3">
            <input type="hidden" name="visitId" value={visit.id} />
            <input type="hidden" name="version" value={visit.version} />
            <div>
              <label htmlFor={`reason-${visit.id}`} className="field-label">
                Why skipped
              </label>
              <select
                id={`reason-${visit.id}`}
                name="reason"
                defaultValue=""
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? `reason-${visit.id}-error` : undefined}
                className="field-input min-h-12"
              >
                <option value="">Choose a reason</option>
                {SKIP_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {SKIP_LABELS[r]}
                  </option>
                ))}
              </select>
              {errors.reason && (
                <p id={`reason-${visit.id}-error`} className="field-error">
                  {errors.reason}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`skip-note-${visit.id}`} className="field-label">
                Note <span className="text-sm font-normal text-ink-muted">(optional)</span>
              </label>
              <textarea
                id={`skip-note-${visit.id}`}
                name="note"
                rows={2}
                maxLength={NOTE_MAX}
                defaultValue={result?.intent === "skip" ? result.note : ""}
                className="field-input"
              />
            </div>
            <button
              type="submit"
              name="intent"
              value="skip"
              disabled={busy}
              aria-label={`Skipped: ${label}`}
              className="btn-secondary min-h-14 rounded-lg text-lg"
            >
              Skipped
            </button>
          </Form>
        </div>
      ) : (
        <div className="mt-3 text-sm text-ink">
          {visit.status === "skipped" && <p>Reason: {SKIP_LABELS[visit.skip_reason ?? "other"]}</p>}
          {visit.note && <p className="whitespace-pre-wrap">Note: {visit.note}</p>}
          {visit.photo_key && (
            <a href={href("/visits/:id/photo", { id: String(visit.id) })} className="link inline-flex min-h-11 items-center">
              View photo
            </a>
          )}
        </div>
      )}
    </article>
  );
}

function StatusPill({ status }: { status: StopData["visit"]["status"] }) {
  const styles = { scheduled: "bg-blue-100 text-blue-900", done: "bg-green-100 text-green-900", skipped: "bg-amber-100 text-amber-950" };
  const labels = { scheduled: "To do", done: "Done", skipped: "Skipped" };
  return <span className={`shrink-0 rounded-full px-2.5 py-1 text-sm font-semibold ${styles[status]}`}>{labels[status]}</span>;
}
