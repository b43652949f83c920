import type { Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { signInAsAdmin } from "./support/auth";
import { createAccount } from "./support/local-state";
import { postInboundText, seedTextingCustomer } from "./support/sms";
import { screenshots } from "./support/screenshots";
import { leadsMatching, openDetails } from "./support/leads";
import { expect, test } from "./support/test";

/**
 * Issue 42: the crew texts customers who agreed to it. On a phone, the admin taps "On my way" on
 * two stops and closes both visits; the development outbox then holds the two texts for the
 * customer who agreed (in Spanish, their language) and none for the one who did not. A customer's
 * reply reaches the crew's stop and the office's mailbox.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

/** The texts to one number in the development outbox. */
async function textsTo(page: Page, e164: string): Promise<string[]> {
  const html = await (await page.request.get(`/dev/outbox?phone=${encodeURIComponent(e164)}`)).text();
  return [...html.matchAll(/data-testid="sms-body"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'"));
}

test("The crew texts 'on my way' and 'done' to the customer who agreed, in their language, and to no one else", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const agreed = await seedTextingCustomer("agreed", project, 1, { locale: "es", zip: "33135", texts: true });
  const declined = await seedTextingCustomer("declined", project, 2, { locale: "en", zip: "33136", texts: false });

  await signInAsAdmin(page, "/admin/visits");
  // Each stop is an article named by its customer (app/components/crew/crew-stop.tsx).
  const stopOf = (name: string) => page.getByRole("article", { name: new RegExp(name) });

  // "On my way": one tap on each stop.
  await stopOf(agreed.name)
    .getByRole("button", { name: /^On my way: / })
    .click();
  await expect(stopOf(agreed.name).getByText(/^On my way text:/)).toBeVisible();
  await expect(stopOf(agreed.name).getByRole("button", { name: /^On my way:/ })).toHaveCount(0);
  await stopOf(declined.name)
    .getByRole("button", { name: /^On my way: / })
    .click();
  await expect(stopOf(declined.name).getByText("Not sent: the customer has not agreed to texts")).toBeVisible();
  // The crew drives before closing: the "On my way" text leaves first. (One still queued when its
  // visit is closed is not sent at all, issue 59: closing at once would race the queue.)
  await expect.poll(() => textsTo(page, agreed.phone.e164), { timeout: 20_000, message: "the On my way text in the outbox" }).toHaveLength(1);

  // Close both visits: done for the one, skipped for the other.
  await stopOf(agreed.name).locator("summary", { hasText: "Done" }).click();
  await stopOf(agreed.name).getByRole("button", { name: "Done:", exact: false }).click();
  await expect(page).toHaveURL(/\/admin\/visits\?date=\d{4}-\d{2}-\d{2}&closed=\d+/);
  await expect(stopOf(agreed.name).getByText(/^Visit closed text:/)).toBeVisible();
  await stopOf(declined.name).locator("summary", { hasText: "Skipped?" }).click();
  await stopOf(declined.name).getByLabel("Why skipped").selectOption("weather");
  await stopOf(declined.name).getByRole("button", { name: "Skipped:", exact: false }).click();
  await expect(page).toHaveURL(/closed=\d+/);
  await expect(stopOf(declined.name).getByText(/Weather/)).toBeVisible();

  // The outbox: both texts to the customer who agreed, in Spanish, with the link to their area; none to the other.
  await expect.poll(() => textsTo(page, agreed.phone.e164), { timeout: 20_000, message: "two texts in the outbox" }).toHaveLength(2);
  const texts = await textsTo(page, agreed.phone.e164);
  expect(texts).toEqual([
    expect.stringMatching(/^Clean Paws Miami: hoy limpiamos su patio\. Detalles: http:\/\/[^/]+\/es\/customer Responda STOP para darse de baja$/),
    "Clean Paws Miami: nuestro equipo va camino a su casa. Responda STOP para darse de baja.",
  ]);
  expect(await textsTo(page, declined.phone.e164)).toEqual([]);

  // The outbox page lists the texts beside the e-mails, each with its number in E.164.
  await page.goto(`/dev/outbox?phone=${encodeURIComponent(agreed.phone.e164)}`);
  await expect(page.getByRole("article", { name: `Text to ${agreed.phone.e164}` })).toHaveCount(2);

  // The stop shows what became of each text.
  await page.goto("/admin/visits");
  await expect(
    stopOf(agreed.name)
      .getByText(/^On my way text:/)
      .locator(".."),
  ).toContainText(/Sent|Delivered/);
  await expect(
    stopOf(agreed.name)
      .getByText(/^Visit closed text:/)
      .locator(".."),
  ).toContainText(/Sent|Delivered/);
});

test("A customer's reply reaches the crew's stop and the office's mailbox, once, however often the provider retries", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const customer = await seedTextingCustomer("replying", project, 3, { locale: "es", zip: "33137", texts: true });
  // A long word too, so the stop must wrap it on a 390 px phone.
  const words = `Gate is locked, I'll open it in 5 min. Código: ${"X".repeat(60)}`;
  const params = {
    MessageSid: `SM${randomUUID().replace(/-/g, "")}`,
    From: customer.phone.e164,
    To: "+13055550100",
    Body: words,
    AccountSid: `AC${"0".repeat(32)}`,
  };
  const first = await postInboundText(page, params);
  expect(first.status()).toBe(200);
  // Nothing is texted back: an empty TwiML answer.
  expect(await first.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  // The provider retries the same message.
  expect((await postInboundText(page, params)).status()).toBe(200);

  // A crew member with a long name: the office's crew filter and the week board must not widen the page either.
  await createAccount({
    email: `crew.long.name.${project}@example.com`,
    password: "long name crew password 1",
    role: "crew",
    name: "María Fernanda de los Ángeles Gutiérrez-Villanueva Rodríguez",
  });

  await signInAsAdmin(page, "/admin/visits");
  const stop = page.getByRole("article", { name: new RegExp(customer.name) });
  const reply = stop.locator("[data-customer-reply]");
  await expect(reply).toHaveCount(1);
  await expect(reply).toContainText(/^Customer texted at \d{1,2}:\d{2}\s?[AP]M/);
  await expect(reply).toContainText(words);
  // Wrapped on the phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByLabel("Crew member", { exact: true })).toContainText("María Fernanda");
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, stop, `reply-crew-stop-${project}`);
  // The week board scrolls inside its own box; the page does not.
  await page.goto("/admin/schedule");
  await expect(page.getByRole("columnheader", { name: /María Fernanda/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto("/es/admin/visits");
  await expect(page.getByRole("article", { name: new RegExp(customer.name) }).locator("[data-customer-reply]")).toContainText(/^El cliente escribió a las/);

  // The office's e-mail, once, naming the customer.
  const subject = `Text from ${customer.name}`;
  await expect
    .poll(async () => (await (await page.request.get("/dev/outbox?to=staff%40localhost")).text()).split(`>${subject}</h2>`).length - 1, {
      timeout: 20_000,
      message: "the office's e-mail in the outbox",
    })
    .toBe(1);
  await page.goto("/dev/outbox?to=staff%40localhost");
  const mail = page.getByRole("article", { name: subject });
  await expect(mail).toContainText(words);
  await expect(mail).toContainText("Open the lead: http");

  // The office sees it in the lead's conversation, marked as the customer's.
  await page.goto(leadsMatching(customer.email));
  await openDetails(page.getByRole("row").filter({ hasText: customer.email }).first());
  const conversation = page.locator("[data-sms-reply]");
  await expect(conversation).toContainText("Reply from the customer");
  await expect(conversation).toContainText(words);
  await capture(page, conversation, `reply-admin-lead-${project}`);
});

/** With SCREENSHOT_DIR set, captures of the page scrolled to `part` at 390 and 1280 px wide. */
const capture = (page: Page, part: Locator, name: string) => screenshots(page, name, { part, height: (width) => (width === 390 ? 844 : 800) });
