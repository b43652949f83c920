import { eq } from "drizzle-orm";
import { hashPassword } from "~server/auth/password";
import { type User, type UserRole, users } from "~server/db/schema";
import { FACTORY_ACTOR } from "~server/leads/seed-lead";
import { createPendingAccount, findUserById, linkAccountToLead, setAccountActive, upsertUser } from "~server/models/users";
import { db } from "./leads";
import { fetchWorker, nextIp } from "./worker";

/** Creates (or resets) the account, in `locale` when given; `demo` makes it the demo account, which sees sample data. */
export async function createUser(
  email: string,
  password: string,
  role: UserRole,
  name = "",
  { demo = false, locale }: { demo?: boolean; locale?: "en" | "es" } = {},
) {
  return upsertUser(db, { email, passwordHash: await hashPassword(password), role, name, demo, ...(locale ? { locale } : {}) });
}

/**
 * A customer account for the lead's e-mail with `password`, in `locale` when given, linked to the
 * lead as a conversion links one (linkAccountToLead, by the test factory: the customer area then
 * shows its service); returns the user row.
 */
export async function customerAccountFor(lead: { id: number; email: string }, password: string, name = "", { locale }: { locale?: "en" | "es" } = {}) {
  const user = await createUser(lead.email, password, "customer", name, locale ? { locale } : {});
  if (user.lead_id !== lead.id && !(await linkAccountToLead(db, user.id, lead.id, FACTORY_ACTOR)))
    throw new Error(`Could not link ${lead.email} to lead ${lead.id}`);
  return (await findUserById(db, user.id))!;
}

/**
 * An invited account: pending, no password yet, as the office's invitation or a lead's conversion
 * makes one (createPendingAccount, with its "invited" history row by the test factory), linked to
 * `leadId` when given, in `locale` (English unless given). No e-mail goes out.
 */
export async function invitedAccount(
  email: string,
  role: UserRole = "customer",
  name = "",
  { locale = "en", leadId = null }: { locale?: "en" | "es"; leadId?: number | null } = {},
) {
  const user = await createPendingAccount(db, { email, name, role, locale, leadId }, FACTORY_ACTOR);
  if (!user) throw new Error(`invitedAccount(${email}): an account with this address exists already`);
  return user;
}

/**
 * Deactivates the account as the team page's Deactivate does (setAccountActive, by the test
 * factory): its sessions and unused links end, a crew member's route goes to Unassigned, a
 * customer's future visits go. Returns the account as stored after it.
 */
export async function deactivateAccount(userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`deactivateAccount(${userId}): no such account`);
  const result = await setAccountActive(db, userId, false, user.version, { id: 0, email: FACTORY_ACTOR.email });
  if (result !== "ok") throw new Error(`deactivateAccount(${userId}): ${result}`);
  return (await findUserById(db, userId))!;
}

/**
 * The account's row changed straight in D1, as an operator's edit outside the app leaves it (no
 * history, no session ended): a role changed under a signed-in admin, or the time an account was
 * made (`created_at` is D1's own clock, so no test clock reaches it). No product path makes these.
 */
export async function editAccountInD1(userId: number, columns: Partial<Pick<User, "role" | "created_at">>) {
  const [row] = await db.update(users).set(columns).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`editAccountInD1(${userId}): no such account`);
  return row;
}

export function loginRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetchWorker("/login", { method: "POST", body: new URLSearchParams(fields), headers });
}

/** The `session=<id>` pair from a Set-Cookie header, ready for a Cookie header. */
export function sessionCookieFrom(res: Response): string {
  const setCookie = res.headers.get("Set-Cookie") ?? "";
  const match = setCookie.match(/(?:^|,\s*)(session=[A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error(`No session cookie in: ${setCookie}`);
  return match[1];
}

/** Signs in and returns the Cookie header value for later requests. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await loginRequest({ email, password });
  if (res.status !== 303) throw new Error(`Sign-in failed with ${res.status}`);
  return sessionCookieFrom(res);
}

/** Creates the account and signs it in; returns the Cookie header value. */
export async function signedInUser(user: { email: string; password: string }, role: UserRole, name = "", options: { demo?: boolean } = {}) {
  await createUser(user.email, user.password, role, name, options);
  return signIn(user.email, user.password);
}

/** An admin account made now, signed in (the office, where which admin does not matter): its Cookie header value. */
export const signedInAdmin = (email: string) => signedInUser({ email, password: "admin password 12" }, "admin");

/** A forgot-password request for `email`, from a client address of its own (or `ip`), on the page in `lang`. */
export function forgotPassword(email: string, { lang = "en", ip = nextIp() }: { lang?: "en" | "es"; ip?: string } = {}) {
  const path = lang === "es" ? "/es/forgot-password" : "/forgot-password";
  return fetchWorker(path, { method: "POST", body: new URLSearchParams({ email }), headers: { "CF-Connecting-IP": ip } });
}
