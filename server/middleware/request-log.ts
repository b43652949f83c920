import type { MiddlewareHandler } from "hono";
import { routeOf, withInvocation } from "../log";
import { CACHE_STATUS_HEADER } from "./edge-cache";

/** The Worker version that answered (`CF_VERSION_METADATA`): how smoke tests and operators see which side of a gradual deployment served them. */
export const VERSION_HEADER = "X-Worker-Version";

/**
 * One JSON line per request (`event: "request"`): request id, method, route, status, duration, the
 * edge cache's verdict and the Worker version; every line the request logged before it carries
 * the same id, route, status and duration (server/log.ts). The request id is Cloudflare's Ray ID
 * (`cf-ray`, which Cloudflare also puts in the response headers and on its error pages), else a
 * random one.
 *
 * The route is the path with ids and anything that could be personal data replaced
 * (`/admin/leads/:id/edit`), never the query string.
 */
export function requestLog(): MiddlewareHandler<{ Bindings: Env }> {
  return (c, next) => {
    const requestId = c.req.header("cf-ray") || crypto.randomUUID();
    // Optional: a Worker configured without the binding still runs.
    const version = (c.env as Partial<Pick<Env, "CF_VERSION_METADATA">> | undefined)?.CF_VERSION_METADATA?.id;
    return withInvocation(requestId, routeOf(new URL(c.req.url).pathname), async (finish) => {
      try {
        await next();
        // The security middleware has made the headers mutable whatever produced the response.
        if (version) c.res.headers.set(VERSION_HEADER, version);
      } finally {
        finish(c.res.status, {
          method: c.req.method,
          cache: c.res.headers.get(CACHE_STATUS_HEADER) ?? undefined,
          version: version?.slice(0, 8),
        });
      }
    });
  };
}
