import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { visitDay } from "~/components/admin/customer-status";
import { addDays, businessDate, formatIsoDate } from "~/lib/dates";
import { getConfig } from "~server/config";
import { type Visit } from "~server/db/schema";
import { issueToken } from "~server/models/auth-tokens";
import { nextVisitAfter, planVisits } from "~server/models/visits";
import { staffEmail } from "~server/notifications/lead-emails";
import { visitSummaryEmail } from "~server/notifications/visit-emails";
import { invitedAccount, signedInAdmin, signIn } from "./support/auth";
import { decode } from "./support/html";
import { db, editFormOf, insertLead, leadById } from "./support/leads";
import { convertedCustomer, CUSTOMER_PASSWORD, todaysVisit } from "./support/visits";
import { fetchWorker, getWithCookie, postForm } from "./support/worker";

/**
 * Issue 50: every screen tells the person what happened. The office's Edit Lead answers "Saved"
 * (with the next visit when the save moved it); a community request has no frequency anywhere the
 * office reads it; the customer reads "today" on the day, the new next visit after a new day, their
 * dogs, and a billing tab that says the first visit comes before the payment.
 */
const page = async (path: string, cookie: string) => decode(await (await getWithCookie(path, cookie)).text());

describe("the office reads what happened", () => {
  it("Edit Lead answers Saved on the list, and names the next visit when the save moved it", async () => {
    const cookie = await signedInAdmin("saved.office@example.com");
    const plain = await insertLead({ email: "saved.plain@example.com", first_name: "Nora", last_name: "Plain" });
    const res = await postForm(`/admin/leads/${plain.id}/edit`, editFormOf(plain, { phone: "(305) 555-0177" }), cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin?saved=${plain.id}`);
    const list = await page(res.headers.get("Location") ?? "", cookie);
    expect(list).toContain("Saved: Nora Plain.");
    expect(list).not.toContain("Next visit moved");

    const { lead } = await convertedCustomer({ email: "saved.moved@example.com", lead: { address: "1234 SW 8th St", preferred_day: "thursday" } });
    await planVisits(db, businessDate(), { leadId: lead.id });
    const before = (await nextVisitAfter(db, lead.id, addDays(businessDate(), -1)))?.date;
    const stored = await leadById(lead.id);
    const moved = await postForm(`/admin/leads/${lead.id}/edit?q=saved.moved`, editFormOf(stored!, { preferred_day: "saturday" }), cookie);
    expect(moved.status).toBe(303);
    const after = (await nextVisitAfter(db, lead.id, addDays(businessDate(), -1)))?.date;
    expect(before && after && before !== after).toBe(true);
    expect(moved.headers.get("Location")).toBe(`/admin?q=saved.moved&saved=${lead.id}&moved=${before}~${after}&converted=${lead.id}`);
    const answer = await page(moved.headers.get("Location") ?? "", cookie);
    expect(answer).toContain(`Next visit moved from ${visitDay(before!)} to ${visitDay(after!)}.`);
    // A hand-typed move that is no pair of dates says nothing about visits.
    expect(await page(`/admin?saved=${lead.id}&moved=soon~later`, cookie)).not.toContain("Next visit moved");
  });

  it("a community request shows no frequency in the list, the details, the export and the office e-mail, which gives its role and request type", async () => {
    const cookie = await signedInAdmin("community.office@example.com");
    const lead = await insertLead({
      email: "board.member@palmgrove.example.com",
      first_name: "Ines",
      last_name: "Board",
      service_type: "commercial",
      property_type: "Commercial",
      service_frequency: "weekly",
      community_name: "Palm Grove HOA",
      role: "board",
      request_type: "proposal",
    });
    const list = await page("/admin?q=palmgrove", cookie);
    expect(list).toContain("Ines Board");
    expect(list).toContain("Commercial");
    expect(list).not.toMatch(/Commercial · (?:Weekly|Bi-Weekly|Monthly)/);

    const csv = await (await getWithCookie("/admin/leads.csv?q=palmgrove", cookie)).text();
    const [header, row] = csv.trim().split("\r\n");
    const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)/g)].map((m) => m[1] ?? m[2] ?? "");
    const at = (name: string) => cells(row ?? "")[cells(header ?? "").indexOf(name)];
    expect(at("service_type")).toBe("commercial");
    expect(at("service_frequency")).toBe("");
    expect(at("service_frequency_label")).toBe("");

    const mail = staffEmail(lead, getConfig(env).SITE_URL);
    expect(mail.text).toContain("Service: Commercial\n");
    expect(mail.text).toContain("Role: Board member\n");
    expect(mail.text).toContain("Request type: Proposal\n");
    expect(mail.text).not.toContain("Weekly");
    // A home keeps its frequency.
    const home = await insertLead({ email: "home.weekly@example.com", service_frequency: "bi-weekly" });
    expect(staffEmail(home, getConfig(env).SITE_URL).text).toContain("Service: Residential · Bi-Weekly\n");
  });
});

describe("the customer reads what happened", () => {
  it("the next visit on its day says hoy; the overview shows their dogs; a new day answers with the new next visit", async () => {
    const { lead, email } = await convertedCustomer({ locale: "es", lead: { address: "8420 SW 72nd Ave", dogs: 2, preferred_day: "thursday" } });
    await todaysVisit(lead.id);
    const cookie = await signIn(email, CUSTOMER_PASSWORD);
    const services = await page("/es/customer", cookie);
    expect(services).toContain("Próxima visita: hoy");
    expect(services).toContain("Su primera visita es hoy.");
    expect(services).toMatch(/Perros\s*2/);

    const stored = await leadById(lead.id);
    const saved = await postForm(
      "/es/customer?tab=account",
      { intent: "service", address: "8420 SW 72nd Ave", zipCode: "33143", preferredDay: "saturday", version: String(stored!.version) },
      cookie,
    );
    expect(saved.status).toBe(303);
    const next = (await nextVisitAfter(db, lead.id, addDays(businessDate(), -1)))?.date;
    expect(next).toBeDefined();
    const words = next === businessDate() ? "hoy" : formatIsoDate(next!, "es");
    expect(await page(saved.headers.get("Location") ?? "", cookie)).toContain(`Guardado. Su próxima visita: ${words}.`);
  });

  it("the billing tab says the first visit comes before the payment when both are true", async () => {
    const { lead, email } = await convertedCustomer({ lead: { address: "1234 SW 8th St" } });
    const date = addDays(businessDate(), 3);
    await todaysVisit(lead.id, date);
    const cookie = await signIn(email, CUSTOMER_PASSWORD);
    const billing = await page("/customer?tab=billing", cookie);
    expect(billing).toContain(`Your first visit is already planned for ${formatIsoDate(date)}, and it goes ahead whether or not your payment is set up.`);
    // Not the plan's start alone, beside the Services tab's first visit (the words filled in are the rendered ones).
    expect(billing).not.toContain("Your weekly plan starts once your payment is set up.");
  });

  it("the visit summary greets by the first name, as every e-mail does", () => {
    const visit = { id: 1, lead_id: 1, user_id: 1, date: "2026-11-26", status: "done", note: "" } as Visit;
    expect(visitSummaryEmail({ visit, name: "Marisol Vega", locale: "es", next: undefined, link: "https://example.com" }).text).toMatch(/^Hola, Marisol:\n/);
  });

  it("the invitation's show-passwords control sits beside the password fields, before the address and day", async () => {
    const lead = await insertLead({ email: "toggle.invite@example.com", status: "converted", address: "", zip_code: "33135", preferred_day: null });
    const user = await invitedAccount("toggle.invite@example.com", "customer", "Toggle Invite", { leadId: lead.id });
    const html = await (await fetchWorker(`/es/invite/${await issueToken(db, user.id, "invitation")}`)).text();
    const confirm = html.indexOf('name="confirm"');
    const toggle = html.indexOf("Mostrar contraseñas");
    const fieldset = html.indexOf("<fieldset");
    expect(confirm).toBeGreaterThan(0);
    expect(toggle).toBeGreaterThan(confirm);
    expect(toggle).toBeLessThan(fieldset);
  });
});
