import { isbot } from "isbot";
// React's Node build of the same renderer (the Worker runs with nodejs_compat): it keeps each
// piece of markup a string and encodes it straight into a 4 KB buffer with `encodeInto`, where the
// edge build makes one `TextEncoder.encode` call and one new byte array per attribute, tag and
// text run (a few thousand per page). Same document byte for byte; a cold render of `/` costs
// the Worker ~2.5 ms less CPU (docs/decisions/0004, "Render profile").
import { renderToReadableStream } from "react-dom/server.node";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { InlineCssContext } from "~/lib/inline-css";
import { NonceContext } from "~/lib/nonce";
import { nonceContext } from "~server/context";
import { log } from "~server/log";
import css from "./app.css?inline";
import crewDayCss from "./styles/crew-day.css?inline";
import customerAreaCss from "./styles/customer-area.css?inline";
import staticPagesCss from "./styles/static-pages.css?inline";

export const streamTimeout = 5_000;

/**
 * Errors thrown by loaders, actions and the render, as one JSON log line with the stack (React
 * Router's default prints them as plain text). A request the visitor aborted is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) log.error("route_error", error);
};

/** The inlined stylesheets; the root's `Layout` picks one per page (app/lib/inline-css.ts). */
const inlineCss = { full: css, staticPages: staticPagesCss, crewDay: crewDayCss, customerArea: customerAreaCss };

/**
 * Streams the document as React renders it. Crawlers (and HEAD requests, which send no body)
 * wait for the whole page; people get the shell as soon as it is ready. The framework's HTML
 * is passed through untouched.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The per-request CSP nonce; ServerRouter hands it to <Scripts>, <Links> and <ScrollRestoration>.
  // Empty for pages rendered for the edge cache, whose policy lists script hashes instead.
  const nonce = loadContext.get(nonceContext) || undefined;
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(
    <InlineCssContext value={inlineCss}>
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>
    </InlineCssContext>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router (handleError below); log the streamed ones here.
        if (shellRendered) log.error("render_stream_failed", error);
      },
    },
  );
  shellRendered = true;

  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
