import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { query, sql } from "./support/local-state";
import { expect, test, waitForNewDocument } from "./support/test";
import { fillContact, servePricingTable, startWizard, stubPricingTable, uniqueEmail, useOwnClientIp } from "./support/wizard";
import { wcagViolations } from "./support/axe";

/**
 * The quote wizard in Spanish (issue 16): a visitor at /es/get-started goes through every step in
 * Spanish, with JavaScript on and off, gets Spanish messages for bad input (from the browser's
 * check with JavaScript, from the server without), stays under /es, and the lead is Spanish in the
 * admin.
 */
const STUB_SCRIPT = stubPricingTable("Tabla de precios de prueba para");

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientIp(page, testInfo);
});

/** Every POST the page sends to the wizard (a document or a data request). */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.includes("get-started")) posts.push(new URL(r.url()).pathname);
  });
  return posts;
}

/** The Spanish visitor's contact details. */
const fillContactEs = (page: Page, email: string, zip: string) => fillContact(page, "es", { email, zip, name: "Ana María Pérez", referral: "referral" });

/** In the admin, the lead carries the "ES" badge, and the language filter finds it under Spanish only. */
async function expectSpanishInAdmin(page: Page, email: string) {
  await signInAsAdmin(page);
  const form = page.getByRole("search", { name: "Filter leads" });
  const filter = async (language: string) => {
    await form.getByRole("searchbox", { name: "Search" }).fill(email);
    await form.getByLabel("Language").selectOption(language);
    await form.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("locale")).toBe(language);
  };
  await filter("es");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTitle("Sent from the Spanish pages")).toHaveText("ES(Spanish)");
  await expect(row.getByText("ES", { exact: true })).toBeVisible();
  await filter("en");
  await expect(page.getByText("No leads found matching your criteria.")).toBeVisible();
}

