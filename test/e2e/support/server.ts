/**
 * The end-to-end server's address: the production build served on 127.0.0.1:E2E_PORT (default
 * 4173; playwright.config.ts starts it), which the seeding helpers (local-state.ts) call too.
 * A loopback host: the /dev/* tools answer no other (server/middleware/local-only.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** The payment provider's webhook secret of the end-to-end server, which test/e2e/billing.spec.ts signs events with. */
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_stand_in";
/** The SMS provider's signing token of the end-to-end server, which test/e2e/support/sms.ts signs a customer's text with. */
export const E2E_TWILIO_AUTH_TOKEN = "twilio_e2e_auth_token";

/**
 * The Worker's variables on the end-to-end server, over those of the production build
 * (wrangler.toml): written to the build's `.dev.vars`, which Vite's preview reads when it serves
 * (playwright.config.ts). So the build is the one `npm run build` makes, the same the smoke test
 * serves as production (.ci/run reuses it), and the test settings exist only on this server.
 */
export const E2E_WORKER_VARS: Record<string, string> = {
  ENVIRONMENT: "test",
  // Payments go to the in-app stand-in of the provider's API (server/billing/stand-in.ts) under
  // this same server, with test price ids.
  STRIPE_API_BASE: `${E2E_ORIGIN}/dev/stripe`,
  STRIPE_SECRET_KEY: "sk_test_stand_in",
  STRIPE_PRICE_WEEKLY: "price_test_weekly",
  STRIPE_PRICE_BI_WEEKLY: "price_test_bi_weekly",
  STRIPE_PRICE_MONTHLY: "price_test_monthly",
  STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
  // Texts at any hour (quiet hours are tested in the worker tests with a set clock).
  SMS_QUIET_HOURS: "off",
  TWILIO_AUTH_TOKEN: E2E_TWILIO_AUTH_TOKEN,
};
