import type { FieldErrors } from "~/lib/forms";
import { fill, type Locale } from "~/lib/i18n";
import { localizeLoginErrors, loginRules } from "~/lib/login-rules";
import { businessContact, getConfig } from "../config";
import { accountPages } from "../content/account-pages";
import { inLocale } from "../content/catalogue";
import type { Db } from "../db/client";
import { log } from "../log";
import { turnstileSiteKey } from "../turnstile";
import { attemptSignIn } from "./authenticator";
import { accountHome } from "./guards";
import { createSession, destroySession } from "./session";

/** The sign-in page's words in its language. Every failed sign-in gets the one `invalid` message, so it never reveals whether the email has an account. */
export const signInWords = (locale: Locale) => {
  const copy = inLocale(accountPages, locale);
  return { common: copy.common, copy: copy.signIn };
};

/** The sign-in form sent back: the messages beside its fields or above it, the e-mail typed, and the challenge's site key when one is needed. */
export interface SignInForm {
  errors: FieldErrors;
  formError: string | null;
  email: string;
  turnstileSiteKey?: string;
}

/** What a sign-in came to; the route answers each. */
export type SignInOutcome =
  /** Signed in: to the account's home with the new session's cookie. */
  | { result: "signed_in"; location: string; cookie: string }
  /** The form again: wrong input (400), wrong e-mail or password (401), the challenge (403), too many attempts (429, with its wait in seconds), or a failure of ours (503). */
  | { result: "form"; status: 400 | 401 | 403 | 429 | 503; form: SignInForm; retryAfter?: number };

/**
 * Signs in with the posted form (server/auth/authenticator.ts: rate limits, the challenge when an
 * account is under attack, the password). A new session id at every sign-in (no session fixation);
 * the previous session, if any, ends. Anything unexpected is logged and answered with the phone.
 */
export async function signInFromForm(db: Db, env: Env, request: Request, locale: Locale): Promise<SignInOutcome> {
  const { common, copy } = signInWords(locale);
  let email = "";
  try {
    // The e-mail typed, kept for the form should anything fail; the strategy reads the body itself.
    const typed = (await request.clone().formData()).get("email");
    if (typeof typed === "string") email = typed.slice(0, 254);
    const siteKey = turnstileSiteKey(env);
    const turnstile = siteKey && env.TURNSTILE_SECRET_KEY ? { siteKey, secret: env.TURNSTILE_SECRET_KEY } : null;
    const attempt = await attemptSignIn(db, request, turnstile);
    switch (attempt.result) {
      case "ok": {
        await destroySession(request, env);
        const session = await createSession(env, attempt.user, attempt.user.remember);
        return { result: "signed_in", location: accountHome(attempt.user, locale), cookie: session.cookie };
      }
      case "invalid": {
        const errors = localizeLoginErrors(attempt.errors, loginRules({ ...common, passwordRequired: copy.passwordRequired }));
        return { result: "form", status: 400, form: { errors, formError: null, email: attempt.values.email ?? "" } };
      }
      case "wrong":
        return { result: "form", status: 401, form: { errors: {}, formError: copy.invalid, email: attempt.email } };
      case "challenge":
        return {
          result: "form",
          status: 403,
          form: { errors: {}, formError: attempt.failed ? copy.challengeFailed : copy.challenge, email: attempt.email, turnstileSiteKey: attempt.siteKey },
        };
      case "throttled": {
        const n = Math.max(1, Math.ceil(attempt.retryAfter / 60));
        const formError = fill(copy.throttled, { minutes: n === 1 ? copy.minute : fill(copy.minutes, { n }) });
        return { result: "form", status: 429, form: { errors: {}, formError, email: attempt.email }, retryAfter: attempt.retryAfter };
      }
    }
  } catch (error) {
    log.error("sign_in_failed", error);
    const phone = businessContact(getConfig(env)).phone;
    return { result: "form", status: 503, form: { errors: {}, formError: fill(copy.unexpected, { phone }), email } };
  }
}
