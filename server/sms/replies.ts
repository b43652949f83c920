import { getConfig } from "../config";
import { withoutUnsafeInMessage } from "~/lib/unsafe-text";
import type { SmsReplyQueueMessage } from "../notifications/messages";
import type { Db } from "../db/client";
import type { Lead, SmsReply } from "../db/schema";
import { log } from "../log";
import { findLead } from "../models/leads";
import { hitRateLimit } from "../models/rate-limits";
import { findSms, leadsWithPhone } from "../models/sms";
import {
  claimReplyForQueue,
  claimReplyForSending,
  findReply,
  findReplyBySid,
  insertReply,
  lastTextTo,
  markReplyDead,
  markReplyFailed,
  markRepliesForwarded,
  digestReplies,
  optOutKeywords,
  releaseReplyClaim,
  replyOptOut,
} from "../models/sms-replies";
import { type DeliveryDeps, SendError, sendEmail } from "../notifications/providers";
import { smsReplyDigestEmail, smsReplyEmail } from "../notifications/sms-reply-email";
import { rateLimitRules } from "../rate-limit-rules";
import { hasOptOutWords } from "./consent";
import { nationalDigits, toE164 } from "./phone";

/**
 * A customer's text to our number that is not a keyword ("Gate is locked, I'll open it in 5 min"):
 * kept (sms_replies) and e-mailed to the office through the notification queue; never answered
 * automatically (texts go only for events the customer agreed to). See docs/decisions/0013.
 */

/** Twilio's limit for one inbound message (ten concatenated segments); anything longer is cut. */
export const REPLY_MAX_CHARS = 1600;

/**
 * The words as we keep them: new lines as LF (at most one blank line in a row), tabs as spaces,
 * every other control character (NUL included, C1 too), the line and paragraph separators and every
 * invisible format character (Unicode's Cf: zero-width spaces and joiners, BOM, soft hyphen, the
 * bidi controls that can reverse or hide text) taken out, trimmed, at most REPLY_MAX_CHARS characters (never half a surrogate pair).
 */
