import { SymbolIcon } from "~/components/icons";
import { fill } from "~/lib/i18n";
import { VISIT_NOTE_MAX } from "~/lib/visit-forms";
import { MAX_PHOTO_BYTES, SCALED_PHOTO_SIDE } from "~/lib/visit-options";
import { type CloseFormProps, PHOTO_MB } from "./stop";

/**
 * "Done" behind its disclosure: a note for the customer and an optional photo, one multipart form
 * that posts natively (JavaScript off: the camera's original, up to MAX_PHOTO_BYTES). With
 * JavaScript, app/enhance/crew-day.js scales the photo in the browser first (the longest side to
 * `data-scale-side`, a JPEG), refuses beside the field one still over `data-max-bytes` with
 * `data-too-large`, and shows the button's busy words (`data-preparing`, `data-uploading`,
 * `data-pending`). A refused close opens the form again with what was typed.
 */
export function DoneForm({ stop, t, date, result, label }: CloseFormProps) {
  const { visit } = stop;
  const id = visit.id;
  const mine = result?.intent === "done";
  const errors = mine ? result.errors : {};
  const photoError = result?.errors.photo;
  const language = t.languages[stop.locale];
  return (
    <details open={mine ? true : undefined} className="group rounded-xl border border-green-300 open:col-span-2 open:p-3">
      <summary className="btn-primary flex min-h-11 cursor-pointer list-none items-center justify-center gap-2 rounded-lg text-lg group-open:mb-3 [&::-webkit-details-marker]:hidden">
        <SymbolIcon name="check" className="size-5" />
        {t.done.submit}
      </summary>
      <form method="post" encType="multipart/form-data" data-crew-form="" className="grid gap-3">
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
            defaultValue={mine ? result.note : ""}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `done-note-${id}-error` : undefined}
            className="field-input"
          />
          {errors.note && (
            <p id={`done-note-${id}-error`} className="field-error">
              {errors.note}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`photo-${id}`} className="field-label">
            {t.done.photo} <span className="text-sm font-normal text-ink-muted">{fill(t.done.photoHint, { mb: PHOTO_MB })}</span>
          </label>
          <input
            id={`photo-${id}`}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            data-scale-side={SCALED_PHOTO_SIDE}
            data-max-bytes={MAX_PHOTO_BYTES}
            data-too-large={fill(t.messages.tooLarge, { mb: PHOTO_MB })}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={photoError ? `photo-${id}-error` : undefined}
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
          aria-label={fill(t.done.submitLabel, { stop: label })}
          data-pending={t.done.saving}
          data-preparing={t.done.preparing}
          data-uploading={t.done.uploading}
          className="btn-primary min-h-14 rounded-lg text-lg"
        >
          {t.done.submit}
        </button>
      </form>
    </details>
  );
}