test.describe("the quote wizard in Spanish", () => {
  // Each test is a whole journey: the wizard's steps, then the office signing in to find the lead.
  // With two browsers and the server sharing this 2-core machine, that takes up to 30 s.
  test.describe.configure({ timeout: 60_000 });

  test("a homeowner gets Spanish messages for bad input, reaches Elija su plan under /es, and the lead is Spanish in the admin", async ({
    page,
    javaScriptEnabled,
  }) => {
    await servePricingTable(page, STUB_SCRIPT);
    const hydrationErrors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /hydrat/i.test(m.text())) hydrationErrors.push(m.text());
    });
    const email = uniqueEmail("hogar");
    const posts = countPosts(page);
    await startWizard(page, "es", "residential");
    await expect(page.getByRole("heading", { level: 1, name: "Pida su cotización gratis" })).toBeVisible();
    await expect(page.getByText("Paso 2 de 3:")).toBeAttached();

    await fillContactEs(page, email, "33301");
    if (javaScriptEnabled) {
      // The zip note follows what is typed, in Spanish.
      await expect(page.getByRole("status").filter({ hasText: "Este código postal parece estar fuera del condado de Miami-Dade." })).toBeVisible();
    }
    await page.getByLabel("Teléfono").fill("555-01");
    await page.getByLabel("Correo electrónico").fill("ana@ejemplo");
    const before = posts.length;
    await page.getByRole("button", { name: "Siguiente" }).click();

    const phone = page.getByLabel("Teléfono");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription("Escriba un número de teléfono de EE. UU. de 10 dígitos, como (305) 555-0142");
    await expect(page.getByLabel("Correo electrónico")).toHaveAccessibleDescription("Escriba un correo electrónico válido, como nombre@ejemplo.com");
    await expect(page.getByRole("alert").filter({ hasText: "Por favor, corrija estos 2 campos:" })).toBeVisible();
    await expect(phone).toHaveValue("555-01");
    // With JavaScript the browser checked the fields itself, with the messages from the page's data: nothing was sent.
    expect(posts.length - before).toBe(javaScriptEnabled ? 0 : 1);

    await phone.fill("305-555-0142");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("radio", { name: "Quincenal (cada dos semanas)" }).check();
    await page.getByLabel("Día de servicio preferido").selectOption("saturday");
    await page.getByRole("button", { name: "Siguiente" }).click();

    await expect(page.getByRole("heading", { name: "Elija su plan" })).toBeVisible();
    await expect(page).toHaveURL(/\/es\/get-started\?step=plan&lead=/);
    await expect(page.getByText("¡Gracias, Ana María! Ya recibimos su solicitud.")).toBeVisible();
    await expect(page.getByText("El código postal 33301 parece estar fuera del condado de Miami-Dade")).toBeVisible();
    if (javaScriptEnabled) {
      await expect(page.getByText(`Tabla de precios de prueba para ${email}`)).toBeVisible();
    } else {
      await expect(page.getByText("Para elegir un plan en línea se necesita JavaScript.")).toBeVisible();
      await expect(page.getByRole("link", { name: /Llámenos ahora/ })).toHaveAttribute("href", /^tel:/);
    }
    const rows = await query<{ locale: string; service_frequency: string; preferred_day: string; out_of_area: number }>(
      `SELECT locale, service_frequency, preferred_day, out_of_area FROM leads WHERE email = ${sql(email)}`,
    );
    expect(rows).toEqual([{ locale: "es", service_frequency: "bi-weekly", preferred_day: "saturday", out_of_area: 1 }]);

    // Back from the plan: the contact step in Spanish, with what was typed.
    await page.getByRole("link", { name: "Atrás", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sus datos de contacto" })).toBeVisible();
    await expect(page).toHaveURL(/\/es\/get-started\?step=contact/);
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(email);
    expect(hydrationErrors).toEqual([]);

    await expectSpanishInAdmin(page, email);
  });

  test("a community manager sends a commercial request in Spanish and lands on /es/commercial-thank-you", async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail("hoa.es");
    const posts = countPosts(page);
    await startWizard(page, "es", "commercial");
    await fillContactEs(page, email, "33131");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.getByRole("heading", { name: "Datos de la comunidad" })).toBeVisible();
    await expect(page).toHaveURL(/\/es\/get-started\?step=community$/);

    // Only spaces: the browser's own `required` lets it through, the shared schema does not.
    await page.getByLabel("Nombre de la comunidad").fill("   ");
    const before = posts.length;
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByLabel("Nombre de la comunidad")).toHaveAccessibleDescription("Escriba el nombre de la comunidad");
    await expect(page.getByRole("alert").filter({ hasText: "Por favor, corrija este campo:" })).toBeVisible();
    expect(posts.length - before).toBe(javaScriptEnabled ? 0 : 1);

    await page.getByLabel("Nombre de la comunidad").fill("Brickell Palms HOA");
    await page.getByLabel("Compañía administradora").fill("Bay Harbor Management");
    await page.getByLabel("Su cargo").selectOption("board");
    await page.getByLabel("Número de viviendas").fill("240");
    await page.getByText("Quiero una propuesta").click();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();

    await expect(page).toHaveURL(/\/es\/commercial-thank-you$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const rows = await query<{ locale: string; community_name: string; role: string; request_type: string }>(
      `SELECT locale, community_name, role, request_type FROM leads WHERE email = ${sql(email)}`,
    );
    expect(rows).toEqual([{ locale: "es", community_name: "Brickell Palms HOA", role: "board", request_type: "proposal" }]);

    await expectSpanishInAdmin(page, email);
  });

  test("Atrás goes back one step in Spanish and keeps what was typed", async ({ page }) => {
    await startWizard(page, "es", "commercial");
    await fillContactEs(page, "atras@example.com", "33133");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.getByLabel("Nombre de la comunidad").fill("Coconut Grove Villas");
    await page.getByRole("button", { name: "Atrás" }).click();
    await expect(page.getByRole("heading", { name: "Sus datos de contacto" })).toBeVisible();
    await expect(page).toHaveURL(/\/es\/get-started\?step=contact$/);
    await expect(page.getByLabel("Código postal")).toHaveValue("33133");
    await page.getByRole("button", { name: "Atrás" }).click();
    await expect(page.getByRole("heading", { name: "¿Qué tipo de servicio necesita?" })).toBeVisible();
    await expect(page).toHaveURL(/\/es\/get-started\?step=service$/);
  });
});

test("the Spanish contact step, errors included, has no WCAG 2.1 AA violations", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe runs as a script in the page");
  await page.goto("/es/get-started?frequency=weekly");
  await fillContactEs(page, uniqueEmail("axe.es"), "33139");
  await page.getByLabel("Teléfono").fill("555-01");
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page.getByLabel("Teléfono")).toHaveAttribute("aria-invalid", "true");
  expect(await wcagViolations(page)).toEqual([]);
});

