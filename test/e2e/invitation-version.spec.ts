import { linkFromOutbox, signInAsAdmin } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { customerPage, openLead } from "./support/leads";
import { seedLeadOnce, runId } from "./support/local-state";
import { expect, test } from "./support/test";

/**
 * The invitation page saves at the version it showed (issue 46, decision 0017): the office changes
 * the gate code while the customer has the page open; their save is refused beside the form with
 * what is saved now, everything typed (the password too) is kept, and saving again on purpose works.
 */

const run = runId();
// Two people, an e-mail through the queue and an office edit.
test.describe.configure({ timeout: 120_000 });

const COPY = {
  en: {
    password: /^New password\b/,
    confirm: /^Confirm new password\b/,
    gate: "Gate and yard instructions",
    submit: "Save password and sign in",
    changed: "Nothing was saved: these details were changed while this page was open",
    home: /\/customer$/,
  },
  es: {
    password: /^Contraseña nueva\b/,
    confirm: /^Confirme la contraseña nueva\b/,
    gate: "Instrucciones del portón y el patio",
    submit: "Guardar contraseña e iniciar sesión",
    changed: "No se guardó nada: estos datos se cambiaron mientras esta página estaba abierta",
    home: /\/es\/customer$/,
  },
};

for (const lang of ["en", "es"] as const) {
  test(`an invitation page (${lang}) opened before the office changed the gate code does not put the old one back`, async ({ page, browser }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled;
    const t = COPY[lang];
    const surname = `Gate${lang}${testInfo.project.name.replace(/\W/g, "")}${run}`;
    const email = `gate.${lang}.${testInfo.project.name}.${run}@example.com`.toLowerCase();
    await seedLeadOnce({
      first_name: "Marta",
      last_name: surname,
      full_name: `Marta ${surname}`,
      email,
      phone: "(305) 555-0192",
      address: "2100 NW 7th St",
      zip_code: "33125",
      preferred_day: "wednesday",
      gate_instructions: "Old code 1111",
      service_type: "residential",
      property_type: "Residential",
      service_frequency: "weekly",
      status: "scheduled",
      locale: lang,
    });
    await signInAsAdmin(page);
    const details = await openLead(page, surname);
    await details.getByLabel("Status").selectOption("converted");
    if (!js) await details.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Marta ${surname} is a customer` })).toContainText(`an invitation was sent to ${email}`);

    const customer = await customerPage(browser, await linkFromOutbox(page, email, "invite"));
    const them = customer.page;
    await expect(them.getByLabel(t.gate)).toHaveValue("Old code 1111");
    // Meanwhile the office fixes the gate code in Edit Lead.
    await page
      .getByRole("link", { name: `Edit Marta ${surname}` })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Lead" });
    await dialog.getByLabel("Gate instructions").fill("New code 2222");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);

    await them.getByLabel(t.password).fill("a yard with two palms");
    await them.getByLabel(t.confirm).fill("a yard with two palms");
    await them.getByRole("button", { name: t.submit }).click();
    const notice = them.getByRole("alert").filter({ hasText: t.changed });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("New code 2222");
    await expect(notice).toBeFocused();
    await expect(them.getByLabel(t.gate)).toHaveValue("Old code 1111");
    await expect(them.getByLabel(t.password)).toHaveValue("a yard with two palms");
    await expect(them.getByLabel(t.confirm)).toHaveValue("a yard with two palms");
    await expectNoAxeViolations(them);

    // They take the office's code and save on purpose: it goes through, at the version now shown.
    await them.getByLabel(t.gate).fill("New code 2222, side gate");
    await them.getByRole("button", { name: t.submit }).click();
    await expect(them).toHaveURL(t.home);
    await them.goto(`${lang === "es" ? "/es" : ""}/customer?tab=account`);
    await expect(them.getByLabel(t.gate)).toHaveValue("New code 2222, side gate");
    await customer.context.close();
  });
}
