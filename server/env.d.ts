// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
// They are set with `wrangler secret put NAME` (production) or `.dev.vars` (local).
interface Env {
  /** Signs the session id cookie. Required outside local development. */
  SESSION_SECRET?: string;
  /** Payment provider webhook signing secret (whsec_...). */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Optional Turnstile check on the quote wizard; off when unset. */
  TURNSTILE_SECRET_KEY?: string;
  /** Staff notification: each new lead is POSTed here as JSON (through the LEAD_NOTIFICATIONS queue). */
  LEAD_WEBHOOK_URL?: string;
  /** The transactional e-mail provider's API key, for EMAIL_PROVIDER = "http". */
  EMAIL_API_KEY?: string;
  /** Cloudflare's e-mail sending binding, for EMAIL_PROVIDER = "cloudflare" (wrangler.toml `send_email`). */
  EMAIL?: SendEmail;
  /** Twilio's auth token, for SMS_PROVIDER = "twilio": Basic auth of sends and the key of X-Twilio-Signature. */
  TWILIO_AUTH_TOKEN?: string;
  /** Bearer token for GET /api/admin/leads integrations. */
  ADMIN_API_TOKEN?: string;
}

// workerd's constant-time comparison (worker-configuration.d.ts has it, but the DOM lib's
// SubtleCrypto is the one the global `crypto` is typed with).
interface SubtleCrypto {
  timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
}

// Set by vite.config.ts for every build; absent under the worker tests.
interface ImportMetaEnv {
  readonly BUILD_STAMP?: string;
}

// The zxcvbn-ts common-password list (server/auth/password-policy.ts): a module of lower-case strings.
declare module "@zxcvbn-ts/language-common/dist/passwords.json.mjs" {
  const passwords: string[];
  export default passwords;
}
