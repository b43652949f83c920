import { formatLongDateTime } from "~/lib/dates";
import type { Lead, SmsMessage, SmsReply } from "../db/schema";
import { formatUsPhone } from "../sms/phone";
import type { ReplyOptOut } from "../models/sms-replies";
import { type EmailContent, escapeHtml, htmlDocument } from "./templates";

export interface SmsReplyEmailInput {
  reply: SmsReply;
  /** The lead the number belongs to; undefined for a number no lead has. */
  lead: Lead | undefined;
  /** The last text we sent to the number before the reply came (what it answers), if known. */
  answers: SmsMessage | undefined;
  siteUrl: string;
  /** The message also stopped texts to the number (an opt-out that said more, or an unclear one). */
  optOut?: ReplyOptOut;
}

/** What the office reads about a reply whose own message stopped texts to its number. */
const OPT_OUT = {
  stopped: {
    subject: " (opted out by this message)",
    line: "This message opted the number out of our texts: it was confirmed to the customer, and texts stay off until they reply START. Its other words are here in case they ask for something.",
    mark: "opted out by this message",
  },
  paused: {
    subject: " (texts paused: may mean STOP)",
    line: "Texts to the number are paused: this message may mean STOP, so the customer was asked once. They reply START to get texts again; call them if it is unclear.",
    mark: "texts paused by this message (may mean STOP)",
  },
} as const;

const EVENT_NAMES: Record<SmsMessage["event"], string> = { on_my_way: "On my way", visit_closed: "Visit closed" };

/**
 * The office's e-mail of a customer's reply to our texts (English, the office's language): who (the
 * lead and the link to it in the admin, or the unknown number), the words as written, when (Miami
 * time), and which of our texts it answers.
 */
export function smsReplyEmail({ reply, lead, answers, siteUrl, optOut = null }: SmsReplyEmailInput): EmailContent {
  const phone = formatUsPhone(reply.phone);
  const name = lead ? lead.full_name || `${lead.first_name} ${lead.last_name}`.trim() || phone : null;
  const who = name ?? `Unknown number ${phone}`;
  const adminUrl = lead ? new URL(`/admin?q=${encodeURIComponent(lead.email || lead.phone)}`, siteUrl).toString() : null;
  const when = `${formatLongDateTime(new Date(reply.received_at))} (Miami time)`;
  const media =
    reply.media_count > 0
      ? `${reply.media_count} picture${reply.media_count === 1 ? "" : "s"} or file${reply.media_count === 1 ? "" : "s"} attached (not kept here: see the texting provider's console)`
      : null;
  const answered = answers
    ? `${EVENT_NAMES[answers.event]} text of ${formatLongDateTime(new Date(answers.created_at))}${answers.body ? `: "${answers.body}"` : ""}`
    : "Not known (no text of ours to this number)";
  const stopped = optOut ? OPT_OUT[optOut] : null;
  const subject = `${lead ? `Text from ${name}` : `Text from an unknown number ${phone}`}${stopped?.subject ?? ""}`;
  const rows: [string, string][] = [
    ["From", lead ? `${who} · ${phone}` : `${who} (no lead has this number)`],
    ["Received", when],
    ["Answers", answered],
    ...(media ? ([["Attachments", media]] as [string, string][]) : []),
  ];
  const words = reply.body || "(no words)";
  const text = [
    lead ? `${name} answered a text from us.` : `A number no lead has texted us.`,
    ...(stopped ? ["", stopped.line] : []),
    "",
    "Their message (as written):",
    words,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    adminUrl ? `Open the lead: ${adminUrl}` : "Reply from the business phone if it needs an answer: nothing is texted back automatically.",
  ].join("\n");
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(lead ? `${name} answered a text from us.` : "A number no lead has texted us.")}</p>` +
      (stopped ? `<p style="padding:8px 12px;border:1px solid #fca5a5;background:#fef2f2">${escapeHtml(stopped.line)}</p>` : "") +
      `<p style="margin:0 0 4px;font-weight:bold">Their message (as written):</p>` +
      `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #0f766e;background:#f0fdfa;white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(words)}</blockquote>` +
      `<table style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>` +
      (adminUrl
        ? `<p><a href="${escapeHtml(adminUrl)}">Open the lead in the dashboard</a></p>`
        : `<p>Reply from the business phone if it needs an answer: nothing is texted back automatically.</p>`),
  );
  return { subject, text, html };
}

export interface SmsReplyDigestInput {
  /** The hour's replies past the first few, oldest first. */
  replies: SmsReply[];
  /** The lead of a lead's number's digest; undefined for the digest of numbers no lead has. */
  lead: Lead | undefined;
  siteUrl: string;
  /** Whether each reply's own message stopped texts to its number. */
  optOut?: (reply: SmsReply) => ReplyOptOut;
}

/**
 * The hour's digest of replies past the first few (server/sms/replies.ts): one number's for a lead,
 * every unknown number's together otherwise, each with its time, number and words, so a number that
 * texts thirty times, or many numbers that text at once, send the office a handful of e-mails.
 */
export function smsReplyDigestEmail({ replies, lead, siteUrl, optOut = () => null }: SmsReplyDigestInput): EmailContent {
  const first = replies[0];
  const phone = first ? formatUsPhone(first.phone) : "";
  const name = lead ? lead.full_name || `${lead.first_name} ${lead.last_name}`.trim() || phone : null;
  const adminUrl = lead ? new URL(`/admin?q=${encodeURIComponent(lead.email || lead.phone)}`, siteUrl).toString() : null;
  const count = `${replies.length} text${replies.length === 1 ? "" : "s"}`;
  const subject = lead ? `${count} from ${name}` : `${count} from unknown numbers`;
  const intro = lead
    ? `${name} (${phone}) texted us often this hour: after the first few e-mails, the rest come together here.`
    : "Numbers no lead has texted us often this hour: after the first few e-mails, the rest come together here.";
  const entries = replies.map((r) => {
    const stopped = optOut(r);
    const parts = [
      formatLongDateTime(new Date(r.received_at)),
      ...(lead ? [] : [formatUsPhone(r.phone)]),
      ...(r.media_count > 0 ? [`${r.media_count} attachment(s), not kept here`] : []),
      ...(stopped ? [OPT_OUT[stopped].mark] : []),
    ];
    return { when: parts.join(" · "), words: r.body || "(no words)" };
  });
  const closing = adminUrl ? `Open the lead: ${adminUrl}` : "Reply from the business phone if it needs an answer: nothing is texted back automatically.";
  const text = [intro, "", ...entries.flatMap((e) => [`${e.when}:`, e.words, ""]), closing].join("\n");
  const html = htmlDocument(
    subject,
    `<p>${escapeHtml(intro)}</p>` +
      entries
        .map(
          (e) =>
            `<p style="margin:12px 0 4px;font-weight:bold">${escapeHtml(e.when)}</p>` +
            `<blockquote style="margin:0;padding:8px 12px;border-left:4px solid #0f766e;background:#f0fdfa;white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(e.words)}</blockquote>`,
        )
        .join("") +
      (adminUrl ? `<p><a href="${escapeHtml(adminUrl)}">Open the lead in the dashboard</a></p>` : `<p>${escapeHtml(closing)}</p>`),
  );
  return { subject, text, html };
}
