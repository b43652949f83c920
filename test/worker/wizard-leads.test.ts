import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "~server/db/client";
import { createLead } from "~server/leads/change";
import { eventsFor, leadsByEmail } from "./support/leads";
import { commercial, count, get, h2, hiddenValue, post, residential, text, token } from "./support/wizard";

/** The leads the quote wizard stores: what a submit writes, never twice, and nothing half-written when the database fails. */

afterEach(() => {
  vi.restoreAllMocks();
});

describe("storing a lead from the wizard", () => {
  it("stores a residential lead and its created event, then redirects (303) to Choose Your Plan", async () => {
    const res = await post({
      ...residential("ana@example.com"),
      token: await token(),
      utm_source: "google",
      utm_medium: "cpc",
      landing_referrer: "https://www.google.com/",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/get-started\?step=plan&lead=[\w%.-]+$/);

    const [lead, ...others] = await leadsByEmail("ana@example.com");
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({
      first_name: "Ana Maria",
      last_name: "Perez",
      phone: "(305) 555-0142",
      zip_code: "33139",
      out_of_area: 0,
      service_type: "residential",
      property_type: "Residential",
      service_frequency: "weekly",
      status: "new",
      referral_source: "google",
      management_company: null,
      community_name: null,
      utm_source: "google",
      utm_medium: "cpc",
      landing_referrer: "https://www.google.com/",
      deleted_at: null,
      // Sent from the English pages.
      locale: "en",
    });
    // The lead's own id and 128 random bits: specific to this lead and unguessable.
    expect(lead?.client_reference).toMatch(new RegExp(`^residential_${Number(lead?.id)}_[A-Za-z0-9_-]{22}$`));
    const events = await eventsFor(lead?.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "created", to_status: "new", actor: "visitor" });

    const plan = await get(location);
    expect(plan.status).toBe(200);
    const html = await text(plan);
    expect(h2(html)).toBe("Choose Your Plan");
    expect(html).toContain("Thanks, Ana Maria! Your request is saved.");
    expect(html).toContain("Choosing a plan online needs JavaScript.");
    expect(html).toContain(String(lead?.client_reference));
  });

  it("stores a commercial lead with its community fields and redirects to /commercial-thank-you", async () => {
    const next = await post({ ...commercial("luis@example.com"), step: "contact", intent: "next", token: await token() });
    expect(next.status).toBe(303);
    expect(next.headers.get("Location")).toBe("/get-started?step=community");
    expect(await leadsByEmail("luis@example.com")).toHaveLength(0);

    const res = await post({ ...commercial("luis@example.com"), token: await token() });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/commercial-thank-you");
    const leads = await leadsByEmail("luis@example.com");
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      first_name: "Luis",
      last_name: "Gomez",
      service_type: "commercial",
      property_type: "Commercial",
      service_frequency: "weekly",
      status: "new",
      zip_code: "33131",
      out_of_area: 0,
      management_company: "Bay Harbor Management",
      community_name: "Brickell Palms HOA",
      role: "manager",
      num_homes: 240,
      request_type: "proposal",
      client_reference: null,
    });
    expect(await eventsFor(leads[0]?.id)).toMatchObject([{ type: "created", actor: "visitor" }]);
  });

  it("flags a zip outside Miami-Dade as out of area but still stores the lead", async () => {
    const res = await post({ ...commercial("broward@example.com", { zipCode: "33301" }), token: await token() });
    expect(res.headers.get("Location")).toBe("/commercial-thank-you?coverage=confirm");
    expect((await leadsByEmail("broward@example.com"))[0]).toMatchObject({ out_of_area: 1, zip_code: "33301" });
    const page = await (await get("/commercial-thank-you?coverage=confirm")).text();
    expect(page).toContain("We will confirm coverage with you first.");
  });

  it("shows an error beside each invalid field, keeps the input and writes nothing", async () => {
    const before = await count("leads");
    const res = await post({ ...residential("ana@example", { phone: "555-01", zipCode: "3313" }), token: await token() });
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(h2(html)).toBe("Contact Information");
    expect(html).toMatch(/id="email-error"[^>]*>Enter an email address like name@example.com</);
    expect(html).toMatch(/id="phone-error"[^>]*>Enter a 10-digit US phone number/);
    expect(html).toMatch(/id="zipCode-error"[^>]*>Enter a 5-digit zip code/);
    expect(html).toMatch(/aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="ana@example"');
    expect(html).toContain('value="555-01"');
    expect(html).toContain('value="Ana Maria Perez"');
    expect(html).toContain("Please fix these 3 fields:");
    expect(await count("leads")).toBe(before);
  });

  it("requires the community name and a positive whole number of homes", async () => {
    const res = await post({ ...commercial("c2@example.com", { communityName: "", numHomes: "-4" }), token: await token() });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(h2(html)).toBe("Community Information");
    expect(html).toMatch(/id="communityName-error"[^>]*>Enter the community name</);
    expect(html).toMatch(/id="numHomes-error"[^>]*>Enter a whole number of homes/);
    expect(await leadsByEmail("c2@example.com")).toHaveLength(0);
  });

  it("re-validates the contact fields carried in hidden inputs at the final step", async () => {
    const res = await post({ ...commercial("not-an-email"), token: await token() });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(h2(html)).toBe("Contact Information");
    expect(html).toContain('id="email-error"');
  });

  it("returns to the contact form from the plan step and finds the same lead when Next is pressed again", async () => {
    const first = await post({ ...residential("again@example.com"), token: await token() });
    const planUrl = first.headers.get("Location") ?? "";
    const back = await (await get(planUrl.replace("step=plan", "step=contact"))).text();
    expect(h2(back)).toBe("Contact Information");
    expect(back).toContain('value="again@example.com"');
    const again = await post({ ...residential("again@example.com"), token: hiddenValue(back, "token") ?? "" });
    expect(again.status).toBe(303);
    expect(await leadsByEmail("again@example.com")).toHaveLength(1);
  });

  it("ignores a tampered lead reference", async () => {
    const res = await get("/get-started?step=plan&lead=bDEuMS45OTk5OTk5OTk5OTk5.00000000000000000000000000000000");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/get-started?step=service");
  });
});

