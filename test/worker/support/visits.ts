import { and, eq, gte } from "drizzle-orm";
import { businessDate } from "~/lib/dates";
import { CURRENT_SMS_CONSENT_VERSION } from "~/lib/lead-options";
import type { SkipReason } from "~/lib/visit-options";
import { type Visit, visits } from "~server/db/schema";
import { seedCustomerAccount, seedRoute } from "~server/leads/seed-lead";
import { closeVisit, findVisit, planVisitOn } from "~server/models/visits";
import { createUser, customerAccountFor, signIn } from "./auth";
import { db, insertLead, madeAt, type TestLeadFields } from "./leads";
import { fetchWorker } from "./worker";

/** The first bytes of a PNG and of a JPEG: enough for the signature check. */
export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

export const CUSTOMER_PASSWORD = "customer password 1";

let customers = 0;

/**
 * A converted customer: a weekly lead (Thursdays, ZIP 33143) linked to a customer account with
 * CUSTOMER_PASSWORD, in `locale`. Without `email`, an e-mail and a phone number of its own (the
 * text-message tests tell customers apart by number); `texts` records the quote form's text
 * consent, `lead` sets any other lead column. `invited`: the account is the one converting the lead
 * gives (seedCustomerAccount: pending, no password, the invitation not accepted yet).
 */
export async function convertedCustomer({
  email: given,
  texts = false,
  locale = "en",
  name = "Visit Customer",
  lead: extra = {},
  invited = false,
}: {
  email?: string;
  invited?: boolean;
  texts?: boolean;
  locale?: "en" | "es";
  name?: string;
  lead?: TestLeadFields;
} = {}) {
  customers += 1;
  const n = customers;
  const email = given ?? `visit.customer.${n}.${Date.now()}@example.com`;
  const lead = await insertLead({
    email,
    ...(given ? {} : { phone: `(786) 20${n % 10}-${String(1000 + n).slice(-4)}` }),
    status: "converted",
    service_frequency: "weekly",
    preferred_day: "thursday",
    zip_code: "33143",
    address: "1 Main St, Miami, FL",
    locale,
    ...(texts ? { sms_updates: true, sms_consent_version: CURRENT_SMS_CONSENT_VERSION, sms_consent_at: new Date(Date.now() - 86_400_000).toISOString() } : {}),
    ...extra,
  });
  const user = invited ? (await seedCustomerAccount(db, lead, { name, locale })).user : await customerAccountFor(lead, CUSTOMER_PASSWORD, name, { locale });
  return { lead, user, email, phone: lead.phone, e164: `+1${lead.phone.replace(/\D/g, "")}` };
}

/** A customer with a weekly service on `day`, in `locale` (the lead's and the account's), signed in (the crew tests' customer). */
export async function customer(email: string, day: "monday" | "thursday" = "thursday", locale: "en" | "es" = "en") {
  const c = await convertedCustomer({ email, locale, lead: { preferred_day: day } });
  return { ...c, cookie: await signIn(email, CUSTOMER_PASSWORD) };
}

/** The lead's visits from today in Miami on, in any state or only in `status`. */
export const futureVisits = (leadId: number, status?: Visit["status"]) =>
  db
    .select()
    .from(visits)
    .where(and(eq(visits.lead_id, leadId), status ? eq(visits.status, status) : undefined, gte(visits.date, businessDate())));

/** A scheduled visit of the lead's service on `date` (today in Miami unless given), as the test factory plans one (planVisitOn). */
export async function todaysVisit(leadId: number, date = businessDate()) {
  const row = await planVisitOn(db, leadId, date);
  if (!row) throw new Error(`no customer account is linked to lead ${leadId}`);
  return row;
}

/** How a test's visit was closed: done (a note, a photo already in R2) or skipped (a reason, a note); `at`: closed at that time; `by`: the account that closed it (the visit's customer unless given). */
export type TestClose = (
  { status: "done"; note?: string; photo?: { key: string; type: string } } | { status: "skipped"; reason: SkipReason; note?: string }
) & {
  at?: string;
  by?: number;
};

/**
 * Closes a scheduled visit as the crew's page does (closeVisit: done with its note and photo, or
 * skipped with its reason, the version moved on), at `at` when given (madeAt). A "customer" skip
 * leaves the visit as the customer's Skip does (by their own account), without the Skip's history
 * row: a test of skipping posts the customer's form. Returns the visit as stored after it.
 */
