import { eq } from "drizzle-orm";
import { businessDate } from "~/lib/dates";
import { CURRENT_SMS_CONSENT_VERSION } from "~/lib/lead-options";
import { type NewLead, users, visits } from "~server/db/schema";
import { createUser, signIn } from "./auth";
import { db, insertLead } from "./leads";
import { fetchWorker } from "./worker";

/** The first bytes of a PNG and of a JPEG: enough for the signature check. */
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

/** A customer with a weekly service (a converted lead and its account), signed in. */
export async function customer(email: string, day: "monday" | "thursday" = "thursday") {
  const lead = await insertLead({ email, status: "converted", service_frequency: "weekly", preferred_day: day, zip_code: "33143" });
  const user = await createUser(email, "customer password 1", "customer", "Visit Customer");
  await db.update(users).set({ lead_id: lead.id }).where(eq(users.id, user.id));
  return { lead, user, cookie: await signIn(email, "customer password 1") };
}

/** A scheduled visit of the lead's service on `date` (today in Miami unless given). */
export async function todaysVisit(leadId: number, date = businessDate()) {
  const [row] = await db
    .insert(visits)
    .values({ lead_id: leadId, user_id: (await db.query.users.findFirst({ where: eq(users.lead_id, leadId) }))!.id, date })
    .returning();
  if (!row) throw new Error("visit insert failed");
  return row;
}

export interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

/** Posts the crew page's form (multipart, as the page sends it) with any number of photos. */
export function close(cookie: string, fields: Record<string, string>, photo?: Upload | Upload[], path = "/admin/visits") {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  for (const p of photo === undefined ? [] : Array.isArray(photo) ? photo : [photo]) body.append("photo", new File([p.bytes], p.name, { type: p.type }));
  return fetchWorker(path, { method: "POST", body, headers: { Cookie: cookie } });
}

let customers = 0;

/**
 * A converted customer with an account linked to their lead and a visit planned today (Miami), on
 * a phone number of their own; `texts` records the quote form's text consent.
 */
export async function customerWithVisit({
  texts,
  locale = "en",
  lead: extra = {},
  date = businessDate(),
}: {
  texts: boolean;
  locale?: "en" | "es";
  lead?: Partial<NewLead>;
  date?: string;
}) {
  customers += 1;
  const n = customers;
  const email = `visit.customer.${n}.${Date.now()}@example.com`;
  const phone = `(786) 20${n % 10}-${String(1000 + n).slice(-4)}`;
  const lead = await insertLead({
    email,
    phone,
    status: "converted",
    service_frequency: "weekly",
    preferred_day: "thursday",
    zip_code: "33143",
    locale,
    ...(texts ? { sms_updates: true, sms_consent_version: CURRENT_SMS_CONSENT_VERSION, sms_consent_at: new Date(Date.now() - 86_400_000).toISOString() } : {}),
    ...extra,
  });
  const user = await createUser(email, "customer password 1", "customer", "Visit Customer");
  await db.update(users).set({ lead_id: lead.id, locale }).where(eq(users.id, user.id));
  const [visit] = await db.insert(visits).values({ lead_id: lead.id, user_id: user.id, date }).returning();
  if (!visit) throw new Error("visit insert failed");
  const e164 = `+1${phone.replace(/\D/g, "")}`;
  return { lead, user, visit, email, phone, e164 };
}
