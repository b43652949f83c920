import type { Page } from "@playwright/test";
import { accountPages } from "../../server/content/account-pages";
import { customerArea } from "../../server/content/customer-area";
import { uiCopy } from "../../server/content/ui";
import { linkFromOutbox } from "./support/auth";
import { seedCustomer } from "./support/customers";
import { createAccount, runId } from "./support/local-state";
import { expect, test } from "./support/test";

/**
 * Issue 37: a customer finds their account from every page. The header's and the phone menu's
 * "Log in" open the site's sign-in (which links the payment provider's portal for those who only
 * pay); the Spanish header keeps each item on one line; and the account forms answer an empty
 * required field with the site's own message in the page's language, JavaScript on and off
 * (the browser's own "Please fill out this field." never shows).
 */

const run = runId();
const LANGUAGES = [
  { locale: "en", home: "/", signIn: "/login" },
  { locale: "es", home: "/es", signIn: "/es/login" },
] as const;

for (const { locale, home, signIn } of LANGUAGES) {
  const ui = uiCopy[locale];
  const copy = accountPages[locale];

  test(`"${ui.login}" in the header leads from the ${locale === "en" ? "English" : "Spanish"} home page to the site's sign-in at 1280px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(home);
    await page.getByRole("banner").getByRole("link", { name: ui.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${signIn}$`));
    await expect(page.getByRole("heading", { level: 1, name: copy.signIn.title })).toBeVisible();
    await expect(page.getByLabel(copy.common.email)).toBeVisible();
  });

  test(`"${ui.login}" in the phone menu leads from the ${locale === "en" ? "English" : "Spanish"} home page to the site's sign-in at 390px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(home);
    await page.getByLabel(ui.nav.menu, { exact: true }).click();
    await page.getByRole("navigation", { name: ui.nav.mobile }).getByRole("link", { name: ui.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${signIn}$`));
    await expect(page.getByRole("heading", { level: 1, name: copy.signIn.title })).toBeVisible();
  });

  test(`the ${locale === "en" ? "English" : "Spanish"} sign-in links the billing portal, in a new tab, for customers who only pay`, async ({ page }) => {
    await page.goto(signIn);
    const portal = page.getByRole("link", { name: new RegExp(`^${copy.signIn.portal}`) });
    await expect(portal).toHaveAttribute("href", /^https:\/\//);
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(portal).toHaveAttribute("rel", /noopener/);
    await expect(portal).toHaveAccessibleName(`${copy.signIn.portal} ${copy.signIn.newTab}`);
  });

  for (const width of [1280, 1440]) {
    test(`each item of the ${locale === "en" ? "English" : "Spanish"} header stays on one line at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(home);
      const header = page.getByRole("banner");
      const items = [
        ...(await header.getByRole("navigation", { name: ui.nav.main }).locator(":scope > ul > li > a").all()),
        header.getByRole("link", { name: ui.language.switchTo, exact: true }),
        header.getByRole("link", { name: ui.login, exact: true }),
        header.getByRole("link", { name: ui.getStarted, exact: true }),
      ];
      expect(items).toHaveLength(7);
      for (const item of items) {
        await expect(item).toBeVisible();
        const { text, lines, right } = await item.evaluate((element) => {
          // The lines the item's words sit on: one top per line box of its text.
          const tops = new Set<number>();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          return { text: element.textContent?.trim() ?? "", lines: tops.size, right: element.getBoundingClientRect().right };
        });
        expect(lines, `"${text}" at ${width}px`).toBe(1);
        expect(right, `"${text}" inside the window`).toBeLessThanOrEqual(width);
      }
    });
  }
}

/** The message beside a field, by the field's label. */
const messageOf = (page: Page, label: string | RegExp) =>
  page.getByLabel(label).evaluate((input) => {
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
    return ids.map((id) => (id.endsWith("-error") ? document.getElementById(id)?.textContent : "")).join("");
  });

test.describe("empty required fields get the site's message in Spanish", () => {
  const es = accountPages.es;

  test("on the sign-in", async ({ page, javaScriptEnabled }) => {
    await page.goto("/es/login");
    await page.getByRole("button", { name: es.signIn.submit }).click();
    await expect(page.getByText(es.common.emailRequired)).toBeVisible();
    await expect(page.getByText(es.signIn.passwordRequired)).toBeVisible();
    expect(await messageOf(page, es.common.email)).toBe(es.common.emailRequired);
    // With JavaScript the page's script checked it before sending: the browser's own check is off.
    if (javaScriptEnabled) expect(await page.locator("form[data-login]").evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
    await expect(page).toHaveURL(/\/es\/login$/);
  });

  test("on the page that sets a new password", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const email = `vacio.${testInfo.project.name}.${run}@example.com`;
    await createAccount({ email, role: "customer", name: "Ana Torres", locale: "es" });
    await page.goto("/es/forgot-password");
    await page.getByLabel(es.common.email).fill(email);
    await page.getByRole("button", { name: es.forgot.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: es.forgot.sentTitle })).toBeVisible();
    await page.goto(await linkFromOutbox(page, email, "reset-password"));
    await page.getByRole("button", { name: es.setPassword.submit }).click();
    await expect(page.getByText(es.setPassword.required, { exact: true })).toBeVisible();
    expect(await messageOf(page, /^Contraseña nueva\b/)).toBe(es.setPassword.required);
    await expect(page.getByRole("heading", { level: 1, name: es.setPassword.resetTitle })).toBeVisible();
  });

  test("in the customer area, where the optional field says so in Spanish", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const t = customerArea.es;
    const email = `telefono.${testInfo.project.name}.${run}@example.com`;
    const password = "mangos y aguacates del patio";
    await seedCustomer({
      email,
      password,
      firstName: "Marta",
      lastName: "Díaz",
      locale: "es",
      lead: { phone: "(305) 555-0161", address: "12 Palm Ave, Miami, FL", zip_code: "33134" },
    });

    await page.goto("/es/login");
    await page.getByLabel(accountPages.es.common.email).fill(email);
    await page.getByLabel(accountPages.es.signIn.password, { exact: true }).fill(password);
    await page.getByRole("button", { name: accountPages.es.signIn.submit }).click();
    await expect(page).toHaveURL(/\/es\/customer$/);

    await page.goto("/es/customer?tab=account");
    await expect(page.locator("label[for=gateInstructions]")).toHaveText(`${t.account.gate}${uiCopy.es.optional}`);
    await page.getByLabel(t.account.phone).fill("");
    await page.getByRole("button", { name: t.account.save }).click();
    await expect(page.getByText(t.errors.phoneRequired)).toBeVisible();
    expect(await messageOf(page, t.account.phone)).toBe(t.errors.phoneRequired);
  });
});
