import type { MiddlewareHandler } from "hono";
import { localeFromPath, stripLocale } from "~/lib/i18n";

/** Pages that depend on who is asking, or that hold a visitor's form state: never cached. */
const PRIVATE_PREFIXES = [
  "/admin",
  "/customer",
  "/login",
  "/logout",
  "/forgot-password",
  "/reset-password",
  "/invite",
  "/dev/",
  "/visits/",
  "/get-started",
  "/success",
  "/commercial-thank-you",
  "/language",
  "/api/",
];

export const MARKETING_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

/** Both spellings (`__Host-` when deployed); any value counts, valid or not. */
const SESSION_COOKIES = new Set(["session", "__Host-session"]);

/** A request that carries a session cookie (valid or not) or an Authorization header: its answer may be someone's own. */
export function isSignedInRequest(request: Request): boolean {
  if (request.headers.has("Authorization")) return true;
  const header = request.headers.get("Cookie");
  if (!header) return false;
  for (const part of header.split(";")) {
    const name = part.slice(0, part.indexOf("=") >>> 0).trim();
    if (SESSION_COOKIES.has(name)) return true;
  }
  return false;
}

/** Whether a path is personal or holds form state, in either language (also used by the edge cache, ./edge-cache.ts). */
export function isPrivatePath(pathname: string) {
  pathname = stripLocale(pathname);
  return PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith("/") ? p : `${p}/`) || pathname.startsWith(`${p}.`));
}

/**
 * Public marketing HTML may be cached briefly by browsers and shared caches and served stale
 * while it revalidates; anything personal, any answer to a signed-in request, any response that
 * sets a cookie, and any error is not.
 */
export function cacheControl(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    await next();
    if (c.res.headers.has("Cache-Control")) return;
    const { pathname } = new URL(c.req.url);
    // A signed-in answer of a public page may show who is signed in: never kept for the next person.
    const cacheable =
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      c.res.status === 200 &&
      !c.res.headers.has("Set-Cookie") &&
      !isPrivatePath(pathname) &&
      !isSignedInRequest(c.req.raw);
    c.res.headers.set("Cache-Control", cacheable ? MARKETING_CACHE_CONTROL : "private, no-store");
    // English pages carry the "Ver en español" hint for some browsers until a language is chosen
    // (server/request-language.ts showsSpanishHint): a browser's copy is only good for the same headers.
    if (cacheable && localeFromPath(pathname) === "en" && c.res.headers.get("Content-Type")?.startsWith("text/html")) {
      c.res.headers.append("Vary", "Accept-Language, Cookie");
    }
  };
}
