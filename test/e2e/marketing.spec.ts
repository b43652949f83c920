import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { FAQ_EMPTY_MESSAGE, faqEntries, faqEntriesIn, faqPage, filterFaq } from "../../server/content/faq";
import { homeTestimonials } from "../../server/content/testimonials";
import { expectServerRenderedTestimonials } from "./support/carousel";

const START = new Date("2025-05-01T10:00:00Z");

/** Freeze time before the page loads, so the carousel only moves when the test advances the clock. */
async function openHomeWithFrozenClock(page: Page) {
  await page.clock.install({ time: START });
  // No page is loaded yet, so jumping ahead fires nothing.
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Customer testimonials" });
  // The server markup turns into a carousel once public/site.js has wired it.
  await expect(carousel.getByRole("button", { name: "Next testimonial" })).toBeVisible();
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

const expectSlide = async (carousel: ReturnType<Page["getByRole"]>, n: number) => {
  const t = homeTestimonials[n - 1];
  if (!t) throw new Error(`No testimonial ${n}`);
  await expect(carousel.getByRole("group")).toHaveCount(1);
  await expect(carousel.getByRole("group")).toContainText(t.name);
  await expect(carousel.getByRole("button", { name: `Show testimonial ${n} of 4` })).toHaveAttribute("aria-current", "true");
};

test.describe("testimonial carousel", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the carousel needs JavaScript");

  test("advances every five seconds and wraps after the fourth testimonial", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    await expect(carousel.locator("[aria-live=polite]")).toHaveCount(1);
    await expectSlide(carousel, 1);
    await page.clock.runFor(4_900);
    await expectSlide(carousel, 1);
    await page.clock.runFor(100);
    await expectSlide(carousel, 2);
    await page.clock.runFor(5_000);
    await expectSlide(carousel, 3);
    await page.clock.runFor(5_000);
    await expectSlide(carousel, 4);
    await page.clock.runFor(5_000);
    await expectSlide(carousel, 1);
  });

  test("hovering pauses the carousel and leaving resumes it", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    await carousel.getByRole("group").hover();
    await page.clock.runFor(15_000);
    await expectSlide(carousel, 1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_000);
    await expectSlide(carousel, 2);
  });

  test("clicking next stops auto-play for good, even after hovering and leaving", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expectSlide(carousel, 2);
    await page.mouse.move(5, 5);
    await page.keyboard.press("Tab"); // move focus out of the carousel as well
    await page.clock.runFor(20_000);
    await expectSlide(carousel, 2);
    await carousel.getByRole("group").hover();
    await page.mouse.move(5, 5);
    await page.clock.runFor(20_000);
    await expectSlide(carousel, 2);
  });

  test("previous wraps to the last testimonial and a dot jumps straight to one, both stopping auto-play", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expectSlide(carousel, 4);
    await carousel.getByRole("button", { name: "Show testimonial 3 of 4" }).click();
    await expectSlide(carousel, 3);
    await page.mouse.move(5, 5);
    await page.clock.runFor(30_000);
    await expectSlide(carousel, 3);
  });

  test("a dot click alone stops auto-play", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    await carousel.getByRole("button", { name: "Show testimonial 1 of 4" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(30_000);
    await expectSlide(carousel, 1);
  });

  test("does not auto-advance when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const carousel = await openHomeWithFrozenClock(page);
    await page.clock.runFor(30_000);
    await expectSlide(carousel, 1);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expectSlide(carousel, 2);
  });
});

test("a link from a page with React to a page without it loads a document: no framework, carousel wired", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
  await page.goto("/login");
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.getByRole("link", { name: /^Back to / }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("[data-carousel][data-enhanced]")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Customer testimonials" }).getByRole("group")).toHaveCount(1);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(scripts.filter((s) => s.startsWith("/assets/entry.client"))).toEqual([]);
});

test("without JavaScript all four testimonials are readable with five stars", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the server-rendered list is what visitors without JavaScript see");
  const carousel = await expectServerRenderedTestimonials(page, "/", "Customer testimonials", homeTestimonials);
  await expect(carousel.getByRole("img", { name: "5 out of 5 stars" })).toHaveCount(4);
  // The controls are there but hidden until the script has wired them.
  await expect(carousel.getByRole("button", { name: "Next testimonial" })).toBeHidden();
});

