import { env, exports } from "cloudflare:workers";
import { createDb } from "~server/db/client";
import { hashPassword } from "~server/auth/password";
import { upsertUser } from "~server/models/users";
import { eq } from "drizzle-orm";
import { leadEvents, leads, type NewLead, type UserRole } from "~server/db/schema";

export const db = createDb(env.DB);

export const fetchWorker = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }));

export async function createUser(email: string, password: string, role: UserRole, name = "") {
  return upsertUser(db, { email, passwordHash: await hashPassword(password), role, name });
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

let leadCounter = 0;

/** Inserts a lead straight into D1 (the wizard is another module); returns the row. */
export async function insertLead(overrides: Partial<NewLead> = {}) {
  leadCounter += 1;
  const [row] = await db
    .insert(leads)
    .values({
      first_name: `Test${leadCounter}`,
      last_name: "Lead",
      email: `lead${leadCounter}@example.com`,
      phone: "(305) 555-0100",
      address: "1 Main St, Miami, FL",
      service_type: "residential",
      property_type: "Residential",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert failed");
  return row;
}

export async function leadById(id: number) {
  return db.query.leads.findFirst({ where: eq(leads.id, id) });
}

export async function eventsFor(id: number) {
  return db.select().from(leadEvents).where(eq(leadEvents.lead_id, id)).orderBy(leadEvents.id);
}

export function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return fetchWorker(path, { method: "POST", body: new URLSearchParams(fields), headers: cookie ? { Cookie: cookie } : {} });
}
