import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { createAccount, d1, insertLeadOnce, root, sql } from "./support/local-state";
import { expect, test } from "./support/test";

/**
 * A crew day as people meet it, on a phone: the admin opens today's visits, marks one done with a
 * photo and one skipped; each customer signs in (one in English, one in Spanish) and sees the
 * visit, photo included; the development outbox holds one summary e-mail per visit.
 */

const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PHOTO = path.join(root, "public/images/og-default.png");
const PASSWORD = "crew day customer 1";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
// Two people, a photo upload and two e-mails through the queue.
test.describe.configure({ timeout: 120_000 });

/** Today's calendar date in Miami, as the crew's page defaults to it. */
const miamiToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

/** A converted customer with an account (known password), linked to their lead, and a visit planned today. */
function seedCustomer(key: string, project: string, { locale, zip, gate }: { locale: "en" | "es"; zip: string; gate: string }) {
  const email = `${key}.${project}.${run}@example.com`;
  const surname = `${key[0]?.toUpperCase()}${key.slice(1)}${project.replace(/\W/g, "")}${run}`;
  insertLeadOnce({
    first_name: "Marta",
    last_name: surname,
    full_name: `Marta ${surname}`,
    email,
    phone: "(305) 555-0160",
    address: `${zip.slice(-2)} Palm Ave, Miami, FL`,
    zip_code: zip,
    service_type: "residential",
    property_type: "Residential",
    service_frequency: "weekly",
    preferred_day: "monday",
    status: "converted",
    gate_instructions: gate,
    locale,
  });
  createAccount({ email, password: PASSWORD, role: "customer", name: `Marta ${surname}` });
  const lead = `(SELECT id FROM leads WHERE email = ${sql(email)})`;
  d1(
    `UPDATE users SET lead_id = ${lead}, locale = ${sql(locale)} WHERE email = ${sql(email)}; ` +
      `INSERT INTO visits (lead_id, user_id, date) SELECT ${lead}, id, ${sql(miamiToday())} FROM users WHERE email = ${sql(email)} ON CONFLICT DO NOTHING;`,
  );
  return { email, name: `Marta ${surname}` };
}

async function expectNoAxeViolations(page: Page) {
  // axe runs as a script in the page; with JavaScript off the a11y spec checks these pages' server HTML.
  if (!test.info().project.use.javaScriptEnabled) return;
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Signs a customer in on /login in a browser context of their own; returns the page where they landed. */
const customerContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(customerContexts.splice(0).map((c) => c.close()));
});

async function customerSignsIn(browser: Browser, email: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, hasTouch: true });
  customerContexts.push(context);
  const page = await context.newPage();
  await page.goto("/login");
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  return page;
}

/** The summary e-mails in the development outbox for one address, once the queue has delivered them. */
async function summariesTo(page: Page, to: string, expected: number) {
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

test("The crew closes today's visits from a phone and each customer sees theirs, in their language", async ({ page, browser, javaScriptEnabled }, testInfo) => {
  const project = testInfo.project.name;
  const done = seedCustomer("done", project, { locale: "en", zip: "33133", gate: "Side gate, code 4512. Rex stays inside." });
  const skipped = seedCustomer("skipped", project, { locale: "es", zip: "33134", gate: "Portón trasero." });

  await signInAsAdmin(page);
  await page.goto("/admin/visits");
  await expect(page).toHaveURL(/\/admin\/visits$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Visits for / })).toBeVisible();
  await expectNoAxeViolations(page);

  // Route order: by ZIP code, so 33133 comes before 33134.
  const stops = page.getByRole("article", { name: /^Stop \d+: Marta / });
  const names = await stops.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
  const position = (name: string) => names.findIndex((n) => n.includes(name));
  expect(position(done.name)).toBeGreaterThanOrEqual(0);
  expect(position(done.name)).toBeLessThan(position(skipped.name));

  // Done, with a note and a photo.
  const first = page.getByRole("article", { name: new RegExp(`: ${done.name}, `) });
  await expect(first.getByText("Side gate, code 4512. Rex stays inside.")).toBeVisible();
  await first.getByLabel("Note for the customer").fill("All clear, gate latched behind us.");
  await first.getByLabel(/^Photo/).setInputFiles(PHOTO);
  if (javaScriptEnabled) {
    // The upload's progress shows while the request is on its way: hold it until it has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/visits**", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.fallback();
    });
    await first.getByRole("button", { name: `Done: ${done.name}`, exact: false }).click();
    await expect(first.getByRole("button", { name: `Done: ${done.name}`, exact: false })).toHaveText("Uploading photo...");
    release();
  } else {
    await first.getByRole("button", { name: `Done: ${done.name}`, exact: false }).click();
  }
  await expect(page).toHaveURL(/\/admin\/visits\?date=\d{4}-\d{2}-\d{2}&closed=\d+/);
  const closed = page.getByRole("article", { name: new RegExp(`: ${done.name}, `) });
  await expect(closed.getByRole("status")).toContainText("Saved.");
  await expect(closed.getByText("Done", { exact: true })).toBeVisible();
  await expect(closed.getByRole("link", { name: "View photo" })).toBeVisible();

  // Skipped: without a reason the server says so and keeps the note.
  const second = page.getByRole("article", { name: new RegExp(`: ${skipped.name}, `) });
  await second.getByLabel("Note", { exact: false }).last().fill("Candado en el portón.");
  await second.getByRole("button", { name: `Skipped: ${skipped.name}`, exact: false }).click();
  await expect(second.getByText("Choose why the visit was skipped")).toBeVisible();
  await expect(second.getByLabel("Note", { exact: false }).last()).toHaveValue("Candado en el portón.");
  await second.getByLabel("Why skipped").selectOption("gate_locked");
  await second.getByRole("button", { name: `Skipped: ${skipped.name}`, exact: false }).click();
  const skippedStop = page.getByRole("article", { name: new RegExp(`: ${skipped.name}, `) });
  await expect(skippedStop.getByText("Reason: Gate locked")).toBeVisible();

  // The English customer sees the visit with its note and photo.
  const en = await customerSignsIn(browser, done.email, javaScriptEnabled);
  await expect(en).toHaveURL(/\/customer$/);
  await expect(en.getByRole("heading", { level: 1, name: "Customer Dashboard" })).toBeVisible();
  await expect(en.getByText("All clear, gate latched behind us.")).toBeVisible();
  const photo = en.getByRole("img", { name: /^Your yard after the visit on / });
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute("src");
  const image = await en.request.get(src ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["cache-control"]).toMatch(/^private/);
  await expectNoAxeViolations(en);

  // The Spanish customer lands on the Spanish customer area.
  const es = await customerSignsIn(browser, skipped.email, javaScriptEnabled);
  await expect(es).toHaveURL(/\/es\/customer$/);
  await expect(es.getByRole("heading", { level: 1, name: "Panel del cliente" })).toBeVisible();
  await expect(es.getByText("No se pudo hacer: el portón estaba cerrado con llave")).toBeVisible();
  await expect(es.getByText("Candado en el portón.")).toBeVisible();
  await expectNoAxeViolations(es);

  // One summary e-mail per visit, in each customer's language.
  expect(await summariesTo(page, done.email, 1)).toEqual([expect.stringMatching(/^Your yard was serviced on /)]);
  expect(await summariesTo(page, skipped.email, 1)).toEqual([expect.stringMatching(/^No pudimos atender su patio el /)]);
});
