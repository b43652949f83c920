import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventsFor, leadsByEmail } from "./support/leads";
import { browser, checkedRadio, commercial, contactFields, count, get, h2, hiddenValue, inputValue, post, selectedOption, token } from "./support/wizard";

/** The quote wizard's steps: what each one shows, and each step at a URL of its own (post/redirect/get, the draft kept server-side). */

/** The contact step of a residential request, sent with `intent` (next, back or submit). */
const residentialContact = (intent: string, email: string, extra: Record<string, string> = {}) => ({
  intent,
  serviceType: "residential",
  ...contactFields(email, extra),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("quote wizard steps", () => {
  it("starts at step 1 with both service cards and a signed form token", async () => {
    const res = await get("/get-started?utm_source=newsletter&utm_campaign=spring");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h2(html)).toBe("What type of service do you need?");
    expect(html).toContain("Residential Scooping");
    expect(html).toContain("Commercial Scooping");
    expect(html.match(/>Get Custom Quote</g)).toHaveLength(2);
    expect(hiddenValue(html, "token")).toMatch(/^[\w-]+\.[0-9a-f]{32}$/);
    expect(hiddenValue(html, "utm_source")).toBe("newsletter");
    expect(hiddenValue(html, "utm_campaign")).toBe("spring");
  });

  it("serves every step as a document without React, each wired by its own script", async () => {
    const first = await (await get("/get-started")).text();
    expect(first).not.toContain("window.__reactRouterContext");
    expect(first).not.toContain('rel="modulepreload"');
    expect(first).not.toContain('rel="prefetch"');
    expect(first).toMatch(/<script type="module" src="\/app\/enhance\/wizard-start\.js[^"]*"/);
    // The script the contact step runs, for the first step's script to prefetch.
    expect(/data-next-step-modules="([^"]+)"/.exec(first)?.[1]).toMatch(/^\/app\/enhance\/wizard-form\.js\b[^ ]*$/);
    const res = await post({ step: "service", intent: "service", serviceType: "residential", token: await token() });
    const contact = await (await get("/get-started?step=contact", res.headers.get("Set-Cookie") ?? "")).text();
    expect(h2(contact)).toBe("Contact Information");
    expect(contact).not.toContain("window.__reactRouterContext");
    expect(contact).not.toContain('rel="modulepreload"');
    expect(contact).toMatch(/<script type="module" src="\/app\/enhance\/wizard-form\.js[^"]*"/);
    expect(contact).not.toContain("wizard-start");
    expect(contact).not.toContain("data-next-step-modules");
    // The form the script enhances, with the server's messages on its fields.
    expect(contact).toContain('data-wizard-form=""');
    expect(contact).toContain('data-required="Enter your full name"');
    expect(contact).toContain('data-invalid="Enter a 10-digit US phone number, like (305) 555-0142"');
  });

  it("answers the service choice with a 303 to the contact step's URL, keeping the choice in a draft, without writing a lead", async () => {
    const res = await post({ step: "service", intent: "service", serviceType: "commercial", token: await token() });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/get-started?step=contact");
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^quote_draft=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    const html = await (await get("/get-started?step=contact", cookie)).text();
    expect(h2(html)).toBe("Contact Information");
    expect(hiddenValue(html, "serviceType")).toBe("commercial");
    expect(html).toMatch(/<button type="submit" value="next"[^>]*name="intent"/);
    expect(await count("leads")).toBe(0);
  });

  it("goes back from Community Information to Contact Information keeping every value", async () => {
    const res = await post({ ...commercial("back@example.com"), intent: "back", token: await token() });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/get-started?step=contact");
    const html = await (await get("/get-started?step=contact", res.headers.get("Set-Cookie") ?? "")).text();
    expect(h2(html)).toBe("Contact Information");
    expect(html).toContain('value="Luis Gomez"');
    expect(html).toContain('value="back@example.com"');
    // The community answers ride along, ready for when the visitor comes forward again.
    expect(hiddenValue(html, "communityName")).toBe("Brickell Palms HOA");
    expect(hiddenValue(html, "numHomes")).toBe("240");
  });
});

