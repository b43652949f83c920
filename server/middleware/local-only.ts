import type { MiddlewareHandler } from "hono";
import { type Config, getConfig, isLocalEnvironment } from "../config";

/** The names of this machine: a loopback host, with or without a port. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * Whether a request is named for this machine: its address's host and, when it sends one, its
 * Host header are loopback (localhost, 127.0.0.1, [::1], any port). A page of another site whose
 * name was pointed at 127.0.0.1 (DNS rebinding) sends its own name and is refused.
 */
export function isLoopbackRequest(request: Request): boolean {
  const host = request.headers.get("Host");
  return LOOPBACK_HOST.test(new URL(request.url).host.toLowerCase()) && (host === null || LOOPBACK_HOST.test(host.trim().toLowerCase()));
}

/**
 * Whether the /dev/* tools answer this request: in development and tests, and only when it is
 * named for this machine (isLoopbackRequest); anywhere else they do not exist (404).
 */
export const isLocalToolRequest = (config: Pick<Config, "ENVIRONMENT">, request: Request) => isLocalEnvironment(config) && isLoopbackRequest(request);

/** The /dev/* tools' guard (isLocalToolRequest): otherwise 404. */
export function localOnly(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => (isLocalToolRequest(getConfig(c.env), c.req.raw) ? next() : c.notFound());
}