export async function closeTestVisit(visit: { id: number }, { at, by, ...close }: TestClose) {
  const current = await findVisit(db, visit.id);
  if (!current) throw new Error(`closeTestVisit(${visit.id}): no such visit`);
  const input =
    close.status === "done" ? { status: "done" as const, note: close.note ?? "", photo: close.photo ?? null } : { ...close, note: close.note ?? "" };
  const outcome = await madeAt(at, () => closeVisit(db, current.id, current.version, input, by ?? current.user_id));
  if (outcome.result !== "ok") throw new Error(`closeTestVisit(${visit.id}): ${outcome.result}`);
  return outcome.visit;
}

/** A visit of the lead's customer on `date` (a past day too: last week's stop), planned as todaysVisit and closed as closeTestVisit. */
export async function closedVisit(leadId: number, date: string, close: TestClose) {
  return closeTestVisit(await todaysVisit(leadId, date), close);
}

/**
 * One visit of each lead on `date`, all under one account (`userId`), in the leads' order: a day of
 * many stops for leads made without an account each (an account costs a password hash; planVisitOn
 * plans one customer's day).
 */
export async function stopsOn(leads: readonly { id: number }[], date: string, userId: number) {
  const made: Visit[] = [];
  for (const lead of leads) {
    const [row] = await db.insert(visits).values({ lead_id: lead.id, user_id: userId, date }).onConflictDoNothing().returning();
    if (!row) throw new Error(`stopsOn: lead ${lead.id} has a visit on ${date} already`);
    made.push(row);
  }
  return made;
}

/**
 * A visit that is no longer where a text held for it expects it: moved to `date`, or (`date`
 * null) gone, as the office's re-planning leaves a visit after the text was asked for. The
 * product re-plans only from today, so a past day's visit gets here only this way.
 */
export async function replannedVisit(visitId: number, date: string | null) {
  if (date === null) await db.delete(visits).where(eq(visits.id, visitId));
  else await db.update(visits).set({ date }).where(eq(visits.id, visitId));
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

/** A converted customer (see convertedCustomer) with a visit planned on `date`, today in Miami unless given. */
export async function customerWithVisit({ date = businessDate(), ...options }: Parameters<typeof convertedCustomer>[0] & { date?: string } = {}) {
  const c = await convertedCustomer(options);
  return { ...c, visit: await todaysVisit(c.lead.id, date) };
}

/**
 * 20:00 UTC on `date`: 3 or 4 pm in Miami, never quiet hours. Ask a visit's "On my way" text at
 * the afternoon of the visit's own day, not of the day the test file started: a run that crosses
 * midnight in Miami would otherwise make a today's visit tomorrow's (not due).
 */
export const afternoonOn = (date: string) => new Date(`${date}T20:00:00.000Z`);

/**
 * One stop's markup on the crew page of the visit's day (`prefix` "/es" for the Spanish page), as
 * `cookie`'s account sees it: the stop's own elements, not the page's data, which holds every word.
 */
export async function stopOnCrewPage(cookie: string, visit: { id: number; date: string }, prefix = "") {
  const page = await (await fetchWorker(`${prefix}/admin/visits?date=${visit.date}`, { headers: { Cookie: cookie } })).text();
  const start = page.indexOf(`id="visit-${visit.id}"`);
  if (start === -1) throw new Error(`visit ${visit.id} is not on the crew page of ${visit.date}`);
  return page.slice(start, page.indexOf("</article>", start));
}

/** A crew account in `locale`, signed in: the account and its Cookie header value. */
export async function crewMember(email: string, locale: "en" | "es" = "en", name = "Crew Member") {
  const user = await createUser(email, "crew member password", "crew", name, { locale });
  return { user, cookie: await signIn(email, "crew member password") };
}

/**
 * Puts the lead's customer on the crew member's route as the office's assignment does, by the test
 * factory through the owner (seedRoute: its history row, the route re-ordered by distance, a stop
 * without a position joining the end).
 */
export async function onRoute(leadId: number, crewUserId: number) {
  const outcome = await seedRoute(db, leadId, crewUserId);
  if (outcome.result !== "ok" && outcome.result !== "unchanged") throw new Error(`onRoute(${leadId}, ${crewUserId}): ${outcome.result}`);
}