test.describe("the Spanish wizard's JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "counts the scripts a browser runs");

  async function scriptBytes(page: Page, path: string) {
    const scripts = new Set<string>();
    await page.route("**/*.js", (route) => route.continue());
    const listener = (r: { url(): string }) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
    };
    page.on("request", listener);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("request", listener);
    return [...scripts].reduce((sum, s) => sum + gzipSync(readFileSync(join(process.cwd(), "build/client", s))).length, 0);
  }

  // The copy and the field messages are loader data: the second language adds no script. (The
  // wizard's budget itself is `npm run bench:js`'s, over every page.)
  // The contact step is a document without React too: its own script and site.js, the same in both languages.
  test("the Spanish contact step downloads exactly the JavaScript of the English one", async ({ page }, testInfo) => {
    const english = await scriptBytes(page, "/get-started?service=residential");
    const spanish = await scriptBytes(page, "/es/get-started?service=residential");
    testInfo.annotations.push({ type: "gzip bytes", description: `contact step: English ${english}, Spanish ${spanish}` });
    expect(english).toBeGreaterThan(0);
    expect(english).toBeLessThanOrEqual(10 * 1024);
    expect(spanish).toBe(english);
  });
});

test.describe("the Spanish wizard's own messages", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "with JavaScript off the browser's own check stops an empty required field");

  // Not the browser's "Please fill out this field.": the steps' script turns its bubbles off and
  // shows the server's messages, in Spanish, before anything is sent (issue 37).
  test("an empty required field on every step of /es/get-started gets a Spanish message, not the browser's", async ({ page }) => {
    const posts = countPosts(page);
    await startWizard(page, "es", "commercial");
    await page.getByRole("button", { name: "Siguiente" }).click();
    const name = page.getByLabel("Nombre completo");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Escriba su nombre completo");
    await expect(page.getByLabel("Correo electrónico")).toHaveAccessibleDescription("Escriba su correo electrónico");
    await expect(page.getByLabel("Teléfono")).toHaveAccessibleDescription("Escriba su número de teléfono");
    await expect(page.getByLabel("Código postal")).toHaveAccessibleDescription("Escriba su código postal (ZIP) de 5 dígitos");
    await expect(page.getByRole("alert").filter({ hasText: "Por favor, corrija estos 4 campos:" })).toBeVisible();
    await expect(name).toBeFocused();
    expect(posts).toEqual(["/es/get-started"]);

    await fillContactEs(page, uniqueEmail("vacio.es"), "33131");
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.getByRole("heading", { name: "Datos de la comunidad" })).toBeVisible();
    await waitForNewDocument(page);
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const community = page.getByLabel("Nombre de la comunidad");
    await expect(community).toHaveAccessibleDescription("Escriba el nombre de la comunidad");
    await expect(page.getByRole("alert").filter({ hasText: "Por favor, corrija este campo:" })).toBeVisible();
    await expect(community).toBeFocused();
    await page.getByLabel("Número de viviendas").fill("0");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByLabel("Número de viviendas")).toHaveAccessibleDescription(/ Escriba un número del 1 al /);
    await expect(page.getByRole("alert").filter({ hasText: "Por favor, corrija estos 2 campos:" })).toBeVisible();
    expect(posts).toEqual(["/es/get-started", "/es/get-started"]);
  });
});

test.describe("the Spanish wizard from the pricing page", () => {
  for (const [frequency, label] of [
    ["weekly", "Semanal"],
    ["monthly", "Mensual"],
  ] as const) {
    test(`the contact step of /es/get-started?frequency=${frequency} is the first document and keeps the frequency`, async ({ page }) => {
      await servePricingTable(page, STUB_SCRIPT);
      const email = uniqueEmail(`precios.${frequency}`);
      await page.goto(`/es/get-started?frequency=${frequency}`);
      await expect(page.getByRole("heading", { name: "Sus datos de contacto" })).toBeVisible();
      await expect(page.getByRole("radio", { name: label, exact: true })).toBeChecked();
      await fillContactEs(page, email, "33139");
      await page.getByRole("button", { name: "Siguiente" }).click();
      await expect(page.getByRole("heading", { name: "Elija su plan" })).toBeVisible();
      await expect(page).toHaveURL(/\/es\/get-started\?step=plan&lead=/);
      const rows = await query<{ service_frequency: string; locale: string }>(`SELECT service_frequency, locale FROM leads WHERE email = ${sql(email)}`);
      expect(rows).toEqual([{ service_frequency: frequency, locale: "es" }]);
    });
  }
});
