import { parse, serialize } from "hono/utils/cookie";
import { randomId } from "../crypto";
import type { Db } from "../db/client";
import type { User } from "../db/schema";
import { findUserById } from "../models/users";

/**
 * Sessions: a random id in an HttpOnly cookie, the data in KV (`SESSIONS`).
 * "Remember me" keeps the session 30 days; otherwise it is a browser-session cookie
 * that also expires after 12 hours without activity. Either way a session ends at its absolute
 * lifetime (7 days, 30 with remember me) however often it is used, so a stolen cookie dies.
 *
 * Not React Router's createWorkersKVSessionStorage (@react-router/cloudflare): it makes 64-bit
 * ids (these are 256-bit), stores them under the bare id (not `session:<id>`), writes the cookie
 * as encoded JSON, and derives the KV expiry from the cookie's, so a browser-session cookie
 * (no Max-Age) would leave its KV entry without any expiry. The idle timeout, the absolute
 * lifetime and the throttled refresh below would still be needed on top of it.
 */
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
export const IDLE_SECONDS = 12 * 60 * 60;
export const ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
export const REMEMBER_ABSOLUTE_SECONDS = REMEMBER_SECONDS;
/** Refresh the idle timer in KV at most this often, to keep KV writes low. */
const TOUCH_AFTER_MS = 15 * 60 * 1000;

export interface SessionData {
  userId: number;
  email: string;
  role: User["role"];
  remember: boolean;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: User["role"];
  locale: User["locale"];
  /** The customer's service (a converted lead), if the account has one. */
  leadId: number | null;
  demo: boolean;
  createdAt: string;
  sessionId: string;
}

type SessionEnv = Pick<Env, "SESSIONS" | "ENVIRONMENT">;

const isLocal = (env: SessionEnv) => env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";

/** `__Host-` requires Secure, which plain-http localhost cannot use. */
export function sessionCookieName(env: SessionEnv) {
  return isLocal(env) ? "session" : "__Host-session";
}

const kvKey = (id: string) => `session:${id}`;

/** 256 random bits, base64url: 43 characters. */
const newSessionId = () => randomId(32);
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function readSessionId(request: Request, env: SessionEnv): string | null {
  const name = sessionCookieName(env);
  const value = parse(request.headers.get("Cookie") ?? "", name)[name];
  return value !== undefined && SESSION_ID.test(value) ? value : null;
}

/** The session cookie; `maxAge` null makes it a browser-session cookie. */
function serializeCookie(env: SessionEnv, value: string, maxAge: number | null) {
  return serialize(sessionCookieName(env), value, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: !isLocal(env),
    ...(maxAge === null ? {} : { maxAge }),
  });
}

function idleSeconds(data: SessionData) {
  return data.remember ? REMEMBER_SECONDS : IDLE_SECONDS;
}

/** When the session ends whatever happens (ms since the epoch). */
export function absoluteExpiry(data: Pick<SessionData, "createdAt" | "remember">) {
  return data.createdAt + (data.remember ? REMEMBER_ABSOLUTE_SECONDS : ABSOLUTE_SECONDS) * 1000;
}

/** KV keeps the entry until the idle limit or the absolute end, whichever is sooner (KV's minimum is 60 s). */
function ttlFor(data: SessionData, now: number) {
  const remaining = Math.ceil((absoluteExpiry(data) - now) / 1000);
  return Math.max(60, Math.min(idleSeconds(data), remaining));
}

/** Starts a fresh session (always a new id) and returns its Set-Cookie header value. */
export async function createSession(env: SessionEnv, user: Pick<User, "id" | "email" | "role">, remember: boolean): Promise<{ id: string; cookie: string }> {
  const id = newSessionId();
  const now = Date.now();
  const data: SessionData = { userId: user.id, email: user.email, role: user.role, remember, createdAt: now, lastSeenAt: now };
  await env.SESSIONS.put(kvKey(id), JSON.stringify(data), { expirationTtl: ttlFor(data, now) });
  return { id, cookie: serializeCookie(env, id, remember ? REMEMBER_SECONDS : null) };
}

export async function readSession(env: SessionEnv, id: string): Promise<SessionData | null> {
  const data = await env.SESSIONS.get<SessionData>(kvKey(id), "json");
  if (!data) return null;
  const now = Date.now();
  // Sessions written before the absolute lifetime existed have no createdAt: they end now.
  if (typeof data.createdAt !== "number" || now >= absoluteExpiry(data) || now - data.lastSeenAt > idleSeconds(data) * 1000) {
    await env.SESSIONS.delete(kvKey(id));
    return null;
  }
  if (now - data.lastSeenAt > TOUCH_AFTER_MS) {
    const touched = { ...data, lastSeenAt: now };
    await env.SESSIONS.put(kvKey(id), JSON.stringify(touched), { expirationTtl: ttlFor(touched, now) });
  }
  return data;
}

/** Deletes the session server-side and returns a Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request, env: SessionEnv): Promise<string> {
  const id = readSessionId(request, env);
  if (id) await env.SESSIONS.delete(kvKey(id));
  return serializeCookie(env, "", 0);
}

/**
 * The signed-in user, or null. KV is eventually consistent, so the user is re-read from D1:
 * a deleted, demoted or deactivated account loses its powers at once, and a session started
 * before the account's `sessions_valid_after` (a new password, a deactivation) is over.
 */
export async function getSessionUser(request: Request, env: SessionEnv, db: Db): Promise<SessionUser | null> {
  const id = readSessionId(request, env);
  if (!id) return null;
  return getSessionUserById(id, env, db);
}

export async function getSessionUserById(sessionId: string, env: SessionEnv, db: Db): Promise<SessionUser | null> {
  const session = await readSession(env, sessionId);
  if (!session) return null;
  const user = await findUserById(db, session.userId);
  if (!user || user.status !== "active") return null;
  if (session.createdAt < user.sessions_valid_after) {
    await env.SESSIONS.delete(kvKey(sessionId));
    return null;
  }
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    locale: user.locale,
    leadId: user.lead_id,
    demo: user.demo,
    createdAt: user.created_at,
    sessionId,
  };
}
