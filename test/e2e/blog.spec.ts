import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { formatIsoDate } from "../../app/lib/dates";
import { articlesIn, blogCopy } from "../../server/content/blog";

/** The English articles, newest first. */
const articles = articlesIn("en");

const postList = (page: Page) => page.getByTestId("post-list").getByRole("article");

test.describe("blog", () => {
  test("All shows every article with category, date, read time and a Learn More link", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Blog");
    const filters = page.getByRole("navigation", { name: "Blog categories" });
    for (const name of ["All", "Pet Health", "Yard Maintenance", "Environment", "Services", "Commercial", "Maintenance"]) {
      await expect(filters.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(filters.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(postList(page)).toHaveCount(articles.length);
    const first = postList(page).first();
    await expect(first.getByText(articles[0].category, { exact: true })).toBeVisible();
    await expect(first.getByText(formatIsoDate(articles[0].date))).toBeVisible();
    await expect(first.getByText(articles[0].readTime)).toBeVisible();
    await expect(first.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", `/blog/${articles[0].slug}`);
  });

  test("choosing a category shows only its articles, and All brings everything back", async ({ page }) => {
    await page.goto("/blog");
    const filters = page.getByRole("navigation", { name: "Blog categories" });

    await filters.getByRole("link", { name: "Environment", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?category=environment$/);
    await expect(filters.getByRole("link", { name: "Environment", exact: true })).toHaveAttribute("aria-current", "page");
    const environment = articles.filter((a) => a.category === "Environment");
    await expect(postList(page)).toHaveCount(environment.length);
    await expect(postList(page).first().getByRole("heading")).toHaveText(environment[0].title);

    await filters.getByRole("link", { name: "Maintenance", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?category=maintenance$/);
    const maintenance = articles.filter((a) => a.category === "Maintenance");
    expect(maintenance.length).toBeGreaterThan(0);
    await expect(postList(page)).toHaveCount(maintenance.length);
    await expect(postList(page).first().getByRole("heading")).toHaveText(maintenance[0].title);

    await filters.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(postList(page)).toHaveCount(articles.length);
  });

  test("Learn More opens the full article", async ({ page }) => {
    await page.goto("/blog?category=services");
    const article = articles.find((a) => a.category === "Services")!;
    await postList(page)
      .first()
      .getByRole("link", { name: /Learn More/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
  });

  test("the default Open Graph image is served", async ({ request }) => {
    const res = await request.get("/images/og-default.png");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/png");
  });
});

test.describe("blog in Spanish", () => {
  const spanish = articlesIn("es");
  const t = blogCopy.es;

  test("the Spanish list filters by category and opens the Spanish article, all under /es", async ({ page }) => {
    await page.goto("/es/blog");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.list.title);
    const filters = page.getByRole("navigation", { name: t.list.categoriesLabel });
    for (const name of [t.list.all, ...Object.values(t.categories)]) {
      await expect(filters.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(postList(page)).toHaveCount(spanish.length);
    const first = postList(page).first();
    await expect(first.getByText(t.categories[spanish[0].category], { exact: true })).toBeVisible();
    await expect(first.getByText(formatIsoDate(spanish[0].date, "es"))).toBeVisible();

    await filters.getByRole("link", { name: t.categories.Environment, exact: true }).click();
    await expect(page).toHaveURL(/\/es\/blog\?category=environment$/);
    await expect(filters.getByRole("link", { name: t.categories.Environment, exact: true })).toHaveAttribute("aria-current", "page");
    const environment = spanish.filter((a) => a.category === "Environment");
    await expect(postList(page)).toHaveCount(environment.length);

    await postList(page)
      .first()
      .getByRole("link", { name: new RegExp(t.list.learnMore) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/es/blog/${environment[0].slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(environment[0].title);
    await expect(page.getByRole("link", { name: t.post.allArticles })).toHaveAttribute("href", "/es/blog");
    await expect(page.getByRole("complementary", { name: t.post.asideLabel }).getByRole("link")).toHaveAttribute("href", "/es/get-started");
  });
});

test.describe("blog with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

  test("the category filter updates the list without a full page reload", async ({ page }) => {
    await page.goto("/blog");
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Pet Health", exact: true }).click();
    await expect(page).toHaveURL(/category=pet-health$/);
    await expect(postList(page)).toHaveCount(articles.filter((a) => a.category === "Pet Health").length);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Back returns to every article, still in the same document.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(postList(page)).toHaveCount(articles.length);
    await expect(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "All", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
