import { eq, sql } from "drizzle-orm";
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

/** Counts one hit against `key` in a fixed window, atomically, and says whether it is allowed. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, nowMs = Date.now()): Promise<RateLimitResult> {
  const start = windowStart(nowMs, rule);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window_start: start, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.window_start} = ${start} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        window_start: start,
      },
    })
    .returning({ count: rateLimits.count });
  return result(row?.count ?? 1, start, rule, nowMs);
}

/** Reads the current count without adding a hit (e.g. before checking a password). */
export async function peekRateLimit(db: Db, key: string, rule: RateLimitRule, nowMs = Date.now()): Promise<RateLimitResult> {
  const start = windowStart(nowMs, rule);
  const row = await db.query.rateLimits.findFirst({ where: eq(rateLimits.key, key) });
  const count = row && row.window_start === start ? row.count : 0;
  return { ...result(count, start, rule, nowMs), allowed: count < rule.limit };
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
