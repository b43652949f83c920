import type { Page } from "@playwright/test";
import { seedCustomer } from "./support/customers";
import { runId } from "./support/local-state";
import { screenshots } from "./support/screenshots";
import { expect, test, waitForHydration } from "./support/test";
import { TAB_IDS, type TabId } from "../../app/lib/customer-dashboard";
import { customerArea } from "../../server/content/customer-area";
import { sessionCookie, signInWithSession } from "./support/sessions";

const en = customerArea.en;
const es = customerArea.es;
const TABS = TAB_IDS.map((id) => ({ id, label: en.tabs[id] }));
const tabLabel = (id: TabId) => en.tabs[id];

/** The link that opens a tab, with JavaScript as without: each tab is a document (docs/decisions/0022). */
function tabControl(page: Page, id: TabId) {
  return page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: tabLabel(id) });
}

const panelHeading = (page: Page, id: TabId) => page.getByRole("heading", { level: 2, name: tabLabel(id), exact: true });

test.describe("customer dashboard, signed out", () => {
  test("an anonymous visitor who opens /customer is sent to the sign-in page", async ({ page }) => {
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("customer dashboard", () => {
  test.beforeEach(async ({ context }) => {
    const session = process.env.E2E_CUSTOMER_SESSION;
    if (!session) throw new Error("global setup did not seed a customer session");
    await context.addCookies([sessionCookie(session)]);
  });

  test("the demo account sees the portal chrome, the real panels with sample data under its own name, and the sample-data banner", async ({ page }) => {
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
    await expect(profile).toContainText("Weekly service · Tuesdays");
    await expect(profile).toContainText("Member since");
    await expect(page.getByText(en.demoData.gateInstructions)).toBeVisible();
  });

  test("at a phone's width the Spanish header's «Cerrar sesión» stays on one line", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es/customer");
    const button = page.getByRole("button", { name: es.frame.signOut });
    await expect(button).toBeVisible();
    // The lines its words take: one box per line of the text.
    const lines = await button.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el.lastChild ?? el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });

  test("the demo in Spanish: /es/customer shows the same panels and sample data in Spanish", async ({ page }) => {
    await page.goto("/es/customer");
    await expect(page.getByRole("heading", { level: 1, name: "Panel del cliente" })).toBeVisible();
    await expect(page.getByRole("note", { name: "Datos de muestra" })).toContainText("Cuenta de demostración.");
    await expect(page.getByRole("complementary", { name: "Su cuenta" })).toContainText("Servicio semanal · los martes");
    await expect(page.getByText(es.demoData.visitNotes.cleared)).toBeVisible();
    await expect(page.getByText(en.demoData.visitNotes.cleared)).toHaveCount(0);
  });

  for (const { id } of TABS) {
    test(`the ${id} tab opens straight from its URL`, async ({ page }) => {
      await page.goto(`/customer?tab=${id}`);
      await expect(panelHeading(page, id)).toBeVisible();
      await expect(page.getByRole("region", { name: tabLabel(id) })).toBeVisible();
      await expect(tabControl(page, id)).toHaveAttribute("aria-current", "page");
      for (const other of TABS.filter((t) => t.id !== id)) await expect(panelHeading(page, other.id)).toHaveCount(0);
    });
  }

  test("clicking each tab shows its panel, keeps it in the URL and survives a reload", async ({ page }) => {
    await page.goto("/customer");
    await expect(panelHeading(page, "services")).toBeVisible();

    for (const { id } of [...TABS.slice(1), TABS[0]]) {
      await tabControl(page, id).click();
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${id}$`));
      await expect(panelHeading(page, id)).toBeVisible();
      await expect(tabControl(page, id)).toHaveAttribute("aria-current", "page");
    }

    await tabControl(page, "billing").click();
    await expect(page).toHaveURL(/[?&]tab=billing$/);
    await page.reload();
    await expect(panelHeading(page, "billing")).toBeVisible();
  });

  const forms: { path: string; tab: TabId; button: string; notice: string }[] = [
    { path: "/customer", tab: "account", button: en.account.saveService, notice: en.demo.notices.service },
    { path: "/customer", tab: "account", button: en.account.save, notice: en.demo.notices.contact },
    { path: "/customer", tab: "notifications", button: en.notifications.save, notice: en.demo.notices.notifications },
    { path: "/customer", tab: "billing", button: en.billing.manage, notice: en.demo.notices.billing },
    { path: "/es/customer", tab: "notifications", button: es.notifications.save, notice: es.demo.notices.notifications },
    { path: "/es/customer", tab: "billing", button: es.billing.manage, notice: es.demo.notices.billing },
  ];

  test("every form of the demo answers, in the page's language, that this is sample data and nothing changed", async ({ page }) => {
    for (const { path, tab, button, notice } of forms) {
      await page.goto(`${path}?tab=${tab}`);
      await expect(page.getByTestId("demo-notice")).toHaveCount(0);
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(page.getByTestId("demo-notice"), `${path} ${button}`).toHaveText(notice);
      await expect(page.getByTestId("demo-notice")).toHaveCount(1);
      await expect(page.getByText(/success/i)).toHaveCount(0);
    }
  });

  test("with JavaScript, a form's button says it is saving while it posts, and a second tap posts nothing", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Busy words are the page's script (app/enhance/customer-area.js); without it the browser shows its own progress.");
    await page.goto("/es/customer?tab=notifications");
    // What the page shows while the post is held: reported by the page itself once every button is
    // disabled (a page with a post on its way is not queried from here).
    const shown: string[] = [];
    let onShown = () => {};
    await page.exposeFunction("customerAreaShows", (words: string) => {
      shown.push(words);
      onShown();
    });
    await page.evaluate(() => {
      const report = () => {
        const busy = document.querySelector("form[aria-busy=true] button[type=submit]");
        if (!busy || document.querySelectorAll("form[data-customer-form] button:enabled").length > 0) return;
        (window as unknown as { customerAreaShows: (words: string) => void }).customerAreaShows(busy.textContent ?? "");
      };
      new MutationObserver(report).observe(document.body, { attributes: true, childList: true, characterData: true, subtree: true });
    });
    let posts = 0;
    await page.route("**/es/customer*", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts++;
      await new Promise<void>((resolve) => {
        onShown = () => {
          if (shown.length > 0) resolve();
        };
        onShown();
      });
      await route.continue();
    });
    await page.getByRole("button", { name: es.notifications.save, exact: true }).dblclick();
    await expect(page.getByTestId("demo-notice")).toHaveText(es.demo.notices.notifications);
    expect(shown[0]).toBe(es.saving);
    expect(posts).toBe(1);
    // The answer is a new document, its button ready again.
    await expect(page.getByRole("button", { name: es.notifications.save, exact: true })).toBeEnabled();
  });

  test("the sample data shows visit states with text labels and the default notification settings", async ({ page }) => {
    await page.goto("/customer?tab=services");
    for (const label of [en.services.done, "Skipped: see the note"]) await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(en.demoData.visitNotes.away)).toBeVisible();

    await page.goto("/customer?tab=billing");
    await expect(page.getByText("Active", { exact: true })).toBeVisible();

    await page.goto("/customer?tab=notifications");
    for (const name of [en.notifications.visitSummary, en.notifications.reminders, en.notifications.texts]) {
      await expect(page.getByRole("checkbox", { name, exact: true }), name).toBeChecked();
    }
    await expect(page.getByRole("checkbox", { name: en.notifications.promotions, exact: true })).not.toBeChecked();
  });
});

/**
 * A customer's edit from a stale page never silently overwrites a newer one: two pages of the same
 * customer (a phone and a laptop) open the address form; the first saves; the second, still showing
 * the old address, is refused beside the form with the first's saved value shown and its own typed
 * value kept, and then saves it deliberately.
 */
test.describe("customer area, two pages of one customer", () => {
  const run = runId("v");
  const TABS_PASSWORD = "two tabs password 1";
  // Two pages of one customer, each loaded, saved and reloaded, on a machine other jobs may load:
  // a budget of their own.
  test.beforeEach(() => test.setTimeout(180_000));

  for (const lang of ["en", "es"] as const) {
    test(`the second page's stale save of the address is refused with the first's value shown, then saved deliberately (${lang})`, async ({
      browser,
    }, testInfo) => {
      const t = customerArea[lang];
      const savedNext = t.savedNext.split("{date}")[0] ?? "";
      const prefix = lang === "es" ? "/es" : "";
      const project = testInfo.project.name.replace(/\W/g, "");
      const email = `two.tabs.${lang}.${project}.${run}@example.com`;
      await seedCustomer({
        email,
        password: TABS_PASSWORD,
        firstName: "Dana",
        lastName: `Tabs${project}${run}`,
        locale: lang,
        lead: { phone: "(305) 555-0144", address: "10 Old Street Rd", zip_code: "33135", preferred_day: "monday" },
      });
      const js = testInfo.project.use.javaScriptEnabled !== false;
      const context = await browser.newContext({ javaScriptEnabled: js });
      const [phone, laptop] = [await context.newPage(), await context.newPage()];
      // One session for the context: both pages are the same customer's, as two tabs are.
      await signInWithSession(phone, email);
      for (const page of [phone, laptop]) {
        await page.goto(`${prefix}/customer?tab=account`);
        if (js) await waitForHydration(page);
      }
      const form = (page: Page) => page.getByRole("region", { name: t.account.serviceCard });
      const first = `12 Phone Tab St ${run}`;
      const second = `34 Laptop Tab Ave ${run}`;

      // The phone saves first.
      await form(phone).getByLabel(t.account.address).fill(first);
      await form(phone).getByRole("button", { name: t.account.saveService }).click();
      // A saved address answers with the next visit as it is now (issue 50).
      await expect(form(phone).getByRole("status")).toContainText(savedNext);

      // The laptop still shows the old address; its save is refused beside the form.
      await expect(form(laptop).getByLabel(t.account.address)).toHaveValue("10 Old Street Rd");
      await form(laptop).getByLabel(t.account.address).fill(second);
      await form(laptop).getByRole("button", { name: t.account.saveService }).click();
      const conflict = form(laptop).getByRole("alert");
      await expect(conflict).toContainText(t.conflict.title);
      await expect(conflict).toContainText(first);
      await expect(conflict).toBeFocused();
      await expect(form(laptop).getByLabel(t.account.address)).toHaveValue(second);
      await expect(form(laptop).getByRole("status")).toHaveCount(0);
      // With SCREENSHOT_DIR set, what the second page shows, at a phone's width and a laptop's.
      await screenshots(laptop, `customer-conflict-${lang}-${project}`, { part: form(laptop), element: true, height: () => 900 });
      // Nothing was written: the phone's page, loaded again, still shows its own address.
      await phone.reload();
      if (js) await waitForHydration(phone);
      await expect(form(phone).getByLabel(t.account.address)).toHaveValue(first);

      // Saving again is deliberate, and goes through.
      await form(laptop).getByRole("button", { name: t.account.saveService }).click();
      await expect(form(laptop).getByRole("status")).toContainText(savedNext);
      await expect(form(laptop).getByRole("alert")).toHaveCount(0);
      await expect(form(laptop).getByLabel(t.account.address)).toHaveValue(second);
      await phone.reload();
      if (js) await waitForHydration(phone);
      await expect(form(phone).getByLabel(t.account.address)).toHaveValue(second);
      await context.close();
    });
  }
});