test.describe("FAQ", () => {
  // Every entry is in the page; those the filter leaves out are hidden.
  const questions = (page: Page) => page.getByRole("main").locator("summary").filter({ visible: true });
  const question = (page: Page, text: string) => questions(page).filter({ hasText: text });

  test("searching matches question and answer text regardless of case", async ({ page }) => {
    await page.goto("/faq");
    await expect(questions(page)).toHaveCount(faqEntries.length);
    const search = page.getByPlaceholder("Search FAQ...");
    await search.fill("ALREADY PAID");
    await search.press("Enter");
    await expect(question(page, "Do you give refunds?")).toBeVisible();
    await expect(question(page, "What happens when it rains?")).toHaveCount(0);
  });

  test("a category narrows the list and combines with the search", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("button", { name: "Safety", exact: true }).click();
    await expect(page.getByRole("button", { name: "Safety", exact: true })).toHaveAttribute("aria-pressed", "true");
    const safety = faqEntries.filter((e) => e.category === "Safety");
    await expect(questions(page)).toHaveCount(safety.length);

    const search = page.getByPlaceholder("Search FAQ...");
    await search.fill("gate");
    await search.press("Enter");
    const expected = safety.filter((e) => `${e.question} ${e.answer}`.toLowerCase().includes("gate"));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(safety.length);
    await expect(questions(page)).toHaveCount(expected.length);
    await expect(page.getByRole("button", { name: "Safety", exact: true })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "All", exact: true }).click();
    const allGate = faqEntries.filter((e) => `${e.question} ${e.answer}`.toLowerCase().includes("gate"));
    await expect(questions(page)).toHaveCount(allGate.length);
  });

  test("only one answer is open at a time and clicking the open question closes it", async ({ page }) => {
    await page.goto("/faq");
    const rain = faqEntries.find((e) => e.id === "rain");
    const pay = faqEntries.find((e) => e.id === "payment-methods");
    if (!rain || !pay) throw new Error("FAQ fixtures missing");
    const rainAnswer = page.getByText(rain.answer);
    const payAnswer = page.getByText(pay.answer);

    await expect(rainAnswer).toBeHidden();
    await question(page, rain.question).click();
    await expect(rainAnswer).toBeVisible();
    await question(page, pay.question).click();
    await expect(payAnswer).toBeVisible();
    await expect(rainAnswer).toBeHidden();
    await question(page, pay.question).click();
    await expect(payAnswer).toBeHidden();
    await expect(rainAnswer).toBeHidden();
  });

  test("a search with no matches shows the empty message and the call to action stays", async ({ page }) => {
    await page.goto("/faq");
    const search = page.getByPlaceholder("Search FAQ...");
    await search.fill("zebra crossing");
    await search.press("Enter");
    await expect(page.getByText(FAQ_EMPTY_MESSAGE)).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Ready to Get Started" })).toBeVisible();
    await page.getByRole("link", { name: "Show all questions" }).click();
    await expect(questions(page)).toHaveCount(faqEntries.length);
  });

  test("with JavaScript the list narrows as the person types, without loading the page", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "needs JavaScript");
    await page.goto("/faq");
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByPlaceholder("Search FAQ...").fill("gate");
    const gate = filterFaq(faqEntries, "gate", "All");
    expect(gate.length).toBeGreaterThan(0);
    await expect(questions(page)).toHaveCount(gate.length);
    await expect(page.getByText(`Showing ${gate.length} of ${faqEntries.length} questions`)).toBeVisible();
    await expect(page).toHaveURL(/\/faq\?q=gate$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("in Spanish, a search typed without accents finds accented text and combines with a Spanish-labelled category", async ({ page }) => {
    const es = faqEntriesIn("es");
    const t = faqPage.es;
    await page.goto("/es/faq");
    await expect(questions(page)).toHaveCount(es.length);
    const search = page.getByRole("searchbox", { name: t.searchLabel });
    await search.fill("cotizacion");
    await search.press("Enter");
    const expected = filterFaq(es, "cotizacion", "All");
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(es.length);
    await expect(questions(page)).toHaveCount(expected.length);
    await expect(question(page, "¿Ofrecen desinfección y desodorización?")).toBeVisible();
    await expect(page).toHaveURL(/\/es\/faq\?q=cotizacion/);

    await page.getByRole("button", { name: t.categories.Billing, exact: true }).click();
    await expect(page.getByRole("button", { name: t.categories.Billing, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/es\/faq\?q=cotizacion&category=Billing/);
    const billing = filterFaq(es, "cotizacion", "Billing");
    expect(billing.length).toBeGreaterThan(0);
    expect(billing.length).toBeLessThan(expected.length);
    await expect(questions(page)).toHaveCount(billing.length);
    await expect(question(page, "¿Cuánto cuesta el servicio?")).toBeVisible();

    await search.fill("cebra");
    await search.press("Enter");
    await expect(page.getByText(t.empty)).toBeVisible();
    await page.getByRole("link", { name: t.showAll }).click();
    await expect(questions(page)).toHaveCount(es.length);
  });
});
