import { escapeHtml } from "~/lib/html";
import { localizePath } from "~/lib/i18n";

/** One e-mail, ready for a provider: plain text plus a simple HTML version of the same words. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Locales with a catalogue (the site's languages); any other value falls back to English. */
export const EMAIL_LOCALES = ["en", "es"] as const;
export type EmailLocale = (typeof EMAIL_LOCALES)[number];

export function emailLocale(locale: string | undefined): EmailLocale {
  return (EMAIL_LOCALES as readonly string[]).includes(locale ?? "") ? (locale as EmailLocale) : "en";
}

/** E-mails escape with the site's one escaper. */
export { escapeHtml };

/** "Ana" of "Ana María Vega": every e-mail greets by the first name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** The absolute link to one tab of the customer area in the customer's language. */
export const customerAreaLink = (siteUrl: string, locale: EmailLocale, tab: "services" | "billing") =>
  new URL(`${localizePath(locale, "/customer")}?tab=${tab}`, siteUrl).toString();

/** Wraps paragraphs (already escaped) in a plain, readable HTML document in the given language. */
export function htmlDocument(title: string, body: string, lang: EmailLocale = "en"): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">${body}</body></html>`
  );
}
