import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export interface RateLimitRule {
  /** Most hits allowed in one window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

function windowStart(nowMs: number, rule: RateLimitRule) {
  const windowMs = rule.windowSeconds * 1000;
  return Math.floor(nowMs / windowMs) * windowMs;
}

function result(count: number, start: number, rule: RateLimitRule, nowMs: number): RateLimitResult {
  return {
    allowed: count <= rule.limit,
    count,
    retryAfter: Math.max(1, Math.ceil((start + rule.windowSeconds * 1000 - nowMs) / 1000)),
  };
}

/**
 * One `INSERT … ON CONFLICT DO UPDATE … RETURNING` that adds a hit to `key` in the current fixed
 * window (starting a new window when the stored one is over) and returns the new count.
 */
function hitStatement(db: Db, key: string, rule: RateLimitRule, nowMs: number) {
  const start = windowStart(nowMs, rule);
  const expires = start + rule.windowSeconds * 1000;
  return db
    .insert(rateLimits)
    .values({ key, window_start: start, count: 1, expires_at: expires })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.window_start} = ${start} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        window_start: start,
        expires_at: expires,
      },
    })
    .returning({ count: rateLimits.count });
}

/** Counts one hit against `key` in a fixed window, atomically, and says whether it is allowed. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, nowMs = Date.now()): Promise<RateLimitResult> {
  const [row] = await hitStatement(db, key, rule, nowMs);
  return result(row?.count ?? 1, windowStart(nowMs, rule), rule, nowMs);
}

/**
 * Reserves one hit on every key at once (one D1 batch, each statement an atomic increment that
 * returns the new count), before the work they guard. Concurrent callers get distinct counts, so
 * at most `limit` of them are allowed per window whatever the interleaving.
 */
export async function reserveRateLimits<K extends string>(
  db: Db,
  entries: Record<K, { key: string; rule: RateLimitRule }>,
  nowMs = Date.now(),
): Promise<Record<K, RateLimitResult>> {
  const names = Object.keys(entries) as K[];
  const statements = names.map((name) => hitStatement(db, entries[name].key, entries[name].rule, nowMs));
  const [first, ...rest] = statements;
  if (!first) return {} as Record<K, RateLimitResult>;
  const rows = await db.batch([first, ...rest]);
  const out = {} as Record<K, RateLimitResult>;
  names.forEach((name, i) => {
    const rule = entries[name].rule;
    out[name] = result(rows[i]?.[0]?.count ?? 1, windowStart(nowMs, rule), rule, nowMs);
  });
  return out;
}

/** Gives back one reserved hit (a successful sign-in does not count against its IP). */
export async function refundRateLimit(db: Db, key: string, rule: RateLimitRule, nowMs = Date.now()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.window_start, windowStart(nowMs, rule))));
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes counters whose window is over (the daily cron); returns how many went. */
export async function pruneExpiredRateLimits(db: Db, nowMs = Date.now()): Promise<number> {
  const outcome = await db.delete(rateLimits).where(lt(rateLimits.expires_at, nowMs)).run();
  return outcome.meta.changes;
}
