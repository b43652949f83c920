import { useEffect, useRef } from "react";
import { useRootData } from "~/lib/root-data";

/**
 * True inside effects of the hydration pass: app/root.tsx marks `<html data-hydrated>` from an
 * effect that runs after every other one. Effects that move focus skip that pass, so they only
 * react to changes the visitor caused, never to the page becoming interactive.
 */
export function isHydrating(): boolean {
  return !document.documentElement.hasAttribute("data-hydrated");
}

/** Props every control in a Field receives, wiring label, hint and error for assistive tech. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required: boolean | undefined;
}

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Optional id prefix when the same name appears twice on a page. */
  idPrefix?: string;
  /** The mark of a field that may stay empty; by default the page's language's (server/content/ui.ts). */
  optionalText?: string;
  className?: string;
  children: (props: ControlProps) => React.ReactNode;
}

/** A labelled form control with its hint and its error beside it (label above, never placeholder-only). */
export function Field({ name, label, error, hint, required, idPrefix = "", optionalText, className = "", children }: FieldProps) {
  const { ui } = useRootData();
  const optional = optionalText ?? ui?.optional;
  const id = `${idPrefix}${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="ml-1.5 text-sm font-normal text-ink-muted">{optional}</span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, required: required || undefined })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The summary's heading for one and for several fields (`{n}` is the count), in the page's language. */
export interface SummaryText {
  one: string;
  many: string;
}
const ENGLISH_SUMMARY: SummaryText = { one: "Please fix this field:", many: "Please fix these {n} fields:" };

/**
 * Lists every error at the top of a form with links to the fields. It is announced
 * (role=alert) and takes focus when it appears, so keyboard and screen-reader users land on it
 * (in the server's HTML the first invalid field has autofocus instead).
 */
export function ErrorSummary({
  errors,
  labels,
  idPrefix = "",
  text = ENGLISH_SUMMARY,
}: {
  errors: Record<string, string>;
  labels: Partial<Record<string, string>>;
  idPrefix?: string;
  text?: SummaryText;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors).filter(([key]) => key !== "form");
  useEffect(() => {
    if (entries.length > 0 && !isHydrating()) ref.current?.focus();
  });
  if (entries.length === 0 && !errors.form) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-error-summary=""
      className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 focus:outline-none"
    >
      {errors.form && <p className="font-semibold">{errors.form}</p>}
      {entries.length > 0 && (
        <>
          <p className="font-semibold">{entries.length === 1 ? text.one : text.many.replace("{n}", String(entries.length))}</p>
          <ul className="mt-2 list-disc pl-5">
            {entries.map(([key, message]) => (
              <li key={key}>
                <a href={`#${idPrefix}${key}`} className="underline">
                  {labels[key] ?? key}: {message}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
