import { and, asc, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { businessDate } from "~/lib/dates";
import { planVisits } from "./visits";
import { likeTerm } from "./lead-admin";
import type { Db } from "../db/client";
import { voidUnusedTokens } from "./auth-tokens";
import { releaseRouteStatements } from "../leads/crew-assignments";
import { type AccountEvent, type AccountEventType, accountEvents, type User, type UserRole, type UserStatus, users } from "../db/schema";

/** The user with this email, compared case-insensitively (matches the lower(email) unique index). */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.trim().toLowerCase()}` });
}

export interface UpsertUserInput {
  email: string;
  passwordHash: string;
  role: UserRole;
  name?: string;
  /** The demo account sees the sample dashboard (customers only). */
  demo?: boolean;
  /** The language of its e-mails and pages (kept as it is when not given). */
  locale?: User["locale"];
}

/**
 * Creates the user, or updates password, role (and name when given) of the existing one, which
 * becomes active with its earlier sessions ended (the command line's `user:create`, and tests).
 */
export async function upsertUser(db: Db, input: UpsertUserInput): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const [row] = await db
      .update(users)
      .set({
        password_hash: input.passwordHash,
        role: input.role,
        status: "active",
        demo: input.demo ?? false,
        sessions_valid_after: Date.now(),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.locale !== undefined ? { locale: input.locale } : {}),
      })
      .where(sql`${users.id} = ${existing.id}`)
      .returning();
    if (!row) throw new Error(`User ${email} vanished during update`);
    return row;
  }
  const [row] = await db
    .insert(users)
    .values({ email, password_hash: input.passwordHash, role: input.role, name: input.name ?? "", demo: input.demo ?? false, locale: input.locale ?? "en" })
    .returning();
  if (!row) throw new Error(`Could not create user ${email}`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** The customer account linked to a lead (at most one: users.lead_id is unique). */
export async function customerOfLead(db: Db, leadId: number): Promise<User | undefined> {
  return db.query.users.findFirst({ where: and(eq(users.lead_id, leadId), eq(users.role, "customer")) });
}

/** Who makes an account change: an admin (e-mail and id), or "system" / "stripe" for automatic ones ("test-factory": a test's, server/leads/seed-lead.ts). */
export type AccountActor = { id: number; email: string } | { id: null; email: "system" | "stripe" | "test-factory" };

export interface TeamMember {
  id: number;
  email: string;
  name: string;
  role: UserRole;
  status: UserStatus;
  locale: User["locale"];
  lastSignInAt: string | null;
  createdAt: string;
  leadId: number | null;
  demo: boolean;
  version: number;
}

/** Customers on one page of the team page. */
export const TEAM_CUSTOMERS_PAGE_SIZE = 50;

export interface TeamAccounts {
  /** The office staff and the crew, every one (admins first, then by e-mail). */
  staff: TeamMember[];
  crew: TeamMember[];
  /** One page of the customers (by e-mail), of `customerTotal` that match `q`. */
  customers: TeamMember[];
  customerTotal: number;
  page: number;
  pageCount: number;
}

/**
 * The team page's accounts: every admin and crew member, and one page of the customers (who grow
 * with the business), those whose e-mail or name contains `q` when given. A page past the end
 * shows the last one.
 */
export async function teamAccounts(db: Db, { page: asked = 1, q = "" }: { page?: number; q?: string } = {}): Promise<TeamAccounts> {
  const term = q.trim();
  const pattern = `%${likeTerm(term)}%`;
  const customers = and(
    eq(users.role, "customer"),
    term ? or(sql`${users.email} LIKE ${pattern} ESCAPE '\\'`, sql`${users.name} LIKE ${pattern} ESCAPE '\\'`) : undefined,
  );
  const [team, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(inArray(users.role, ["admin", "crew"]))
      .orderBy(asc(users.role), asc(users.email)),
    db.select({ n: count() }).from(users).where(customers),
  ]);
  const customerTotal = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(customerTotal / TEAM_CUSTOMERS_PAGE_SIZE));
  const page = Number.isSafeInteger(asked) ? Math.min(Math.max(1, asked), pageCount) : 1;
  const rows = await db
    .select()
    .from(users)
    .where(customers)
    .orderBy(asc(users.email))
    .limit(TEAM_CUSTOMERS_PAGE_SIZE)
    .offset((page - 1) * TEAM_CUSTOMERS_PAGE_SIZE);
  return {
    staff: team.filter((u) => u.role === "admin").map(teamMember),
    crew: team.filter((u) => u.role === "crew").map(teamMember),
    customers: rows.map(teamMember),
    customerTotal,
    page,
    pageCount,
  };
}

function teamMember(u: User): TeamMember {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    status: u.status,
    locale: u.locale,
    lastSignInAt: u.last_sign_in_at,
    createdAt: u.created_at,
    leadId: u.lead_id,
    demo: u.demo,
    version: u.version,
  };
}

export interface NewAccountInput {
  email: string;
  name: string;
  role: UserRole;
  locale: User["locale"];
  leadId?: number | null;
}

/**
 * A pending account (no password yet) for an invitation, with its history row. Returns null when
 * an account with this address already exists: the insert is conditional on the lower(email)
 * unique index, so two concurrent calls create one account and only the caller that created it
 * gets it back.
 */
export async function createPendingAccount(db: Db, input: NewAccountInput, actor: AccountActor): Promise<User | null> {
  const email = input.email.trim().toLowerCase();
  const [inserted] = await db.batch([
    db
      .insert(users)
      .values({ email, password_hash: "", role: input.role, name: input.name, locale: input.locale, status: "pending", lead_id: input.leadId ?? null })
      .onConflictDoNothing()
      .returning(),
    db.insert(accountEvents).select(sql`
      SELECT NULL, id, 'invited', ${actor.email}, ${actor.id}, ${JSON.stringify({ role: input.role, ...(input.leadId ? { leadId: input.leadId } : {}) })}, ${new Date().toISOString()}
      FROM users WHERE lower(email) = ${email} AND changes() > 0
    `),
  ]);
  return inserted[0] ?? null;
}

export async function recordAccountEvent(
  db: Db,
  userId: number,
  type: AccountEventType,
  actor: AccountActor,
  details?: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(accountEvents)
    .values({ user_id: userId, type, actor: actor.email, actor_user_id: actor.id, details: details ? JSON.stringify(details) : null });
}

/** Links a customer account without a service to a converted lead (first conversion wins). */
export async function linkAccountToLead(db: Db, userId: number, leadId: number, actor: AccountActor): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ lead_id: leadId, version: sql`${users.version} + 1` })
      .where(
        and(eq(users.id, userId), isNull(users.lead_id), eq(users.role, "customer"), sql`NOT EXISTS (SELECT 1 FROM users u2 WHERE u2.lead_id = ${leadId})`),
      )
      .returning({ id: users.id }),
    db.insert(accountEvents).select(sql`
      SELECT NULL, ${userId}, 'linked_to_lead', ${actor.email}, ${actor.id}, ${JSON.stringify({ leadId })}, ${new Date().toISOString()} WHERE changes() > 0
    `),
  ]);
  return updated.length > 0;
}

export type StatusChangeResult = "ok" | "unchanged" | "not_found" | "conflict" | "last_admin" | "self";

/**
 * Deactivates or reactivates an account still at `version` (the team page's form). Deactivation
 * ends the account's sessions at once (sessions_valid_after), voids its unused links and is refused for the acting admin
 * and for the last active admin; the check is part of the UPDATE, so two admins deactivating each
 * other at the same moment cannot both succeed.
 */
export async function setAccountActive(
  db: Db,
  id: number,
  active: boolean,
  version: number,
  actor: { id: number; email: string },
): Promise<StatusChangeResult> {
  const user = await findUserById(db, id);
  if (!user) return "not_found";
  if (user.version !== version) return "conflict";
  if (!active && user.id === actor.id) return "self";
  const target = active ? (user.password_hash ? "active" : "pending") : "deactivated";
  if (user.status === target || (active && user.status !== "deactivated")) return "unchanged";
  const now = Date.now();
  const lastAdminGuard = sql`(${users.role} <> 'admin' OR (SELECT count(*) FROM users AS others WHERE others.role = 'admin' AND others.status = 'active' AND others.id <> ${id}) > 0)`;
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ status: target, version: sql`${users.version} + 1`, ...(active ? {} : { sessions_valid_after: now }) })
      .where(and(eq(users.id, id), eq(users.version, version), ...(active ? [] : [lastAdminGuard])))
      .returning({ id: users.id }),
    db.insert(accountEvents).select(sql`
      SELECT NULL, ${id}, ${active ? "reactivated" : "deactivated"}, ${actor.email}, ${actor.id}, NULL, ${new Date(now).toISOString()} WHERE changes() > 0
    `),
    // Deactivation voids the account's unused links for good: reactivating does not bring them back.
    ...(active ? [] : [voidUnusedTokens(db, sql`(SELECT id FROM users WHERE id = ${id} AND status = 'deactivated')`, new Date(now).toISOString())]),
    // A crew member deactivated leaves no route nobody sees: their customers go to Unassigned, for the office to give to another.
    ...(!active && user.role === "crew" ? releaseRouteStatements(db, user, actor, new Date(now).toISOString()) : []),
  ]);
  if (updated.length > 0) {
    // A customer's route follows their account at once: deactivated, their future visits go; reactivated, they come back.
    if (user.lead_id) await planVisits(db, businessDate(), { leadId: user.lead_id });
    return "ok";
  }
  const current = await findUserById(db, id);
  if (!current) return "not_found";
  return current.version !== version ? "conflict" : "last_admin";
}

export async function recordSignIn(db: Db, id: number): Promise<void> {
  await db.update(users).set({ last_sign_in_at: new Date().toISOString() }).where(eq(users.id, id));
}

export async function accountHistory(db: Db, userId: number): Promise<AccountEvent[]> {
  return db.select().from(accountEvents).where(eq(accountEvents.user_id, userId)).orderBy(desc(accountEvents.created_at), desc(accountEvents.id));
}
