import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { PREVIEW_ACTIONS, type PreviewActionId, TABS, type TabId } from "../../app/content/customer-portal";
import { SESSION_COOKIE } from "./support/sessions";

const tabLabel = (id: TabId) => TABS.find((t) => t.id === id)?.label ?? id;

/** The control that opens a tab: an ARIA tab with JavaScript, a plain link without. */
function tabControl(page: Page, id: TabId, js: boolean) {
  return js
    ? page.getByRole("tab", { name: tabLabel(id) })
    : page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: tabLabel(id) });
}

const panelHeading = (page: Page, id: TabId) => page.getByRole("heading", { level: 2, name: tabLabel(id), exact: true });

test.describe("customer dashboard, signed out", () => {
  test("an anonymous visitor who opens /customer is sent to the sign-in page", async ({ page }) => {
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("customer dashboard", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    const session = process.env.E2E_CUSTOMER_SESSION;
    if (!session || !baseURL) throw new Error("global setup did not seed a customer session");
    await context.addCookies([{ name: SESSION_COOKIE, value: session, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  });

  test("a signed-in customer sees the portal chrome, the sample profile under their own name and the sample-data banner", async ({ page }) => {
    await page.goto("/customer");
    await expect(page.getByRole("heading", { level: 1, name: "Customer Dashboard" })).toBeVisible();
    await expect(page.getByTestId("portal-user")).toContainText("Jordan Rivera");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("note", { name: "Sample data" })).toContainText("Sample data");
    await expect(page.getByRole("note", { name: "Sample data" })).toContainText("Demo account.");
    const profile = page.getByRole("complementary", { name: "Your account" });
    // The header and the profile name the same person.
    await expect(profile.getByRole("heading", { name: "Jordan Rivera" })).toBeVisible();
    await expect(profile).toContainText("$19.99 per week");
    await expect(profile).toContainText("Member since");
  });

  for (const { id } of TABS) {
    test(`the ${id} tab opens straight from its URL`, async ({ page }, testInfo) => {
      const js = testInfo.project.name === "js";
      await page.goto(`/customer?tab=${id}`);
      await expect(panelHeading(page, id)).toBeVisible();
      if (js) await expect(tabControl(page, id, js)).toHaveAttribute("aria-selected", "true");
      else await expect(tabControl(page, id, js)).toHaveAttribute("aria-current", "page");
      for (const other of TABS.filter((t) => t.id !== id)) await expect(panelHeading(page, other.id)).toHaveCount(0);
    });
  }

  test("clicking each tab shows its panel, keeps it in the URL and survives a reload", async ({ page }, testInfo) => {
    const js = testInfo.project.name === "js";
    await page.goto("/customer");
    await expect(panelHeading(page, "services")).toBeVisible();
    if (js) await page.evaluate(() => Object.assign(window, { __samePage: true }));

    for (const { id } of [...TABS.slice(1), TABS[0]]) {
      await tabControl(page, id, js).click();
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${id}$`));
      await expect(panelHeading(page, id)).toBeVisible();
    }
    // With JavaScript the switches happen in place, without loading a new document.
    if (js) expect(await page.evaluate(() => "__samePage" in window)).toBe(true);

    await tabControl(page, "billing", js).click();
    await expect(page).toHaveURL(/[?&]tab=billing$/);
    await page.reload();
    await expect(panelHeading(page, "billing")).toBeVisible();
  });

  test("with JavaScript the tabs follow the ARIA pattern and answer the arrow, Home and End keys", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "js", "keyboard tabs need JavaScript; without it they are plain links");
    await page.goto("/customer");
    await expect(page.getByRole("tablist", { name: "Dashboard sections" })).toBeVisible();
    const services = page.getByRole("tab", { name: "Services" });
    await expect(services).toHaveAttribute("tabindex", "0");
    await expect(page.getByRole("tab", { name: "Billing & Invoices" })).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("tabpanel", { name: "Services" })).toBeVisible();

    await services.focus();
    await page.keyboard.press("ArrowRight");
    const billing = page.getByRole("tab", { name: "Billing & Invoices" });
    await expect(billing).toBeFocused();
    await expect(billing).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Billing & Invoices" })).toBeVisible();

    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Account Settings" })).toBeFocused();
    await expect(page).toHaveURL(/tab=account$/);
    await page.keyboard.press("ArrowRight");
    await expect(services).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Account Settings" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(services).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Services" })).toBeVisible();
  });

  test("Pay Now explains that nothing was charged and links to the billing portal and the team", async ({ page }, testInfo) => {
    await page.goto("/customer?tab=billing");
    await expect(page.getByText("$79.96").first()).toBeVisible();
    await page.getByRole("button", { name: "Pay Now" }).click();

    const notice = page.getByTestId("preview-notice");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(PREVIEW_ACTIONS["pay-now"].title);
    await expect(notice).not.toContainText(/success/i);
    const portal = notice.getByRole("link", { name: /Open the billing portal/ });
    await expect(portal).toHaveAttribute("href", /^https?:\/\//);
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(notice.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(notice.getByRole("link", { name: /^E-mail / })).toHaveAttribute("href", /^mailto:/);
    await expect(page).toHaveURL(/notice=pay-now/);
    if (testInfo.project.name === "js") await expect(page.locator(":focus")).toContainText(PREVIEW_ACTIONS["pay-now"].title);

    await notice.getByRole("link", { name: "Dismiss notice" }).click();
    await expect(page.getByTestId("preview-notice")).toHaveCount(0);
    await expect(panelHeading(page, "billing")).toBeVisible();
  });

  const buttons: [PreviewActionId, TabId, string | RegExp][] = [
    ["reschedule", "services", "Reschedule the visit on Tuesday, November 24"],
    ["pay-now", "billing", "Pay Now"],
    ["update-payment", "billing", "Update payment method"],
    ["download", "billing", "Download INV-2026-1101"],
    ["save-preferences", "notifications", "Save Preferences"],
    ["update-information", "account", "Update Information"],
    ["change-password", "account", "Change Password"],
    ["change-plan", "account", "Change Plan"],
    ["cancel-service", "account", "Cancel Service"],
  ];

  test("every dashboard button answers with an honest preview notice", async ({ page }) => {
    for (const [action, tab, name] of buttons) {
      await page.goto(`/customer?tab=${tab}`);
      await expect(page.getByTestId("preview-notice")).toHaveCount(0);
      await page.getByRole("button", { name, exact: true }).click();
      const notice = page.getByTestId("preview-notice");
      await expect(notice, action).toContainText(PREVIEW_ACTIONS[action].title);
      await expect(notice.getByRole("link", { name: /^Call / }), action).toBeVisible();
      await expect(notice.getByRole("link", { name: /Open the billing portal/ }), action).toHaveCount(PREVIEW_ACTIONS[action].kind === "billing" ? 1 : 0);
    }
  });

  test("the sample data shows visit and invoice states with text labels and the default notification settings", async ({ page }) => {
    await page.goto("/customer?tab=services");
    for (const label of ["Completed", "Scheduled", "Canceled"]) await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    await expect(page.getByText("9:00 AM – 11:00 AM").first()).toBeVisible();

    await page.goto("/customer?tab=billing");
    for (const label of ["Paid", "Pending"]) await expect(page.getByText(label, { exact: true }).first()).toBeVisible();

    await page.goto("/customer?tab=notifications");
    for (const name of ["Service reminders", "Service confirmations", "Billing and invoices", "Email", "Text message (SMS)"]) {
      await expect(page.getByRole("switch", { name, exact: true }), name).toBeChecked();
    }
    await expect(page.getByRole("switch", { name: "Promotional e-mails", exact: true })).not.toBeChecked();
  });
});
