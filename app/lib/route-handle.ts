import type { UIMatch } from "react-router";
import type { InlineSheet } from "~/lib/inline-css";

/**
 * A route whose page has no React behaviour says so with `export const handle = { hydrate: false }`
 * (docs/decisions/0002). Such a document ships no framework script: only the standalone scripts its
 * handle lists (`scripts`, URLs from app/enhance/scripts.ts), then site.js.
 */
export interface RouteHandle {
  /**
   * `false` for a page without React; or a function of the route's loader data, for a route whose
   * pages differ. Loader data is `undefined` while an error boundary shows: the page hydrates then.
   */
  hydrate?: boolean | ((loaderData: unknown) => boolean);
  /**
   * The page's standalone scripts; a function of the route's loader data for a route whose pages
   * need different ones (each step of the quote wizard). Loader data is `undefined` while an error
   * boundary shows.
   */
  scripts?: readonly string[] | ((loaderData: unknown) => readonly string[]);
  /**
   * The stylesheet a page without React inlines, when not the public pages' one (`staticPages`):
   * `crewDay` for the crew's day (app/styles/crew-day.css), `customerArea` for the customer area
   * (app/styles/customer-area.css).
   */
  stylesheet?: Exclude<InlineSheet, "full">;
}

/** The standalone scripts the routes of these matches list, each once, in route order. */
export function pageScripts(matches: readonly UIMatch[]): string[] {
  return [
    ...new Set(
      matches.flatMap((m) => {
        const scripts = (m.handle as RouteHandle | undefined)?.scripts ?? [];
        return typeof scripts === "function" ? scripts(m.loaderData) : scripts;
      }),
    ),
  ];
}

/** The stylesheet to inline: the full one for a page with React, else the one its deepest route names, else the public pages' one. */
export function pageStylesheet(matches: readonly UIMatch[], hydrate: boolean): InlineSheet {
  if (hydrate) return "full";
  const named = matches.map((m) => (m.handle as RouteHandle | undefined)?.stylesheet).filter((sheet) => sheet !== undefined);
  return named.at(-1) ?? "staticPages";
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
