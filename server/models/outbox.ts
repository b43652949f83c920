import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox, smsOutbox } from "../db/schema";

/**
 * The development outboxes (`email_outbox`, `sms_outbox`): what the `outbox` e-mail and SMS
 * providers keep instead of sending, read at /dev/outbox. Development and tests only
 * (server/config.ts refuses either provider when deployed).
 */

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

/** How many of each the outbox page lists, newest first. */
export const OUTBOX_PAGE_SIZE = 50;

export async function keepEmail(db: Db, email: { to: string; subject: string; text: string; html: string }): Promise<void> {
  await db.insert(emailOutbox).values({ to_address: email.to, subject: email.subject, text: email.text, html: email.html });
}

/** Keeps a text; its id makes the stand-in provider's message id. */
export async function keepText(db: Db, sms: { to: string; body: string }): Promise<number> {
  const [row] = await db.insert(smsOutbox).values({ to_phone: sms.to, body: sms.body }).returning({ id: smsOutbox.id });
  return row?.id ?? 0;
}

/** The newest kept e-mails, to one recipient (any case) when `to` is given. */
export function recentEmails(db: Db, to = ""): Promise<EmailOutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(sql`lower(${emailOutbox.to_address})`, to) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE);
}

/** The newest kept texts, to one number (E.164) when `phone` is given. */
export function recentTexts(db: Db, phone = ""): Promise<SmsOutboxRow[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.to_phone, phone) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(OUTBOX_PAGE_SIZE);
}
