import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { customerArea } from "~server/content/customer-area";
import { getConfig } from "~server/config";
import { type Lead, smsConsentEvents } from "~server/db/schema";
import { handleInboundText } from "~server/sms/consent";
import { createUser, signIn } from "./support/auth";
import { db, eventsFor, leadById, officeEdit } from "./support/leads";
import { convertedCustomer, CUSTOMER_PASSWORD } from "./support/visits";
import { getWithCookie, postForm } from "./support/worker";
import { hiddenValue, text } from "./support/wizard";

/**
 * A customer's edit from a stale tab never silently overwrites a newer change: every customer-area
 * form that changes the lead carries the version it was rendered from, and a save from an older
 * version is refused with 409, nothing written, the saved values shown and what was typed kept.
 */

let admin = "";
beforeAll(async () => {
  await createUser("versions.admin@example.com", "versions admin password", "admin");
  admin = await signIn("versions.admin@example.com", "versions admin password");
});

async function signedInCustomer(locale: "en" | "es" = "en") {
  const c = await convertedCustomer({ locale, lead: { address: "8420 SW 72nd Ave", gate_instructions: "Code 1234", notify_visit_summary: true } });
  return { ...c, cookie: await signIn(c.email, CUSTOMER_PASSWORD) };
}

/** The version the tab's form carries (the hidden field, the same in every form of the page). */
async function versionOnPage(cookie: string, tab: string, lang = "") {
  const html = await text(await getWithCookie(`${lang}/customer?tab=${tab}`, cookie));
  const version = hiddenValue(html, "version");
  if (version === undefined) throw new Error(`no version field on the ${tab} tab`);
  return version;
}

/** Each customer-area form that changes the lead: what the customer types, and what the office changes meanwhile. */
const FORMS = [
  {
    intent: "contact",
    tab: "account",
    typed: { phone: "(305) 555-0177", gateInstructions: "Old code 1234, side gate" },
    stored: { phone: "(305) 555-0177", gate_instructions: "Old code 1234, side gate" },
    office: { gate_instructions: "New code 9876 (fixed by phone)" },
    officeShown: "New code 9876 (fixed by phone)",
  },
  {
    intent: "service",
    tab: "account",
    typed: { address: "100 Coral Way", zipCode: "33145", preferredDay: "friday" },
    stored: { address: "100 Coral Way", zip_code: "33145", preferred_day: "friday" },
    office: { address: "200 Office Fixed Ave" },
    officeShown: "200 Office Fixed Ave",
  },
  {
    intent: "notifications",
    tab: "notifications",
    typed: { reminders: "on", promotions: "on" },
    stored: { notify_visit_summary: false, notify_reminders: true, notify_promotions: true },
    office: { special_instructions: "Office note: two dogs" },
    officeShown: null,
  },
] as const;

const fieldsOf = (lead: Lead) => ({
  phone: lead.phone,
  gate_instructions: lead.gate_instructions,
  address: lead.address,
  zip_code: lead.zip_code,
  preferred_day: lead.preferred_day,
  notify_visit_summary: lead.notify_visit_summary,
  notify_reminders: lead.notify_reminders,
  notify_promotions: lead.notify_promotions,
  sms_updates: lead.sms_updates,
  special_instructions: lead.special_instructions,
  version: lead.version,
});

