import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { addDays, businessDate, formatShortDay, serviceDayFrom } from "../../app/lib/dates";
import { fill } from "../../app/lib/i18n";
import { crewDay } from "../../server/content/crew-day";
import { signInAsAdmin, signInThroughLoginPage } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createAccount, linkCustomerAccount, planVisit, putOnRoute, runId, seedLeadsOnce } from "./support/local-state";
import { cameraJpeg, oversizedFile, phoneScreenshotPng } from "./support/photos";
import { cameraJpegFile } from "../bench/camera-jpeg.mjs";
import { PHOTO_SIZES } from "../../app/lib/visit-options";
import { screenshots } from "./support/screenshots";
import { expect, test, waitForNewDocument } from "./support/test";
import { outboxSubjects } from "./support/outbox";

/**
 * A crew member's day on a phone (390 px), in English and Spanish, JavaScript on and off: they
 * sign in with a crew account, open today, follow the "next open stop" link, close one stop done
 * with a camera-sized JPEG and one skipped, and see both collapse to a line; each customer sees
 * their visit and gets one summary e-mail. Camera photos are generated at test time
 * (./support/photos.ts), never kept in the repository.
 */

const run = runId();
const PASSWORD = "crew day customer 1";
const CREW_PASSWORD = "crew member password 1";
const MB = 1024 * 1024;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
// People, camera-sized uploads and e-mails through the queue.
test.describe.configure({ timeout: 180_000 });

interface Seed {
  key: string;
  locale: "en" | "es";
  zip: string;
  gate: string;
  date?: string;
  notes?: string;
  /** How many dogs the office recorded (none by default). */
  dogs?: number;
  /** Where the yard is (latitude, longitude), as the address lookup placed it; unplaced by default. */
  position?: [number, number];
}

const emailOf = (key: string) => `${key}.${run}@example.com`;
const nameOf = (key: string) => `Marta ${key.replace(/\W/g, "")}${run}`;

/**
 * Converted customers (a lead, an account linked to it) with a visit planned on `date` (today
 * unless given), by the test factory through the server. Their accounts are invited (pending, no
 * password): the crew's tests never sign them in (`withPassword` gives each an account with a
 * known password first, through `npm run user:create`'s way, which the lead is then linked to).
 */
async function seedCustomers(seeds: Seed[], withPassword?: string) {
  await seedLeadsOnce(
    seeds.map((s) => ({
      first_name: "Marta",
      last_name: nameOf(s.key).slice(6),
      full_name: nameOf(s.key),
      email: emailOf(s.key),
      phone: "(305) 555-0160",
      address: `${s.zip.slice(-2)} Palm Ave, Miami, FL`,
      zip_code: s.zip,
      service_type: "residential",
      service_frequency: "weekly",
      preferred_day: "monday",
      status: "converted",
      gate_instructions: s.gate,
      special_instructions: s.notes ?? "",
      locale: s.locale,
      dogs: s.dogs ?? null,
      ...(s.position ? { latitude: s.position[0], longitude: s.position[1], position_source: "provider" } : {}),
    })),
  );
  for (const s of seeds) {
    const account = { email: emailOf(s.key), name: nameOf(s.key), locale: s.locale };
    if (withPassword) await createAccount({ ...account, password: withPassword, role: "customer" });
    await linkCustomerAccount(account.email, { name: account.name, locale: account.locale });
    await planVisit(account.email, s.date ?? businessDate());
  }
  return seeds.map((s) => ({ email: emailOf(s.key), name: nameOf(s.key) }));
}

/**
 * A crew account made as an operator makes one (`npm run user:create -- --role crew`), with `route`'s
 * customers put on its route in that order, as the office assigns them (the owner orders the route
 * by distance as each joins; customers without a position keep that order).
 */
async function seedCrew(key: string, locale: "en" | "es", route: { email: string }[], name = "Crew Member") {
  const email = `crew.${key}.${run}@example.com`;
  await createAccount({ email, password: CREW_PASSWORD, role: "crew", name, locale });
  for (const customer of route) await putOnRoute(customer.email, email);
  return email;
}

/** Signs in on /login (or /es/login) in a browser context of its own; returns the page where they landed. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
async function signsIn(browser: Browser, email: string, password: string, locale: "en" | "es", javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, hasTouch: true });
  contexts.push(context);
  const page = await context.newPage();
  await signInThroughLoginPage(page, email, password, locale, javaScriptEnabled);
  return page;
}

/** The stop of a customer on the crew page (open: a card; closed: one line). */
const stopOf = (page: Page, name: string): Locator => page.getByRole("article", { name: new RegExp(name) });

