import { and, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";
import { randomId } from "../crypto";
import type { Db } from "../db/client";
import { accountEvents, authTokens, type TokenPurpose, users } from "../db/schema";

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

/** 256 random bits, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Hex SHA-256 of a token: what D1 keeps, so a copy of the database holds no working link. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A new link for `userId`: voids every unused link of the same purpose for that account and
 * stores the hash of the new one, in one batch. Returns the token for the e-mail (never stored).
 */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomId(32);
  const at = now.toISOString();
  await db.batch([
    db
      .update(authTokens)
      .set({ voided_at: at })
      .where(and(eq(authTokens.user_id, userId), eq(authTokens.purpose, purpose), isNull(authTokens.used_at), isNull(authTokens.voided_at))),
    db.insert(authTokens).values({
      purpose,
      user_id: userId,
      token_hash: await hashToken(token),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
      created_at: at,
    }),
  ]);
  return token;
}

const usable = (hash: string, purpose: TokenPurpose, at: string) =>
  and(
    eq(authTokens.token_hash, hash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.used_at),
    isNull(authTokens.voided_at),
    gt(authTokens.expires_at, at),
  );

/**
 * The account states a link may set a password for: an invitation only while the account is
 * pending (an accepted invitation, or an owner who activated through a reset link, leaves it
 * spent), a reset for any account that is not deactivated.
 */
const openFor = (purpose: TokenPurpose) => (purpose === "invitation" ? sql`${users.status} = 'pending'` : sql`${users.status} <> 'deactivated'`);

/** The account a link opens, while the link is usable (not used, voided or expired), without using it. */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ userId: authTokens.user_id, email: users.email, name: users.name, role: users.role, status: users.status, locale: users.locale })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(and(usable(await hashToken(token), purpose, now.toISOString()), openFor(purpose)))
    .limit(1);
  return row ?? null;
}

/**
 * Voids every unused link of an account, of every purpose (its password was just set, or it was
 * deactivated). A voided link never works again, whatever happens to the account later.
 */
export function voidUnusedTokens(db: Db, userId: number | SQL, at: string) {
  return db
    .update(authTokens)
    .set({ voided_at: at })
    .where(and(sql`${authTokens.user_id} = ${userId}`, isNull(authTokens.used_at), isNull(authTokens.voided_at)));
}

/**
 * Uses a link to set the account's password, once: in one batch the account gets the new hash,
 * becomes active and ends every session started before now; the link is marked used and every
 * other unused link of the account (of any purpose) voided; the history row is written. Every statement is conditional on the link still being usable, so two
 * submits of the same link (or a link voided meanwhile) set the password at most once.
 * Returns the account id, or null when the link was not usable.
 */
export async function redeemPasswordToken(db: Db, token: string, purpose: TokenPurpose, passwordHash: string, now = new Date()): Promise<number | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = await hashToken(token);
  const at = now.toISOString();
  const tokenUser = db
    .select({ id: authTokens.user_id })
    .from(authTokens)
    .where(usable(hash, purpose, at));
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ password_hash: passwordHash, status: "active", sessions_valid_after: now.getTime(), version: sql`${users.version} + 1` })
      .where(and(sql`${users.id} = (${tokenUser})`, openFor(purpose)))
      .returning({ id: users.id }),
    // changes() is the account update's row count: 0 when the link was not usable.
    db.insert(accountEvents).select(sql`
      SELECT NULL, user_id, 'password_set', 'self', user_id, ${JSON.stringify({ via: purpose })}, ${at}
      FROM auth_tokens WHERE token_hash = ${hash} AND changes() > 0
    `),
    // Only when the account was updated: a link refused above (an invitation of an account that is no longer pending) stays unused.
    db
      .update(authTokens)
      .set({ used_at: at })
      .where(and(usable(hash, purpose, at), sql`changes() > 0`)),
    // Every other unused link of the account, of every purpose, is void from now on.
    voidUnusedTokens(db, sql`(SELECT user_id FROM auth_tokens WHERE token_hash = ${hash} AND used_at = ${at})`, at),
  ]);
  return updated[0]?.id ?? null;
}

/** Links expired more than 30 days ago are of no use, not even for the record: the daily job deletes them. */
export async function pruneOldTokens(db: Db, now = new Date()): Promise<void> {
  await db.delete(authTokens).where(lt(authTokens.expires_at, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString()));
}
