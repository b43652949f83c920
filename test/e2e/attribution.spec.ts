import type { Page } from "@playwright/test";
import { query, sql } from "./support/local-state";
import { expect, test, waitForHydration } from "./support/test";
import { chooseService, fillContact, servePricingTable, useOwnClientIp } from "./support/wizard";

/**
 * Issue 26: a visitor lands on a city page from an ad (campaign tags and a click id), follows the
 * site's own links to the wizard and sends a request: the stored lead has the campaign, click id
 * and landing path, with JavaScript on and off, in English and in Spanish.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientIp(page, testInfo);
  // The plan step's pricing table is the payment provider's; nothing here needs it.
  await servePricingTable(page, "");
});

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

interface StoredAttribution {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  click_id: string | null;
  click_network: string | null;
  landing_path: string | null;
  locale: string;
}

async function storedLead(email: string): Promise<StoredAttribution | undefined> {
  const [stored] = await query<StoredAttribution>(
    `SELECT utm_source, utm_medium, utm_campaign, click_id, click_network, landing_path, locale FROM leads WHERE email = ${sql(email)}`,
  );
  return stored;
}

async function sendResidentialRequest(page: Page, labels: typeof EN, email: string) {
  await chooseService(page, labels.locale, "residential");
  await fillContact(page, labels.locale, { email, name: "Camila Campaign", referral: null });
  await page.getByRole("button", { name: labels.next }).click();
  await expect(page.getByRole("heading", { name: labels.planHeading })).toBeVisible();
}

const EN = {
  locale: "en" as "en" | "es",
  prefix: "",
  getStarted: "Get Started",
  serviceHeading: "What type of service do you need?",
  next: "Next",
  planHeading: "Choose Your Plan",
};
const ES: typeof EN = {
  locale: "es",
  prefix: "/es",
  getStarted: "Comenzar",
  serviceHeading: "¿Qué tipo de servicio necesita?",
  next: "Siguiente",
  planHeading: "Elija su plan",
};

for (const labels of [EN, ES]) {
  const language = labels === EN ? "English" : "Spanish";
  test(`a visitor from an ad on a city page who follows the site's links to the wizard is stored with the campaign, click id and landing path (${language})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const id = unique();
    const campaign = `spring_${id}`;
    const gclid = `Cj0KCQ-${id}`;
    const email = `ad.${id}@example.com`;
    const landing = `${labels.prefix}/locations/miami`;

    await page.goto(`${landing}?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=${gclid}`);
    await expect(page).toHaveURL(new RegExp(`${landing}\\?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=${gclid}$`));

    // The page's own Get Started link: no campaign in it.
    const link = page.getByRole("main").getByRole("link", { name: labels.getStarted, exact: true }).first();
    await expect(link).toHaveAttribute("href", `${labels.prefix}/get-started`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${labels.prefix}/get-started$`));
    await expect(page.getByRole("heading", { name: labels.serviceHeading })).toBeVisible();
    if (javaScriptEnabled) await waitForHydration(page);

    await sendResidentialRequest(page, labels, email);
    await expect(page).toHaveURL(new RegExp(`${labels.prefix}/get-started\\?step=plan&lead=`));

    expect(await storedLead(email)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: campaign,
      click_id: gclid,
      click_network: "google",
      landing_path: landing,
      locale: labels === EN ? "en" : "es",
    });
  });
}

test("the cookie holds the first visit: a later ad click does not replace it", async ({ page }) => {
  const id = unique();
  const email = `first.${id}@example.com`;
  await page.goto(`/locations/doral?utm_source=newsletter&utm_campaign=first_${id}`);
  await expect(page).toHaveURL(new RegExp(`/locations/doral\\?utm_source=newsletter&utm_campaign=first_${id}$`));
  await page.goto(`/pricing?utm_source=google&utm_campaign=second_${id}&gclid=second-${id}`);
  await expect(page).toHaveURL(new RegExp(`/pricing\\?utm_source=google`));
  await page.goto("/get-started");
  await expect(page).toHaveURL(/\/get-started$/);
  await sendResidentialRequest(page, EN, email);
  expect(await storedLead(email)).toMatchObject({ utm_source: "newsletter", utm_campaign: `first_${id}`, click_id: null, landing_path: "/locations/doral" });
});

test("an ad click on a FAQ search is answered from the search's shared entry, and the page still works", async ({ page, javaScriptEnabled }) => {
  // Two clicks with different click ids: the second is the first one's stored page.
  const first = await page.goto(`/faq?q=rain&utm_source=google&gclid=first-${unique()}`);
  expect(first?.headers()["x-cache"]).toMatch(/^(MISS|HIT)$/);
  const url = `/faq?utm_source=google&q=rain&gclid=second-${unique()}`;
  const second = await page.goto(url);
  expect(second?.headers()["x-cache"]).toBe("HIT");
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, "\\?")}$`));
  if (javaScriptEnabled) await waitForHydration(page);
  const search = page.getByPlaceholder("Search FAQ...");
  await expect(search).toHaveValue("rain");
  await expect(page.getByRole("main").locator("summary").filter({ hasText: "What happens when it rains?" })).toBeVisible();
  await search.fill("ALREADY PAID");
  await search.press("Enter");
  await expect(page.getByRole("main").locator("summary").filter({ hasText: "Do you give refunds?" })).toBeVisible();
  // Every entry is in the page; those the search leaves out are hidden.
  await expect(page.getByRole("main").locator("summary").filter({ hasText: "What happens when it rains?" })).toBeHidden();
});
