import { type CrewReply, type CrewTexts, CrewTextsLine, CustomerReplies, TextState } from "~/components/admin/crew-texts";
import { useState } from "react";
import { Form, href, useNavigation, useSubmit } from "react-router";
import { CheckIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import type { FieldErrors } from "~/lib/forms";
import { fill } from "~/lib/i18n";
import { VISIT_NOTE_MAX } from "~/lib/visit-forms";
import { photoSrc } from "~/lib/visit-photo";
import { CREW_SKIP_REASONS, MAX_PHOTO_BYTES } from "~/lib/visit-options";
import type { CrewDayCopy } from "~server/content/crew-day";
import type { CrewVisit } from "~server/models/visits";
import { scalePhoto } from "./scale-photo";

const MB = Math.round(MAX_PHOTO_BYTES / 1024 / 1024);

export type StopView = CrewVisit & { position: number; closedAt: string | null };

/** What the server answered for this stop's form: the errors beside the fields and what was typed. */
export interface StopResult {
  intent: string;
  errors: FieldErrors;
  note: string;
  reason: string;
}

/** A maps link that opens the phone's maps app with directions to the address. */
export function directionsUrl(address: string, zip: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address}, ${zip}`.trim())}`;
}

/**
 * One open stop of the crew's day: who, where (a directions link), how to get in, the office's
 * notes and the customer's language, and the two ways to close it ("Done" with a note and a
 * photo, "Skipped" with a reason), each behind a disclosure so eight stops fit a phone's screen.
 * Plain multipart forms, so they work without JavaScript; with it, the photo is scaled down in
 * the browser before upload (./scale-photo.ts). A form with an error opens with what was typed.
 */
