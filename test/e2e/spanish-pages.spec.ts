import { expect, test } from "./support/test";
import { testimonials } from "../../server/content/testimonials";
import { expectServerRenderedTestimonials } from "./support/carousel";

/** The Spanish home's carousel, pricing links and legal pages in a browser (issue 16). */
const spanish = testimonials.es.home;

test("the Spanish carousel is wired with Spanish controls and moves through the translated quotes", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the carousel needs JavaScript");
  await page.goto("/es");
  const carousel = page.getByRole("region", { name: "Testimonios de clientes" });
  await expect(carousel.getByRole("button", { name: "Testimonio siguiente" })).toBeVisible();
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("button", { name: "Testimonio siguiente" }).click();
  await expect(carousel.getByRole("group")).toHaveCount(1);
  await expect(carousel.getByRole("group")).toContainText(spanish[1]?.text ?? "missing");
  await expect(carousel.getByRole("button", { name: "Mostrar el testimonio 2 de 4" })).toHaveAttribute("aria-current", "true");
});

test("without JavaScript the four Spanish testimonials are readable", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the server-rendered list is what visitors without JavaScript see");
  await expectServerRenderedTestimonials(page, "/es", "Testimonios de clientes", spanish);
});

test("a Spanish plan's quote link opens the Spanish wizard with that frequency", async ({ page }) => {
  await page.goto("/es/pricing");
  await page.getByRole("link", { name: "Pedir cotización del servicio quincenal" }).click();
  await expect(page).toHaveURL(/\/es\/get-started\?frequency=bi-weekly$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("the Spanish terms link the English version, which governs, and the frame switches language", async ({ page }) => {
  await page.goto("/es/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Términos del servicio");
  await expect(page.getByText("prevalece la versión en inglés")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
});
