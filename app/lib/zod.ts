import * as z from "zod/mini";
import { idParam, versionParam } from "~/lib/forms";
import { UNSAFE_IN_LINE, UNSAFE_IN_TEXT } from "~/lib/unsafe-text";

// The forms' validation library, shared by browser and server: zod's tree-shakable functional
// build (`zod/mini`), so a page ships only the checks its schemas use. Import z from here.
// The Content-Security-Policy forbids eval. Without `jitless`, zod probes `new Function` and the
// browser reports a CSP violation even though zod catches the error.
z.config({ jitless: true });

export { z };

export const UNSAFE_TEXT_MESSAGE = "Remove control or text-direction characters (they are often pasted by accident)";

/** The check for a text field (run it after `z.trim()`); `multiline` for text areas. */
export function plainText(options: { multiline?: boolean; message?: string } = {}) {
  const unsafe = options.multiline ? UNSAFE_IN_TEXT : UNSAFE_IN_LINE;
  return z.refine<string>((value) => !unsafe.test(value), options.message ?? UNSAFE_TEXT_MESSAGE);
}

/**
 * A form's record id read as idParam reads it (app/lib/forms.ts: digits from 1, nothing else),
 * refused with `message` when it is not one.
 */
export const idField = (message?: string) =>
  z.pipe(
    z.string(message).check(z.refine((v) => idParam(v) !== null, message)),
    z.transform((v) => Number(v)),
  );

/** A form's record version read as versionParam reads it (digits from 0), refused with `message` when it is not one. */
export const versionField = (message?: string) =>
  z.pipe(
    z.string(message).check(z.refine((v) => versionParam(v) !== null, message)),
    z.transform((v) => Number(v)),
  );
