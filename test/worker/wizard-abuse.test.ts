import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "~server/db/client";
import { handleWizardPost } from "~server/leads/wizard-steps";
import { rateLimitRules } from "~server/rate-limit-rules";
import { leadsByEmail } from "./support/leads";
import { count, formData, hiddenValue, post, residential, token } from "./support/wizard";
import { nextIp, pinClockMidWindow } from "./support/worker";
import { settleLeadNotificationsAfterAll } from "./support/mail";

// Many leads go through the real queue here: the file ends once the consumer has taken them all.
settleLeadNotificationsAfterAll();

/** The quote wizard against spam and abuse: the honeypot, the minimum fill time and Turnstile, form tokens and the per-IP limit. */

afterEach(() => {
  vi.restoreAllMocks();
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
    pinClockMidWindow();
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
