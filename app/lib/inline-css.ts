import { createContext, useContext } from "react";

/**
 * The site's stylesheet, inlined into every document's <head> so first paint waits on no
 * request. The server render provides it (app/entry.server.tsx); in the browser the same text
 * is read back from the server-rendered element, so hydration sees identical props and the
 * client bundle does not carry the CSS.
 */
export const InlineCssContext = createContext<string | null>(null);

export const INLINE_CSS_ID = "app-css";

export function useInlineCss(): string {
  const fromServer = useContext(InlineCssContext);
  if (fromServer !== null) return fromServer;
  if (typeof document === "undefined") return "";
  return document.getElementById(INLINE_CSS_ID)?.textContent ?? "";
}
