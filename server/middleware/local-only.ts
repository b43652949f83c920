import type { MiddlewareHandler } from "hono";
import { getConfig, isLocalEnvironment } from "../config";

/** The /dev/* tools' guard: in development and tests they run; anywhere else they do not exist (404). */
export function localOnly(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => (isLocalEnvironment(getConfig(c.env)) ? next() : c.notFound());
}
