import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signingSecret } from "~server/signing";
import worker from "~server/index";
import { captureLogs } from "./support/logs";

/** Production is the default configuration; nothing runs with a stand-in secret. */

afterEach(() => vi.restoreAllMocks());

async function fetchWith(overrides: Record<string, unknown>, path = "/") {
  const lines = captureLogs();
  // A fresh env object: the configuration is validated once per env.
  const res = await worker.fetch(new Request(`http://localhost${path}`), { ...env, ...overrides }, createExecutionContext());
  return { res, lines };
}

describe("secure by default", () => {
  it("treats a missing ENVIRONMENT as production: without SESSION_SECRET every request gets a 500 page and config_invalid", async () => {
    for (const path of ["/", "/get-started", "/api/health"]) {
      const { res, lines } = await fetchWith({ ENVIRONMENT: undefined, SESSION_SECRET: undefined }, path);
      expect(res.status, path).toBe(500);
      expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain("not fully configured");
      const logged = lines.map((l) => JSON.parse(l) as { event: string; error?: unknown });
      expect(logged.some((l) => l.event === "config_invalid" && JSON.stringify(l).includes("SESSION_SECRET"))).toBe(true);
    }
  });

  it("treats an unknown ENVIRONMENT as production too", async () => {
    const { res } = await fetchWith({ ENVIRONMENT: "dev", SESSION_SECRET: undefined });
    expect(res.status).toBe(500);
  });

  it("has no fixed fallback signing secret", () => {
    expect(() => signingSecret({})).toThrowError(/SESSION_SECRET/);
    expect(() => signingSecret({ ENVIRONMENT: "production" })).toThrowError(/SESSION_SECRET/);
    // Local runs without a secret get a random one per isolate, never a known value.
    const local = signingSecret({ ENVIRONMENT: "test" });
    expect(local).toHaveLength(43);
    expect(local).not.toBe("local-development-only-secret");
  });
});
