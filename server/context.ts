import { createContext } from "react-router";
import type { Db } from "./db/client";

/** The Worker's bindings and execution context, set by server/index.ts for every request. */
export const cloudflareContext = createContext<{ env: Env; ctx: WaitUntil }>();

/** The part of the execution context the app uses: background work after the response. */
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

/** A Drizzle client over the request's D1 binding. */
export const dbContext = createContext<Db>();

/** The Content-Security-Policy nonce of this response (server/middleware/security.ts). */
export const nonceContext = createContext<string>("");
