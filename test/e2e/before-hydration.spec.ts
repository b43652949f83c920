import { gzipSync } from "node:zlib";
import type { Page, Route } from "@playwright/test";
import { filterFaq, faqEntries } from "../../server/content/faq";
import { customerArea } from "../../server/content/customer-area";
import { ADMIN } from "./support/accounts";
import { runId, seedLeadsOnce } from "./support/local-state";
import { sessionCookie, signInWithSession } from "./support/sessions";
import { leadsMatching, openDetails } from "./support/leads";
import { expect, test, waitForHydration } from "./support/test";

/**
 * A person can act before the page's JavaScript has arrived: the server HTML is already a working
 * page. Each test holds back every script, acts on the server HTML, then lets the scripts through
 * and checks that what the person did survived hydration (docs/decisions/0001-…).
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "about the moment before JavaScript runs");

/** Holds every script request until `release()`; the page is the server HTML until then. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  const pattern = "**/assets/**/*.js";
  const hold = (route: Route) => {
    if (released) return route.continue();
    held.push(route);
  };
  await page.route(pattern, hold);
  return async () => {
    released = true;
    await page.unroute(pattern, hold);
    // Requests of a document the page has since left are gone: nothing to continue there.
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  };
}

/** Navigation that does not wait for hydration (the wrapped `page.goto` does). */
async function openWithoutWaiting(page: Page, url: string) {
  await page.mainFrame().goto(url, { waitUntil: "commit" });
}

async function expectNotHydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
}

const run = runId("H").toUpperCase();

/** Each test's own leads, seeded once per worker in one request to the server's seeding route. */
const leadName = (key: string) => `${key} ${run}`;

// eslint-disable-next-line no-empty-pattern -- Playwright requires a destructuring pattern for the fixtures argument.
test.beforeAll(async ({}, testInfo) => {
  // A test option, not a worker fixture: read it from the project.
  if (testInfo.project.use.javaScriptEnabled === false) return;
  // `--repeat-each` runs the suite again with its own repeatEachIndex, and this hook with it.
  await seedLeadsOnce(
    [`Early${testInfo.repeatEachIndex}`, `Saved${testInfo.repeatEachIndex}`].map((key) => ({
      first_name: key,
      last_name: run,
      email: `${key.toLowerCase()}.${run.toLowerCase()}@example.com`,
      phone: "(305) 555-0123",
      address: "12 Palm Ave, Miami, FL",
      service_type: "residential",
    })),
  );
});

const leadRow = (page: Page, key: string) =>
  page
    .getByRole("row")
    .filter({ hasText: leadName(key) })
    .first();

/** The lead's status badge as the server shows it now, seen from a second tab (its scripts are not held). */
async function serverStatus(page: Page, key: string, label: string) {
  const other = await page.context().newPage();
  await other.goto(leadsMatching(leadName(key)));
  await expect(leadRow(other, key).getByText(label, { exact: true })).toBeVisible();
  await other.close();
}

test("a lead status chosen before the page hydrates is saved once it does", async ({ page }, testInfo) => {
  const key = `Early${testInfo.repeatEachIndex}`;
  await signInWithSession(page, ADMIN.email);

  const release = await holdScripts(page);
  await openWithoutWaiting(page, leadsMatching(leadName(key)));
  const details = await openDetails(leadRow(page, key));
  await details.getByLabel("Status").selectOption("contacted");
  await expectNotHydrated(page);
  await serverStatus(page, key, "New");

  await release();
  await waitForHydration(page);
  await expect(details.getByText("Saved")).toBeVisible();
  // The Save button is there for the page without JavaScript; once enhanced, the change saves itself.
  await expect(details.getByRole("button", { name: "Save" })).toBeHidden();
  await page.reload();
  await expect(leadRow(page, key).getByText("Contacted", { exact: true })).toBeVisible();
});

test("the Save button of a lead status posts the form before the page hydrates", async ({ page }, testInfo) => {
  const key = `Saved${testInfo.repeatEachIndex}`;
  await signInWithSession(page, ADMIN.email);

  const release = await holdScripts(page);
  await openWithoutWaiting(page, leadsMatching(leadName(key)));
  const details = await openDetails(leadRow(page, key));
  await details.getByLabel("Status").selectOption("scheduled");
  await expectNotHydrated(page);
  // The server HTML's own form posts (a document navigation); the scripts are let through only once
  // the server has answered it, so the page that hydrates is the answer, not the page that posted.
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await details.getByRole("button", { name: "Save" }).click();
  expect((await posted).status()).toBe(303);
  await release();
  await waitForHydration(page);
  await expect(leadRow(page, key).getByText("Scheduled", { exact: true })).toBeVisible();
});

test("email and password typed before the page hydrates stay in the fields and sign in", async ({ page }) => {
  const release = await holdScripts(page);
  await openWithoutWaiting(page, "/login");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password", { exact: true });
  await email.fill(ADMIN.email);
  await password.fill(ADMIN.password);
  // The toggle is in the server HTML too, hidden until it can work.
  const toggle = page.getByRole("button", { name: "Show password", includeHidden: true });
  await expect(toggle).toHaveCount(1);
  await expect(toggle).toBeHidden();
  await expectNotHydrated(page);

  await release();
  await waitForHydration(page);
  await expect(email).toHaveValue(ADMIN.email);
  await expect(password).toHaveValue(ADMIN.password);
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

test("a FAQ search typed before the page hydrates filters the list once it does", async ({ page }) => {
  const query = "rain";
  const expected = filterFaq(faqEntries, query, "All");
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(faqEntries.length);

  const release = await holdScripts(page);
  await openWithoutWaiting(page, "/faq");
  const search = page.getByRole("searchbox", { name: "Search the FAQ" });
  await search.fill(query);
  await expectNotHydrated(page);
  await expect(page.getByText(`Showing ${faqEntries.length} of ${faqEntries.length} questions`)).toBeVisible();

  await release();
  await waitForHydration(page);
  await expect(search).toHaveValue(query);
  await expect(page.getByText(`Showing ${expected.length} of ${faqEntries.length} questions`)).toBeVisible();
  await expect(page.locator("details[name='faq']").filter({ visible: true })).toHaveCount(expected.length);
  await expect(page).toHaveURL(/[?&]q=rain$/);
});

test("the demo's Manage billing pressed before the page hydrates answers with its notice, which stays once hydrated", async ({ page, context }) => {
  const session = process.env.E2E_CUSTOMER_SESSION;
  if (!session) throw new Error("global setup did not seed a customer session");
  await context.addCookies([sessionCookie(session)]);

  const release = await holdScripts(page);
  await openWithoutWaiting(page, "/customer?tab=billing");
  await page.getByRole("button", { name: "Manage billing" }).click();
  const notice = page.getByTestId("demo-notice");
  await expect(notice).toHaveText(customerArea.en.demo.notices.billing);
  await expectNotHydrated(page);

  await release();
  await waitForHydration(page);
  await expect(notice).toHaveText(customerArea.en.demo.notices.billing);
});

test("the FAQ page's JavaScript carries none of the FAQ text and stays within its budget", async ({ page }) => {
  const scripts: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body());
  });
  await page.goto("/faq");
  await page.waitForLoadState("networkidle");
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  const js = bodies.map((b) => b.toString("utf8")).join("\n");
  for (const entry of faqEntries) expect(js, entry.id).not.toContain(entry.answer);
  // 121 KiB gzip: the framework's ~111.5 KiB, the site shell and the page itself.
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  expect(gzipped).toBeLessThanOrEqual(121 * 1024);
});
