import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Structured JSON logs, one object per line (Workers Logs indexes the fields). Never pass
 * passwords, session ids, whole request bodies or personal data (names, e-mail addresses, phone
 * numbers, addresses): log ids (lead id, user id) and counts instead.
 *
 * Within a request (see `requestLog`, the first middleware) every line carries the request's
 * `requestId` (Cloudflare's Ray ID when there is one), its `route`, and its `status` and
 * `durationMs`: the lines a request writes are held until its response is ready, then written
 * with them, followed by the request's own `request` line. Lines written after the response (work
 * in `waitUntil`, a streamed body) are written at once with the same four fields. Cron and queue
 * runs do the same with `status` "ok" or "error". Outside any of these (a script, a unit test)
 * a line has `level`, `event` and `time` only.
 *
 * An error's line carries its stack once: the first time an error object is logged. Error texts
 * come from libraries, so e-mail addresses and phone-like numbers are masked in them, and a
 * database error keeps its query but never its parameters (the values a visitor typed).
 */
type Level = "info" | "warn" | "error";
type Value = string | number | boolean | null | undefined;
export type Fields = Record<string, Value>;

interface Invocation {
  requestId: string;
  route: string;
  started: number;
  /** Known once the response is (or the cron/queue run has finished). */
  status?: number | "ok" | "error";
  durationMs?: number;
  /** Lines written before the status was known. */
  pending: { level: Level; entry: Record<string, Value> }[];
}

const invocations = new AsyncLocalStorage<Invocation>();

function emit(level: Level, entry: Record<string, Value>) {
  const line = JSON.stringify(entry);
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** The line's own fields after the reserved ones, which a field can never overwrite. */
function entryOf(level: Level, event: string, fields: Fields, invocation: Invocation | undefined): Record<string, Value> {
  const entry: Record<string, Value> = { level, event, time: new Date().toISOString() };
  if (invocation) {
    entry.requestId = invocation.requestId;
    entry.route = invocation.route;
    entry.status = invocation.status;
    entry.durationMs = invocation.durationMs;
  }
  for (const [key, value] of Object.entries(fields)) if (!(key in entry)) entry[key] = value;
  return entry;
}

function write(level: Level, event: string, fields: Fields) {
  const invocation = invocations.getStore();
  const entry = entryOf(level, event, fields, invocation);
  if (invocation && invocation.status === undefined) invocation.pending.push({ level, entry });
  else emit(level, entry);
}

/** Error objects already logged with their stack. */
const logged = new WeakSet<object>();

/** E-mail addresses and phone-like numbers (7+ digits, with or without separators). */
const EMAIL = /[^\s<>"'@()[\]]+@[^\s<>"'@()[\]]+/g;
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;
export const maskPersonalData = (text: string) => text.replace(EMAIL, "[email]").replace(PHONE, (m) => (m.replace(/\D/g, "").length >= 7 ? "[number]" : m));

/** A driver or ORM error text without the statement's parameters (Drizzle appends them as "params: …"). */
function withoutParameters(message: string): string {
  const at = message.search(/\n\s*params:/);
  return at === -1 ? message : `${message.slice(0, at)} (parameters withheld)`;
}

export function describeError(error: unknown): { error: string; cause?: string; stack?: string } {
  if (!(error instanceof Error)) return { error: maskPersonalData(String(error)).slice(0, 500) };
  const described: { error: string; cause?: string; stack?: string } = {
    error: maskPersonalData(withoutParameters(error.message)).slice(0, 500),
  };
  if (error.cause instanceof Error) described.cause = maskPersonalData(withoutParameters(error.cause.message)).slice(0, 300);
  if (!logged.has(error)) {
    logged.add(error);
    // Only the frames: the stack's first line repeats the message (with any parameters in it).
    const frames = (error.stack ?? "")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l.startsWith("at "));
    if (frames.length > 0) described.stack = maskPersonalData(frames.slice(0, 8).join(" | "));
  }
  return described;
}

export const log = {
  info: (event: string, fields: Fields = {}) => write("info", event, fields),
  warn: (event: string, fields: Fields = {}) => write("warn", event, fields),
  error: (event: string, error: unknown, fields: Fields = {}) => write("error", event, { ...fields, ...describeError(error) }),
};

/**
 * Runs `fn` as one logged invocation: its lines are tagged with `requestId` and `route` and held
 * until `finish` gives the status, then written with it and the duration.
 */
export function withInvocation<T>(requestId: string, route: string, fn: (finish: (status: Invocation["status"], summary?: Fields) => void) => T): T {
  const invocation: Invocation = { requestId, route, started: Date.now(), pending: [] };
  const finish = (status: Invocation["status"], summary: Fields = {}) => {
    if (invocation.status !== undefined) return;
    invocation.status = status;
    // The runtime's clock moves only on I/O, so this is time spent waiting (storage, network,
    // other requests), which is where a Worker's time goes; CPU time is in the platform's metrics.
    invocation.durationMs = Date.now() - invocation.started;
    for (const { level, entry } of invocation.pending.splice(0)) emit(level, { ...entry, status: invocation.status, durationMs: invocation.durationMs });
    const level: Level = status === "error" || (typeof status === "number" && status >= 500) ? "error" : "info";
    emit(level, entryOf(level, typeof status === "number" ? "request" : "run", summary, invocation));
  };
  return invocations.run(invocation, () => fn(finish));
}

/** Paths whose next segment is a one-time link's secret (app/routes.ts), in either language. */
const SECRET_AFTER = new Set(["reset-password", "invite"]);

/**
 * A log-safe name for a request's path: no query string, numeric segments as `:id`, a one-time
 * link's token as `:token` (/reset-password/:token, /invite/:token: the token signs someone in),
 * and any segment that could hold personal data or a secret (an `@`, 7+ digits, 64+ characters,
 * or 20+ characters of letters, digits, `_` and `-` with both a capital and a digit, which no
 * slug of this site has) as `:param`.
 */
export function routeOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: judge the raw path.
  }
  const segments = decoded
    .split("/")
    .slice(0, 12)
    .map((s, i, all) => {
      if (/^\d+$/.test(s)) return ":id";
      if (i > 0 && s !== "" && SECRET_AFTER.has(all[i - 1] ?? "")) return ":token";
      if (s.includes("@") || s.replace(/\D/g, "").length >= 7 || s.length >= 64) return ":param";
      if (s.length >= 20 && /^[\w-]+$/.test(s) && /[A-Z]/.test(s) && /\d/.test(s)) return ":param";
      return s;
    });
  return segments.join("/").slice(0, 200) || "/";
}
