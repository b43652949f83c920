import type { z } from "zod";

export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

export type ParseResult<T> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; errors: FieldErrors; values: FormValues };

/** The submitted text fields, to echo back into the form after a failed submit. */
export function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}

/** Validates form data with a schema; the first message per field, keyed by field name. */
export function parseForm<S extends z.ZodType>(schema: S, formData: FormData): ParseResult<z.output<S>> {
  const values = formValues(formData);
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors, values };
}
