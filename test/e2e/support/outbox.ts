import type { Page } from "@playwright/test";
import { expect } from "./test";

/** The subjects of the e-mails to `to` in the development outbox, once `expected` are there (the queue delivers them). */
export async function outboxSubjects(page: Page, to: string, expected: number): Promise<string[]> {
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).text();
        subjects = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1] ?? "");
        return subjects.length;
      },
      { timeout: 20_000, message: `${expected} e-mail(s) to ${to}` },
    )
    .toBe(expected);
  return subjects;
}
