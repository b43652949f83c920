import type { Page } from "@playwright/test";
import { addDays, businessDate, serviceDayFrom, weekdayOf } from "../../app/lib/dates";
import { linkFromOutbox, signInAsAdmin } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { linkCustomerAccount, seedLeadOnce, runId } from "./support/local-state";
import { customerPage, openLead } from "./support/leads";
import { expect, test } from "./support/test";

/**
 * From a won lead to the first visit (issue 36): the office converts a lead that gave only a ZIP
 * code, sees it in "Ready to schedule", the customer accepts the invitation and gives the street
 * address and day, and the crew's page shows the street address on the visit's day; the office
 * sets a day for a "No preference" customer in Edit Lead and the visits appear.
 */

const run = runId();
// Two people and an e-mail through the queue.
test.describe.configure({ timeout: 90_000 });

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
/** Tomorrow in Miami, or the Monday after when tomorrow is a Sunday (no visits on Sundays): the first visit's day. */
function nextServiceDay(): { date: string; day: (typeof DAYS)[number] } {
  const date = serviceDayFrom(addDays(businessDate(), 1));
  return { date, day: DAYS[weekdayOf(date)] ?? "monday" };
}

const COPY = {
  en: {
    legend: "Where, and on what day, should we visit you?",
    password: /^New password\b/,
    confirm: /^Confirm new password\b/,
    address: "Street address",
    zip: "ZIP code",
    day: "Visit day",
    gate: "Gate and yard instructions",
    submit: "Save password and sign in",
    streetError: "Enter the house number and street",
    next: "Next visit:",
    home: /\/customer$/,
  },
  es: {
    legend: "¿Dónde y qué día lo visitamos?",
    password: /^Contraseña nueva\b/,
    confirm: /^Confirme la contraseña nueva\b/,
    address: "Dirección",
    zip: "Código postal",
    day: "Día de visita",
    gate: "Instrucciones del portón y el patio",
    submit: "Guardar contraseña e iniciar sesión",
    streetError: "Escriba el número y la calle",
    next: "Próxima visita:",
    home: /\/es\/customer$/,
  },
};

/** The crew's page for a day shows the customer's stop with its street address. */
async function expectCrewStop(page: Page, date: string, street: string) {
  await page.goto(`/admin/visits?date=${date}`);
  await expect(page.getByText(street).first()).toBeVisible();
}

