import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ensureCustomerAccount } from "~server/auth/accounts";
import { accountEvents, emailOutbox, leads, users } from "~server/db/schema";
import { findUserByEmail } from "~server/models/users";
import { createUser, customerAccountFor, signIn } from "./support/auth";
import { db, eventsFor, insertLead, leadById } from "./support/leads";
import { fetchWorker, postForm } from "./support/worker";
import { expectToContainAll } from "./support/html";
import { customerArea } from "~server/content/customer-area";

/** A converted lead whose customer has an active account; returns the lead and a signed-in cookie. */
async function customerWithService(email: string) {
  const lead = await insertLead({
    email,
    full_name: "Marisol Vega",
    first_name: "Marisol",
    last_name: "Vega",
    address: "8420 SW 72nd Ave",
    zip_code: "33143",
    service_frequency: "bi-weekly",
    preferred_day: "thursday",
    special_instructions: "Two labs, friendly.",
    status: "converted",
  });
  await customerAccountFor(lead, "marisol's password", "Marisol Vega");
  return { lead, cookie: await signIn(email, "marisol's password") };
}

describe("the customer area shows the customer's own service", () => {
  it("shows their plan, address and notes, and no sample invoice or sample plan", async () => {
    const { cookie } = await customerWithService("marisol@example.com");
    const res = await fetchWorker("/customer", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expectToContainAll(html, ["Marisol Vega", "8420 SW 72nd Ave, 33143", "Bi-Weekly", "Thursday", "Two labs, friendly.", "No visits recorded yet."]);
    expect(html).not.toContain("Sample data");
    expect(html).not.toContain("$80.00");
    expect(html).not.toContain("CPM-0001");

    const billing = await (await fetchWorker("/customer?tab=billing", { headers: { Cookie: cookie } })).text();
    // No subscription yet: the billing tab offers to set up the payment.
    expect(billing).toContain('id="panel-billing"');
    expect(billing).toContain(customerArea.en.billing.startTitle);
    expect(billing).not.toContain("INV-");
  });

  it("saves the phone and gate instructions, records them in the lead's history, and keeps bad input with a message", async () => {
    const { lead, cookie } = await customerWithService("gate.update@example.com");
    const bad = await postForm("/customer?tab=account", { intent: "contact", phone: "12", gateInstructions: "Code 4512" }, cookie);
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Enter a 10-digit US phone number");
    expect(badHtml).toContain('value="12"');
    expect(badHtml).toContain("Code 4512");
    expect((await leadById(lead.id))?.gate_instructions).toBe("");

    const ok = await postForm(
      "/customer?tab=account",
      { intent: "contact", phone: "305 555 0199", gateInstructions: "Code 4512, side gate", version: String(lead.version) },
      cookie,
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/customer?tab=account&saved=1");
    const saved = await leadById(lead.id);
    expect(saved).toMatchObject({ phone: "(305) 555-0199", gate_instructions: "Code 4512, side gate", version: lead.version + 1 });
    const events = await eventsFor(lead.id);
    expect(events.at(-1)).toMatchObject({ type: "customer_updated", actor: "gate.update@example.com" });
    expect(JSON.parse(events.at(-1)?.changes ?? "{}")).toEqual({
      phone: ["(305) 555-0100", "(305) 555-0199"],
      gate_instructions: ["", "Code 4512, side gate"],
    });

    const prefs = await postForm(
      "/customer?tab=notifications",
      { intent: "notifications", reminders: "on", promotions: "on", version: String(lead.version + 1) },
      cookie,
    );
    expect(prefs.status).toBe(303);
    expect(await leadById(lead.id)).toMatchObject({ notify_visit_summary: false, notify_reminders: true, notify_promotions: true });

    // The admin's lead details show what the customer set.
    await createUser("details.admin@example.com", "details admin password", "admin");
    const admin = await signIn("details.admin@example.com", "details admin password");
    const details = await (await fetchWorker(`/admin/leads/${lead.id}?q=gate.update%40example.com`, { headers: { Cookie: admin } })).text();
    expect(details).toMatch(/Gate and yard instructions<\/dt><dd[^>]*>Code 4512, side gate<\/dd>/);
    expect(details).toMatch(/Customer e-mails<\/dt><dd[^>]*>reminders, news and offers<\/dd>/);
  });

  it("a customer without a service, or a demo account, cannot change a lead", async () => {
    await createUser("no.service@example.com", "no service password", "customer");
    const cookie = await signIn("no.service@example.com", "no service password");
    expect(await (await fetchWorker("/customer", { headers: { Cookie: cookie } })).text()).toContain("No service is linked to this account yet");
    const res = await postForm("/customer", { intent: "contact", phone: "(305) 555-0101" }, cookie);
    expect(res.status).toBe(404);
  });
});

describe("conversions become customer accounts", () => {
  it("two admins converting the same lead at once make one account and one invitation", async () => {
    await createUser("convert.a@example.com", "convert admin a pw", "admin");
    await createUser("convert.b@example.com", "convert admin b pw", "admin");
    const [a, b] = [await signIn("convert.a@example.com", "convert admin a pw"), await signIn("convert.b@example.com", "convert admin b pw")];
    const lead = await insertLead({ email: "Convert.Me@example.com", status: "scheduled", locale: "es" });
    const post = (cookie: string) =>
      postForm("/admin", { intent: "status", leadId: String(lead.id), status: "converted", version: String(lead.version) }, cookie);
    const results = await Promise.all([post(a), post(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([303, 409]);

    const account = await findUserByEmail(db, "convert.me@example.com");
    expect(account).toMatchObject({ role: "customer", status: "pending", lead_id: lead.id, locale: "es" });
    const rows = await db.select().from(users).where(eq(users.lead_id, lead.id));
    expect(rows).toHaveLength(1);

    // The invitation goes out once, in the lead's language; a second conversion later sends nothing.
    await vi.waitFor(
      async () => {
        const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, "convert.me@example.com"));
        expect(mails.map((m) => m.subject)).toEqual(["Su cuenta de Clean Paws Miami está lista"]);
      },
      { timeout: 10_000, interval: 50 },
    );
    const current = await leadById(lead.id);
    await postForm("/admin", { intent: "status", leadId: String(lead.id), status: "lost", version: String(current?.version) }, a);
    const again = await leadById(lead.id);
    await postForm("/admin", { intent: "status", leadId: String(lead.id), status: "converted", version: String(again?.version) }, a);
    expect(await db.select().from(users).where(eq(users.lead_id, lead.id))).toHaveLength(1);
    const invited = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(invited[0]?.status).toBe("converted");
  });

  it("is idempotent when called concurrently for the same lead (a webhook replay racing an admin)", async () => {
    const lead = await insertLead({ email: "race@example.com", status: "converted" });
    const results = await Promise.all(Array.from({ length: 4 }, () => ensureCustomerAccount(db, env, lead, { id: null, email: "system" })));
    expect(results.filter((r) => r === "created")).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.email, "race@example.com"))).toHaveLength(1);
    const invited = await db.select().from(accountEvents).where(eq(accountEvents.type, "invited"));
    expect(invited.filter((e) => e.details?.includes(`"leadId":${lead.id}`))).toHaveLength(1);
  });

  it("links an existing customer account without a service instead of creating another", async () => {
    const existing = await createUser("already.here@example.com", "already here password", "customer");
    const lead = await insertLead({ email: "already.here@example.com", status: "new" });
    await createUser("linker@example.com", "linker admin password", "admin");
    const admin = await signIn("linker@example.com", "linker admin password");
    const res = await postForm("/admin", { intent: "status", leadId: String(lead.id), status: "converted", version: String(lead.version) }, admin);
    expect(res.status).toBe(303);
    expect(await findUserByEmail(db, "already.here@example.com")).toMatchObject({ id: existing.id, lead_id: lead.id, status: "active" });
    const customer = await signIn("already.here@example.com", "already here password");
    const page = await fetchWorker("/customer", { headers: { Cookie: customer } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("No visits recorded yet.");
  });
});
