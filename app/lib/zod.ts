import * as z from "zod/mini";
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
