import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema } from "~/lib/auth-schema";
import { type FieldErrors, type FormValues, parseForm } from "~/lib/forms";
import type { Db } from "../db/client";
import type { User } from "../db/schema";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "../models/rate-limits";
import { findUserByEmail } from "../models/users";
import { clientIp, rateLimitRules } from "../rate-limit-rules";
import { dummyVerify, verifyPassword } from "./password";

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: User["role"];
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

/** Too many failures for this email or from this IP. */
export class LoginThrottledError extends Error {
  override name = "LoginThrottledError";
  constructor(
    readonly email: string,
    readonly retryAfter: number,
  ) {
    super("Too many sign-in attempts");
  }
}

export const emailLimitKey = (email: string) => `login:email:${email.toLowerCase()}`;
export const ipLimitKey = (ip: string) => `login:ip:${ip}`;

/**
 * remix-auth with one form strategy. Made per request because the verify step needs the
 * request's D1 client. Throws the errors above; any other error is unexpected.
 */
export function createAuthenticator(db: Db) {
  const authenticator = new Authenticator<AuthUser>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const parsed = parseForm(loginSchema, form);
      if (!parsed.ok) throw new LoginValidationError(parsed.errors, { email: parsed.values.email ?? "" });
      const { email: rawEmail, password, remember } = parsed.data;
      const email = rawEmail.toLowerCase();

      const emailKey = emailLimitKey(email);
      const ipKey = ipLimitKey(clientIp(request));
      const [byEmail, byIp] = await Promise.all([
        peekRateLimit(db, emailKey, rateLimitRules.loginFailuresPerEmail),
        peekRateLimit(db, ipKey, rateLimitRules.loginFailuresPerIp),
      ]);
      if (!byEmail.allowed || !byIp.allowed) {
        throw new LoginThrottledError(email, Math.max(byEmail.allowed ? 0 : byEmail.retryAfter, byIp.allowed ? 0 : byIp.retryAfter));
      }

      const user = await findUserByEmail(db, email);
      const valid = user ? await verifyPassword(password, user.password_hash) : await dummyVerify(password);
      if (!user || !valid) {
        await Promise.all([
          hitRateLimit(db, emailKey, rateLimitRules.loginFailuresPerEmail),
          hitRateLimit(db, ipKey, rateLimitRules.loginFailuresPerIp),
        ]);
        throw new InvalidCredentialsError(email);
      }
      await resetRateLimit(db, emailKey);
      return { id: user.id, email: user.email, name: user.name, role: user.role, remember };
    }),
    "form",
  );
  return authenticator;
}
