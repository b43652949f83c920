import { escapeHtml } from "~/lib/html";
import { isLocale, type Locale, localizePath } from "~/lib/i18n";

/** One e-mail, ready for a provider: plain text plus a simple HTML version of the same words. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The language of an e-mail: the one its reader chose, when it is one of the site's (~/lib/i18n LOCALES), else English. */
export function emailLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : "en";
}

/** E-mails escape with the site's one escaper. */
export { escapeHtml };

/** "Ana" of "Ana María Vega": every e-mail greets by the first name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** The absolute link to one tab of the customer area in the customer's language. */
export const customerAreaLink = (siteUrl: string, locale: Locale, tab: "services" | "billing") =>
  new URL(`${localizePath(locale, "/customer")}?tab=${tab}`, siteUrl).toString();

/** Wraps paragraphs (already escaped) in a plain, readable HTML document in the given language. */
export function htmlDocument(title: string, body: string, lang: Locale = "en"): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">${body}</body></html>`
  );
}

/** A link an e-mail's HTML makes of text its lines carry as written (the customer area's address, the phone number). */
export interface EmailLink {
  text: string;
  href: string;
}

/**
 * An e-mail written as lines ("" between paragraphs): the text as written, and the HTML a
 * paragraph per line, escaped, with each of `links` made a link wherever its text appears.
 */
export function emailOfLines(subject: string, lines: readonly string[], locale: Locale, links: readonly EmailLink[] = []): EmailContent {
  const paragraph = (line: string) =>
    links.reduce((html, { text, href }) => html.replace(escapeHtml(text), `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`), escapeHtml(line));
  const body = lines
    .filter((line) => line !== "")
    .map((line) => `<p>${paragraph(line)}</p>`)
    .join("");
  return { subject, text: lines.join("\n"), html: htmlDocument(subject, body, locale) };
}
