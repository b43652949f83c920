import { createContext } from "react-router";
import type { SessionUser } from "./auth/session";
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

/** The signed-in admin or crew member of an /admin page, set once by the admin layout's middleware (app/routes/admin/layout.tsx). */
export const staffContext = createContext<SessionUser>();

/** A multipart form body, parsed once before the routes run (server/middleware/form-body.ts); null for other requests. */
export const parsedFormContext = createContext<FormData | null>(null);
