import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { emailOutbox } from "~server/db/schema";
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

/** The one-time link's token in an e-mail's text. */
export function tokenIn(text: string, kind: "reset-password" | "invite") {
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in: ${text}`);
  return match[1];
}
