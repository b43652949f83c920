import { describe, expect, it } from "vitest";
import { businessContact, ConfigError, getConfig } from "../../server/config";
import { BUSINESS_VARS } from "./support/business";

const base = {
  SITE_URL: "https://www.example.com",
  BILLING_PORTAL_URL: "https://billing.example.com/p/login/x",
  ENVIRONMENT: "production",
  STRIPE_PRICING_TABLE_ID: "prctbl_1",
  STRIPE_PUBLISHABLE_KEY: "pk_live_1",
  STRIPE_WEBHOOK_SECRET: "whsec_1",
  STRIPE_PRICE_WEEKLY: "price_weekly",
  STRIPE_PRICE_BI_WEEKLY: "price_biweekly",
  STRIPE_PRICE_MONTHLY: "price_monthly",
  SESSION_SECRET: "0123456789abcdef0123456789abcdef",
  ...BUSINESS_VARS,
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

  it("refuses production without a subscription price id for every frequency, and defaults the payment API", () => {
    expect(getConfig(envOf(base)).STRIPE_API_BASE).toBe("https://api.stripe.com");
    const { STRIPE_PRICE_MONTHLY: _m, ...rest } = base;
    expect(() => getConfig(envOf(rest))).toThrowError(/STRIPE_PRICE_MONTHLY is required in production/);
  });

  it("requires a long session secret when deployed", () => {
    expect(() => getConfig(envOf({ ...base, SESSION_SECRET: "short" }))).toThrowError(/SESSION_SECRET/);
  });

  it("names the e-mail settings a real provider needs", () => {
    expect(getConfig(envOf(base)).EMAIL_PROVIDER).toBe("log");
    expect(() => getConfig(envOf({ ...base, EMAIL_PROVIDER: "http", STAFF_EMAIL: "a@b.c", EMAIL_FROM: "x@b.c" }))).toThrowError(
      /EMAIL_API_URL[\s\S]*EMAIL_API_KEY/,
    );
    expect(() => getConfig(envOf({ ...base, EMAIL_PROVIDER: "cloudflare" }))).toThrowError(/STAFF_EMAIL[\s\S]*EMAIL_FROM/);
    expect(() => getConfig(envOf({ ...base, EMAIL_PROVIDER: "smtp" }))).toThrowError(/EMAIL_PROVIDER/);
  });

  it("refuses plain http for a deployed site", () => {
    expect(() => getConfig(envOf({ ...base, SITE_URL: "http://www.example.com" }))).toThrowError(/https/);
  });

  it("needs no secrets for local development", () => {
    expect(
      getConfig(envOf({ SITE_URL: "http://localhost:5173", BILLING_PORTAL_URL: "https://billing.example.com", ENVIRONMENT: "development" })).ENVIRONMENT,
    ).toBe("development");
  });

  it("builds the business contact from the vars, and requires it when deployed", () => {
    const contact = businessContact(getConfig(envOf({ ...base, SOCIAL_FACEBOOK_URL: "https://www.facebook.com/cleanpawsmiami", SOCIAL_GOOGLE_URL: "" })));
    expect(contact.phoneHref).toBe("tel:+13052048812");
    expect(contact.address.locality).toBe("Coral Gables");
    expect(contact.social).toEqual([{ name: "Facebook", url: "https://www.facebook.com/cleanpawsmiami" }]);
    const { BUSINESS_PHONE: _p, BUSINESS_EMAIL: _e, ...rest } = base;
    try {
      getConfig(envOf(rest));
      expect.unreachable();
    } catch (error) {
      expect(error instanceof ConfigError && error.problems.join("\n")).toMatch(/BUSINESS_PHONE is required[\s\S]*BUSINESS_EMAIL is required/);
    }
  });

  it("treats a missing or unknown ENVIRONMENT as production and checks its secrets", () => {
    const { ENVIRONMENT: _e, SESSION_SECRET: _s, ...rest } = base;
    for (const env of [rest, { ...rest, ENVIRONMENT: "dev" }, { ...rest, ENVIRONMENT: "" }]) {
      expect(() => getConfig(envOf(env))).toThrowError(/SESSION_SECRET/);
    }
    expect(getConfig(envOf({ ...rest, SESSION_SECRET: base.SESSION_SECRET })).ENVIRONMENT).toBe("production");
  });
});
