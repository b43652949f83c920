import type { MiddlewareHandler } from "hono";
import { stripLocale } from "~/lib/i18n";
import { log, routeOf } from "../log";
import { plainPage } from "./plain-page";

/**
 * Request bodies are limited in bytes while they are read, before any parsing or other work:
 * a declared Content-Length over the limit is refused without reading, and a streamed body is
 * counted chunk by chunk and refused (its stream cancelled) as soon as it passes the limit. The
 * accepted bytes are handed on as a buffered body. A charset other than UTF-8 (or its ASCII
 * subset) is refused with 415: every form and API here reads UTF-8 only.
 *
 * Pages (forms) get a friendly HTML page, /api/* gets JSON.
 *
 * Not `hono/body-limit`: its error handler is not told how many bytes were read (the
 * `body_too_large` log records them, and `npm run security` checks them), it trusts any declared
 * Content-Length at or under the limit without counting, and it leaves a refused stream open
 * instead of cancelling it.
 */
export const BODY_LIMITS = {
  /** The quote wizard, sign-in, admin edits: the largest is an edit with 2,000 characters of notes. */
  form: 64 * 1024,
  /** POST /api/leads and other JSON APIs. */
  api: 16 * 1024,
  /** The payment provider's signed events. */
  webhook: 256 * 1024,
  /**
   * The crew's visit form, for a signed-in admin or crew member only: photos may be 15 MB as a
   * phone takes them (MAX_PHOTO_BYTES), and a bigger one (up to this limit) still reaches the
   * form, which answers beside the photo field (with JavaScript off too) instead of a bare "too
   * large" page. The same limit applies to the page's document and `.data` requests, in both
   * languages.
   */
  visitPhoto: 25 * 1024 * 1024,
} as const;

/** The crew's page, whatever its language or request kind ("/es/admin/visits.data" too). */
export function isVisitsPage(pathname: string): boolean {
  return stripLocale(pathname.replace(/\.data$/, "")).replace(/\/+$/, "") === "/admin/visits";
}

/** The limit of a path for a visitor who may send the largest body it takes (`staff`: a signed-in admin or crew member). */
export function bodyLimitFor(pathname: string, staff = true): number {
  if (pathname === "/api/stripe/webhook" || pathname.startsWith("/api/stripe/webhook/")) return BODY_LIMITS.webhook;
  if (pathname.startsWith("/api/")) return BODY_LIMITS.api;
  if (isVisitsPage(pathname)) return staff ? BODY_LIMITS.visitPhoto : BODY_LIMITS.form;
  return BODY_LIMITS.form;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const UTF8_CHARSETS = new Set(["utf-8", "utf8", "us-ascii", "ascii"]);

/** The charset parameter of a Content-Type header, lower-cased and unquoted, or null. */
export function charsetOf(contentType: string): string | null {
  for (const part of contentType.split(";").slice(1)) {
    const [name, ...rest] = part.split("=");
    if (name?.trim().toLowerCase() === "charset")
      return rest
        .join("=")
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .toLowerCase();
  }
  return null;
}

/**
 * Reads a body stream counting bytes; `tooLarge` (with the bytes read) as soon as it passes `max`
 * (the stream is cancelled), else the bytes.
 */
export async function readLimited(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | { tooLarge: number }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel("body too large").catch(() => {});
      return { tooLarge: size };
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

function tooLarge(api: boolean, max: number): Response {
  if (api) return Response.json({ error: "Payload too large", details: `The request body must be ${kib(max)} or less.` }, { status: 413 });
  return plainPage(413, "That form was too large", `We accept forms up to ${kib(max)}. Please go back, shorten the text you entered and send it again.`);
}

function unsupportedCharset(api: boolean, charset: string): Response {
  const details = `The body must be UTF-8 (got charset=${charset.slice(0, 40)}).`;
  if (api) return Response.json({ error: "Unsupported charset", details }, { status: 415 });
  return plainPage(415, "That form could not be read", `${details} Please send the form from our website.`);
}

/**
 * `isStaff` says whether the request comes from a signed-in admin or crew member (server/index.ts
 * reads the session): only they may send the crew page's large bodies; anyone else's 16 MB upload
 * is refused from its declared size, unread.
 */
export function bodyLimit(isStaff: (request: Request, env: Env) => Promise<boolean>): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const request = c.req.raw;
    if (SAFE_METHODS.has(request.method) || request.body === null) return next();
    const url = new URL(request.url);
    const api = url.pathname.startsWith("/api/");
    const charset = charsetOf(request.headers.get("Content-Type") ?? "");
    if (charset !== null && !UTF8_CHARSETS.has(charset)) return unsupportedCharset(api, charset);
    const max = bodyLimitFor(url.pathname, isVisitsPage(url.pathname) ? await isStaff(request, c.env) : true);
    const declared = request.headers.get("Content-Length");
    if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > max) {
      log.warn("body_too_large", { path: routeOf(url.pathname), declared: Number(declared), limit: max });
      return tooLarge(api, max);
    }
    const body = await readLimited(request.body, max);
    if ("tooLarge" in body) {
      log.warn("body_too_large", { path: routeOf(url.pathname), read: body.tooLarge, limit: max });
      return tooLarge(api, max);
    }
    c.req.raw = new Request(request, { body });
    return next();
  };
}
