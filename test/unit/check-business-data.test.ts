import { describe, expect, it } from "vitest";
import { findPlaceholders, PRICE_VARS, placeholderReason, priceProblems, readVars, readWranglerVars } from "../../scripts/check-business-data.mjs";
import { STRIPE_PRICE_VARS } from "../../server/config";
import { BUSINESS_VARS } from "./support/business";

const real = {
  SITE_URL: "https://www.cleanpawsmiami.com",
  BILLING_PORTAL_URL: "https://billing.stripe.com/p/login/14k8zA",
  ...BUSINESS_VARS,
  SOCIAL_FACEBOOK_URL: "",
};

describe("deploy check for placeholder business data", () => {
  it("accepts real-looking values and empty optional social links", () => {
    expect(findPlaceholders(real)).toEqual([]);
  });

  it("names each placeholder: 555 numbers, example domains, TODO, missing values", () => {
    const problems = findPlaceholders({
      ...real,
      BUSINESS_PHONE: "305-555-0142",
      BUSINESS_EMAIL: "hello@example.com",
      SITE_URL: "https://www.example.org",
      BUSINESS_ADDRESS_STREET: "TODO",
      BILLING_PORTAL_URL: "https://billing.stripe.com/p/login/live_placeholder",
      SOCIAL_INSTAGRAM_URL: "https://instagram.example.net/cleanpaws",
      BUSINESS_HOURS_DAYS: undefined as unknown as string,
    });
    expect(problems).toEqual([
      'SITE_URL = "https://www.example.org" uses a reserved example domain',
      'BILLING_PORTAL_URL = "https://billing.stripe.com/p/login/live_placeholder" is marked as a placeholder',
      'BUSINESS_PHONE = "305-555-0142" is a fictional 555 phone number',
      'BUSINESS_EMAIL = "hello@example.com" uses a reserved example domain',
      'BUSINESS_ADDRESS_STREET = "TODO" is marked as a placeholder',
      "BUSINESS_HOURS_DAYS is not set",
      'SOCIAL_INSTAGRAM_URL = "https://instagram.example.net/cleanpaws" uses a reserved example domain',
    ]);
  });

  it("refuses the development e-mail outbox and accepts a real provider", () => {
    expect(findPlaceholders({ ...real, EMAIL_PROVIDER: "outbox" })).toEqual([
      'EMAIL_PROVIDER = "outbox" is for development and tests (use "http" or "cloudflare")',
    ]);
    expect(findPlaceholders({ ...real, EMAIL_PROVIDER: "http" })).toEqual([]);
  });

  it("spots 555 numbers in every common format, and only those", () => {
    for (const phone of ["(305) 555-0142", "305.555.0142", "+1 305 555 0142", "3055550142"]) expect(placeholderReason(phone)).toMatch(/555/);
    for (const phone of ["(305) 204-5550", "(555) 204-1234"]) expect(placeholderReason(phone)).toBeNull();
  });

  it("reads one environment's vars from wrangler.toml", () => {
    const toml = `[vars]\nBUSINESS_PHONE = "(305) 555-0142"\n\n[env.production.vars]\n# comment\nBUSINESS_PHONE = "(305) 204-8812" # trailing\nBUSINESS_EMAIL = 'hi@cleanpawsmiami.com'\n\n[[env.production.d1_databases]]\nbinding = "DB"\n`;
    expect(readVars(toml, "production")).toEqual({ BUSINESS_PHONE: "(305) 204-8812", BUSINESS_EMAIL: "hi@cleanpawsmiami.com" });
    expect(readVars(toml, "")).toEqual({ BUSINESS_PHONE: "(305) 555-0142" });
  });

  it("refuses production without a price id for every plan, and anything that is not one", () => {
    expect(PRICE_VARS).toEqual([...STRIPE_PRICE_VARS]);
    expect(priceProblems({ STRIPE_PRICE_WEEKLY: "price_1Qa2b3", STRIPE_PRICE_BI_WEEKLY: "price_1Qa2b4", STRIPE_PRICE_MONTHLY: "price_1Qa2b5" })).toEqual([]);
    expect(priceProblems({ STRIPE_PRICE_WEEKLY: "price_1Qa2b3", STRIPE_PRICE_BI_WEEKLY: "", STRIPE_PRICE_MONTHLY: "prod_123" })).toEqual([
      "STRIPE_PRICE_BI_WEEKLY is not set: the payment provider's price id of that plan (price_...)",
      'STRIPE_PRICE_MONTHLY = "prod_123" is not a price id (price_...)',
    ]);
    expect(priceProblems(readWranglerVars("production"))).toHaveLength(3);
  });

  it("refuses the project's own production vars until the owner fills them in", () => {
    const vars = readWranglerVars("production");
    const problems = findPlaceholders(vars).join("\n");
    expect(problems).toContain("BUSINESS_PHONE");
    expect(problems).toContain("BUSINESS_EMAIL");
  });
});
