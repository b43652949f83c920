import * as z from "zod/mini";

// The forms' validation library, shared by browser and server: zod's tree-shakable functional
// build (`zod/mini`), so a page ships only the checks its schemas use. Import z from here.
// The Content-Security-Policy forbids eval. Without `jitless`, zod probes `new Function` and the
// browser reports a CSP violation even though zod catches the error.
z.config({ jitless: true });

export { z };

/**
 * Characters no text field accepts: NUL and the other C0 controls, DEL, and the bidi override and
 * isolate controls (U+202A–U+202E, U+2066–U+2069), which can make stored text display reversed or
 * hide part of it. Multi-line fields still accept tab, line feed and carriage return (browsers
 * post new lines as CR LF).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of these patterns
const UNSAFE_SINGLE_LINE = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point of these patterns
const UNSAFE_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
export const UNSAFE_TEXT_MESSAGE = "Remove control or text-direction characters (they are often pasted by accident)";

/** The check for a text field (run it after `z.trim()`); `multiline` for text areas. */
export function plainText(options: { multiline?: boolean; message?: string } = {}) {
  const unsafe = options.multiline ? UNSAFE_MULTI_LINE : UNSAFE_SINGLE_LINE;
  return z.refine<string>((value) => !unsafe.test(value), options.message ?? UNSAFE_TEXT_MESSAGE);
}
