import type { MiddlewareHandler } from "hono";
import { routeOf, withInvocation } from "../log";
import { CACHE_STATUS_HEADER } from "./edge-cache";

/**
 * One JSON line per request (`event: "request"`): request id, method, route, status, duration and
 * the edge cache's verdict; every line the request logged before it carries the same id, route,
 * status and duration (server/log.ts). The request id is Cloudflare's Ray ID (`cf-ray`, which
 * Cloudflare also puts in the response headers and on its error pages), else a random one.
 *
 * The route is the path with ids and anything that could be personal data replaced
 * (`/admin/leads/:id/edit`), never the query string.
 */
export function requestLog(): MiddlewareHandler {
  return (c, next) => {
    const requestId = c.req.header("cf-ray") || crypto.randomUUID();
    return withInvocation(requestId, routeOf(new URL(c.req.url).pathname), async (finish) => {
      try {
        await next();
      } finally {
        finish(c.res.status, { method: c.req.method, cache: c.res.headers.get(CACHE_STATUS_HEADER) ?? undefined });
      }
    });
  };
}