describe.each(FORMS)("the $intent form", (form) => {
  it("carries the version it was rendered from; a save at that version is stored and bumps it", async () => {
    const c = await signedInCustomer();
    const version = await versionOnPage(c.cookie, form.tab);
    expect(version).toBe(String(c.lead.version));
    const res = await postForm(`/customer?tab=${form.tab}`, { intent: form.intent, version, ...form.typed }, c.cookie);
    expect(res.status).toBe(303);
    const saved = (await leadById(c.lead.id))!;
    expect(saved).toMatchObject({ ...form.stored, version: c.lead.version + 1 });
    // The page now carries the new version.
    expect(await versionOnPage(c.cookie, form.tab)).toBe(String(c.lead.version + 1));
  });

  it("after the office's edit, a save from the older page is refused with 409: nothing written, the saved values shown, the typed ones kept", async () => {
    const c = await signedInCustomer();
    const stale = await versionOnPage(c.cookie, form.tab);
    expect((await officeEdit(admin, c.lead.id, form.office)).status).toBe(303);
    const before = (await leadById(c.lead.id))!;
    const eventsBefore = (await eventsFor(c.lead.id)).length;

    const res = await postForm(`/customer?tab=${form.tab}`, { intent: form.intent, version: stale, ...form.typed }, c.cookie);
    expect(res.status).toBe(409);
    expect(fieldsOf((await leadById(c.lead.id))!)).toEqual(fieldsOf(before));
    expect(await eventsFor(c.lead.id)).toHaveLength(eventsBefore);

    const html = await text(res);
    expect(html).toContain('<html lang="en"');
    // Beside the form, announced and focused like the page's other form errors.
    expect(html).toMatch(/<div tabindex="-1" role="alert" autofocus="" data-testid="version-conflict"/);
    const conflict = html.slice(html.indexOf('data-testid="version-conflict"'), html.indexOf("</dl>", html.indexOf('data-testid="version-conflict"')));
    expect(conflict).toContain(customerArea.en.conflict.title);
    if (form.officeShown) expect(conflict).toContain(form.officeShown);
    // What the customer typed is still in the form, which now carries the current version.
    for (const value of Object.values(form.typed)) if (value !== "on") expect(html).toContain(value);
    if (form.intent === "service") expect(html).toMatch(/<option value="friday" selected="">/);
    if (form.intent === "notifications") expect(html).toMatch(/<input id="pref-promotions"[^>]*checked=""/);
    if (form.intent === "notifications") expect(html).not.toMatch(/<input id="pref-visitSummary"[^>]*checked=""/);
    expect(hiddenValue(html, "version")).toBe(String(before.version));

    // Saving again what they typed, now deliberately and from the current version, goes through.
    const again = await postForm(`/customer?tab=${form.tab}`, { intent: form.intent, version: String(before.version), ...form.typed }, c.cookie);
    expect(again.status).toBe(303);
    expect(await leadById(c.lead.id)).toMatchObject({ ...form.stored, version: before.version + 1 });
  });

  it("answers the enhanced form's .data request with 409 and the same data, in Spanish on /es", async () => {
    const c = await signedInCustomer("es");
    const stale = await versionOnPage(c.cookie, form.tab, "/es");
    expect((await officeEdit(admin, c.lead.id, form.office)).status).toBe(303);
    const before = (await leadById(c.lead.id))!;
    const res = await postForm(`/es/customer.data?tab=${form.tab}`, { intent: form.intent, version: stale, ...form.typed }, c.cookie);
    expect(res.status).toBe(409);
    const body = await res.text();
    expect(body).toContain('"conflict"');
    if (form.officeShown) expect(body).toContain(form.officeShown);
    for (const value of Object.values(form.typed)) if (value !== "on") expect(body).toContain(value);
    expect(fieldsOf((await leadById(c.lead.id))!)).toEqual(fieldsOf(before));

    // The Spanish page says it in Spanish.
    const page = await text(await postForm(`/es/customer?tab=${form.tab}`, { intent: form.intent, version: stale, ...form.typed }, c.cookie));
    expect(page).toContain('<html lang="es"');
    expect(page).toContain(customerArea.es.conflict.title);
    expect(page).not.toContain(customerArea.en.conflict.title);
  });

  it("a form without a version (a page from before versions) is refused like a stale one", async () => {
    const c = await signedInCustomer();
    const res = await postForm(`/customer?tab=${form.tab}`, { intent: form.intent, ...form.typed }, c.cookie);
    expect(res.status).toBe(409);
    expect((await leadById(c.lead.id))?.version).toBe(c.lead.version);
  });
});

