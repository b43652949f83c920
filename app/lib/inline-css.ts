import { createContext, useContext } from "react";

/**
 * The stylesheets a document can inline into its <head>, so first paint waits on no request:
 * `full` (app/app.css, every utility) for pages that hydrate, `staticPages`
 * (app/styles/static-pages.css, only what `hydrate: false` pages use) for documents without React.
 */
export interface InlineCss {
  full: string;
  staticPages: string;
}

/**
 * The server render provides both texts (app/entry.server.tsx); in the browser the inlined text is
 * read back from the server-rendered element, so hydration sees identical props and the client
 * bundle does not carry the CSS.
 */
export const InlineCssContext = createContext<InlineCss | null>(null);

export const INLINE_CSS_ID = "app-css";

/** The stylesheet to inline: the static pages' one for a page that does not hydrate, else the full one. */
export function useInlineCss(hydrate: boolean): string {
  const fromServer = useContext(InlineCssContext);
  if (fromServer !== null) return hydrate ? fromServer.full : fromServer.staticPages;
  if (typeof document === "undefined") return "";
  return document.getElementById(INLINE_CSS_ID)?.textContent ?? "";
}
