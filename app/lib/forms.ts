export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

export type ParseResult<T> = { ok: true; data: T; values: FormValues } | { ok: false; errors: FieldErrors; values: FormValues };

type PathSegment = PropertyKey | { readonly key: PropertyKey };
interface Issue {
  readonly message: string;
  readonly path?: readonly PathSegment[] | undefined;
}
/**
 * A Standard Schema (https://standardschema.dev), which every zod schema is. Typed here so this
 * module imports no validation library: pages that only need `formValues` or the browser's own
 * checks (`checkConstraints`) ship none.
 */
export interface FormSchema<Out = unknown> {
  readonly "~standard": {
    validate(value: unknown): { value: Out; issues?: undefined } | { issues: readonly Issue[] } | Promise<unknown>;
    readonly types?: { readonly output: Out } | undefined;
  };
}
type OutputOf<S extends FormSchema> = NonNullable<S["~standard"]["types"]>["output"];

/** The submitted text fields, to echo back into the form after a failed submit. */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}

/** Turns validation issues into { field: first message }; issues without a path go to "form". */
export function issueErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = (issue.path ?? []).map((s) => String(typeof s === "object" ? s.key : s)).join(".") || "form";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Validates form data with a (synchronous) schema; the first message per field, keyed by field name. */
export function parseForm<S extends FormSchema>(schema: S, formData: FormData): ParseResult<OutputOf<S>> {
  const values = formValues(formData);
  const result = schema["~standard"].validate(values);
  if (result instanceof Promise) throw new TypeError("parseForm needs a synchronous schema");
  if (result.issues) return { ok: false, errors: issueErrors(result.issues), values };
  return { ok: true, data: result.value as OutputOf<S>, values };
}

/** The messages of one field for the browser's own checks (see checkConstraints). */
export interface FieldRule {
  /** Shown when the field is empty (after trimming, when `trim` is set). */
  required?: string;
  trim?: boolean;
  /** Shown when the browser finds the value malformed for its type, pattern or length. */
  invalid?: string;
}

/**
 * The browser's constraint validation with the server's messages, for a form whose page ships no
 * schema library: emptiness is checked here, the format by the input's own type (email, pattern…).
 * The server validates everything again with the full schema, so a value the browser accepts but
 * the schema does not still gets the same message, one round trip later.
 */
export function checkConstraints(form: HTMLFormElement, rules: Record<string, FieldRule>): { ok: boolean; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(rules)) {
    const control = form.elements.namedItem(name);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue;
    const value = rule.trim ? control.value.trim() : control.value;
    if (value === "") {
      if (rule.required) errors[name] = rule.required;
    } else if (rule.invalid && !control.validity.valid && !control.validity.valueMissing) {
      errors[name] = rule.invalid;
    }
  }
  return { ok: Object.keys(errors).length === 0, errors };
}

/** The highest page number any list reads from a URL: far past any real list, small enough for any OFFSET. */
export const MAX_PAGE = 10_000;

/**
 * A `?page=` value as a whole page number from 1 to MAX_PAGE: anything else (missing, negative,
 * fractional, "1e308", 20 digits) is clamped or read as 1, so no hand-edited URL reaches the
 * database as an offset it cannot take.
 */
export function pageParam(value: string | null | undefined): number {
  const n = Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MAX_PAGE);
}

/**
 * The one parser of a record's id from a URL or a form: a whole number from 1, written in digits
 * only ("1e1", "-3", "0x10", "1.0" and "" are not ids), or null.
 */
export function idParam(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}

/** The one parser of a record's version a form carried back: a whole number from 0 in digits only, or null. */
export function versionParam(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** The record's version a form carried back (hidden `version` field), or null when missing/malformed. */
export function formVersion(form: FormData): number | null {
  return versionParam(form.get("version"));
}
