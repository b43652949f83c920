import { fill } from "~/lib/i18n";
import { VISIT_NOTE_MAX } from "~/lib/visit-forms";
import { CREW_SKIP_REASONS } from "~/lib/visit-options";
import type { CloseFormProps } from "./stop";

/**
 * "Skipped?" behind its disclosure: why (one of the crew's reasons) and a note, a plain form that
 * posts natively; with JavaScript, app/enhance/crew-day.js shows "Saving..." (`data-pending`) and
 * lets the page post once. A refused close opens the form again with what was typed.
 */
export function SkipForm({ stop, t, date, result, label }: CloseFormProps) {
  const { visit } = stop;
  const id = visit.id;
  const mine = result?.intent === "skip";
  const errors = mine ? result.errors : {};
  const reasonError = result?.errors.reason;
  return (
    <details open={mine ? true : undefined} className="group rounded-xl border border-line open:col-span-2 open:p-3">
      <summary className="btn-secondary flex min-h-11 cursor-pointer list-none items-center justify-center rounded-lg group-open:mb-3 [&::-webkit-details-marker]:hidden">
        {t.skip.open}
      </summary>
      <form method="post" data-crew-form="" className="grid gap-3">
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
            defaultValue={mine ? result.reason : ""}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `reason-${id}-error` : undefined}
            className="field-input min-h-12"
          >
            <option value="">{t.skip.choose}</option>
            {CREW_SKIP_REASONS.map((r) => (
              <option key={r} value={r}>
                {t.reasons[r]}
              </option>
            ))}
          </select>
          {reasonError && (
            <p id={`reason-${id}-error`} className="field-error">
              {reasonError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`skip-note-${id}`} className="field-label">
            {t.skip.note} <span className="text-sm font-normal text-ink-muted">{fill(t.skip.noteHint, { language: t.languages[stop.locale] })}</span>
          </label>
          <textarea
            id={`skip-note-${id}`}
            name="note"
            rows={2}
            maxLength={VISIT_NOTE_MAX}
            defaultValue={mine ? result.note : ""}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `skip-note-${id}-error` : undefined}
            className="field-input"
          />
          {errors.note && (
            <p id={`skip-note-${id}-error`} className="field-error">
              {errors.note}
            </p>
          )}
        </div>
        <button
          type="submit"
          aria-label={fill(t.skip.submitLabel, { stop: label })}
          data-pending={t.done.saving}
          className="btn-secondary min-h-14 rounded-lg text-lg"
        >
          {t.skip.submit}
        </button>
      </form>
    </details>
  );
}
