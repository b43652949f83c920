import type { LeadMessages } from "~server/content/lead-messages";
import type { WizardCopy } from "~server/content/wizard";

/** The wizard's words and field messages in the page's language (loader data, never a module). */
export type { LeadMessages, WizardCopy };

/** A catalogue text with its `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** The text around one placeholder, to put an element (a link, a bold number) in its place. */
export function around(text: string, key: string): [before: string, after: string] {
  const marker = `{${key}}`;
  const at = text.indexOf(marker);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + marker.length)];
}
