import { eq } from "drizzle-orm";
import { businessDate } from "~/lib/dates";
import { CURRENT_SMS_CONSENT_VERSION } from "~/lib/lead-options";
import { type NewLead, users, visits } from "~server/db/schema";
import { createUser } from "./auth";
import { db, insertLead } from "./leads";

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
