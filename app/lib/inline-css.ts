import { createContext, useContext } from "react";

/**
 * The stylesheets a document can inline into its <head>, so first paint waits on no request:
 * `full` (app/app.css, every utility) for pages that hydrate, `staticPages`
 * (app/styles/static-pages.css, only what the public `hydrate: false` pages use) for documents
 * without React, unless the route's handle names another: `crewDay` (app/styles/crew-day.css,
 * the crew's day only), `customerArea` (app/styles/customer-area.css, the customer area only).
 */
export interface InlineCss {
  full: string;
  staticPages: string;
  crewDay: string;
  customerArea: string;
}

export type InlineSheet = keyof InlineCss;

/**
 * The server render provides both texts (app/entry.server.tsx); in the browser the inlined text is
 * read back from the server-rendered element, so hydration sees identical props and the client
 * bundle does not carry the CSS.
 */
export const InlineCssContext = createContext<InlineCss | null>(null);

export const INLINE_CSS_ID = "app-css";

/** The text of the stylesheet to inline (the root's `Layout` picks it from the page's routes). */
export function useInlineCss(sheet: InlineSheet): string {
  const fromServer = useContext(InlineCssContext);
  if (fromServer !== null) return fromServer[sheet];
  if (typeof document === "undefined") return "";
  return document.getElementById(INLINE_CSS_ID)?.textContent ?? "";
}
