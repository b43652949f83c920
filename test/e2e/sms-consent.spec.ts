import type { Page } from "@playwright/test";
import { query, sql } from "./support/local-state";
import { signInAsAdmin } from "./support/auth";
import { leadsMatching, openDetails } from "./support/leads";
import { expect, test } from "./support/test";
import { chooseService, servePricingTable, uniqueEmail, useOwnClientIp } from "./support/wizard";

/**
 * Issue 27: no text message without consent. The quote form's contact step has an optional,
 * unticked text-message box beside the phone, in English and Spanish, with JavaScript on and off.
 * A lead sent with the box ticked stores the consent (wording version and time); one sent without
 * it stores none; the admin's lead details say which.
 */
const STUB_SCRIPT = `customElements.define("stripe-pricing-table", class extends HTMLElement {});`;

const COPY = {
  en: {
    path: "/get-started",
    name: "Full name",
    email: "Email",
    phone: "Phone",
    consent: /may send text messages about my quote and my service visits to the number above/,
    next: "Next",
    plan: "Choose Your Plan",
  },
  es: {
    path: "/es/get-started",
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    consent: /puede enviarme mensajes de texto sobre mi cotización y mis visitas al número indicado arriba/,
    next: "Siguiente",
    plan: "Elija su plan",
  },
} as const;

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientIp(page, testInfo);
  await servePricingTable(page, STUB_SCRIPT);
});

async function leadRow(email: string) {
  return await query<{ sms_updates: number; sms_consent_version: string | null; sms_consent_at: string | null; locale: string }>(
    `SELECT sms_updates, sms_consent_version, sms_consent_at, locale FROM leads WHERE email = ${sql(email)}`,
  );
}

async function sendQuote(page: Page, locale: "en" | "es", email: string, tick: boolean) {
  const t = COPY[locale];
  await page.goto(t.path);
  await chooseService(page, locale, "residential");
  await page.getByLabel(t.name).fill("Texto Tester");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone).fill("305-555-0142");
  const box = page.getByRole("checkbox", { name: t.consent });
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  if (tick) await box.check();
  await page.getByRole("button", { name: t.next }).click();
  await expect(page.getByRole("heading", { name: t.plan })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${t.path.replace(/\//g, "\\/")}\\?step=plan&lead=`));
}

/**
 * The lead's row in the admin dashboard, opened: signed in on the login page as the admin global
 * setup created (the server writes the session; specs never write KV while it runs), the list
 * filtered by the lead's e-mail through the URL.
 */
async function detailsInAdmin(page: Page, email: string) {
  await signInAsAdmin(page, leadsMatching(email));
  await expect(page).toHaveURL(/\/admin\?q=/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  return openDetails(page.locator("tbody").filter({ hasText: email }));
}

for (const locale of ["en", "es"] as const) {
  test.describe(`text-message consent (${locale})`, () => {
    // Each test is a whole quote and then the admin dashboard: two flows in one budget.
    test.beforeEach(() => test.slow());

    test(`a lead sent with the text-message box ticked stores the consent and the admin shows it (${locale})`, async ({ page }) => {
      const email = uniqueEmail(`sms-yes-${locale}`);
      const before = Date.now();
      await sendQuote(page, locale, email, true);
      const [row] = await leadRow(email);
      expect(row).toMatchObject({ sms_updates: 1, sms_consent_version: "sms-2026-11-25", locale });
      expect(Date.parse(row?.sms_consent_at ?? "")).toBeGreaterThanOrEqual(before - 5000);

      const details = await detailsInAdmin(page, email);
      await expect(details.getByText(/^Agreed /)).toBeVisible();
      await expect(details.getByText("· wording sms-2026-11-25")).toBeVisible();
      await expect(details.getByText(COPY[locale].consent)).toBeVisible();
      await expect(details.getByText("Not agreed: do not text")).toHaveCount(0);
    });

    test(`a lead sent without ticking the box stores no consent and the admin says not to text (${locale})`, async ({ page }) => {
      const email = uniqueEmail(`sms-no-${locale}`);
      await sendQuote(page, locale, email, false);
      expect(await leadRow(email)).toEqual([{ sms_updates: 0, sms_consent_version: null, sms_consent_at: null, locale }]);

      const details = await detailsInAdmin(page, email);
      await expect(details.getByText("Not agreed: do not text")).toBeVisible();
      await expect(details.getByText(/^Agreed /)).toHaveCount(0);
    });
  });
}
