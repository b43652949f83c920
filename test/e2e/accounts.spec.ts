import type { Page } from "@playwright/test";
import { linkFromOutbox, signInAsAdmin } from "./support/auth";
import { createAccount, seedLeadOnce, runId } from "./support/local-state";
import { expect, test } from "./support/test";
import { openLead } from "./support/leads";
import { expectNoAxeViolations } from "./support/axe";

/**
 * The account lifecycle as people meet it: a forgotten password, an invitation to the team, and
 * a converted lead whose customer sees their own service. E-mails are read from the development
 * outbox (/dev/outbox), as a developer would. Every test has its own addresses, per project.
 */

const run = runId();

// Each test is a whole journey (a form, the queue delivering an e-mail, a second form, a second person).
test.describe.configure({ timeout: 60_000 });
const address = (key: string, project: string) => `${key}.${project}.${run}@example.com`;

/** Types the password twice on a one-time link's page and saves it. */
async function choosePassword(page: Page, password: string) {
  await page.getByLabel(/^New password\b/).fill(password);
  await page.getByLabel(/^Confirm new password\b/).fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
}

/** Opens a URL in a page of another browser context (another person), waiting for hydration when JavaScript is on. */
async function visit(page: Page, url: string, javaScriptEnabled: boolean | undefined) {
  await page.goto(url);
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** An active customer account that nobody knows the password of. */
async function seedAccount(email: string, { locale = "en" }: { locale?: "en" | "es" } = {}) {
  await createAccount({ email, role: "customer", name: "Ana Torres", locale });
}

test("Someone who forgot their password gets a link by e-mail, chooses a new one and is signed in", async ({ page }, testInfo) => {
  const email = address("forgot", testInfo.project.name);
  await seedAccount(email);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await linkFromOutbox(page, email, "reset-password");
  expect(link).toMatch(/^\/reset-password\//);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  if (testInfo.project.use.javaScriptEnabled) {
    // The page's script shows both fields as typed, and hides them again (no toggle without it).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Show passwords" }).click();
    await expect(page.getByLabel(/^New password\b/)).toHaveAttribute("type", "text");
    await expect(page.getByLabel(/^Confirm new password\b/)).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide passwords" }).click();
    await expect(page.getByLabel(/^Confirm new password\b/)).toHaveAttribute("type", "password");
  } else await expect(page.getByRole("button", { name: "Show passwords" })).toBeHidden();
  // The server refuses a short password and says why; nothing is used up.
  await choosePassword(page, "short one");
  await expect(page.getByText("Use at least 12 characters")).toBeVisible();

  await choosePassword(page, "palm trees and sea grapes");
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Customer Dashboard" })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
});

test("A Spanish speaker resets their password on the Spanish pages, with the e-mail in Spanish", async ({ page }, testInfo) => {
  const email = address("olvido", testInfo.project.name);
  await seedAccount(email, { locale: "es" });
  await page.goto("/es/forgot-password");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByText("Escriba su correo electrónico")).toBeVisible();
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Revise su correo" })).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await linkFromOutbox(page, email, "reset-password");
  expect(link).toMatch(/^\/es\/reset-password\//);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Elija una contraseña nueva" })).toBeVisible();
  await page.getByLabel(/^Contraseña nueva\b/).fill("mangos y aguacates");
  await page.getByLabel(/^Confirme la contraseña nueva\b/).fill("mangos y aguacates del patio");
  await page.getByRole("button", { name: "Guardar contraseña e iniciar sesión" }).click();
  await expect(page.getByText("Las dos contraseñas no coinciden")).toBeVisible();
  await page.getByLabel(/^Contraseña nueva\b/).fill("mangos y aguacates");
  await page.getByLabel(/^Confirme la contraseña nueva\b/).fill("mangos y aguacates");
  await page.getByRole("button", { name: "Guardar contraseña e iniciar sesión" }).click();
  // A Spanish-language account lands on the Spanish customer area.
  await expect(page).toHaveURL(/\/es\/customer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Panel del cliente" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Esta cuenta todavía no tiene un servicio vinculado" })).toBeVisible();
});

