import { eq } from "drizzle-orm";
import { afterAll, expect, vi } from "vitest";
import { emailOutbox, leadNotifications } from "~server/db/schema";
import { db } from "./leads";

/** The e-mails the outbox provider kept for `address`, oldest first. */
export const mailTo = (address: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to_address, address)).orderBy(emailOutbox.id);

/** Waits for the queue consumer to put `count` e-mails to `address` in the outbox; returns them. */
export async function waitForMail(address: string, count = 1) {
  return vi.waitFor(
    async () => {
      const rows = await mailTo(address);
      expect(rows.length).toBeGreaterThanOrEqual(count);
      return rows;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Waits for an e-mail to `address` whose subject contains `subject` (other e-mails may arrive before or after it); returns it. */
export async function waitForSubject(address: string, subject: string) {
  return vi.waitFor(
    async () => {
      const found = (await mailTo(address)).find((m) => m.subject.includes(subject));
      expect(found, `an e-mail to ${address} about "${subject}"`).toBeDefined();
      return found!;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** The one-time link's token in an e-mail's text. */
export function tokenIn(text: string, kind: "reset-password" | "invite") {
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in: ${text}`);
  return match[1];
}

/**
 * For a file that submits many leads through the real queue: before the file ends, waits until the
 * queue consumer has taken every lead notification it queued. The files of a worker share one
 * runtime and its queue (decision 0024), so a backlog left here would hold up the next file's
 * e-mails behind messages about rows it has already emptied, past that file's waits. It waits for
 * every row still `queued`: not for a file whose tests queue rows with a stand-in queue that
 * delivers nothing (those rows stay `queued`).
 */
export function settleLeadNotificationsAfterAll() {
  afterAll(async () => {
    await vi.waitFor(async () => expect(await db.$count(leadNotifications, eq(leadNotifications.status, "queued"))).toBe(0), {
      timeout: 90_000,
      interval: 200,
    });
  }, 120_000);
}
