import type { MiddlewareHandler } from "hono";
import { stripLocale } from "~/lib/i18n";
import { attributionCookie, readAttributionCookie, visitAttribution } from "../attribution/cookie";
import { isPrivatePath } from "./cache-control";

/**
 * Remembers how a visitor first came (server/attribution/cookie.ts): a page request that carries
 * campaign tags or an ad click id, or that another site linked to, gets the attribution cookie
 * unless it already has a valid one (first touch wins).
 *
 * Mounted outside the edge cache, so the cookie is added to the answer whether the page was
 * rendered or came from the cache, and is never part of what the cache stores: a stored page
 * stays the same for everyone. The one answer that sets it is `private, no-store`, so no shared
 * cache keeps a copy of someone's cookie.
 */
export function attribution(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (!isLandingRequest(request, url)) return next();
    const visit = visitAttribution(request, url);
    if (Object.keys(visit).length === 0) return next();
    const remembered = await readAttributionCookie(request, c.env);
    await next();
    if (remembered || c.res.status >= 400) return;
    const cookie = await attributionCookie(c.env, visit);
    if (!cookie) return;
    const res = c.res;
    const headers = new Headers(res.headers);
    headers.append("Set-Cookie", cookie);
    headers.set("Cache-Control", "private, no-store");
    // Hono merges the old response's headers into a new one; this one is complete as it is.
    c.res = undefined;
    c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
}

/**
 * A browser opening a page a visitor can land on: the public pages and the wizard. Not the API,
 * not the pages people reach from our own flows (sign-in, dashboards, the payment provider's
 * return to /success), not React Router's data requests.
 */
function isLandingRequest(request: Request, url: URL): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode !== null && mode !== "navigate") return false;
  if (url.pathname.endsWith(".data")) return false;
  const path = stripLocale(url.pathname);
  return !isPrivatePath(path) || path === "/get-started";
}
