import type { Locale } from "~/lib/i18n";
import { type BusinessContact, telHref } from "~/lib/business-contact";
import { z } from "~/lib/zod";

/**
 * Configuration and secrets, validated once per isolate with zod (the project's one build,
 * `zod/mini` from app/lib/zod.ts). This module is server-only: it gives server-side validation
 * zod's English default messages (the forms' own messages are always explicit), so an operator
 * reads every problem in words.
 * Read everything through `getConfig(env)`. In staging and production a missing or malformed
 * required value stops the Worker with an operator-facing message instead of a silent default.
 */
z.config(z.locales.en());

/** A text value, trimmed; empty or unset is `undefined`. */
const optional = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((v) => (v ? v : undefined)),
);
/** An optional value that, when set, must pass `schema`. */
const optionalOf = <T extends z.core.$ZodType<string, string>>(schema: T) => z.pipe(optional, z.optional(schema));
const matching = (pattern: RegExp, message: string) => optionalOf(z.string().check(z.regex(pattern, message)));
const absoluteUrl = (message: string) => optionalOf(z.url({ message }));

const baseSchema = z.object({
  /**
   * Production is the default: a missing or unknown value is treated as production (every
   * required secret is checked). Local runs set `development` or `test` explicitly.
   */
  ENVIRONMENT: z.catch(z.enum(["development", "test", "staging", "production"]), "production"),
  SITE_URL: z.url({ message: "SITE_URL must be an absolute URL such as https://www.example.com" }),
  BILLING_PORTAL_URL: z.url({ message: "BILLING_PORTAL_URL must be an absolute URL" }),
  STRIPE_PRICING_TABLE_ID: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_PRICING_TABLE_SCRIPT_URL: z._default(z.url(), "https://js.stripe.com/v3/pricing-table.js"),
  STRIPE_WEBHOOK_SECRET: optional,
  /** The provider's secret API key (server/billing/stripe.ts): without it, payment links are "not configured". */
  STRIPE_SECRET_KEY: optional,
  /** The provider's API origin; tests and local runs point it at a stand-in (docs/configuration.md). */
  STRIPE_API_BASE: z.pipe(
    absoluteUrl("STRIPE_API_BASE must be an absolute URL"),
    z.transform((v) => v ?? "https://api.stripe.com"),
  ),
  /**
   * The geocoding provider's origin (the US Census Geocoder's API, server/geo/geocoder.ts). Unset:
   * the Census in staging and production, the in-Worker stand-in in development and tests.
   */
  GEOCODER_API_BASE: absoluteUrl("GEOCODER_API_BASE must be an absolute URL"),
  /** The subscription price of each service frequency (one per plan and frequency; residential plans). */
  STRIPE_PRICE_WEEKLY: optional,
  STRIPE_PRICE_BI_WEEKLY: optional,
  STRIPE_PRICE_MONTHLY: optional,
  /** "1": the customer area's billing portal link is a portal session created through the API (needs the secret key). */
  STRIPE_PORTAL_SESSIONS: optional,
  TURNSTILE_SITE_KEY: optional,
  TURNSTILE_SECRET_KEY: optional,
  ADMIN_API_TOKEN: optional,
  /** Signs the wizard's form token and lead reference (server/signing.ts). */
  SESSION_SECRET: optional,
  LEAD_WEBHOOK_URL: optional,
  LEAD_RATE_LIMIT_PER_HOUR: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** New-lead e-mails (server/notifications/): "log" only logs them (development). */
  EMAIL_PROVIDER: z._default(
    z.enum(["log", "outbox", "http", "cloudflare"], { message: 'EMAIL_PROVIDER must be "log", "outbox", "http" or "cloudflare"' }),
    "log",
  ),
  EMAIL_API_URL: absoluteUrl("EMAIL_API_URL must be an absolute URL"),
  EMAIL_API_KEY: optional,
  STAFF_EMAIL: optional,
  EMAIL_FROM: optional,
  /** Text messages (server/sms/): "outbox" keeps them in local D1 (/dev/outbox), "log" only logs, "twilio" sends. */
  SMS_PROVIDER: z._default(z.enum(["log", "outbox", "twilio"], { message: 'SMS_PROVIDER must be "log", "outbox" or "twilio"' }), "log"),
  TWILIO_ACCOUNT_SID: matching(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be the account SID (AC followed by 32 hex digits)"),
  /** Secret: authenticates sends and signs the provider's webhooks (X-Twilio-Signature). */
  TWILIO_AUTH_TOKEN: optional,
  /** The sender: a registered number in E.164, or a messaging service (one of the two). */
  TWILIO_FROM_NUMBER: matching(/^\+1[2-9]\d{9}$/, "TWILIO_FROM_NUMBER must be a US number in E.164, such as +13055550142"),
  TWILIO_MESSAGING_SERVICE_SID: matching(/^MG[0-9a-fA-F]{32}$/, "TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hex digits"),
  /** "off" only in development and tests (the end-to-end build): texts then go out at any hour. */
  SMS_QUIET_HOURS: z.catch(z.enum(["on", "off"]), "on"),
  // The business's contact details (app/lib/business-contact.ts). Required when deployed;
  // `npm run deploy` refuses placeholders (scripts/check-business-data.mjs).
  BUSINESS_PHONE: matching(/^[\d\s()+.-]{7,30}$/, "BUSINESS_PHONE must be a phone number such as (305) 555-0142"),
  BUSINESS_EMAIL: optionalOf(z.email({ message: "BUSINESS_EMAIL must be an e-mail address" })),
  BUSINESS_ADDRESS_STREET: optional,
  BUSINESS_ADDRESS_LOCALITY: optional,
  BUSINESS_ADDRESS_REGION: optional,
  BUSINESS_ADDRESS_POSTAL_CODE: optional,
  BUSINESS_HOURS_DAYS: optional,
  BUSINESS_HOURS_DAYS_ES: optional,
  BUSINESS_HOURS_OPEN: matching(/^\d{2}:\d{2}$/, "BUSINESS_HOURS_OPEN must be HH:MM, such as 08:00"),
  BUSINESS_HOURS_CLOSE: matching(/^\d{2}:\d{2}$/, "BUSINESS_HOURS_CLOSE must be HH:MM, such as 18:00"),
  SOCIAL_FACEBOOK_URL: absoluteUrl("SOCIAL_FACEBOOK_URL must be an absolute URL"),
  SOCIAL_INSTAGRAM_URL: absoluteUrl("SOCIAL_INSTAGRAM_URL must be an absolute URL"),
  SOCIAL_GOOGLE_URL: absoluteUrl("SOCIAL_GOOGLE_URL must be an absolute URL"),
});

/** Business details every deployed Worker must have (social links are optional). */
export const REQUIRED_BUSINESS_VARS = [
  "BUSINESS_PHONE",
  "BUSINESS_EMAIL",
  "BUSINESS_ADDRESS_STREET",
  "BUSINESS_ADDRESS_LOCALITY",
  "BUSINESS_ADDRESS_REGION",
  "BUSINESS_ADDRESS_POSTAL_CODE",
  "BUSINESS_HOURS_DAYS",
  "BUSINESS_HOURS_DAYS_ES",
  "BUSINESS_HOURS_OPEN",
  "BUSINESS_HOURS_CLOSE",
] as const;

/** The subscription price id variables, one per service frequency (server/billing/stripe.ts). */
export const STRIPE_PRICE_VARS = ["STRIPE_PRICE_WEEKLY", "STRIPE_PRICE_BI_WEEKLY", "STRIPE_PRICE_MONTHLY"] as const;

const REQUIRED_IN_PRODUCTION = ["STRIPE_PRICING_TABLE_ID", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", ...STRIPE_PRICE_VARS] as const;

/** The secrets `npm run deploy` checks first (scripts/check-secrets.mjs keeps the same list). */
export const REQUIRED_SECRETS = ["SESSION_SECRET", "STRIPE_WEBHOOK_SECRET"] as const;

const schema = baseSchema.check(
  z.superRefine((cfg, ctx) => {
    const deployed = cfg.ENVIRONMENT === "production" || cfg.ENVIRONMENT === "staging";
    if (!deployed) return;
    if (!cfg.SITE_URL.startsWith("https://")) {
      ctx.addIssue({ code: "custom", path: ["SITE_URL"], message: "SITE_URL must use https:// when deployed" });
    }
    for (const key of REQUIRED_BUSINESS_VARS) {
      if (!cfg[key]) ctx.addIssue({ code: "custom", path: [key], message: `${key} is required when deployed ([env.<name>.vars] in wrangler.toml)` });
    }
    if (!cfg.SESSION_SECRET || cfg.SESSION_SECRET.length < 32) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET must be set to 32+ random characters (wrangler secret put SESSION_SECRET)",
      });
    }
    if (cfg.EMAIL_PROVIDER === "outbox") {
      ctx.addIssue({
        code: "custom",
        path: ["EMAIL_PROVIDER"],
        message: 'EMAIL_PROVIDER "outbox" keeps e-mails in the database for development and tests; a deployed Worker must send them ("http" or "cloudflare")',
      });
    }
    if (cfg.SMS_PROVIDER === "outbox") {
      ctx.addIssue({
        code: "custom",
        path: ["SMS_PROVIDER"],
        message: 'SMS_PROVIDER "outbox" keeps texts in the database for development and tests; a deployed Worker must use "twilio" (or "log")',
      });
    }
    if (cfg.SMS_QUIET_HOURS === "off") {
      ctx.addIssue({ code: "custom", path: ["SMS_QUIET_HOURS"], message: "SMS_QUIET_HOURS may be off only in development and tests (no texts 9 pm to 8 am)" });
    }
    if (cfg.SMS_PROVIDER === "twilio") {
      if (!cfg.TWILIO_ACCOUNT_SID)
        ctx.addIssue({ code: "custom", path: ["TWILIO_ACCOUNT_SID"], message: 'TWILIO_ACCOUNT_SID is required when SMS_PROVIDER is "twilio"' });
      if (!cfg.TWILIO_AUTH_TOKEN)
        ctx.addIssue({
          code: "custom",
          path: ["TWILIO_AUTH_TOKEN"],
          message: 'TWILIO_AUTH_TOKEN is required when SMS_PROVIDER is "twilio" (wrangler secret put TWILIO_AUTH_TOKEN)',
        });
      if (!cfg.TWILIO_FROM_NUMBER && !cfg.TWILIO_MESSAGING_SERVICE_SID)
        ctx.addIssue({
          code: "custom",
          path: ["TWILIO_FROM_NUMBER"],
          message: 'TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER is "twilio"',
        });
    }
    if (cfg.EMAIL_PROVIDER !== "log" && cfg.EMAIL_PROVIDER !== "outbox") {
      for (const key of ["STAFF_EMAIL", "EMAIL_FROM"] as const) {
        if (!cfg[key]) ctx.addIssue({ code: "custom", path: [key], message: `${key} is required when EMAIL_PROVIDER is "${cfg.EMAIL_PROVIDER}"` });
      }
    }
    if (cfg.EMAIL_PROVIDER === "http") {
      if (!cfg.EMAIL_API_URL) ctx.addIssue({ code: "custom", path: ["EMAIL_API_URL"], message: 'EMAIL_API_URL is required when EMAIL_PROVIDER is "http"' });
      if (!cfg.EMAIL_API_KEY)
        ctx.addIssue({
          code: "custom",
          path: ["EMAIL_API_KEY"],
          message: 'EMAIL_API_KEY is required when EMAIL_PROVIDER is "http" (wrangler secret put EMAIL_API_KEY)',
        });
    }
    if (cfg.ENVIRONMENT !== "production") return;
    for (const key of REQUIRED_IN_PRODUCTION) {
      if (!cfg[key]) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} is required in production (wrangler secret put ${key} or [env.production.vars])` });
      }
    }
    if (cfg.ADMIN_API_TOKEN && cfg.ADMIN_API_TOKEN.length < 32) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_API_TOKEN"], message: "ADMIN_API_TOKEN must be at least 32 characters" });
    }
    if (cfg.TURNSTILE_SITE_KEY && !cfg.TURNSTILE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["TURNSTILE_SECRET_KEY"], message: "TURNSTILE_SECRET_KEY is required when TURNSTILE_SITE_KEY is set" });
    }
  }),
);

export type Config = z.output<typeof baseSchema>;

/**
 * Development and tests: the only places the /dev/* tools exist (the outbox page, the payment
 * provider's stand-in, the end-to-end seeding routes). Anywhere else they answer 404.
 */
export const isLocalEnvironment = (config: Pick<Config, "ENVIRONMENT">) => config.ENVIRONMENT === "development" || config.ENVIRONMENT === "test";

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid Worker configuration:\n- ${problems.join("\n- ")}`);
    this.name = "ConfigError";
  }
}