describe("wizard steps with their own URLs (post/redirect/get, draft kept server-side)", () => {
  it("answers every residential step with a 303 to the next step's URL and renders each step again from the draft", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const b = browser();
    const email = "urls@example.com";
    expect(h2((await b.open("/get-started")).html)).toBe("What type of service do you need?");

    const chosen = await b.send("service", { intent: "service", serviceType: "residential" });
    expect(chosen).toMatchObject({ status: 303, location: "/get-started?step=contact" });
    expect(b.cookie()).toMatch(/^quote_draft=[\w-]{43}$/);

    const contact = await b.open("/get-started?step=contact");
    expect(h2(contact.html)).toBe("Contact Information");
    expect(checkedRadio(contact.html, "serviceFrequency")).toBe("weekly");
    expect(selectedOption(contact.html, "preferredDay")).toBe("");

    // Back keeps what was typed on the step it leaves.
    const back = await b.send("contact", residentialContact("back", email, { serviceFrequency: "bi-weekly", preferredDay: "friday" }));
    expect(back).toMatchObject({ status: 303, location: "/get-started?step=service" });
    const again = await b.open("/get-started?step=contact");
    expect(inputValue(again.html, "email")).toBe(email);
    expect(checkedRadio(again.html, "serviceFrequency")).toBe("bi-weekly");
    expect(selectedOption(again.html, "preferredDay")).toBe("friday");

    const sent = await b.send("contact", residentialContact("submit", email, { serviceFrequency: "bi-weekly", preferredDay: "friday" }));
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/^\/get-started\?step=plan&lead=[\w%.-]+$/);
    const [lead, ...others] = await leadsByEmail(email);
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({ service_frequency: "bi-weekly", preferred_day: "friday", first_name: "Ana Maria" });

    // The plan reloads; /get-started?step=plan without the reference finds the draft's lead.
    expect(h2((await b.open(sent.location ?? "")).html)).toBe("Choose Your Plan");
    expect((await b.open("/get-started?step=plan")).location).toMatch(/^\/get-started\?step=plan&lead=/);
  });

  it("updates the same lead when the visitor goes back after it was stored and changes the email", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const b = browser();
    await b.open("/get-started?service=residential");
    const first = await b.send("contact", residentialContact("submit", "before@example.com", { preferredDay: "monday" }));
    expect(first.status).toBe(303);
    const [stored] = await leadsByEmail("before@example.com");

    // Back from the plan (the browser's own Back or the Back link) shows the contact step with the data.
    for (const path of [
      "/get-started?step=contact",
      new URL(`http://x${first.location}`).search.replace("step=plan", "step=contact").replace(/^/, "/get-started"),
    ]) {
      const page = await b.open(path);
      expect(h2(page.html)).toBe("Contact Information");
      expect(inputValue(page.html, "email")).toBe("before@example.com");
      expect(selectedOption(page.html, "preferredDay")).toBe("monday");
    }
    const edited = await b.send("contact", residentialContact("submit", "after@example.com", { serviceFrequency: "monthly", preferredDay: "" }));
    expect(edited.status).toBe(303);
    expect(edited.location).toMatch(/^\/get-started\?step=plan&lead=/);

    expect(await leadsByEmail("before@example.com")).toHaveLength(0);
    const [lead, ...others] = await leadsByEmail("after@example.com");
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({ id: stored?.id, service_frequency: "monthly", preferred_day: null, idempotency_key: stored?.idempotency_key });
    const events = await eventsFor(stored?.id);
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ["created", "visitor"],
      ["edited", "visitor"],
    ]);
    expect(JSON.parse(String(events[1]?.changes))).toEqual({
      email: ["before@example.com", "after@example.com"],
      service_frequency: ["weekly", "monthly"],
      preferred_day: ["monday", null],
    });

    // Sending the same details again changes nothing and adds no event.
    await b.open("/get-started?step=contact");
    await b.send("contact", residentialContact("submit", "after@example.com", { serviceFrequency: "monthly" }));
    expect(await eventsFor(stored?.id)).toHaveLength(2);
  });

  it("takes a commercial request through contact and community URLs, and an edit after the thank-you page updates the same lead", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const b = browser();
    await b.open("/get-started");
    expect((await b.send("service", { intent: "service", serviceType: "commercial" })).location).toBe("/get-started?step=contact");
    // A step not reached yet sends the visitor to the furthest one the draft has.
    expect(await b.open("/get-started?step=community")).toMatchObject({ status: 302, location: "/get-started?step=contact" });
    await b.open("/get-started?step=contact");
    const next = await b.send("contact", { intent: "next", serviceType: "commercial", ...contactFields("hoa-urls@example.com", { zipCode: "33131" }) });
    expect(next).toMatchObject({ status: 303, location: "/get-started?step=community" });

    const community = await b.open("/get-started?step=community");
    expect(h2(community.html)).toBe("Community Information");
    const communityFields = { serviceType: "commercial", communityName: "Brickell Palms HOA", numHomes: "240", requestType: "proposal" };
    const invalid = await b.send("community", { intent: "submit", ...communityFields, numHomes: "-1" });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('value="Brickell Palms HOA"');
    const sent = await b.send("community", { intent: "submit", ...communityFields });
    expect(sent).toMatchObject({ status: 303, location: "/commercial-thank-you" });

    const back = await b.open("/get-started?step=community");
    expect(inputValue(back.html, "communityName")).toBe("Brickell Palms HOA");
    expect(checkedRadio(back.html, "requestType")).toBe("proposal");
    await b.send("community", { intent: "submit", ...communityFields, numHomes: "250" });
    const leads = await leadsByEmail("hoa-urls@example.com");
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ num_homes: 250, community_name: "Brickell Palms HOA", preferred_day: null, service_frequency: "weekly" });
    expect((await eventsFor(leads[0]?.id)).map((e) => e.type)).toEqual(["created", "edited"]);
  });

  it("prefills the frequency from the pricing page's link and skips the service question", async () => {
    for (const frequency of ["monthly", "bi-weekly", "weekly"]) {
      const page = await browser().open(`/get-started?frequency=${frequency}`);
      expect(h2(page.html)).toBe("Contact Information");
      expect(hiddenValue(page.html, "serviceType")).toBe("residential");
      expect(checkedRadio(page.html, "serviceFrequency")).toBe(frequency);
    }
    const unknown = await browser().open("/get-started?frequency=daily");
    expect(h2(unknown.html)).toBe("What type of service do you need?");
  });

  it("refuses a made-up frequency or day and keeps the input", async () => {
    const b = browser();
    await b.open("/get-started?frequency=monthly");
    const res = await b.send("contact", residentialContact("submit", "badday@example.com", { serviceFrequency: "daily", preferredDay: "sunday" }));
    expect(res.status).toBe(400);
    expect(res.html).toMatch(/id="serviceFrequency-error"[^>]*>Choose how often/);
    expect(res.html).toMatch(/id="preferredDay-error"[^>]*>Choose an option from the list/);
    expect(inputValue(res.html, "email")).toBe("badday@example.com");
    expect(await leadsByEmail("badday@example.com")).toHaveLength(0);
  });

  it("keeps the draft in KV for seven days under a random id, and a tampered cookie is a fresh start", async () => {
    const b = browser();
    await b.open("/get-started");
    await b.send("service", { intent: "service", serviceType: "residential" });
    const id = b.cookie().split("=")[1] ?? "";
    const { keys } = await env.SESSIONS.list({ prefix: `wizard-draft:${id}` });
    expect(keys).toHaveLength(1);
    const ttl = (keys[0]?.expiration ?? 0) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600 + 1);
    const forged = await get("/get-started?step=contact", `quote_draft=${id.slice(0, -1)}x`);
    expect(forged.status).toBe(302);
    expect(forged.headers.get("Location")).toBe("/get-started?step=service");
  });
});
