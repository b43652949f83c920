import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema } from "~/lib/auth-schema";
import { type FieldErrors, type FormValues, parseForm } from "~/lib/forms";
import type { Db } from "../db/client";
import type { User } from "../db/schema";
import { verifyTurnstile } from "../turnstile";
import { refundRateLimit, reserveRateLimits, resetRateLimit } from "../models/rate-limits";
import { findUserByEmail, recordSignIn } from "../models/users";
import { clientIp, rateLimitRules } from "../rate-limit-rules";
import { dummyVerify, verifyPassword } from "./password";

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: User["role"];
  locale: User["locale"];
  remember: boolean;
}

/** The form did not pass validation; errors are keyed by field name. */
export class LoginValidationError extends Error {
  override name = "LoginValidationError";
  constructor(
    readonly errors: FieldErrors,
    readonly values: FormValues,
  ) {
    super("Invalid sign-in form");
  }
}

/** Wrong email or password. Deliberately the same for unknown emails. */
export class InvalidCredentialsError extends Error {
  override name = "InvalidCredentialsError";
  constructor(readonly email: string) {
    super("Invalid email or password");
  }
}

/** Too many attempts for this email from this IP, or from this IP overall. */
export class LoginThrottledError extends Error {
  override name = "LoginThrottledError";
  constructor(
    readonly email: string,
    readonly retryAfter: number,
  ) {
    super("Too many sign-in attempts");
  }
}

/** The account is under attack from many addresses: a Turnstile challenge must be passed first. */
export class LoginChallengeError extends Error {
  override name = "LoginChallengeError";
  constructor(
    readonly email: string,
    readonly siteKey: string,
    /** True when a token was sent but did not verify. */
    readonly failed: boolean,
  ) {
    super("Sign-in challenge required");
  }
}

export const accountIpLimitKey = (email: string, ip: string) => `login:account-ip:${email.toLowerCase()}|${ip}`;
export const accountLimitKey = (email: string) => `login:account:${email.toLowerCase()}`;
export const ipLimitKey = (ip: string) => `login:ip:${ip}`;

export interface LoginTurnstile {
  siteKey: string;
  secret: string;
}

/**
 * remix-auth with one form strategy. Made per request because the verify step needs the
 * request's D1 client. Throws the errors above; any other error is unexpected.
 *
 * Every attempt is reserved (atomic increment that returns the count) before the password is
 * checked, so concurrent guesses cannot all slip under the limit.
 */
export function createAuthenticator(db: Db, turnstile: LoginTurnstile | null = null) {
  const authenticator = new Authenticator<AuthUser>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const parsed = parseForm(loginSchema, form);
      if (!parsed.ok) throw new LoginValidationError(parsed.errors, { email: parsed.values.email ?? "" });
      const { email: rawEmail, password, remember } = parsed.data;
      const email = rawEmail.toLowerCase();
      const ip = clientIp(request);

      const keys = {
        accountIp: { key: accountIpLimitKey(email, ip), rule: rateLimitRules.loginAttemptsPerAccountIp },
        ip: { key: ipLimitKey(ip), rule: rateLimitRules.loginAttemptsPerIp },
        account: { key: accountLimitKey(email), rule: rateLimitRules.loginAttemptsPerAccount },
      };
      const reserved = await reserveRateLimits(db, keys);
      if (!reserved.accountIp.allowed || !reserved.ip.allowed) {
        const waits = [reserved.accountIp, reserved.ip].filter((r) => !r.allowed).map((r) => r.retryAfter);
        throw new LoginThrottledError(email, Math.max(...waits));
      }
      if (turnstile && !reserved.account.allowed) {
        const token = form.get("cf-turnstile-response");
        if (!(await verifyTurnstile(turnstile.secret, token, ip))) {
          throw new LoginChallengeError(email, turnstile.siteKey, typeof token === "string" && token !== "");
        }
      }

      const user = await findUserByEmail(db, email);
      const valid = user ? await verifyPassword(password, user.password_hash) : await dummyVerify(password);
      // A deactivated or not yet accepted account gets the wrong-password answer, after the same work.
      if (!user || !valid || user.status !== "active") throw new InvalidCredentialsError(email);
      await recordSignIn(db, user.id);
      // The owner's success clears this address's count and gives back the attempt elsewhere;
      // the account-wide count stays, so an attack in progress keeps needing the challenge.
      await Promise.all([resetRateLimit(db, keys.accountIp.key), refundRateLimit(db, keys.ip.key, keys.ip.rule)]);
      return { id: user.id, email: user.email, name: user.name, role: user.role, locale: user.locale, remember };
    }),
    "form",
  );
  return authenticator;
}
