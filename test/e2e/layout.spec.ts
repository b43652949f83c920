import { expect, test } from "./support/test";
import { navigation } from "../../server/content/navigation";

const { navGroups } = navigation("en");

test.describe("shared layout", () => {
  test("every navigation link resolves to a page with a heading", async ({ page, request }) => {
    const hrefs = new Set(navGroups.flatMap((g) => [g.href, ...g.items.map((i) => i.href)]));
    for (const href of hrefs) {
      const res = await request.get(href, { maxRedirects: 0 });
      expect(res.status(), href).toBe(200);
    }
    await page.goto("/");
    for (const group of navGroups) {
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: group.label, exact: true })).toHaveAttribute("href", group.href);
    }
  });

  test("desktop dropdowns open on hover and on keyboard focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const goose = nav.getByRole("link", { name: "Goose Poop Removal" });
    await expect(goose).toBeHidden();
    await nav.getByRole("link", { name: "Commercial", exact: true }).hover();
    await expect(goose).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(goose).toBeHidden();
    await nav.getByRole("link", { name: "Residential", exact: true }).focus();
    await expect(nav.getByRole("link", { name: "Odor Control Solutions" })).toBeVisible();
  });

  test("the mobile menu opens, shows one group at a time and closes", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByLabel("Menu").click();
    await expect(mobileNav).toBeVisible();

    await mobileNav.getByText("Commercial", { exact: true }).click();
    await expect(mobileNav.getByRole("link", { name: "Goose Poop Removal" })).toBeVisible();
    await mobileNav.getByText("Locations", { exact: true }).click();
    await expect(mobileNav.getByRole("link", { name: "Doral" })).toBeVisible();
    await expect(mobileNav.getByRole("link", { name: "Goose Poop Removal" })).toBeHidden();

    await page.getByLabel("Menu").click();
    await expect(mobileNav).toBeHidden();
  });

  test("following a mobile menu link closes the menu on the new page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByLabel("Menu").click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await mobileNav.getByText("Residential", { exact: true }).click();
    await mobileNav.getByRole("link", { name: "Lawn Sanitizing" }).click();
    await expect(page).toHaveURL(/\/services\/lawn-sanitizing$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Lawn Sanitizing");
    await expect(mobileNav).toBeHidden();
  });

  test("phones get a sticky bar with Get Started and a Call Us phone link", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services");
    const bar = page.getByTestId("mobile-sticky-bar");
    await expect(bar.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/get-started");
    await expect(bar.getByRole("link", { name: "Call Us" })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  });

  test("the sticky bar stays off the quote wizard, where it would cover the form on phones", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/get-started");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("mobile-sticky-bar")).toHaveCount(0);
  });

  test("the footer has quick links, contact details and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of ["/", "/residential", "/commercial", "/services", "/locations", "/how-it-works", "/privacy", "/terms", "/sitemap"]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
  });

  test("pages without the shared layout have no site header", async ({ page }) => {
    for (const path of ["/login", "/success", "/commercial-thank-you", "/privacy", "/terms", "/sitemap"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    }
  });

  test("an unknown path lands on the home page", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Miami's Premier Pet Waste Removal Service");
  });

  test("the production page inlines its stylesheet instead of linking one", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<style id="app-css">');
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
  });

  test("a skip link jumps to the main content", async ({ page }) => {
    await page.goto("/faq");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

  test("the header gains a shadow and a smaller logo once scrolled past 10px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto("/");
    const logo = page.getByTestId("logo");
    await expect(logo).toHaveCSS("height", "80px");
    await page.mouse.wheel(0, 400);
    await expect(page.locator("header[data-scrolled=true]")).toHaveCount(1);
    await expect(logo).toHaveCSS("height", "64px");
  });

  test("the header shrinks the same way on a page with React", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto("/blog");
    await page.mouse.wheel(0, 400);
    await expect(page.locator("header[data-scrolled=true]")).toHaveCount(1);
    await expect(page.getByTestId("logo")).toHaveCSS("height", "64px");
    await page.mouse.wheel(0, -400);
    await expect(page.locator("header[data-scrolled=false]")).toHaveCount(1);
    await expect(page.getByTestId("logo")).toHaveCSS("height", "80px");
  });
});
