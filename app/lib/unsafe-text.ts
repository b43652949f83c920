/**
 * The characters no text a person sends us keeps, in one place: form fields refuse them
 * (`plainText` in ~/lib/zod), the campaign values in a URL and the crew's note drop them, and a
 * text message's reply drops them with the invisible format characters too.
 */

/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls. */
const CONTROLS = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F";
/** Tab, line feed, carriage return: only multi-line text keeps them (browsers post new lines as CR LF). */
const LINE_CONTROLS = "\\u0009\\u000A\\u000D";
/** Bidirectional marks, embeddings, overrides and isolates: they can show stored text reversed or hide part of it. */
const BIDI = "\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069";

/** A one-line field's unsafe characters. */
export const UNSAFE_IN_LINE = new RegExp(`[${LINE_CONTROLS}${CONTROLS}${BIDI}]`);
/** A multi-line field's unsafe characters (tab and new lines allowed). */
export const UNSAFE_IN_TEXT = new RegExp(`[${CONTROLS}${BIDI}]`);

const UNSAFE_IN_LINE_ALL = new RegExp(UNSAFE_IN_LINE.source, "g");
const UNSAFE_IN_TEXT_ALL = new RegExp(UNSAFE_IN_TEXT.source, "g");
/** A text message also loses every invisible format character (Unicode's Cf: zero-width spaces and joiners, BOM, soft hyphen) and the line and paragraph separators. */
const UNSAFE_IN_MESSAGE_ALL = new RegExp(`[${CONTROLS}\\u2028\\u2029${BIDI}\\p{Cf}]`, "gu");

/** One line with its unsafe characters taken out. */
export const withoutUnsafeInLine = (text: string) => text.replace(UNSAFE_IN_LINE_ALL, "");
/** Multi-line text with its unsafe characters taken out (tab and new lines kept). */
export const withoutUnsafeInText = (text: string) => text.replace(UNSAFE_IN_TEXT_ALL, "");
/** A text message's body with its unsafe and invisible characters taken out (tab and new lines kept). */
export const withoutUnsafeInMessage = (text: string) => text.replace(UNSAFE_IN_MESSAGE_ALL, "");
