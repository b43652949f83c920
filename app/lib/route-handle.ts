import type { UIMatch } from "react-router";

/**
 * A route whose page has no React behaviour says so with `export const handle = { hydrate: false }`
 * (docs/decisions/0002). Such a document ships no framework script: only the standalone scripts its
 * handle lists (`scripts`, URLs from app/enhance/scripts.ts), then site.js.
 */
export interface RouteHandle {
  /**
   * `false` for a page without React; or a function of the route's loader data, for a route whose
   * pages differ (the quote wizard's first step is a document without React, its later steps
   * hydrate). Loader data is `undefined` while an error boundary shows: the page hydrates then.
   */
  hydrate?: boolean | ((loaderData: unknown) => boolean);
  scripts?: readonly string[];
}

/** Whether the page of these matches hydrates React: unless one of its routes says it does not. */
export function pageHydrates(matches: readonly UIMatch[]): boolean {
  return matches.every((m) => {
    const hydrate = (m.handle as RouteHandle | undefined)?.hydrate;
    if (typeof hydrate === "function") return m.loaderData === undefined || hydrate(m.loaderData);
    return hydrate !== false;
  });
}

/**
 * The `clientLoader` of every `hydrate: false` route. Such a page is a document: when a page with
 * React links to it client-side, the browser loads it as a document instead, so it arrives with
 * its own scripts and without the framework, exactly as when typed in the address bar.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}
