import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createDb } from "~server/db/client";
import { issueFormToken, randomId, signingSecret } from "~server/leads/signing";
import { handleWizardPost } from "~server/leads/wizard-steps";
import { createLead } from "~server/models/leads";
import { rateLimitRules } from "~server/rate-limit-rules";

const secret = signingSecret(env);
let ipCounter = 0;
/** Each test posts from its own IP so the per-IP lead limit of one test never affects another. */
const nextIp = () => `203.0.113.${++ipCounter}`;

/** A form token issued `ageMs` ago (a submit faster than the minimum fill time is suspicious). */
const token = (ageMs = 10_000, formKey = randomId()) => issueFormToken(secret, { issuedAt: Date.now() - ageMs, formKey });

afterEach(() => {
  vi.restoreAllMocks();
});

const formData = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

function post(fields: Record<string, string>, ip = nextIp(), path = "/get-started") {
  return exports.default.fetch(
    new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
      headers: { "CF-Connecting-IP": ip, "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
}
const get = (path: string, cookie?: string) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie.split(";")[0] ?? "" } : {} }));

async function leadsByEmail(email: string) {
  const { results } = await env.DB.prepare("SELECT * FROM leads WHERE email = ? ORDER BY id").bind(email).all<Record<string, unknown>>();
  return results;
}
async function eventsFor(leadId: unknown) {
  const { results } = await env.DB.prepare("SELECT * FROM lead_events WHERE lead_id = ? ORDER BY id").bind(leadId).all<Record<string, unknown>>();
  return results;
}
async function count(table: "leads" | "lead_events" | "rate_limits") {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

const residential = (email: string, extra: Record<string, string> = {}) => ({
  step: "contact",
  intent: "submit",
  serviceType: "residential",
  fullName: "Ana Maria Perez",
  email,
  phone: "305-555-0142",
  zipCode: "33139",
  referralSource: "google",
  ...extra,
});
const commercial = (email: string, extra: Record<string, string> = {}) => ({
  step: "community",
  intent: "submit",
  serviceType: "commercial",
  fullName: "Luis Gomez",
  email,
  phone: "(786) 555-0199",
  zipCode: "33131",
  referralSource: "referral",
  managementCompany: "Bay Harbor Management",
  communityName: "Brickell Palms HOA",
  role: "manager",
  numHomes: "240",
  requestType: "proposal",
  ...extra,
});

/** The HTML without React's text-boundary comments, so sentences read as they render. */
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const hiddenValue = (html: string, name: string) => html.match(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`))?.[1];
const h2 = (html: string) => html.match(/<h2 id="step-heading"[^>]*>([^<]*)</)?.[1];

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

describe("spam and abuse", () => {
  it("refuses a filled honeypot before any database write", async () => {
    const [leadsBefore, limitsBefore] = [await count("leads"), await count("rate_limits")];
    const res = await post({ ...residential("bot@example.com"), token: await token(), contact_me_by_fax_only: "yes" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("We could not accept this request");
    expect(await count("leads")).toBe(leadsBefore);
    expect(await count("rate_limits")).toBe(limitsBefore);
  });

  it("accepts a fast submit when Turnstile is not configured, and logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await post({ ...residential("fast@example.com"), token: await token(500) });
    expect(res.status).toBe(303);
    expect(await leadsByEmail("fast@example.com")).toHaveLength(1);
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    const fast = lines.filter((l) => l.event === "lead_fast_submit");
    expect(fast).toHaveLength(1);
    expect(fast[0]).toMatchObject({ level: "warn", serviceType: "residential", turnstile: false });
    expect(fast[0]?.fillMs).toBeGreaterThanOrEqual(500);
    expect(fast[0]?.fillMs).toBeLessThan(3000);
    expect(JSON.stringify(fast[0])).not.toContain("fast@example.com");
  });

  it("logs nothing for a submit slower than the minimum fill time", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await post({ ...residential("slow@example.com"), token: await token(10_000) });
    expect(res.status).toBe(303);
    expect(warn.mock.calls.map(([line]) => String(line)).filter((l) => l.includes("lead_fast_submit"))).toEqual([]);
  });

  describe("with Turnstile configured", () => {
    // The Worker's own env has no Turnstile keys; this env adds them for the wizard handler alone.
    const turnstileEnv = { ...env, TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" } as Env;
    const submit = async (fields: Record<string, string>) =>
      handleWizardPost(
        {
          request: new Request("http://localhost/get-started", { method: "POST", headers: { "CF-Connecting-IP": nextIp() } }),
          env: turnstileEnv,
          ctx: { waitUntil: () => {} },
          db: createDb(env.DB),
        },
        formData(fields),
      );

    it("challenges a fast submit: without a solved check nothing is stored and the input is kept", async () => {
      const siteverify = vi.spyOn(globalThis, "fetch");
      const result = await submit({ ...residential("fast-challenged@example.com"), token: await token(500) });
      expect(result).toMatchObject({ status: 400, view: { step: "contact", notice: { title: "Please confirm you are not a robot" } } });
      if (!("view" in result)) throw new Error("expected the form again");
      expect(result.view.values.email).toBe("fast-challenged@example.com");
      expect(result.view.turnstileSiteKey).toBe("1x00000000000000000000AA");
      expect(siteverify).not.toHaveBeenCalled();
      expect(await leadsByEmail("fast-challenged@example.com")).toHaveLength(0);
    });

    it("accepts a fast submit once the challenge is solved, and logs it", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const siteverify = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ success: true }));
      const result = await submit({ ...residential("fast-solved@example.com"), token: await token(500), "cf-turnstile-response": "solved-token" });
      expect(result).toMatchObject({ redirect: expect.stringMatching(/^\/get-started\?step=plan&lead=/) });
      expect(siteverify).toHaveBeenCalledOnce();
      expect(siteverify.mock.calls[0]?.[0]).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
      expect(await leadsByEmail("fast-solved@example.com")).toHaveLength(1);
      const fast = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((l) => l.event === "lead_fast_submit");
      expect(fast).toMatchObject([{ turnstile: true }]);
    });

    it("refuses a fast submit whose challenge fails verification", async () => {
      vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ success: false }));
      const result = await submit({ ...residential("fast-failed@example.com"), token: await token(500), "cf-turnstile-response": "bad-token" });
      expect(result).toMatchObject({ status: 400, view: { notice: { title: "Please confirm you are not a robot" } } });
      expect(await leadsByEmail("fast-failed@example.com")).toHaveLength(0);
    });
  });

  it("re-issues a missing or forged token instead of storing", async () => {
    const res = await post({ ...residential("forged@example.com"), token: "Zm9v.0123456789abcdef0123456789abcdef" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("This form had expired");
    expect(hiddenValue(html, "token")).not.toBe("Zm9v.0123456789abcdef0123456789abcdef");
    expect(await leadsByEmail("forged@example.com")).toHaveLength(0);
  });

  it("counts stored leads per IP and answers 429 over the limit without writing the lead", async () => {
    // Limits count in fixed hourly windows: pin the clock mid-window so the count cannot restart mid-test.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T09:30:00.000Z"));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const ip = nextIp();
    for (let i = 0; i < rateLimitRules.leadSubmissions.limit; i++) {
      const res = await post({ ...residential(`limit${i}@example.com`), token: await token() }, ip);
      expect(res.status).toBe(303);
    }
    const res = await post({ ...residential("limit-over@example.com"), token: await token() }, ip);
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain("Too many requests from your connection");
    expect(html).toContain('value="limit-over@example.com"');
    expect(await leadsByEmail("limit-over@example.com")).toHaveLength(0);
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

/** One browser: keeps the draft cookie and the last page's form token, and follows nothing by itself. `lang` "/es" posts the Spanish pages. */
function browser(ip = nextIp(), lang: "" | "/es" = "") {
  let cookie = "";
  let lastToken = "";
  const remember = (res: Response) => {
    const set = res.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    return res;
  };
  const headers = (extra: Record<string, string> = {}) => ({ ...extra, ...(cookie ? { Cookie: cookie } : {}) });
  return {
    cookie: () => cookie,
    /** GET a page; returns its HTML (React's text-boundary comments removed) and status. */
    async open(path: string) {
      const res = remember(await exports.default.fetch(new Request(`http://localhost${path}`, { redirect: "manual", headers: headers() })));
      const html = res.status === 200 ? await text(res) : "";
      lastToken = hiddenValue(html, "token") ?? lastToken;
      return { status: res.status, location: res.headers.get("Location"), html };
    },
    /** POST a step of the form last opened, with its token. */
    async send(step: string, fields: Record<string, string>) {
      const res = remember(
        await exports.default.fetch(
          new Request(`http://localhost${lang}/get-started?step=${step}`, {
            method: "POST",
            body: new URLSearchParams({ step, token: lastToken, ...fields }),
            redirect: "manual",
            headers: headers({ "CF-Connecting-IP": ip, "Content-Type": "application/x-www-form-urlencoded" }),
          }),
        ),
      );
      return { status: res.status, location: res.headers.get("Location"), html: res.status === 303 ? "" : await text(res) };
    },
  };
}

