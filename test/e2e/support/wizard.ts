import type { Page, TestInfo } from "@playwright/test";
import { wizardCopy } from "../../../server/content/wizard";
import { expect, waitForNewDocument } from "./test";

/** The payment provider's pricing-table script, which the plan step loads. */
export const PRICING_TABLE_SCRIPT = "https://js.stripe.com/v3/pricing-table.js";

/** Stands in for the payment provider's script: defines the element and shows `caption` with the e-mail it was given. */
export const stubPricingTable = (caption: string) => `customElements.define("stripe-pricing-table", class extends HTMLElement {
  connectedCallback() {
    const p = document.createElement("p");
    p.textContent = "${caption} " + this.getAttribute("customer-email");
    this.append(p);
  }
});`;

let ipCount = 0;

/**
 * Gives the page a client IP of its own, so the per-IP lead limit (10 an hour) never trips across
 * tests and runs. Locally the Worker reads the header as sent; in production Cloudflare sets it
 * and clients cannot.
 */
export async function useOwnClientIp(page: Page, testInfo: TestInfo) {
  const n = ++ipCount + testInfo.workerIndex * 1000 + (Date.now() % 100_000) * 10;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
}

/** An address no earlier test or run has used. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Answers the pricing-table script with `body` (a stub), so no test waits on the provider. */
export const servePricingTable = (page: Page, body: string) =>
  page.route(PRICING_TABLE_SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body }));

/** Holds the pricing-table script until the returned function is called, then answers with `body`. */
export async function holdPricingTable(page: Page, body: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(PRICING_TABLE_SCRIPT, async (route) => {
    await gate;
    await route.fulfill({ contentType: "text/javascript", body });
  });
  return release;
}

/**
 * On the wizard's first step (already open), picks the service's card in `locale`'s words and
 * resolves once the contact step shows; step 1 is a document without React, so the contact step
 * is a new document, and with JavaScript it is hydrated first.
 */
export async function chooseService(page: Page, locale: "en" | "es", service: "residential" | "commercial") {
  const words = wizardCopy[locale];
  await page.getByRole("region", { name: words.service[service].title }).getByRole("button", { name: words.service.button }).click();
  await expect(page.getByRole("heading", { name: words.contact.title })).toBeVisible();
  await waitForNewDocument(page);
}

/**
 * Opens the wizard in `locale` (a page in that language, on its first step) and picks the service's
 * card (chooseService): resolves on the contact step, a new document, hydrated with JavaScript.
 */
export async function startWizard(page: Page, locale: "en" | "es", service: "residential" | "commercial") {
  const prefix = locale === "es" ? "/es" : "";
  await page.goto(`${prefix}/get-started`);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.getByRole("heading", { name: wizardCopy[locale].service.heading })).toBeVisible();
  await chooseService(page, locale, service);
  await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/get-started\\?step=contact$`));
}

/**
 * Fills the contact step as a visitor does, by its labels in `locale`: name, e-mail, phone, ZIP and,
 * unless `referral` is null, how they heard of us.
 */
export async function fillContact(
  page: Page,
  locale: "en" | "es",
  { email, zip = "33139", name = "Ana Maria Perez", referral = "google" }: { email: string; zip?: string; name?: string; referral?: string | null },
) {
  const fields = wizardCopy[locale].fields;
  await page.getByLabel(fields.fullName).fill(name);
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.phone).fill("305-555-0142");
  await page.getByLabel(fields.zipCode).fill(zip);
  if (referral !== null) await page.getByLabel(fields.referralSource).selectOption(referral);
}
