import { getConfig } from "./config";
import type { RateLimitRule } from "./models/rate-limits";

/** Every rate limit in the product, in one place. */
export const rateLimitRules = {
  /**
   * Stored leads per IP (wizard and public API together); LEAD_RATE_LIMIT_PER_HOUR overrides the limit.
   * Generous: an office or a phone carrier's shared address sends many people through one IP.
   */
  leadSubmissions: { limit: 30, windowSeconds: 60 * 60 },
  /**
   * Sign-in attempts for one email address from one IP (reserved before the password is checked;
   * a success clears it). Past it that address alone is paused: the owner elsewhere is not.
   */
  loginAttemptsPerAccountIp: { limit: 5, windowSeconds: 15 * 60 },
  /** Sign-in attempts from one IP across all emails (a success gives its attempt back). */
  loginAttemptsPerIp: { limit: 20, windowSeconds: 15 * 60 },
  /**
   * Sign-in attempts for one email address from every IP. Past it a Turnstile challenge is
   * required when Turnstile is configured; without it nothing is locked at this level.
   */
  loginAttemptsPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Password-reset requests for one address from one IP (known or unknown addresses alike): the
   * limit a person sees. Keyed by address and client, so a stranger asking for someone's address
   * never stops its owner asking from their own network.
   */
  passwordResetsPerAddressIp: { limit: 3, windowSeconds: 60 * 60 },
  /**
   * Reset e-mails sent to one account's address, whoever asks. Silent: past it the answer is the
   * same "sent" and nothing is sent, so requests from many addresses cannot flood a mailbox.
   */
  passwordResetEmailsPerAddress: { limit: 6, windowSeconds: 60 * 60 },
  /** Password-reset requests from one IP across all addresses. */
  passwordResetsPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Texts kept and e-mailed to the office from one number no lead has (server/sms/replies.ts).
   * Silent: past it nothing is stored or e-mailed and a warning is logged, so a sender cannot
   * flood the office's mailbox. A customer's own number is not limited.
   */
  smsRepliesPerUnknownNumber: { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Replies from one lead's number e-mailed to the office one by one in an hour; the rest of that
   * hour's replies go in one digest e-mail at its end (server/sms/replies.ts).
   */
  smsReplyEmailsPerNumber: { limit: 3, windowSeconds: 60 * 60 },
  /**
   * Replies from numbers no lead has, all numbers together, e-mailed to the office one by one in an
   * hour; the rest of that hour's go in one digest e-mail at its end (25 strangers texting twice
   * send the office 6 e-mails, not 50).
   */
  smsReplyEmailsFromUnknownNumbers: { limit: 5, windowSeconds: 60 * 60 },
  /** Replies kept from one number (any number) per day: past it nothing is stored and a warning is logged. */
  smsRepliesPerNumberPerDay: { limit: 40, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** The client's IP as Cloudflare reports it; a fixed key locally so limits still apply. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** The per-IP lead limit, with the LEAD_RATE_LIMIT_PER_HOUR variable when it is set. */
export function leadSubmissionRule(env: Env): RateLimitRule {
  const perHour = getConfig(env).LEAD_RATE_LIMIT_PER_HOUR;
  return perHour ? { ...rateLimitRules.leadSubmissions, limit: perHour } : rateLimitRules.leadSubmissions;
}