const cache = new WeakMap<object, Config>();

/** The validated configuration; throws ConfigError listing every problem. */
export function getConfig(env: Env): Config {
  const cached = cache.get(env);
  if (cached) return cached;
  const result = z.safeParse(schema, { ...env });
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".") || "config"}: ${i.message}`));
  }
  cache.set(env, result.data);
  return result.data;
}

/** Local development and tests without the vars still render a complete page (never deployed: see above). */
const DEV_BUSINESS = {
  BUSINESS_PHONE: "(305) 555-0142",
  BUSINESS_EMAIL: "hello@example.com",
  BUSINESS_ADDRESS_STREET: "1200 Brickell Avenue, Suite 1800",
  BUSINESS_ADDRESS_LOCALITY: "Miami",
  BUSINESS_ADDRESS_REGION: "FL",
  BUSINESS_ADDRESS_POSTAL_CODE: "33131",
  BUSINESS_HOURS_DAYS: "Monday to Saturday",
  BUSINESS_HOURS_DAYS_ES: "de lunes a sábado",
  BUSINESS_HOURS_OPEN: "08:00",
  BUSINESS_HOURS_CLOSE: "18:00",
} as const satisfies Record<(typeof REQUIRED_BUSINESS_VARS)[number], string>;

const contactCache = new WeakMap<Config, Partial<Record<Locale, BusinessContact>>>();

/** The business's contact details from the configuration, for pages (root loader), JSON-LD and server messages. */
export function businessContact(config: Config, locale: Locale = "en"): BusinessContact {
  const cached = contactCache.get(config)?.[locale];
  if (cached) return cached;
  const v = (key: keyof typeof DEV_BUSINESS) => config[key] ?? DEV_BUSINESS[key];
  const phone = v("BUSINESS_PHONE");
  const social = [
    { name: "Facebook", url: config.SOCIAL_FACEBOOK_URL },
    { name: "Instagram", url: config.SOCIAL_INSTAGRAM_URL },
    { name: "Google", url: config.SOCIAL_GOOGLE_URL },
  ].filter((link): link is { name: string; url: string } => Boolean(link.url));
  const contact: BusinessContact = {
    phone,
    phoneHref: telHref(phone),
    email: v("BUSINESS_EMAIL"),
    address: {
      street: v("BUSINESS_ADDRESS_STREET"),
      locality: v("BUSINESS_ADDRESS_LOCALITY"),
      region: v("BUSINESS_ADDRESS_REGION"),
      postalCode: v("BUSINESS_ADDRESS_POSTAL_CODE"),
      country: "US",
    },
    hours: { days: v(locale === "es" ? "BUSINESS_HOURS_DAYS_ES" : "BUSINESS_HOURS_DAYS"), opens: v("BUSINESS_HOURS_OPEN"), closes: v("BUSINESS_HOURS_CLOSE") },
    billingPortalUrl: config.BILLING_PORTAL_URL,
    social,
  };
  contactCache.set(config, { ...contactCache.get(config), [locale]: contact });
  return contact;
}