test("An admin invites a staff member, who accepts from the e-mail and signs in", async ({ page, browser }, testInfo) => {
  const email = address("staff", testInfo.project.name);
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole("heading", { level: 1, name: "Team and accounts" })).toBeVisible();

  const form = page.getByRole("region", { name: "Invite someone" });
  await form.getByLabel(/^Email\b/).fill("not-an-address");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText("Enter a valid e-mail address")).toBeVisible();
  await form.getByLabel(/^Email\b/).fill(email);
  await form.getByLabel("Name").fill("Rosa Office");
  await form.getByLabel("Role").selectOption("admin");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText("Invitation sent. The link works for 7 days.");
  const staff = page.getByRole("region", { name: /Office staff/ });
  const row = staff.getByRole("listitem").filter({ hasText: email });
  await expect(row.getByText("Invited", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await linkFromOutbox(page, email, "invite");
  const invitee = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const theirPage = await invitee.newPage();
  await visit(theirPage, link, testInfo.project.use.javaScriptEnabled);
  await expect(theirPage.getByRole("heading", { level: 1, name: "Welcome! Choose your password" })).toBeVisible();
  await choosePassword(theirPage, email);
  await expect(theirPage.getByText("Your password can't be your e-mail address")).toBeVisible();
  await choosePassword(theirPage, "brickell coffee at eight");
  await expect(theirPage).toHaveURL(/\/admin$/);
  await expect(theirPage.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await invitee.close();

  await page.reload();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
});

test("A converted lead's customer is invited, signs in and sees their own plan, not sample data", async ({ page, browser }, testInfo) => {
  // Two people and two e-mail round trips: the admin converts, the customer accepts and updates their details.
  test.setTimeout(90_000);
  const email = address("converted", testInfo.project.name);
  const surname = `Conv${testInfo.project.name.replace(/\W/g, "")}${run}`;
  await seedLeadOnce({
    first_name: "Lucia",
    last_name: surname,
    full_name: `Lucia ${surname}`,
    email,
    phone: "(305) 555-0188",
    address: "77 Coral Way, Miami, FL",
    zip_code: "33145",
    service_type: "residential",
    property_type: "Residential",
    service_frequency: "bi-weekly",
    preferred_day: "friday",
    status: "scheduled",
  });

  await signInAsAdmin(page);
  const details = await openLead(page, surname);
  await details.getByLabel("Status").selectOption("converted");
  if (testInfo.project.use.javaScriptEnabled) await expect(details.getByText("Saved")).toBeVisible();
  else await details.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row").filter({ hasText: surname }).first().getByText("Converted", { exact: true })).toBeVisible();

  const link = await linkFromOutbox(page, email, "invite");
  const customer = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const theirPage = await customer.newPage();
  await visit(theirPage, link, testInfo.project.use.javaScriptEnabled);
  await expect(theirPage.getByRole("heading", { level: 1, name: "Welcome! Choose your password" })).toBeVisible();
  await choosePassword(theirPage, "sunny yard, happy dogs");
  await expect(theirPage).toHaveURL(/\/customer$/);
  if (testInfo.project.use.javaScriptEnabled) await theirPage.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await expect(theirPage.getByRole("heading", { level: 2, name: `Lucia ${surname}` })).toBeVisible();
  await expect(theirPage.getByText("77 Coral Way, Miami, FL, 33145")).toBeVisible();
  await expect(theirPage.getByText("Bi-Weekly service · Fridays")).toBeVisible();
  await expect(theirPage.getByText("No visits recorded yet.")).toBeVisible();
  await expect(theirPage.getByRole("note", { name: "Sample data" })).toHaveCount(0);
  await expectNoAxeViolations(theirPage);

  const js = testInfo.project.use.javaScriptEnabled;
  await visit(theirPage, "/customer?tab=billing", js);
  // No subscription yet (converted by the office): the billing tab offers to set up payment (issue 39).
  await expect(theirPage.getByRole("button", { name: "Set up payment" })).toBeVisible();
  await expect(theirPage.getByText("$80.00")).toHaveCount(0);

  // The customer keeps their gate instructions up to date; bad input is refused beside the field and kept.
  await visit(theirPage, "/customer?tab=account", js);
  await theirPage.getByLabel("Phone").fill("555");
  await theirPage.getByLabel("Gate and yard instructions").fill("Side gate code 2468");
  await theirPage.getByRole("button", { name: "Save changes" }).click();
  await expect(theirPage.getByText("Enter a 10-digit US phone number")).toBeVisible();
  await expect(theirPage.getByLabel("Gate and yard instructions")).toHaveValue("Side gate code 2468");
  await theirPage.getByLabel("Phone").fill("305-555-0177");
  await theirPage.getByRole("button", { name: "Save changes" }).click();
  await expect(theirPage.getByRole("status")).toContainText("Saved");
  await expectNoAxeViolations(theirPage);
  await customer.close();

  // The admin sees what the customer set, in the lead's details (the page is the lead's own address: reloaded, they are open).
  await page.reload();
  await expect(details.getByText("Side gate code 2468")).toBeVisible();
});