describe("harmless repeats", () => {
  it("a stale submit of exactly what is stored succeeds as a no-op: no write, no history, no version bump", async () => {
    const c = await signedInCustomer();
    const stale = await versionOnPage(c.cookie, "account");
    expect((await officeEdit(admin, c.lead.id, { special_instructions: "Office note" })).status).toBe(303);
    const current = (await leadById(c.lead.id))!;
    const events = (await eventsFor(c.lead.id)).length;
    const same = [
      ["account", { intent: "contact", phone: current.phone, gateInstructions: current.gate_instructions }],
      ["account", { intent: "service", address: current.address, zipCode: current.zip_code, preferredDay: current.preferred_day ?? "" }],
      ["notifications", { intent: "notifications", visitSummary: "on", reminders: "on" }],
    ] as const;
    for (const [tab, fields] of same) {
      const res = await postForm(`/customer?tab=${tab}`, { ...fields, version: stale }, c.cookie);
      expect(res.status, fields.intent).toBe(303);
    }
    expect((await leadById(c.lead.id))?.version).toBe(current.version);
    expect(await eventsFor(c.lead.id)).toHaveLength(events);
  });

  it("two tabs: the first save wins, the second (from the older page) is refused and shows the first's value", async () => {
    const c = await signedInCustomer();
    const version = await versionOnPage(c.cookie, "account");
    const first = await postForm("/customer?tab=account", { intent: "contact", version, phone: c.phone, gateInstructions: "Phone tab: code 5555" }, c.cookie);
    expect(first.status).toBe(303);
    const second = await postForm("/customer?tab=account", { intent: "contact", version, phone: c.phone, gateInstructions: "Laptop tab: code 1234" }, c.cookie);
    expect(second.status).toBe(409);
    const html = await text(second);
    expect(html).toContain("Phone tab: code 5555");
    expect(html).toContain("Laptop tab: code 1234");
    expect((await leadById(c.lead.id))?.gate_instructions).toBe("Phone tab: code 5555");
  });

  it("texts turned off by a STOP reply make an older page's save refused, so it cannot turn them back on", async () => {
    const c = await convertedCustomer({ texts: true });
    const cookie = await signIn(c.email, CUSTOMER_PASSWORD);
    const stale = await versionOnPage(cookie, "notifications");
    await handleInboundText(db, getConfig(env), c.e164, "STOP");
    const res = await postForm("/customer?tab=notifications", { intent: "notifications", version: stale, visitSummary: "on", texts: "on" }, cookie);
    expect(res.status).toBe(409);
    expect(await leadById(c.lead.id)).toMatchObject({ sms_updates: false });
    // Nothing of the refused save reached the consent history either.
    const history = await db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, c.lead.id)).orderBy(smsConsentEvents.id);
    expect(history.map((e) => [e.action, e.source])).toEqual([
      ["given", "quote_form"],
      ["withdrawn", "keyword"],
    ]);
    expect(await text(res)).toMatch(/Texts from the crew<\/dt><dd[^>]*>No<\/dd>/);
  });

  it("texts turned on from the current page record the consent with the e-mail choices, in one versioned save", async () => {
    const c = await convertedCustomer();
    const cookie = await signIn(c.email, CUSTOMER_PASSWORD);
    const version = await versionOnPage(cookie, "notifications");
    const res = await postForm("/customer?tab=notifications", { intent: "notifications", version, visitSummary: "on", reminders: "on", texts: "on" }, cookie);
    expect(res.status).toBe(303);
    expect(await leadById(c.lead.id)).toMatchObject({ sms_updates: true, version: c.lead.version + 1 });
    const history = await db.select().from(smsConsentEvents).where(eq(smsConsentEvents.lead_id, c.lead.id));
    expect(history.map((e) => [e.action, e.source])).toEqual([["given", "customer_area"]]);
    // Only texts changed: no e-mail choice in the lead's history.
    expect((await eventsFor(c.lead.id)).filter((e) => e.type === "customer_updated")).toHaveLength(0);
  });
});
