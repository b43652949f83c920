import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { deferBootScript } from "~/lib/defer-hydration";
import { InlineCssContext } from "~/lib/inline-css";
import { nonceContext } from "~server/context";
import css from "./app.css?inline";

export const streamTimeout = 5_000;

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
  const nonce = loadContext.get(nonceContext);
  let shellRendered = false;

  const body = await renderToReadableStream(
    <InlineCssContext value={css}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </InlineCssContext>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; log the streamed ones here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Pages render completely on the server (no deferred data), so the document is sent in one
  // piece, with the boot script moved after first paint (app/lib/defer-hydration.ts).
  await body.allReady;
  const html = deferBootScript(await new Response(body).text());

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