describe("never twice", () => {
  it("answers a repeated identical submit with the same lead", async () => {
    const fields = { ...residential("twice@example.com"), token: await token() };
    const a = await post(fields);
    const b = await post(fields);
    expect(a.status).toBe(303);
    expect(b.status).toBe(303);
    const leads = await leadsByEmail("twice@example.com");
    expect(leads).toHaveLength(1);
    expect(await eventsFor(leads[0]?.id)).toHaveLength(1);
  });

  it("stores one lead and one event for 50 concurrent identical submits", async () => {
    const fields = { ...residential("fifty@example.com"), token: await token() };
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(fields)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(303));
    const leads = await leadsByEmail("fifty@example.com");
    expect(leads).toHaveLength(1);
    expect(await eventsFor(leads[0]?.id)).toHaveLength(1);
  });

  it("createLead returns the same lead to 50 concurrent callers with one key", async () => {
    const db = createDb(env.DB);
    const input = { firstName: "Race", lastName: "Test", email: "race@example.com", phone: "(305) 555-0100", zipCode: "", serviceType: "residential" as const };
    const results = await Promise.all(Array.from({ length: 50 }, () => createLead(db, input, { idempotencyKey: "race-key", actor: "visitor" })));
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await leadsByEmail("race@example.com")).toHaveLength(1);
    expect(await eventsFor(results[0]?.lead.id)).toHaveLength(1);
  });
});

describe("database failure", () => {
  it("shows a clear message, keeps the input and leaves no half-written lead", async () => {
    const before = await count("leads");
    // Test-only seam: without lead_events the batch's second statement fails, so the whole batch must roll back.
    await env.DB.exec("ALTER TABLE lead_events RENAME TO lead_events_offline");
    try {
      const res = await post({ ...residential("dbfail@example.com"), token: await token() });
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain("We could not save your request");
      expect(html).toContain('value="dbfail@example.com"');
      expect(html).toContain('value="Ana Maria Perez"');
    } finally {
      await env.DB.exec("ALTER TABLE lead_events_offline RENAME TO lead_events");
    }
    expect(await count("leads")).toBe(before);
    expect(await leadsByEmail("dbfail@example.com")).toHaveLength(0);
  });
});
