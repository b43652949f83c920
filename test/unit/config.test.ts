import { describe, expect, it } from "vitest";
import { ConfigError, getConfig } from "../../server/config";

const base = {
  SITE_URL: "https://www.example.com",
  BILLING_PORTAL_URL: "https://billing.example.com/p/login/x",
  ENVIRONMENT: "production",
  STRIPE_PRICING_TABLE_ID: "prctbl_1",
  STRIPE_PUBLISHABLE_KEY: "pk_live_1",
  STRIPE_WEBHOOK_SECRET: "whsec_1",
  SESSION_SECRET: "0123456789abcdef0123456789abcdef",
};
// Only the fields the config reads matter here; bindings are irrelevant to validation.
const envOf = (values: Record<string, string>) => Object.assign(Object.create(null), values) as Env;

describe("configuration", () => {
  it("accepts a complete production configuration and defaults the pricing script URL", () => {
    const config = getConfig(envOf(base));
    expect(config.STRIPE_PRICING_TABLE_SCRIPT_URL).toBe("https://js.stripe.com/v3/pricing-table.js");
  });

  it("names every missing production secret instead of running with a default", () => {
    const { STRIPE_WEBHOOK_SECRET: _s, STRIPE_PUBLISHABLE_KEY: _k, ...rest } = base;
    expect(() => getConfig(envOf(rest))).toThrowError(ConfigError);
    try {
      getConfig(envOf(rest));
    } catch (error) {
      expect(error instanceof ConfigError && error.problems.join("\n")).toMatch(/STRIPE_WEBHOOK_SECRET.*required[\s\S]*|STRIPE_PUBLISHABLE_KEY.*required/);
      expect(error instanceof ConfigError && error.problems).toHaveLength(2);
    }
  });

  it("requires a long session secret when deployed", () => {
    expect(() => getConfig(envOf({ ...base, SESSION_SECRET: "short" }))).toThrowError(/SESSION_SECRET/);
  });

  it("refuses plain http for a deployed site", () => {
    expect(() => getConfig(envOf({ ...base, SITE_URL: "http://www.example.com" }))).toThrowError(/https/);
  });

  it("needs no secrets for local development", () => {
    expect(
      getConfig(envOf({ SITE_URL: "http://localhost:5173", BILLING_PORTAL_URL: "https://billing.example.com", ENVIRONMENT: "development" })).ENVIRONMENT,
    ).toBe("development");
  });
});
