import type { Page } from "@playwright/test";
import { businessDate } from "../../app/lib/dates";
import { signInAsAdmin } from "./support/auth";
import { createAccount, d1, insertLeadOnce, linkAccountSql, planVisitSql, runId } from "./support/local-state";
import { expect, test } from "./support/test";

/**
 * Issue 42: the crew texts customers who agreed to it. On a phone, the admin taps "On my way" on
 * two stops and closes both visits; the development outbox then holds the two texts for the
 * customer who agreed (in Spanish, their language) and none for the one who did not.
 */

const run = runId();
const PASSWORD = "texting customer 1";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

/** A number of this run and project of its own: (786) NXX-XXXX, N from 2 to 9. */
function phoneFor(project: string, n: number) {
  const seed = (parseInt(run.slice(-5), 36) * 7 + (project === "js" ? 0 : 500_000) + n * 1_000) % 8_000_000;
  const digits = String(2_000_000 + seed);
  return { typed: `(786) ${digits.slice(0, 3)}-${digits.slice(3)}`, e164: `+1786${digits}` };
}

/** A converted customer with an account and a visit today; `texts` records the quote form's consent. */
function seedCustomer(key: string, project: string, n: number, { locale, zip, texts }: { locale: "en" | "es"; zip: string; texts: boolean }) {
  const email = `${key}.${project}.${run}@example.com`;
  const surname = `${key[0]?.toUpperCase()}${key.slice(1)}${project.replace(/\W/g, "")}${run}`;
  const phone = phoneFor(project, n);
  insertLeadOnce({
    first_name: "Lucía",
    last_name: surname,
    full_name: `Lucía ${surname}`,
    email,
    phone: phone.typed,
    address: `${zip.slice(-2)} Coral Way, Miami, FL`,
    zip_code: zip,
    service_type: "residential",
    property_type: "Residential",
    service_frequency: "weekly",
    preferred_day: "monday",
    status: "converted",
    locale,
    ...(texts ? { sms_updates: "1", sms_consent_version: "sms-2026-11-25", sms_consent_at: new Date(Date.now() - 86_400_000).toISOString() } : {}),
  });
  createAccount({ email, password: PASSWORD, role: "customer", name: `Lucía ${surname}` });
  d1(`${linkAccountSql(email, locale)} ${planVisitSql(email, businessDate())}`);
  return { email, name: `Lucía ${surname}`, phone };
}

/** The texts to one number in the development outbox. */
async function textsTo(page: Page, e164: string): Promise<string[]> {
  const html = await (await page.request.get(`/dev/outbox?phone=${encodeURIComponent(e164)}`)).text();
  return [...html.matchAll(/data-testid="sms-body"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'"));
}

test("The crew texts 'on my way' and 'done' to the customer who agreed, in their language, and to no one else", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const agreed = seedCustomer("agreed", project, 1, { locale: "es", zip: "33135", texts: true });
  const declined = seedCustomer("declined", project, 2, { locale: "en", zip: "33136", texts: false });

  await signInAsAdmin(page);
  await page.goto("/admin/visits");
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
    expect.stringMatching(/^Clean Paws Miami: atendimos su patio hoy\. Más en http:\/\/[^/]+\/es\/customer STOP para cancelar\.$/),
    "Clean Paws Miami: nuestro equipo va hoy en camino a su patio. Responda STOP para cancelar.",
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
