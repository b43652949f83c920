import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type User, type UserRole, users } from "../db/schema";

/** The user with this email, compared case-insensitively (matches the lower(email) unique index). */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.trim().toLowerCase()}` });
}

export interface UpsertUserInput {
  email: string;
  passwordHash: string;
  role: UserRole;
  name?: string;
}

/** Creates the user, or updates password, role (and name when given) of the existing one. */
export async function upsertUser(db: Db, input: UpsertUserInput): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const [row] = await db
      .update(users)
      .set({ password_hash: input.passwordHash, role: input.role, ...(input.name !== undefined ? { name: input.name } : {}) })
      .where(sql`${users.id} = ${existing.id}`)
      .returning();
    if (!row) throw new Error(`User ${email} vanished during update`);
    return row;
  }
  const [row] = await db
    .insert(users)
    .values({ email, password_hash: input.passwordHash, role: input.role, name: input.name ?? "" })
    .returning();
  if (!row) throw new Error(`Could not create user ${email}`);
  return row;
}