for (const locale of ["en", "es"] as const) {
  const t = crewDay[locale];
  const page0 = locale === "es" ? "/es/admin/visits" : "/admin/visits";

  test(`A crew member works through today's route on a phone (${locale})`, async ({ browser, javaScriptEnabled }, testInfo) => {
    const key = `${locale}.${testInfo.project.name}`;
    const [done] = await seedCustomers(
      [{ key: `done.${key}`, locale: "en", zip: "33133", gate: "Side gate, code 4512. Rex stays inside.", notes: "Two dogs; bags by the shed.", dogs: 2 }],
      PASSWORD,
    );
    const [skipped] = await seedCustomers([{ key: `skipped.${key}`, locale: "es", zip: "33134", gate: "Portón trasero." }]);
    if (!done || !skipped) throw new Error("seeding failed");
    const crew = await seedCrew(key, locale, [done, skipped]);
    // A 4000 × 3000 camera JPEG of ~4.7 MB, made with Sharp (test/bench/camera-jpeg.mjs).
    const photo = await cameraJpegFile();
    expect(statSync(photo).size).toBeGreaterThan(4 * MB);

    const page = await signsIn(browser, crew, CREW_PASSWORD, locale, javaScriptEnabled);
    await expect(page).toHaveURL(new RegExp(`${page0}$`));
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${fill(t.heading, { date: "" }).trim()}`) })).toBeVisible();
    await expectNoAxeViolations(page);

    // Route order (as assigned): the open stop of 33133 before 33134; the first open stop is a link away.
    const first = stopOf(page, done.name);
    await expect(first.getByText("Side gate, code 4512. Rex stays inside.")).toBeVisible();
    await expect(first.getByText("Two dogs; bags by the shed.")).toBeVisible();
    await expect(first.getByText(fill(t.stop.language, { language: t.languages.en }), { exact: true })).toBeVisible();
    await expect(first.getByText(fill(t.stop.dogs, { count: 2 }))).toBeVisible();
    await expect(first.getByRole("link", { name: fill(t.stop.directions, { address: "33 Palm Ave, Miami, FL 33133" }) })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("33 Palm Ave, Miami, FL, 33133")}`,
    );
    const next = page.getByRole("link", { name: new RegExp(`^${fill(t.nextOpen, { name: "" })}`) });
    await expect(next).toBeVisible();
    const firstOpen = (await next.getAttribute("href")) ?? "";
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${firstOpen}$`));

    // Done, with a note and a 4 MB camera photo.
    await first.locator("summary", { hasText: t.done.submit }).click();
    await first.getByLabel(t.done.note).fill("All clear, gate latched behind us.");
    await first.getByLabel(new RegExp(`^${t.done.photo}`)).setInputFiles(photo);
    await first.getByRole("button", { name: fill(t.done.submitLabel, { stop: "" }).trim(), exact: false }).click();
    await expect(page).toHaveURL(new RegExp(`${page0}\\?date=\\d{4}-\\d{2}-\\d{2}&closed=\\d+`));
    const closed = stopOf(page, done.name);
    await expect(closed.getByRole("status")).toHaveText(t.stop.saved);
    await waitForNewDocument(page);
    await expect(closed).toContainText(fill(t.closedLine.done, { time: "" }).trim());
    const thumbnail = closed.getByRole("link", { name: new RegExp(t.closedLine.viewPhoto) });
    await expect(thumbnail).toBeVisible();
    const stored = await page.request.get((await thumbnail.getAttribute("href")) ?? "");
    expect(stored.status()).toBe(200);
    expect(stored.headers()["cache-control"]).toBe("private, no-cache");
    // However it arrived (scaled by the phone with JavaScript, the camera's original without), the
    // link opens the display copy and the line's <img> is the thumbnail (server/visits/photos.ts).
    expect((await stored.body()).length).toBeLessThan(PHOTO_SIZES.display.maxBytes);
    const src = (await thumbnail.locator("img").getAttribute("src")) ?? "";
    expect(src).toMatch(/\/photo\?size=thumb$/);
    const shown = await page.request.get(src);
    expect(shown.headers()["content-type"]).toBe("image/jpeg");
    expect((await shown.body()).length).toBeLessThan(PHOTO_SIZES.thumb.maxBytes);
    await expect(closed.getByRole("textbox")).toHaveCount(0);

    // Skipped: without a reason the server says so (at the top too) and keeps the note.
    const second = stopOf(page, skipped.name);
    await expect(second.getByText(fill(t.stop.language, { language: t.languages.es }), { exact: true })).toBeVisible();
    await second.locator("summary", { hasText: t.skip.open }).click();
    await second.getByLabel(new RegExp(`^${t.skip.note} \\(`)).fill("Candado en el portón.");
    await second.getByRole("button", { name: fill(t.skip.submitLabel, { stop: "" }).trim(), exact: false }).click();
    await expect(second.getByText(t.messages.reason)).toBeVisible();
    await expect(page.getByRole("alert").first()).toContainText(t.summary.title);
    await waitForNewDocument(page);
    await expect(second.getByLabel(new RegExp(`^${t.skip.note} \\(`))).toHaveValue("Candado en el portón.");
    await second.getByLabel(t.skip.reason).selectOption("gate_locked");
    await second.getByRole("button", { name: fill(t.skip.submitLabel, { stop: "" }).trim(), exact: false }).click();
    await expect(page).toHaveURL(/closed=\d+/);

    // Both collapse: the skipped one behind its disclosure, opened for the stop just closed.
    // Other tests close stops of today too: the count is theirs and ours.
    const skippedHeading = new RegExp(`^${t.skippedHeading.replace(/[()]/g, "\\$&").replace("{count}", "\\d+")}$`);
    await expect(page.getByText(skippedHeading)).toBeVisible();
    await expect(stopOf(page, skipped.name)).toContainText(t.reasons.gate_locked);
    await expect(stopOf(page, skipped.name).getByRole("combobox")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // One summary e-mail per visit, in each customer's language; the English customer sees the photo.
    expect(await outboxSubjects(page, done.email, 1)).toEqual([expect.stringMatching(/^Your yard was serviced on /)]);
    expect(await outboxSubjects(page, skipped.email, 1)).toEqual([expect.stringMatching(/^No pudimos limpiar su patio el /)]);
    const customer = await signsIn(browser, done.email, PASSWORD, "en", javaScriptEnabled);
    await expect(customer).toHaveURL(/\/customer$/);
    await expect(customer.getByText("All clear, gate latched behind us.")).toBeVisible();
    await expect(customer.getByRole("img", { name: /^Your yard after the visit on / })).toBeVisible();
  });

  test(`A photo too large for the server is refused with the note kept and the message at the top (${locale})`, async ({
    browser,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(javaScriptEnabled, "With JavaScript the phone scales the photo first; the JS-on runs upload camera-sized photos above.");
    const key = `big.${locale}.${testInfo.project.name}`;
    const [customer] = await seedCustomers([{ key, locale, zip: "33135", gate: "" }]);
    if (!customer) throw new Error("seeding failed");
    const crew = await seedCrew(key, locale, [customer]);
    const page = await signsIn(browser, crew, CREW_PASSWORD, locale, javaScriptEnabled);
    const stop = stopOf(page, customer.name);
    await stop.locator("summary", { hasText: t.done.submit }).click();
    await stop.getByLabel(t.done.note).fill("Note typed before the big photo");
    await stop.getByLabel(new RegExp(`^${t.done.photo}`)).setInputFiles(oversizedFile(20 * MB));
    await stop.getByRole("button", { name: fill(t.done.submitLabel, { stop: "" }).trim(), exact: false }).click();
    const message = fill(t.messages.tooLarge, { mb: 15 });
    const summary = page.getByRole("alert").first();
    await expect(summary).toContainText(t.summary.title);
    await expect(summary).toContainText(message);
    // The summary is the first thing on the page, and links to the stop.
    expect(await summary.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBeLessThan(200);
    await expect(summary.getByRole("link")).toHaveAttribute("href", /^#visit-\d+$/);
    await expect(stopOf(page, customer.name).getByLabel(t.done.note)).toHaveValue("Note typed before the big photo");
    await expect(stopOf(page, customer.name).getByText(message)).toBeVisible();
  });
}

test("A 12 MB camera photo and a PNG screenshot close visits, JavaScript on and off", async ({ browser, javaScriptEnabled }, testInfo) => {
  const key = `camera.${testInfo.project.name}`;
  const [big, png] = await seedCustomers([
    { key: `${key}.jpeg`, locale: "en", zip: "33136", gate: "" },
    { key: `${key}.png`, locale: "en", zip: "33137", gate: "" },
  ]);
  if (!big || !png) throw new Error("seeding failed");
  const crew = await seedCrew(key, "en", [big, png]);
  const t = crewDay.en;
  const page = await signsIn(browser, crew, CREW_PASSWORD, "en", javaScriptEnabled);
  for (const [customer, file] of [
    [big, await cameraJpeg(browser, 12 * MB)],
    [png, await phoneScreenshotPng(browser)],
  ] as const) {
    const stop = stopOf(page, customer.name);
    await stop.locator("summary", { hasText: t.done.submit }).click();
    await stop.getByLabel(new RegExp(`^${t.done.photo}`)).setInputFiles(file);
    await stop.getByRole("button", { name: "Done:", exact: false }).click();
    await expect(stopOf(page, customer.name).getByRole("status")).toHaveText(t.stop.saved);
    await expect(stopOf(page, customer.name).getByRole("link", { name: /View photo/ })).toBeVisible();
    await waitForNewDocument(page);
  }
});

test("The crew's day runs its own small script, not the framework: at most 15 KB gzip, in both languages", async ({ browser, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "The scripts a page runs: nothing runs without JavaScript.");
  for (const locale of ["en", "es"] as const) {
    const key = `weight.${locale}.${testInfo.project.name}`;
    const [customer] = await seedCustomers([{ key, locale, zip: "33141", gate: "" }]);
    if (!customer) throw new Error("seeding failed");
    const page = await signsIn(browser, await seedCrew(key, locale, [customer]), CREW_PASSWORD, locale, javaScriptEnabled);
    await expect(page).toHaveURL(new RegExp(`${locale === "es" ? "/es" : ""}/admin/visits$`));
    // Routing turns the HTTP cache off, so the page's scripts are requested (and counted) again.
    await page.route("**/*.js", (route) => route.continue());
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.reload();
    await waitForNewDocument(page);
    await page.waitForLoadState("networkidle");
    // Content-hashed files (cached for a year): /assets/<name>-<hash>.js, the page's own then site.js.
    expect(scripts.map((s) => /^\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(s)?.[1] ?? s)).toEqual(["crew-day", "site"]);
    const bytes = scripts.reduce((sum, s) => sum + gzipSync(readFileSync(join(process.cwd(), "build/client", s))).length, 0);
    expect(bytes).toBeLessThanOrEqual(15 * 1024);
  }
});

test("With JavaScript, a button says what is happening while its form posts, the page posts once, and the photo goes scaled", async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "Busy words and scaling are the page's script; without it the browser shows its own progress and sends the original.");
  const t = crewDay.es;
  const key = `busy.${testInfo.project.name}`;
  const [customer] = await seedCustomers([{ key, locale: "es", zip: "33142", gate: "" }]);
  if (!customer) throw new Error("seeding failed");
  const page = await signsIn(browser, await seedCrew(key, "es", [customer]), CREW_PASSWORD, "es", javaScriptEnabled);
  const photo = await cameraJpeg(browser, 4 * MB);
  // What the page shows while a form posts (the busy form's button's words, once every button is
  // disabled), reported by the page itself as it changes: a page with a post on its way cannot be
  // queried from here.
  const shown: string[] = [];
  let onShown = () => {};
  await page.exposeFunction("crewDayShows", (words: string) => {
    shown.push(words);
    onShown();
  });
  const untilShown = (count: number) =>
    new Promise<void>((resolve) => {
      onShown = () => {
        if (shown.length >= count) resolve();
      };
      onShown();
    });
  const watchForms = () =>
    page.evaluate(() => {
      let last = "";
      const report = () => {
        const busy = document.querySelector("form[aria-busy=true] button[type=submit]");
        const words = busy?.textContent ?? "";
        if (!busy || words === last || document.querySelectorAll("form[data-crew-form] button:enabled").length > 0) return;
        last = words;
        (window as unknown as { crewDayShows: (words: string) => void }).crewDayShows(words);
      };
      new MutationObserver(report).observe(document.body, { attributes: true, childList: true, characterData: true, subtree: true });
    });
  // Every post (its size), each held until the page has shown what it shows while that post goes:
  // "Texting..." for the first, "Preparing photo..." then "Uploading photo..." for the second.
  const posts: number[] = [];
  const shownByPost = [1, 3];
  await page.route("**/es/admin/visits*", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts.push(route.request().postDataBuffer()?.length ?? 0);
    await untilShown(shownByPost[posts.length - 1] ?? Number.POSITIVE_INFINITY);
    await route.continue();
  });

  // "On my way", tapped twice: one post, "Texting..." while it goes.
  const stop = stopOf(page, customer.name);
  await watchForms();
  await stop.getByRole("button", { name: fill(t.texts.onMyWayFor, { stop: "" }).trim(), exact: false }).dblclick();
  await expect(stop.getByText(new RegExp(`^${t.texts.events.on_my_way}:`))).toBeVisible();
  await waitForNewDocument(page);
  expect(shown).toEqual([t.texts.sending]);
  expect(posts).toHaveLength(1);

  // "Done" with a 4 MB camera photo: "Preparing photo..." while it is scaled on the phone, then
  // "Uploading photo..." while it goes, well under 1 MB.
  expect(statSync(photo).size).toBeGreaterThan(4 * MB);
  await watchForms();
  await stop.locator("summary", { hasText: t.done.submit }).click();
  await stop.getByLabel(new RegExp(`^${t.done.photo}`)).setInputFiles(photo);
  await stop.getByRole("button", { name: fill(t.done.submitLabel, { stop: "" }).trim(), exact: false }).click();
  await expect(stopOf(page, customer.name).getByRole("status")).toHaveText(t.stop.saved);
  expect(shown).toEqual([t.texts.sending, t.done.preparing, t.done.uploading]);
  expect(posts).toHaveLength(2);
  expect(posts[1]).toBeLessThan(1 * MB);
});

test("The office opens the crew's day from the admin header: a document without the framework too", async ({ browser, javaScriptEnabled }) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, hasTouch: true });
  contexts.push(context);
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Visits" }).click();
  await expect(page).toHaveURL(/\/admin\/visits$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Visits for / })).toBeVisible();
  await waitForNewDocument(page);
  // Loaded as a document (the React dashboard's link hands over to the browser): no router state on the page.
  if (javaScriptEnabled) expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("Eight stops fit a phone's screen in 2,500 px with nothing opened", async ({ browser, javaScriptEnabled }, testInfo) => {
  // Yesterday (inside the crew's days): only this crew member's own route is listed, so no other test's stops join it.
  const date = addDays(businessDate(), -1);
  const eight = await seedCustomers(
    Array.from({ length: 8 }, (_, i) => ({
      key: `eight.${testInfo.project.name}.${i}`,
      locale: i % 2 ? ("es" as const) : ("en" as const),
      zip: `331${40 + i}`,
      gate: "Side gate, code 4512. Rex stays inside.",
      date,
      notes: i % 3 ? "" : "Two dogs; bags by the shed.",
      ...(i % 2 ? { dogs: 1 + (i % 3) } : {}),
    })),
  );
  const crew = await seedCrew(`eight.${testInfo.project.name}`, "en", eight);
  const page = await signsIn(browser, crew, CREW_PASSWORD, "en", javaScriptEnabled);
  await page.goto(`/admin/visits?date=${date}`);
  await expect(page.getByRole("article")).toHaveCount(8);
  await screenshots(page, `eight-stops-${testInfo.project.name}`, { widths: [390], fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(2500);
});

test("Two crew members on one day each see their own stops on a phone, in their language", async ({ browser, javaScriptEnabled }, testInfo) => {
  const key = `two.${testInfo.project.name}`;
  const [ana1, ana2, bo1] = await seedCustomers([
    { key: `${key}.ana1`, locale: "en", zip: "33150", gate: "" },
    { key: `${key}.ana2`, locale: "es", zip: "33138", gate: "" },
    { key: `${key}.bo1`, locale: "en", zip: "33139", gate: "" },
  ]);
  if (!ana1 || !ana2 || !bo1) throw new Error("seeding failed");
  const ana = await seedCrew(`${key}.ana`, "en", [ana1, ana2], "Ana Route");
  const bo = await seedCrew(`${key}.bo`, "es", [bo1], "Bo Route");
  for (const [email, locale, own, other] of [
    [ana, "en", [ana1, ana2], [bo1]],
    [bo, "es", [bo1], [ana1, ana2]],
  ] as const) {
    const page = await signsIn(browser, email, CREW_PASSWORD, locale, javaScriptEnabled);
    const t = crewDay[locale];
    await expect(page.getByText(fill(own.length === 1 ? t.countOne : t.countMany, { count: own.length, open: own.length }))).toBeVisible();
    // The route's own order (as assigned, not by ZIP code): the 33150 stop first on Ana's route.
    await expect(page.getByRole("article")).toHaveCount(own.length);
    for (const [i, customer] of own.entries()) await expect(page.getByRole("article").nth(i)).toContainText(customer.name);
    for (const customer of other) await expect(page.getByText(customer.name)).toHaveCount(0);
    await screenshots(page, `two-crews-${locale}-${testInfo.project.name}`, { widths: [390], fullPage: true });
  }
});

test("The office assigns an unassigned customer on the week board", async ({ browser, javaScriptEnabled }, testInfo) => {
  const key = `board.${testInfo.project.name}`;
  // A service day on the board (Monday to Saturday).
  const date = serviceDayFrom(businessDate());
  const [customer] = await seedCustomers([{ key, locale: "en", zip: "33140", gate: "", date }]);
  if (!customer) throw new Error("seeding failed");
  const crewName = `Kim ${key.replace(/\W/g, "")}${run}`;
  await seedCrew(key, "en", [], crewName);
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Schedule" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Week board" })).toBeVisible();
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const unassigned = page.getByRole("region", { name: /Unassigned customers/ });
  const row = unassigned.getByRole("listitem").filter({ hasText: customer.name });
  await row.getByLabel(`Crew for ${customer.name}`).selectOption({ label: crewName });
  await row.getByRole("button", { name: "Assign" }).click();

  await expect(unassigned.getByText(customer.name)).toHaveCount(0);
  const board = page.getByRole("table");
  const column = await board.getByRole("columnheader").evaluateAll((cells, name) => cells.findIndex((c) => c.textContent === name), crewName);
  expect(column).toBeGreaterThan(0);
  const day = board.getByRole("row").filter({ has: page.getByRole("rowheader").getByRole("link", { name: new RegExp(formatShortDay(date)) }) });
  await expect(day.getByRole("cell").nth(column - 1)).toContainText(customer.name);
  await expect(day.getByRole("cell").nth(column - 1)).toContainText("1 stop");
  await screenshots(page, `week-board-${testInfo.project.name}`, { widths: [1280], height: () => 900, fullPage: true });
});

test("The office orders a route by distance; the crew and a customer see it on a phone", async ({ browser, javaScriptEnabled }, testInfo) => {
  // One project: the forms without JavaScript are the worker tests' (test/worker/route-order.test.ts).
  test.skip(!javaScriptEnabled, "the route's order and the arrival line are read once, with JavaScript");
  const key = `order.${testInfo.project.name}`;
  // Three yards going east, put on the route west, east, middle: by distance the middle comes second
  // (the owner already orders the route as each joins; the office's order keeps it so).
  const longitude = { west: -80.35, east: -80.15, middle: -80.25 };
  const seeded = await seedCustomers(
    (["west", "east", "middle"] as const).map((where) => ({
      key: `${key}.${where}`,
      locale: "en" as const,
      zip: "33144",
      gate: "",
      position: [25.75, longitude[where]] as [number, number],
    })),
    PASSWORD,
  );
  const [west, east, middle] = seeded;
  if (!west || !east || !middle) throw new Error("seeding failed");
  const crewName = `Olga ${key.replace(/\W/g, "")}${run}`;
  const crew = await seedCrew(key, "en", [west, east, middle], crewName);

  // The office, on the week board.
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const office = await context.newPage();
  await signInAsAdmin(office, "/admin/schedule");
  await office.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await office.getByRole("button", { name: `Order ${crewName}'s route by distance` }).click();
  await expect(office.getByText("Route ordered by distance.")).toBeVisible();

  // The crew member's day on a phone: west, middle, east.
  const day = await signsIn(browser, crew, CREW_PASSWORD, "en", javaScriptEnabled);
  await expect(day.getByRole("article")).toHaveCount(3);
  for (const [i, c] of [west, middle, east].entries()) await expect(day.getByRole("article").nth(i)).toContainText(c.name);

  // The last stop's customer, on a phone: two stops before theirs, and when the crew is expected.
  const customer = await signsIn(browser, east.email, PASSWORD, "en", javaScriptEnabled);
  await customer.goto("/customer?tab=services");
  await expect(customer.getByTestId("arrival")).toHaveText(
    /^Your crew is on the way: 2 stops before yours, expected \d{1,2}:(00|15|30|45) [AP]M to \d{1,2}:(00|15|30|45) [AP]M\.$/,
  );
});
