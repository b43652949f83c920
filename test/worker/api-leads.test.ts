import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fetchWorker, nextIp, pinClockMidWindow, postJson } from "./support/worker";
import { leadsByEmail } from "./support/leads";

const postLead = (body: unknown, headers: Record<string, string> = {}, ip = nextIp()) => postJson("/api/leads", body, headers, ip);

const payload = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: "Carla Diaz Rivera",
  email,
  phone: "786 555 0123",
  zip_code: "33156",
  service_type: "residential",
  property_type: "Residential",
  service_frequency: "",
  referral_source: "facebook",
  special_instructions: "Gate code 1234, two dogs",
  ...extra,
});

describe("POST /api/leads", () => {
  it("stores the lead and answers 201 with its id", async () => {
    const res = await postLead(payload("carla@example.com"));
    expect(res.status).toBe(201);
    const body: { id: number } = await res.json();
    expect(body).toEqual({ id: expect.any(Number) });
    const [lead] = await leadsByEmail("carla@example.com");
    expect(lead).toMatchObject({
      id: body.id,
      first_name: "Carla Diaz",
      last_name: "Rivera",
      phone: "(786) 555-0123",
      service_type: "residential",
      property_type: "Residential",
      service_frequency: "weekly",
      status: "new",
      referral_source: "facebook",
      special_instructions: "Gate code 1234, two dogs",
      out_of_area: 0,
    });
    const events = await env.DB.prepare("SELECT type, actor FROM lead_events WHERE lead_id = ?").bind(body.id).all();
    expect(events.results).toEqual([{ type: "created", actor: "api" }]);
  });

  it("answers 400 with error, a readable details message and per-field messages", async () => {
    const res = await postLead({ fullName: "", email: "nope", phone: "123", service_type: "commercial", service_frequency: "daily" });
    expect(res.status).toBe(400);
    const body: { error: string; details: string; fields: Record<string, string> } = await res.json();
    expect(body.error).toBe("Validation failed");
    expect(Object.keys(body.fields).sort()).toEqual(["email", "fullName", "phone", "service_frequency"]);
    expect(body.details).toContain("Email: Enter an email address like name@example.com");
    expect(await leadsByEmail("nope")).toHaveLength(0);
  });

  it("requires a zip code for commercial leads", async () => {
    const res = await postLead(payload("hoa@example.com", { service_type: "commercial", property_type: "Commercial", zip_code: "" }));
    expect(res.status).toBe(400);
    const body: { fields: Record<string, string> } = await res.json();
    expect(body.fields).toEqual({ zip_code: "Enter your 5-digit zip code" });
  });

  it("stores the language of the page the visitor used: optional locale, English by default, only en or es", async () => {
    expect((await postLead(payload("sin-idioma@example.com"))).status).toBe(201);
    expect((await postLead(payload("espanol@example.com", { locale: "es" }))).status).toBe(201);
    expect((await leadsByEmail("sin-idioma@example.com"))[0]).toMatchObject({ locale: "en" });
    expect((await leadsByEmail("espanol@example.com"))[0]).toMatchObject({ locale: "es" });

    const res = await postLead(payload("frances@example.com", { locale: "fr" }));
    expect(res.status).toBe(400);
    const body: { fields: Record<string, string> } = await res.json();
    expect(body.fields).toEqual({ locale: "Use en or es" });
    expect(await leadsByEmail("frances@example.com")).toHaveLength(0);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await postLead("{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Invalid JSON", details: "The request body must be a JSON object." });
  });

  it("returns the same lead for a repeated Idempotency-Key with the same payload", async () => {
    const a = await postLead(payload("idem@example.com"), { "Idempotency-Key": "order-42" });
    const b = await postLead(payload("idem@example.com"), { "Idempotency-Key": "order-42" });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get("Idempotent-Replayed")).toBe("true");
    const [ida, idb] = [await a.json(), await b.json()];
    expect(idb).toEqual(ida);
    expect(await leadsByEmail("idem@example.com")).toHaveLength(1);
  });

  it("refuses over the per-IP limit with 429 before writing", async () => {
    pinClockMidWindow();
    const ip = nextIp();
    const windowStart = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 30)").bind(`lead-submissions:${ip}`, windowStart).run();
    const res = await postLead(payload("limited@example.com"), {}, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body: { error: string; details: string } = await res.json();
    expect(body.error).toBe("Too many submissions");
    expect(body.details).toMatch(/Try again in \d+ minutes?\./);
    expect(await leadsByEmail("limited@example.com")).toHaveLength(0);
  });

  it("allows cross-origin posts from other sites", async () => {
    const res = await fetchWorker("/api/leads", {
      method: "OPTIONS",
      headers: { Origin: "https://partner.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });
});