export function cleanReplyBody(raw: string): string {
  const text = withoutUnsafeInMessage(raw.replace(/\r\n?/g, "\n").replace(/\t/g, " "))
    .replace(/[ \u00A0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const chars = Array.from(text);
  return chars.length > REPLY_MAX_CHARS ? chars.slice(0, REPLY_MAX_CHARS).join("").trimEnd() : text;
}

/** The provider's message id: Twilio's SM… (SMS) or MM… (MMS). */
export const MESSAGE_SID = /^(SM|MM)[0-9A-Za-z]{8,64}$/;
/** A number in E.164 (a US one is read with toE164; any other country as the provider gives it). */
const E164 = /^\+[1-9]\d{7,14}$/;

export interface InboundReply {
  from: string;
  body: string;
  messageSid: string;
  /** NumMedia: pictures or files attached to an MMS. */
  numMedia?: string | null;
}

export type ReplyOutcome =
  | { result: "stored"; replyId: number; leadId: number | null }
  | { result: "duplicate"; replyId: number }
  | { result: "limited" }
  | { result: "ignored"; reason: "no_message_id" | "no_number" | "empty" };

/**
 * The lead a reply belongs to: the one we last texted at this number when it is still there (a
 * reply answers our last text), else the number's most recent lead that is not deleted; none when
 * only deleted leads (or none) have the number.
 */
function leadFor(matching: Lead[], lastTextLeadId: number | undefined): Lead | undefined {
  const live = matching.filter((l) => !l.deleted_at && !l.purged_at);
  return live.find((l) => l.id === lastTextLeadId) ?? live.toSorted((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
}

/**
 * Keeps a reply once per provider message and queues the office's e-mail once: a webhook retried
 * with the same MessageSid stores nothing (and only queues again a reply that never reached the
 * queue). A number no lead has is kept and forwarded too, at most `smsRepliesPerUnknownNumber` an
 * hour: past that nothing is stored or sent and a warning is logged (no number in it). Past the
 * hour's first few e-mails (a lead's number's, or all unknown numbers' together), the rest go in
 * one digest.
 */
export async function receiveReply(db: Db, env: Env, input: InboundReply, at = new Date()): Promise<ReplyOutcome> {
  if (!MESSAGE_SID.test(input.messageSid)) {
    log.warn("sms_reply_ignored", { reason: "no_message_id" });
    return { result: "ignored", reason: "no_message_id" };
  }
  const existing = await findReplyBySid(db, input.messageSid);
  if (existing) {
    await enqueueReply(db, env, existing.id);
    return { result: "duplicate", replyId: existing.id };
  }
  const phone = toE164(input.from) ?? (E164.test(input.from) ? input.from : null);
  if (!phone) {
    log.warn("sms_reply_ignored", { reason: "no_number" });
    return { result: "ignored", reason: "no_number" };
  }
  const body = cleanReplyBody(input.body);
  const media = Number(input.numMedia);
  const mediaCount = Number.isInteger(media) && media > 0 && media <= 10 ? media : 0;
  if (!body && mediaCount === 0) {
    log.info("sms_reply_ignored", { reason: "empty" });
    return { result: "ignored", reason: "empty" };
  }
  const receivedAt = at.toISOString();
  const [matching, answers] = await Promise.all([
    phone.startsWith("+1") ? leadsWithPhone(db, nationalDigits(phone)) : Promise.resolve([]),
    lastTextTo(db, phone, receivedAt),
  ]);
  const lead = leadFor(matching, answers?.lead_id);
  const limits = [rateLimitRules.smsRepliesPerNumberPerDay, ...(lead ? [] : [rateLimitRules.smsRepliesPerUnknownNumber])];
  for (const rule of limits) {
    const limit = await hitRateLimit(db, `sms-reply:${rule === rateLimitRules.smsRepliesPerUnknownNumber ? "unknown" : "day"}:${phone}`, rule, at.getTime());
    if (!limit.allowed) {
      log.warn("sms_reply_limited", { count: limit.count, retryAfter: limit.retryAfter });
      return { result: "limited" };
    }
  }
  // The office is e-mailed the first few of the hour one by one; the next starts the hour's digest
  // (queued to go at the hour's end), and the later ones ride in it. Per number for a lead's; for
  // numbers no lead has, all of them together, or many numbers would each e-mail the office.
  const mailRule = lead ? rateLimitRules.smsReplyEmailsPerNumber : rateLimitRules.smsReplyEmailsFromUnknownNumbers;
  const mail = await hitRateLimit(db, `sms-reply:mail:${lead ? phone : "unknown"}`, mailRule, at.getTime());
  const firstPast = mailRule.limit + 1;
  const digest = mail.allowed ? null : mail.count === firstPast ? "head" : "carried";
  const row = await insertReply(db, {
    leadId: lead?.id ?? null,
    phone,
    body,
    mediaCount,
    messageSid: input.messageSid,
    answersSmsId: answers?.id ?? null,
    receivedAt,
    optOutWords: hasOptOutWords(body),
    digest,
  });
  // A concurrent retry of the same message stored it first: that one queues it.
  if (!row) return { result: "duplicate", replyId: (await findReplyBySid(db, input.messageSid))?.id ?? 0 };
  log.info("sms_reply_stored", { replyId: row.id, leadId: row.lead_id, length: body.length, media: mediaCount, digest });
  if (digest !== "carried") await enqueueReply(db, env, row.id, digest === "head" ? mail.retryAfter : undefined);
  return { result: "stored", replyId: row.id, leadId: row.lead_id };
}

/**
 * Puts a stored reply's office e-mail on the queue, once (only the caller that claims it sends the
 * message); a digest's first reply with a delay until the hour's end. A queue that cannot be reached gives the claim back: the provider's retry of the
 * webhook or the next daily run queues it. Never throws: the reply is stored and shown in the admin.
 */
export async function enqueueReply(db: Db, env: Env, replyId: number, delaySeconds?: number): Promise<void> {
  if (!(await claimReplyForQueue(db, replyId))) return;
  try {
    await env.LEAD_NOTIFICATIONS.send({ kind: "sms_reply", replyId } satisfies SmsReplyQueueMessage, {
      contentType: "json",
      ...(delaySeconds ? { delaySeconds } : {}),
    });
    log.info("sms_reply_enqueued", { replyId });
  } catch (error) {
    log.error("sms_reply_enqueue_failed", error, { replyId });
    await releaseReplyClaim(db, replyId);
  }
}

/**
 * The queue consumer's part: e-mails one reply to STAFF_EMAIL, once. A redelivered message whose
 * e-mail went out (or is going out) sends nothing. Throws SendError when another attempt may work,
 * so the queue retries it with backoff.
 */
export async function deliverSmsReply(db: Db, env: Env, replyId: number, deps: DeliveryDeps = {}): Promise<void> {
  const reply = await findReply(db, replyId);
  if (!reply) {
    log.info("sms_reply_skipped", { replyId, reason: "gone" });
    return;
  }
  const config = getConfig(env);
  if (!(await claimReplyForSending(db, replyId, deps.now))) return;
  // The hour's digest: this reply and the ones it carries (the same number's, or every unknown number's, not yet e-mailed).
  const digest = reply.in_digest ? await digestReplies(db, reply) : null;
  const keywords = await optOutKeywords(
    db,
    (digest ?? [reply]).map((r) => r.message_sid),
  );
  const optOut = (r: SmsReply) => replyOptOut(keywords.get(r.message_sid));
  try {
    if (!config.STAFF_EMAIL) throw new SendError("STAFF_EMAIL is not set");
    const [lead, answers] = await Promise.all([
      reply.lead_id === null ? Promise.resolve(undefined) : findLead(db, reply.lead_id),
      reply.answers_sms_id === null ? Promise.resolve(undefined) : findSms(db, reply.answers_sms_id),
    ]);
    const known = lead && !lead.purged_at ? lead : undefined;
    const content = digest
      ? smsReplyDigestEmail({ replies: digest, lead: known, siteUrl: config.SITE_URL, optOut })
      : smsReplyEmail({ reply, lead: known, answers, siteUrl: config.SITE_URL, optOut: optOut(reply) });
    await sendEmail(env, { ...content, to: config.STAFF_EMAIL }, deps.fetcher);
  } catch (error) {
    const failure = error instanceof SendError ? error : new SendError(error instanceof Error ? error.message : String(error));
    await markReplyFailed(db, replyId, failure.message);
    throw failure;
  }
  await markRepliesForwarded(db, digest ? digest.map((r) => r.id) : [replyId]);
  log.info("sms_reply_forwarded", { replyId, digest: digest?.length ?? 0 });
}

/** The dead-letter queue's part: the office e-mail is marked dead (the reply stays in the admin). */
export async function markSmsReplyDead(db: Db, replyId: number): Promise<void> {
  await markReplyDead(db, replyId);
  log.error("sms_reply_dead", "gave up after the last retry; the reply is kept and shown in the admin", { replyId });
}