export function OpenStop({
  stop,
  t,
  date,
  dateLabel,
  readOnly,
  result,
  texts,
  replies,
  today,
}: {
  stop: StopView;
  t: CrewDayCopy;
  /** The page's day, "2026-11-26": sent with the form, so a visit of another day is not closed from here. */
  date: string;
  dateLabel: string;
  readOnly: boolean;
  result: StopResult | null;
  /** The stop's texts to the customer ("On my way", then the closing line), server/sms/. */
  texts: CrewTexts | undefined;
  /** What the customer texted us on the page's day (server/sms/replies.ts). */
  replies: CrewReply[] | undefined;
  /** Whether the page's day is today: "On my way" is only for today's stops. */
  today: boolean;
}) {
  const { visit } = stop;
  const errors = result?.errors ?? {};
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== "idle" && Number(navigation.formData?.get("visitId")) === visit.id;
  const [preparing, setPreparing] = useState(false);
  const [photoTooLarge, setPhotoTooLarge] = useState(false);
  const photoError = photoTooLarge ? fill(t.messages.tooLarge, { mb: MB }) : errors.photo;
  const language = t.languages[stop.locale];
  const stopLabel = `${fill(t.stop.position, { n: stop.position })}: ${stop.name}, ${stop.address}`;
  const uploading = busy && navigation.formData?.get("photo") instanceof File && (navigation.formData.get("photo") as File).size > 0;
  const id = visit.id;

  return (
    <article aria-labelledby={`stop-${id}-name`} className="card p-3">
      <p className="text-sm font-semibold text-ink-muted">
        {fill(t.stop.position, { n: stop.position })} · <span>{fill(t.stop.language, { language })}</span>
        {stop.dogs !== null && <span>{` · ${fill(t.stop.dogs, { count: stop.dogs })}`}</span>}
      </p>
      <h3 id={`stop-${id}-name`} className="text-lg leading-snug font-bold break-words text-ink">
        {stop.name}
        {stop.deleted && <DeletedBadge t={t} />}
      </h3>
      <div className="flex items-center justify-between gap-3">
        <a
          href={directionsUrl(stop.address, stop.zip)}
          target="_blank"
          rel="noreferrer"
          aria-label={fill(t.stop.directions, { address: `${stop.address} ${stop.zip}` })}
          className="link inline-flex min-h-11 min-w-0 items-center gap-1.5"
        >
          <MapPinIcon className="size-4 shrink-0" />
          {stop.address} {stop.zip}
        </a>
        {stop.phone && (
          <a
            href={`tel:${stop.phone.replace(/[^\d+]/g, "")}`}
            aria-label={fill(t.stop.call, { phone: stop.phone })}
            className="grid size-11 shrink-0 place-items-center rounded-full border border-line text-brand-dark hover:bg-mist"
          >
            <PhoneIcon className="size-5" />
          </a>
        )}
      </div>
      <dl className="grid gap-0.5 rounded-lg bg-mist px-3 py-1.5 text-sm">
        <div>
          <dt className="inline font-semibold text-ink">{t.stop.gate}: </dt>
          <dd className="inline whitespace-pre-wrap text-ink">{stop.gateInstructions || t.stop.noGate}</dd>
        </div>
        {stop.officeNotes && (
          <div>
            <dt className="inline font-semibold text-ink">{t.stop.office}: </dt>
            <dd className="inline whitespace-pre-wrap text-ink">{stop.officeNotes}</dd>
          </div>
        )}
      </dl>
      <CrewTextsLine
        visitId={id}
        scheduled={today && !readOnly}
        texts={texts}
        words={{
          button: t.texts.onMyWay,
          busy: t.texts.sending,
          label: fill(t.texts.onMyWayFor, { stop: stopLabel }),
          again: t.texts.tryAgain,
          againLabel: fill(t.texts.tryAgainFor, { stop: stopLabel }),
        }}
      />
      <CustomerReplies replies={replies} words={t.texts} />
      {errors.form && (
        <p id={`stop-${id}-error`} role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {errors.form}
        </p>
      )}
      {readOnly ? (
        <p className="mt-3 text-sm text-ink-muted">{fill(t.stop.readOnly, { date: dateLabel })}</p>
      ) : (
        <div className="mt-2 grid grid-cols-2 items-start gap-2">
          <details open={result?.intent === "done" ? true : undefined} className="group rounded-xl border border-green-300 open:col-span-2 open:p-3">
            <summary className="btn-primary flex min-h-11 cursor-pointer list-none items-center justify-center gap-2 rounded-lg text-lg group-open:mb-3 [&::-webkit-details-marker]:hidden">
              <CheckIcon className="size-5" />
              {t.done.submit}
            </summary>
            <Form
              method="post"
              encType="multipart/form-data"
              preventScrollReset
              onSubmit={(e) => {
                const form = e.currentTarget;
                const input = form.elements.namedItem("photo");
                const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
                setPhotoTooLarge(false);
                if (!file || file.size === 0) return;
                // Enhanced: the same form, its photo scaled down in the browser first.
                e.preventDefault();
                setPreparing(true);
                void scalePhoto(file)
                  .catch(() => file)
                  .then((photo) => {
                    setPreparing(false);
                    if (photo.size > MAX_PHOTO_BYTES) {
                      setPhotoTooLarge(true);
                      if (input instanceof HTMLInputElement) input.focus();
                      return;
                    }
                    const body = new FormData(form);
                    body.set("photo", photo, photo.name);
                    void submit(body, { method: "post", encType: "multipart/form-data", preventScrollReset: true });
                  });
              }}
              className="grid gap-3"
            >
              <input type="hidden" name="intent" value="done" />
              <input type="hidden" name="visitId" value={id} />
              <input type="hidden" name="version" value={visit.version} />
              <input type="hidden" name="date" value={date} />
              <div>
                <label htmlFor={`done-note-${id}`} className="field-label">
                  {t.done.note} <span className="text-sm font-normal text-ink-muted">{fill(t.done.noteHint, { language })}</span>
                </label>
                <textarea
                  id={`done-note-${id}`}
                  name="note"
                  rows={2}
                  maxLength={VISIT_NOTE_MAX}
                  defaultValue={result?.intent === "done" ? result.note : ""}
                  aria-invalid={result?.intent === "done" && errors.note ? true : undefined}
                  aria-describedby={result?.intent === "done" && errors.note ? `done-note-${id}-error` : undefined}
                  className="field-input"
                />
                {result?.intent === "done" && errors.note && (
                  <p id={`done-note-${id}-error`} className="field-error">
                    {errors.note}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={`photo-${id}`} className="field-label">
                  {t.done.photo} <span className="text-sm font-normal text-ink-muted">{fill(t.done.photoHint, { mb: MB })}</span>
                </label>
                <input
                  id={`photo-${id}`}
                  name="photo"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  aria-invalid={photoError ? true : undefined}
                  aria-describedby={photoError ? `photo-${id}-error` : undefined}
                  onChange={() => setPhotoTooLarge(false)}
                  className="block min-h-12 w-full text-sm"
                />
                {photoError && (
                  <p id={`photo-${id}-error`} className="field-error">
                    {photoError}
                  </p>
                )}
              </div>
              <button
                type="submit"
                disabled={busy || preparing}
                aria-label={fill(t.done.submitLabel, { stop: stopLabel })}
                className="btn-primary min-h-14 rounded-lg text-lg"
              >
                {preparing ? t.done.preparing : busy && uploading ? t.done.uploading : busy ? t.done.saving : t.done.submit}
              </button>
            </Form>
          </details>
          <details open={result?.intent === "skip" ? true : undefined} className="group rounded-xl border border-line open:col-span-2 open:p-3">
            <summary className="btn-secondary flex min-h-11 cursor-pointer list-none items-center justify-center rounded-lg group-open:mb-3 [&::-webkit-details-marker]:hidden">
              {t.skip.open}
            </summary>
            <Form method="post" preventScrollReset className="grid gap-3">
              <input type="hidden" name="intent" value="skip" />
              <input type="hidden" name="visitId" value={id} />
              <input type="hidden" name="version" value={visit.version} />
              <input type="hidden" name="date" value={date} />
              <div>
                <label htmlFor={`reason-${id}`} className="field-label">
                  {t.skip.reason}
                </label>
                <select
                  id={`reason-${id}`}
                  name="reason"
                  defaultValue={result?.intent === "skip" ? result.reason : ""}
                  aria-invalid={errors.reason ? true : undefined}
                  aria-describedby={errors.reason ? `reason-${id}-error` : undefined}
                  className="field-input min-h-12"
                >
                  <option value="">{t.skip.choose}</option>
                  {CREW_SKIP_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t.reasons[r]}
                    </option>
                  ))}
                </select>
                {errors.reason && (
                  <p id={`reason-${id}-error`} className="field-error">
                    {errors.reason}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={`skip-note-${id}`} className="field-label">
                  {t.skip.note} <span className="text-sm font-normal text-ink-muted">{fill(t.skip.noteHint, { language })}</span>
                </label>
                <textarea
                  id={`skip-note-${id}`}
                  name="note"
                  rows={2}
                  maxLength={VISIT_NOTE_MAX}
                  defaultValue={result?.intent === "skip" ? result.note : ""}
                  aria-invalid={result?.intent === "skip" && errors.note ? true : undefined}
                  aria-describedby={result?.intent === "skip" && errors.note ? `skip-note-${id}-error` : undefined}
                  className="field-input"
                />
                {result?.intent === "skip" && errors.note && (
                  <p id={`skip-note-${id}-error`} className="field-error">
                    {errors.note}
                  </p>
                )}
              </div>
              <button
                type="submit"
                disabled={busy}
                aria-label={fill(t.skip.submitLabel, { stop: stopLabel })}
                className="btn-secondary min-h-14 rounded-lg text-lg"
              >
                {t.skip.submit}
              </button>
            </Form>
          </details>
        </div>
      )}
    </article>
  );
}

/** A closed stop on one line: done or skipped, when, why, and the photo's thumbnail (a link to the photo). */
export function ClosedStop({
  stop,
  t,
  justClosed,
  texts,
  replies,
}: {
  stop: StopView;
  t: CrewDayCopy;
  justClosed: boolean;
  texts: CrewTexts | undefined;
  replies: CrewReply[] | undefined;
}) {
  const { visit } = stop;
  const time = stop.closedAt ?? "";
  const done = visit.status === "done";
  const photo = href("/visits/:id/photo", { id: String(visit.id) });
  return (
    <article aria-labelledby={`stop-${visit.id}-name`} className="card flex items-center gap-3 px-4 py-2">
      <span
        aria-hidden="true"
        className={`grid size-7 shrink-0 place-items-center rounded-full ${done ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}
      >
        {done ? <CheckIcon className="size-4" /> : "–"}
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={`stop-${visit.id}-name`} className="truncate font-semibold text-ink">
          {stop.position}. {stop.name}
          {stop.deleted && <DeletedBadge t={t} />}
        </h3>
        <p className="truncate text-sm text-ink-muted">
          {done ? fill(t.closedLine.done, { time }) : fill(t.closedLine.skipped, { time, reason: t.reasons[visit.skip_reason ?? "other"] })}
          {visit.note ? ` · ${visit.note}` : ""}
        </p>
        {justClosed && (
          <p role="status" className="text-sm text-green-900">
            {t.stop.saved}
          </p>
        )}
        {texts?.on_my_way && <TextState text={texts.on_my_way} />}
        {texts?.visit_closed && <TextState text={texts.visit_closed} />}
        <CustomerReplies replies={replies} words={t.texts} />
      </div>
      {visit.photo_key && (
        <a href={photo} className="shrink-0" aria-label={`${t.closedLine.viewPhoto}: ${fill(t.closedLine.photo, { n: stop.position })}`}>
          <img src={photoSrc(visit.id, "thumb")} alt="" width={44} height={44} loading="lazy" className="size-11 rounded-md object-cover" />
        </a>
      )}
    </article>
  );
}

/** Only the office's list shows a deleted customer's stop, marked in words. */
function DeletedBadge({ t }: { t: CrewDayCopy }) {
  return <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 align-middle text-xs font-semibold text-red-800">{t.stop.deleted}</span>;
}
