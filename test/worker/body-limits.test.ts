import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { issueFormToken, randomId, signingSecret } from "~server/signing";
import { BODY_LIMITS } from "~server/middleware/body-limit";
import { createUser, signIn } from "./support/auth";
import { insertLead, leadById, leadEditFields } from "./support/leads";
import { postForm, fetchWorker } from "./support/worker";

/** Limits before work: bytes counted while reading, charsets, and characters no text field takes. */

/** A body of `total` bytes delivered in 64 KiB chunks on demand; `delivered()` says how many bytes were pulled. */
function countingStream(total: number, byte = 0x61) {
  const chunk = new Uint8Array(64 * 1024).fill(byte);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, delivered: () => sent };
}

const HUNDRED_MB = 100 * 1024 * 1024;

describe("body limits counted while reading", () => {
  it("refuses a 100 MB streamed form after reading at most the limit plus one chunk, with a friendly 413 page", async () => {
    const { stream, delivered } = countingStream(HUNDRED_MB);
    const res = await fetchWorker("/get-started", { method: "POST", body: stream, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(413);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("That form was too large");
    expect(delivered()).toBeLessThanOrEqual(BODY_LIMITS.form + 64 * 1024);
    expect(delivered()).toBeLessThan(HUNDRED_MB / 100);
  });

  it("refuses a form declaring 100 MB without reading it", async () => {
    const { stream, delivered } = countingStream(HUNDRED_MB);
    const res = await fetchWorker("/login", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(HUNDRED_MB) },
    });
    expect(res.status).toBe(413);
    expect(delivered()).toBeLessThanOrEqual(BODY_LIMITS.form + 64 * 1024);
  });

  it("refuses a signed-out 16 MB upload to the crew page from its declared size, before reading it", async () => {
    const SIXTEEN_MB = 16 * 1024 * 1024;
    await createUser("body.customer@example.com", "customer password 1", "customer");
    const customer = await signIn("body.customer@example.com", "customer password 1");
    for (const cookie of [undefined, customer]) {
      const { stream, delivered } = countingStream(SIXTEEN_MB);
      const res = await fetchWorker("/admin/visits", {
        method: "POST",
        body: stream,
        headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(SIXTEEN_MB), ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect(res.status).toBe(413);
      expect(delivered()).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it("answers JSON 413 for an API body over its limit, counted in bytes not characters", async () => {
    // 6,000 four-byte characters: 24,000 bytes but only 12,000 UTF-16 code units.
    const payload = JSON.stringify({ fullName: "😀".repeat(6000) });
    expect(payload.length).toBeLessThan(BODY_LIMITS.api);
    const res = await fetchWorker("/api/leads", { method: "POST", body: payload, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: "Payload too large" });
  });

  it("still accepts a form just under the limit", async () => {
    const res = await fetchWorker("/login", {
      method: "POST",
      body: `email=a%40example.com&password=${"x".repeat(BODY_LIMITS.form - 100)}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});

describe("charsets", () => {
  it("answers 415 to a utf-16 form and a utf-16 JSON body", async () => {
    const form = await fetchWorker("/login", {
      method: "POST",
      body: "email=a%40example.com&password=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-16" },
    });
    expect(form.status).toBe(415);
    expect(form.headers.get("Content-Type")).toMatch(/^text\/html/);
    const api = await fetchWorker("/api/leads", { method: "POST", body: "{}", headers: { "Content-Type": 'application/json; charset="UTF-16LE"' } });
    expect(api.status).toBe(415);
    expect(await api.json()).toMatchObject({ error: "Unsupported charset" });
  });

  it("accepts UTF-8 spelled either way", async () => {
    for (const charset of ["utf-8", "UTF8"]) {
      const res = await fetchWorker("/api/leads", { method: "POST", body: "{}", headers: { "Content-Type": `application/json; charset=${charset}` } });
      expect(res.status, charset).toBe(400);
    }
  });
});

describe("characters no text field accepts", () => {
  let adminCookie: string;
  beforeAll(async () => {
    await createUser("limits-admin@example.com", "limits-password-1", "admin");
    adminCookie = await signIn("limits-admin@example.com", "limits-password-1");
  });

  const apiLead = (overrides: Record<string, string>) =>
    fetchWorker("/api/leads", {
      method: "POST",
      body: JSON.stringify({ fullName: "Ana Lopez", email: "ana@example.com", phone: "(305) 555-0142", service_type: "residential", ...overrides }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.77" },
    });

  it("answers 400 with the field message for NUL, other controls and bidi overrides in a name", async () => {
    for (const name of ["Ana\u0000Lopez", "Ana\u0007Lopez", "Ana \u202ELopez", "Ana \u2066Lopez"]) {
      const res = await apiLead({ fullName: name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      const body = await res.json<{ fields: Record<string, string> }>();
      expect(body.fields.fullName).toMatch(/control or text-direction characters/);
    }
  });

  it("keeps new lines and tabs in multi-line notes but not in single-line fields", async () => {
    expect((await apiLead({ special_instructions: "Gate on the left\r\n\tCode 1234" })).status).toBe(201);
    const res = await apiLead({ fullName: "Ana\nLopez" });
    expect(res.status).toBe(400);
  });

  it("answers the admin edit form with the field message and changes nothing", async () => {
    const lead = await insertLead({ first_name: "Clean" });
    const res = await postForm(
      `/admin/leads/${lead.id}/edit`,
      leadEditFields({
        first_name: "Evil\u0000",
        email: "clean@example.com",
        address: "1 Main\u202E St",
        special_instructions: "Line one\r\nLine two",
        version: "0",
      }),
      adminCookie,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/id="first_name-error"[^>]*>[^<]*control or text-direction characters/);
    expect(html).toMatch(/id="address-error"[^>]*>[^<]*control or text-direction characters/);
    expect((await leadById(lead.id))?.first_name).toBe("Clean");
  });

  it("answers the wizard's contact step with the field message", async () => {
    const token = await issueFormToken(signingSecret(env), { issuedAt: Date.now() - 10_000, formKey: randomId() });
    const res = await fetchWorker("/get-started", {
      method: "POST",
      body: new URLSearchParams({
        step: "contact",
        intent: "submit",
        serviceType: "residential",
        fullName: "Ana\u0000Lopez",
        email: "nul@example.com",
        phone: "305-555-0142",
        zipCode: "33139",
        token,
      }),
      headers: { "CF-Connecting-IP": "198.51.100.78" },
    });
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).toMatch(/control or text-direction characters/);
  });
});
