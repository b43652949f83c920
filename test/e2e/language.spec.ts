import { expect, test } from "./support/test";

/** Switching language, the remembered choice and the hint, with JavaScript on and off (issue 16). */
test.describe("language", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header switch leads to the same page in the other language and back, and is remembered", async ({ page, context }) => {
    await page.goto("/pricing");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("banner").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("es");

    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
  });

  test.describe("for a browser that prefers Spanish", () => {
    test.use({ locale: "es-US" });

    test("English pages offer the Spanish page without redirecting, until the visitor answers", async ({ page }) => {
      await page.goto("/how-it-works");
      await expect(page).toHaveURL(/\/how-it-works$/);
      const hint = page.getByRole("complementary", { name: "Ver en español" });
      await expect(hint).toBeVisible();
      await hint.getByRole("link", { name: "No, gracias" }).click();
      await expect(page).toHaveURL(/\/how-it-works$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(hint).toHaveCount(0);

      // Chosen once, remembered on every page.
      await page.goto("/pricing");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(hint).toHaveCount(0);
    });

    test("the hint's link opens the Spanish page", async ({ page }) => {
      await page.goto("/how-it-works");
      await page.getByRole("complementary", { name: "Ver en español" }).getByRole("link", { name: "Ver en español" }).click();
      await expect(page).toHaveURL(/\/es\/how-it-works$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("complementary", { name: "Ver en español" })).toHaveCount(0);
    });
  });
});