for (const lang of ["en", "es"] as const) {
  test(`a ZIP-only lead (${lang}) converted by the office is ready to schedule until the customer gives the street address and day`, async ({
    page,
    browser,
  }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled;
    const t = COPY[lang];
    const surname = `Zip${lang}${testInfo.project.name.replace(/\W/g, "")}${run}`;
    const email = `zip.${lang}.${testInfo.project.name}.${run}@example.com`.toLowerCase();
    const street = `${lang === "en" ? 2100 : 2150} NW 7th St ${surname}`;
    const first = nextServiceDay();
    await seedLeadOnce({
      first_name: "Rosa",
      last_name: surname,
      full_name: `Rosa ${surname}`,
      email,
      phone: "(305) 555-0190",
      address: "",
      zip_code: "33125",
      service_type: "residential",
      property_type: "Residential",
      service_frequency: "weekly",
      status: "scheduled",
      locale: lang,
    });

    // The office converts: the answer names the invitation and what is still missing.
    await signInAsAdmin(page);
    const details = await openLead(page, surname);
    await details.getByLabel("Status").selectOption("converted");
    if (!js) await details.getByRole("button", { name: "Save" }).click();
    const notice = page.getByRole("status").filter({ hasText: `Rosa ${surname} is a customer` });
    await expect(notice).toContainText(`an invitation was sent to ${email}`);
    await expect(notice).toContainText(
      "No visits yet: missing street address, visit day; the invitation asks the customer for them. You can fill them in yourself instead",
    );
    const ready = page.getByRole("region", { name: /Ready to schedule/ });
    await expect(ready.getByRole("listitem").filter({ hasText: `Rosa ${surname}` })).toContainText("Missing: Street address, Visit day");
    await expectNoAxeViolations(page);

    // The customer accepts the invitation and gives the street address, the day and the gate code.
    const link = await linkFromOutbox(page, email, "invite");
    expect(link.startsWith(lang === "es" ? "/es/invite/" : "/invite/")).toBe(true);
    const customer = await customerPage(browser, link);
    const them = customer.page;
    await expect(them.getByRole("group", { name: t.legend })).toBeVisible();
    await expect(them.getByLabel(t.zip)).toHaveValue("33125");
    await expectNoAxeViolations(them);
    await them.getByLabel(t.password).fill("a yard with two palms");
    await them.getByLabel(t.confirm).fill("a yard with two palms");
    await them.getByLabel(t.address).fill("33125");
    await them.getByLabel(t.day).selectOption(first.day);
    await them.getByLabel(t.gate).fill("Side gate, code 4321");
    await them.getByRole("button", { name: t.submit }).click();
    // A ZIP is not a street address: refused beside the field, the rest kept.
    await expect(them.getByText(t.streetError)).toBeVisible();
    await expect(them.getByLabel(t.gate)).toHaveValue("Side gate, code 4321");
    await expect(them.getByLabel(t.day)).toHaveValue(first.day);
    await them.getByLabel(t.password).fill("a yard with two palms");
    await them.getByLabel(t.confirm).fill("a yard with two palms");
    await them.getByLabel(t.address).fill(street);
    await them.getByRole("button", { name: t.submit }).click();
    await expect(them).toHaveURL(t.home);
    await expect(them.getByText(t.next).first()).toBeVisible();
    await expectNoAxeViolations(them);
    // Account Settings now hold what they gave: the street address and the day, to change at will.
    await them.goto(`${lang === "es" ? "/es" : ""}/customer?tab=account`);
    if (js) await them.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const service = them.getByRole("region", { name: lang === "es" ? "Dirección del servicio y día de visita" : "Service address and visit day" });
    await expect(service.getByLabel(t.address)).toHaveValue(street);
    await expect(service.getByLabel(t.day)).toHaveValue(first.day);
    await expectNoAxeViolations(them);
    await customer.context.close();

    // The office's list no longer has them; the crew's page shows the street address on the visit's day.
    await page.goto("/admin");
    await expect(page.getByRole("region", { name: /Ready to schedule/ }).getByText(`Rosa ${surname}`)).toHaveCount(0);
    await expectCrewStop(page, first.date, street);
  });
}

test("the office sets a day for a No preference customer in Edit Lead and the visits appear", async ({ page }) => {
  const project = test.info().project.name.replace(/\W/g, "");
  const surname = `Nopref${project}${run}`;
  const email = `nopref.${project}.${run}@example.com`.toLowerCase();
  const street = `77 Coral Way ${surname}`;
  await seedLeadOnce({
    first_name: "Nico",
    last_name: surname,
    full_name: `Nico ${surname}`,
    email,
    phone: "(305) 555-0191",
    address: street,
    zip_code: "33145",
    service_type: "residential",
    property_type: "Residential",
    service_frequency: "weekly",
    status: "converted",
  });
  // Converted by the office: an account invited for the lead (pending) and linked to it.
  await linkCustomerAccount(email, { name: `Nico ${surname}` });
  const first = nextServiceDay();

  await signInAsAdmin(page);
  const ready = page.getByRole("region", { name: /Ready to schedule/ });
  const item = ready.getByRole("listitem").filter({ hasText: `Nico ${surname}` });
  await expect(item).toContainText("Missing: Visit day");
  await item.getByRole("link", { name: `Fix in Edit Lead for Nico ${surname}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Lead" });
  await expect(dialog.getByLabel("Preferred day")).toHaveValue("");
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Preferred day").selectOption(first.day);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  const notice = page.getByRole("status").filter({ hasText: `Nico ${surname} is a customer` });
  await expect(notice).toContainText("Visits planned from");
  await expect(ready.getByText(`Nico ${surname}`)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectCrewStop(page, first.date, street);
});
