import * as z from "zod";
import "../app/lib/zod";

/**
 * Configuration and secrets, validated once per isolate with zod (the full build: this module is
 * server-only; the forms share `zod/mini` from app/lib/zod.ts, whose `jitless` setting applies here too).
 * Loading the full build also gives server-side validation its English default messages (the
 * forms' own messages are always explicit).
 * Read everything through `getConfig(env)`. In staging and production a missing or malformed
 * required value stops the Worker with an operator-facing message instead of a silent default.
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const baseSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "staging", "production"]).default("development"),
  SITE_URL: z.url({ message: "SITE_URL must be an absolute URL such as https://www.example.com" }),
  BILLING_PORTAL_URL: z.url({ message: "BILLING_PORTAL_URL must be an absolute URL" }),
  STRIPE_PRICING_TABLE_ID: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_PRICING_TABLE_SCRIPT_URL: z.url().default("https://js.stripe.com/v3/pricing-table.js"),
  STRIPE_WEBHOOK_SECRET: optional,
  TURNSTILE_SITE_KEY: optional,
  TURNSTILE_SECRET_KEY: optional,
  ADMIN_API_TOKEN: optional,
  /** Signs the wizard's form token and lead reference (server/leads/signing.ts). */
  SESSION_SECRET: optional,
  LEAD_WEBHOOK_URL: optional,
  LEAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().optional(),
});

const REQUIRED_IN_PRODUCTION = ["STRIPE_PRICING_TABLE_ID", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

const schema = baseSchema.superRefine((cfg, ctx) => {
  const deployed = cfg.ENVIRONMENT === "production" || cfg.ENVIRONMENT === "staging";
  if (!deployed) return;
  if (!cfg.SITE_URL.startsWith("https://")) {
    ctx.addIssue({ code: "custom", path: ["SITE_URL"], message: "SITE_URL must use https:// when deployed" });
  }
  if (!cfg.SESSION_SECRET || cfg.SESSION_SECRET.length < 32) {
    ctx.addIssue({
      code: "custom",
      path: ["SESSION_SECRET"],
      message: "SESSION_SECRET must be set to 32+ random characters (wrangler secret put SESSION_SECRET)",
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
});

export type Config = z.output<typeof baseSchema>;

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
  const result = schema.safeParse({ ...env });
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join(".") || "config"}: ${i.message}`));
  }
  cache.set(env, result.data);
  return result.data;
}
