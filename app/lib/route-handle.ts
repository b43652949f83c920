/**
 * A route whose page has no React behaviour says so with `export const handle = { hydrate: false }`
 * (docs/decisions/0002). Such a document ships no framework script: only the standalone scripts its
 * handle lists (`scripts`, URLs from app/enhance/scripts.ts), then site.js.
 */
export interface RouteHandle {
  hydrate?: boolean;
  scripts?: readonly string[];
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
