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

/**
 * What a sign-in attempt came to: the account, or why not. The form did not pass validation
 * (errors keyed by field name); wrong e-mail or password (deliberately the same for unknown
 * e-mails, deactivated and not yet accepted accounts); too many attempts for this e-mail from this
 * IP, or from this IP overall; or the account is under attack from many addresses and a Turnstile
 * challenge must be passed first (`failed`: a token was sent but did not verify).
 */
export type SignInAttempt =
  | { result: "ok"; user: AuthUser }
  | { result: "invalid"; errors: FieldErrors; values: FormValues }
  | { result: "wrong"; email: string }
  | { result: "throttled"; email: string; retryAfter: number }
  | { result: "challenge"; email: string; siteKey: string; failed: boolean };

export const accountIpLimitKey = (email: string, ip: string) => `login:account-ip:${email.toLowerCase()}|${ip}`;
export const accountLimitKey = (email: string) => `login:account:${email.toLowerCase()}`;
export const ipLimitKey = (ip: string) => `login:ip:${ip}`;

export interface LoginTurnstile {
  siteKey: string;
  secret: string;
}

/**
 * Signs in with the form posted in `request`: remix-auth with one form strategy (remix-auth-form
 * reads the body), made per request because the verify step needs the request's D1 client. The
 * strategy answers what the attempt came to, a refusal included, so nothing is thrown for a wrong
 * password or a throttle; an exception is a failure of ours.
 */
export function attemptSignIn(db: Db, request: Request, turnstile: LoginTurnstile | null = null): Promise<SignInAttempt> {
  const authenticator = new Authenticator<SignInAttempt>();
  authenticator.use(new FormStrategy<SignInAttempt>(({ form, request }) => checkSignIn(db, form, request, turnstile)), "form");
  return authenticator.authenticate("form", request);
}

/**
 * Checks the sign-in form posted with `request` (for its client address). Every attempt is
 * reserved (atomic increment that returns the count) before the password is checked, so
 * concurrent guesses cannot all slip under the limit.
 */
async function checkSignIn(db: Db, form: FormData, request: Request, turnstile: LoginTurnstile | null): Promise<SignInAttempt> {
  const parsed = parseForm(loginSchema, form);
  if (!parsed.ok) return { result: "invalid", errors: parsed.errors, values: { email: parsed.values.email ?? "" } };
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
    return { result: "throttled", email, retryAfter: Math.max(...waits) };
  }
  if (turnstile && !reserved.account.allowed) {
    const token = form.get("cf-turnstile-response");
    if (!(await verifyTurnstile(turnstile.secret, token, ip))) {
      return { result: "challenge", email, siteKey: turnstile.siteKey, failed: typeof token === "string" && token !== "" };
    }
  }

  const user = await findUserByEmail(db, email);
  const valid = user ? await verifyPassword(password, user.password_hash) : await dummyVerify(password);
  // A deactivated or not yet accepted account gets the wrong-password answer, after the same work.
  if (!user || !valid || user.status !== "active") return { result: "wrong", email };
  await recordSignIn(db, user.id);
  // The owner's success clears this address's count and gives back the attempt elsewhere;
  // the account-wide count stays, so an attack in progress keeps needing the challenge.
  await Promise.all([resetRateLimit(db, keys.accountIp.key), refundRateLimit(db, keys.ip.key, keys.ip.rule)]);
  return { result: "ok", user: { id: user.id, email: user.email, name: user.name, role: user.role, locale: user.locale, remember } };
}
