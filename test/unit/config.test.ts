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
  // Every message an operator can read, word for word, and every value the Worker reads: the
  // schema's library build may change, what it answers may not.
  it("lists each problem of a malformed configuration in the same words", () => {
    const problems = (values: Record<string, string>) => {
      try {
        getConfig(envOf(values));
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(
      problems({
        ...base,
        SITE_URL: "not a url",
        BILLING_PORTAL_URL: "",
        STRIPE_PRICING_TABLE_SCRIPT_URL: "nope",
        STRIPE_API_BASE: "api.stripe.com",
        LEAD_RATE_LIMIT_PER_HOUR: "-3",
        EMAIL_PROVIDER: "smtp",
        EMAIL_API_URL: "mail",
        SMS_PROVIDER: "pigeon",
        TWILIO_ACCOUNT_SID: "AC123",
        TWILIO_FROM_NUMBER: "3055550142",
        TWILIO_MESSAGING_SERVICE_SID: "MGxyz",
        BUSINESS_PHONE: "call us",
        BUSINESS_EMAIL: "hello",
        BUSINESS_HOURS_OPEN: "8am",
        BUSINESS_HOURS_CLOSE: "6pm",
        SOCIAL_FACEBOOK_URL: "facebook",
        SOCIAL_INSTAGRAM_URL: "instagram",
        SOCIAL_GOOGLE_URL: "google",
      }),
    ).toEqual([
      "SITE_URL: SITE_URL must be an absolute URL such as https://www.example.com",
      "BILLING_PORTAL_URL: BILLING_PORTAL_URL must be an absolute URL",
      "STRIPE_PRICING_TABLE_SCRIPT_URL: Invalid URL",
      "STRIPE_API_BASE: STRIPE_API_BASE must be an absolute URL",
      "LEAD_RATE_LIMIT_PER_HOUR: Too small: expected number to be >0",
      'EMAIL_PROVIDER: EMAIL_PROVIDER must be "log", "outbox", "http" or "cloudflare"',
      "EMAIL_API_URL: EMAIL_API_URL must be an absolute URL",
      'SMS_PROVIDER: SMS_PROVIDER must be "log", "outbox" or "twilio"',
      "TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID must be the account SID (AC followed by 32 hex digits)",
      "TWILIO_FROM_NUMBER: TWILIO_FROM_NUMBER must be a US number in E.164, such as +13055550142",
      "TWILIO_MESSAGING_SERVICE_SID: TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hex digits",
      "BUSINESS_PHONE: BUSINESS_PHONE must be a phone number such as (305) 555-0142",
      "BUSINESS_EMAIL: BUSINESS_EMAIL must be an e-mail address",
      "BUSINESS_HOURS_OPEN: BUSINESS_HOURS_OPEN must be HH:MM, such as 08:00",
      "BUSINESS_HOURS_CLOSE: BUSINESS_HOURS_CLOSE must be HH:MM, such as 18:00",
      "SOCIAL_FACEBOOK_URL: SOCIAL_FACEBOOK_URL must be an absolute URL",
      "SOCIAL_INSTAGRAM_URL: SOCIAL_INSTAGRAM_URL must be an absolute URL",
      "SOCIAL_GOOGLE_URL: SOCIAL_GOOGLE_URL must be an absolute URL",
    ]);
    expect(problems({ ...base, LEAD_RATE_LIMIT_PER_HOUR: "many" })).toEqual(["LEAD_RATE_LIMIT_PER_HOUR: Invalid input: expected number, received NaN"]);
    expect(problems({ ...base, LEAD_RATE_LIMIT_PER_HOUR: "2.5" })).toEqual(["LEAD_RATE_LIMIT_PER_HOUR: Invalid input: expected int, received number"]);
    // The rules that need every field: in their order, after the fields are valid.
    expect(
      problems({
        ...base,
        SITE_URL: "http://www.example.com",
        BUSINESS_PHONE: "",
        SESSION_SECRET: "short",
        EMAIL_PROVIDER: "outbox",
        SMS_PROVIDER: "twilio",
        SMS_QUIET_HOURS: "off",
        STRIPE_PRICE_MONTHLY: " ",
        ADMIN_API_TOKEN: "short",
        TURNSTILE_SITE_KEY: "0x4AAA",
      }),
    ).toEqual([
      "SITE_URL: SITE_URL must use https:// when deployed",
      "BUSINESS_PHONE: BUSINESS_PHONE is required when deployed ([env.<name>.vars] in wrangler.toml)",
      "SESSION_SECRET: SESSION_SECRET must be set to 32+ random characters (wrangler secret put SESSION_SECRET)",
      'EMAIL_PROVIDER: EMAIL_PROVIDER "outbox" keeps e-mails in the database for development and tests; a deployed Worker must send them ("http" or "cloudflare")',
      "SMS_QUIET_HOURS: SMS_QUIET_HOURS may be off only in development and tests (no texts 9 pm to 8 am)",
      'TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT_SID is required when SMS_PROVIDER is "twilio"',
      'TWILIO_AUTH_TOKEN: TWILIO_AUTH_TOKEN is required when SMS_PROVIDER is "twilio" (wrangler secret put TWILIO_AUTH_TOKEN)',
      'TWILIO_FROM_NUMBER: TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER is "twilio"',
      "STRIPE_PRICE_MONTHLY: STRIPE_PRICE_MONTHLY is required in production (wrangler secret put STRIPE_PRICE_MONTHLY or [env.production.vars])",
      "ADMIN_API_TOKEN: ADMIN_API_TOKEN must be at least 32 characters",
      "TURNSTILE_SECRET_KEY: TURNSTILE_SECRET_KEY is required when TURNSTILE_SITE_KEY is set",
    ]);
  });

  it("reads every value the same way: trimmed, empty as unset, numbers and defaults filled in", () => {
    expect(
      getConfig(
        envOf({
          ...base,
          ENVIRONMENT: "staging",
          SITE_URL: "https://staging.example.com",
          STRIPE_PRICING_TABLE_ID: "  prctbl_2  ",
          STRIPE_PUBLISHABLE_KEY: "",
          STRIPE_API_BASE: " http://127.0.0.1:8788 ",
          LEAD_RATE_LIMIT_PER_HOUR: "12",
          EMAIL_PROVIDER: "http",
          EMAIL_API_URL: "https://mail.example.com/send",
          EMAIL_API_KEY: "key",
          STAFF_EMAIL: "staff@example.com",
          EMAIL_FROM: "site@example.com",
          SMS_PROVIDER: "twilio",
          TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`,
          TWILIO_AUTH_TOKEN: "token",
          TWILIO_MESSAGING_SERVICE_SID: `MG${"b".repeat(32)}`,
          SMS_QUIET_HOURS: "sometimes",
          SOCIAL_GOOGLE_URL: "   ",
          UNRELATED_BINDING: "ignored",
        }),
      ),
    ).toEqual({
      ...BUSINESS_VARS,
      ENVIRONMENT: "staging",
      SITE_URL: "https://staging.example.com",
      BILLING_PORTAL_URL: "https://billing.example.com/p/login/x",
      STRIPE_PRICING_TABLE_ID: "prctbl_2",
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_PRICING_TABLE_SCRIPT_URL: "https://js.stripe.com/v3/pricing-table.js",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_SECRET_KEY: undefined,
      STRIPE_API_BASE: "http://127.0.0.1:8788",
      STRIPE_PRICE_WEEKLY: "price_weekly",
      STRIPE_PRICE_BI_WEEKLY: "price_biweekly",
      STRIPE_PRICE_MONTHLY: "price_monthly",
      STRIPE_PORTAL_SESSIONS: undefined,
      TURNSTILE_SITE_KEY: undefined,
      TURNSTILE_SECRET_KEY: undefined,
      ADMIN_API_TOKEN: undefined,
      SESSION_SECRET: base.SESSION_SECRET,
      LEAD_WEBHOOK_URL: undefined,
      LEAD_RATE_LIMIT_PER_HOUR: 12,
      EMAIL_PROVIDER: "http",
      EMAIL_API_URL: "https://mail.example.com/send",
      EMAIL_API_KEY: "key",
      STAFF_EMAIL: "staff@example.com",
      EMAIL_FROM: "site@example.com",
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_FROM_NUMBER: undefined,
      TWILIO_MESSAGING_SERVICE_SID: `MG${"b".repeat(32)}`,
      SMS_QUIET_HOURS: "on",
      BUSINESS_HOURS_DAYS_ES: "de lunes a sábado",
      SOCIAL_FACEBOOK_URL: undefined,
      SOCIAL_INSTAGRAM_URL: undefined,
      SOCIAL_GOOGLE_URL: undefined,
    });
  });
});
