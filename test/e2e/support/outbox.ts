import type { Page } from "@playwright/test";
import { expect } from "./test";

/** The subjects of the e-mails to `to` in the development outbox now. */
async function subjectsTo(page: Page, to: string): Promise<string[]> {
  const html = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).text();
  return [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1] ?? "");
}

/** Waits until an e-mail to `to` with this subject is in the development outbox (others may come before or after it). */
export async function expectOutboxSubject(page: Page, to: string, subject: string): Promise<void> {
  await expect.poll(() => subjectsTo(page, to), { timeout: 20_000, message: `an e-mail to ${to}: "${subject}"` }).toContain(subject);
}

/** The subjects of the e-mails to `to` in the development outbox, once `expected` are there (the queue delivers them). */
export async function outboxSubjects(page: Page, to: string, expected: number): Promise<string[]> {
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        subjects = await subjectsTo(page, to);
        return subjects.length;
      },
      { timeout: 20_000, message: `${expected} e-mail(s) to ${to}` },
    )
    .toBe(expected);
  return subjects;
}