const checkedRadio = (html: string, name: string) =>
  [...html.matchAll(/<input [^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`name="${name}"`) && / checked=""/.test(tag))
    ?.match(/value="([^"]*)"/)?.[1];
const selectedOption = (html: string, name: string) =>
  html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, "s"))?.[1]?.match(/<option value="([^"]*)" selected="">/)?.[1];
const inputValue = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`))?.[1];

const contactFields = (email: string, extra: Record<string, string> = {}) => ({
  fullName: "Ana Maria Perez",
  email,
  phone: "305-555-0142",
  zipCode: "33139",
  referralSource: "google",
  ...extra,
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
    const back = await b.send("contact", {
      intent: "back",
      serviceType: "residential",
      ...contactFields(email, { serviceFrequency: "bi-weekly", preferredDay: "friday" }),
    });
    expect(back).toMatchObject({ status: 303, location: "/get-started?step=service" });
    const again = await b.open("/get-started?step=contact");
    expect(inputValue(again.html, "email")).toBe(email);
    expect(checkedRadio(again.html, "serviceFrequency")).toBe("bi-weekly");
    expect(selectedOption(again.html, "preferredDay")).toBe("friday");

    const sent = await b.send("contact", {
      intent: "submit",
      serviceType: "residential",
      ...contactFields(email, { serviceFrequency: "bi-weekly", preferredDay: "friday" }),
    });
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
    const first = await b.send("contact", { intent: "submit", serviceType: "residential", ...contactFields("before@example.com", { preferredDay: "monday" }) });
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
    const edited = await b.send("contact", {
      intent: "submit",
      serviceType: "residential",
      ...contactFields("after@example.com", { serviceFrequency: "monthly", preferredDay: "" }),
    });
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
    await b.send("contact", { intent: "submit", serviceType: "residential", ...contactFields("after@example.com", { serviceFrequency: "monthly" }) });
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
    const res = await b.send("contact", {
      intent: "submit",
      serviceType: "residential",
      ...contactFields("badday@example.com", { serviceFrequency: "daily", preferredDay: "sunday" }),
    });
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

describe("the wizard in Spanish (/es/get-started)", () => {
  const csp = (res: Response) => res.headers.get("Content-Security-Policy") ?? "";

  it("shows every step in Spanish, posts to the Spanish URL and is never stored in a shared cache", async () => {
    const res = await get("/es/get-started");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await text(res);
    expect(html).toContain('<html lang="es"');
    expect(h2(html)).toBe("¿Qué tipo de servicio necesita?");
    expect(html).toContain("Obtenga su cotización gratis");
    expect(html.match(/>Pedir cotización</g)).toHaveLength(2);
    expect(html.match(/<form [^>]*action="([^"]*)"/)?.[1]).toBe("/es/get-started?step=service");
    expect(html).toContain("Paso 1 de 3:");
    expect(html).not.toContain("Get Custom Quote");
  });

  it("takes a residential visitor through every step in Spanish, redirecting within /es, and stores the lead as Spanish", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const b = browser(nextIp(), "/es");
    await b.open("/es/get-started");
    const service = await b.send("service", { intent: "service", serviceType: "residential" });
    expect(service).toMatchObject({ status: 303, location: "/es/get-started?step=contact" });

    const contact = await b.open("/es/get-started?step=contact");
    expect(h2(contact.html)).toBe("Sus datos de contacto");
    for (const words of [
      "Nombre completo",
      "Correo electrónico",
      "¿Cada cuánto quiere que vengamos?",
      "Quincenal (cada dos semanas)",
      "Sábado",
      "Cualquier día",
      "(opcional)",
      "Siguiente",
    ]) {
      expect(contact.html).toContain(words);
    }
    expect(contact.html).not.toMatch(/>(Full name|Next|Back|Weekly|No preference)</);

    // Without JavaScript: the server answers bad input with Spanish messages beside the fields.
    const bad = await b.send("contact", { intent: "submit", ...contactFields("ana@ejemplo", { phone: "555-01", zipCode: "3313" }) });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Por favor, corrija estos 3 campos:");
    expect(bad.html).toContain('id="phone-error" class="field-error">Escriba un número de teléfono de EE. UU. de 10 dígitos, como (305) 555-0142</p>');
    expect(bad.html).toContain("Escriba un correo electrónico válido, como nombre@ejemplo.com");
    expect(bad.html).toContain("Escriba un código postal de 5 dígitos, como 33131");
    expect(bad.html).not.toContain("Enter a 10-digit");

    const sent = await b.send("contact", { intent: "submit", ...contactFields("ana.es@example.com", { zipCode: "33301", serviceFrequency: "bi-weekly" }) });
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/^\/es\/get-started\?step=plan&lead=[\w%.-]+$/);
    const [lead] = await leadsByEmail("ana.es@example.com");
    expect(lead).toMatchObject({ locale: "es", service_frequency: "bi-weekly", out_of_area: 1 });

    const plan = await b.open(sent.location ?? "");
    expect(plan.status).toBe(200);
    expect(h2(plan.html)).toBe("Elija su plan");
    expect(plan.html).toContain("¡Gracias, Ana Maria! Ya recibimos su solicitud.");
    expect(plan.html).toContain("El código postal 33301 parece estar fuera del condado de Miami-Dade");
    expect(plan.html).toContain("Para elegir un plan en línea se necesita JavaScript.");
    expect(plan.html).toMatch(/href="\/es\/get-started\?step=contact&amp;lead=/);
  });

  it("lets the Spanish plan step load the payment provider, as the English one does", async () => {
    const res = await post({ ...residential("csp.es@example.com"), token: await token() }, nextIp(), "/es/get-started?step=contact");
    const plan = await get(res.headers.get("Location") ?? "");
    expect(plan.status).toBe(200);
    expect(csp(plan)).toContain("https://js.stripe.com");
    expect(csp(await get("/es/get-started"))).not.toContain("https://js.stripe.com");
  });

  it("takes a commercial visitor to /es/commercial-thank-you, with the community step and its messages in Spanish", async () => {
    const b = browser(nextIp(), "/es");
    await b.open("/es/get-started?service=commercial");
    const next = await b.send("contact", { intent: "next", serviceType: "commercial", ...contactFields("luis.es@example.com", { zipCode: "33131" }) });
    expect(next).toMatchObject({ status: 303, location: "/es/get-started?step=community" });
    const community = await b.open("/es/get-started?step=community");
    expect(h2(community.html)).toBe("Datos de la comunidad");
    expect(community.html).toContain("Quiero una propuesta");
    expect(community.html).toContain("Miembro de la junta directiva");

    const bad = await b.send("community", { intent: "submit", communityName: " ", numHomes: "0" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Escriba el nombre de la comunidad");
    expect(bad.html).toContain("Escriba un número del 1 al 100,000");

    const back = await b.send("community", { intent: "back", communityName: "Brickell Palms HOA" });
    expect(back).toMatchObject({ status: 303, location: "/es/get-started?step=contact" });

    const done = await b.send("community", { intent: "submit", communityName: "Brickell Palms HOA", numHomes: "240", role: "board", requestType: "proposal" });
    expect(done).toMatchObject({ status: 303, location: "/es/commercial-thank-you" });
    expect((await leadsByEmail("luis.es@example.com"))[0]).toMatchObject({ locale: "es", community_name: "Brickell Palms HOA", role: "board" });

    const outside = await post(
      { ...commercial("broward.es@example.com", { zipCode: "33301" }), token: await token() },
      nextIp(),
      "/es/get-started?step=community",
    );
    expect(outside.headers.get("Location")).toBe("/es/commercial-thank-you?coverage=confirm");
  });

  it("asks for the service in Spanish when none was chosen", async () => {
    const res = await post({ step: "service", intent: "service", token: await token() }, nextIp(), "/es/get-started?step=service");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Elija Residencial o Comercial");
  });

  it("sends a step the draft has not reached back to the one it has, in Spanish", async () => {
    const res = await get("/es/get-started?step=community");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/es/get-started?step=service");
  });

  it("answers the per-IP limit with the rate-limit message in Spanish, keeping the input", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T09:30:00.000Z"));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const ip = nextIp();
    for (let i = 0; i < rateLimitRules.leadSubmissions.limit; i++) {
      expect((await post({ ...residential(`limite${i}@example.com`), token: await token() }, ip, "/es/get-started?step=contact")).status).toBe(303);
    }
    const res = await post({ ...residential("limite-over@example.com"), token: await token() }, ip, "/es/get-started?step=contact");
    expect(res.status).toBe(429);
    const html = await text(res);
    expect(html).toContain("Demasiadas solicitudes desde su conexión");
    expect(html).toMatch(/inténtelo de nuevo en 30 minutos o llámenos al \(\d{3}\) \d{3}-\d{4}/);
    expect(html).toContain('value="limite-over@example.com"');
    expect(await leadsByEmail("limite-over@example.com")).toHaveLength(0);
  });

  it("refuses a bot in Spanish too", async () => {
    const res = await post(
      { ...residential("bot.es@example.com"), token: await token(), contact_me_by_fax_only: "sí" },
      nextIp(),
      "/es/get-started?step=contact",
    );
    expect(res.status).toBe(400);
    expect(await text(res)).toContain("No pudimos aceptar esta solicitud");
  });
});
