import type { Page } from "@playwright/test";
import { ADMIN } from "./support/accounts";
import { signInAsAdmin, signInThroughLoginPage } from "./support/auth";
import { leadsMatching, openDetails } from "./support/leads";
import { runId, seedLeadOnce, seedLeadsOnce } from "./support/local-state";
import { screenshots } from "./support/screenshots";
import { expect, test } from "./support/test";

/**
 * The admin is created once, before the server starts, with the real `npm run user:create` script against
 * the end-to-end D1; leads are seeded through the server's /dev/seed routes. Every test has its own
 * uniquely named lead, so tests do not depend on each other or on their order.
 */

interface SeedLead {
  first_name: string;
  last_name: string;
  email: string;
  status?: string;
}

async function seed(leads: SeedLead[]) {
  await seedLeadsOnce(
    leads.map((l) => ({ ...l, phone: "(305) 555-0123", address: "12 Palm Ave, Miami, FL", service_type: "residential", status: l.status ?? "new" })),
  );
}

/** A unique surname per worker run, so parallel workers and both projects never collide. */
const run = runId("R").toUpperCase();
const lead = (key: string, status = "new"): SeedLead => ({
  first_name: key,
  last_name: run,
  email: `${key.toLowerCase()}.${run.toLowerCase()}@example.com`,
  status,
});

const LEADS = {
  filterNew: lead("Filternew"),
  filterContacted: lead("Filtercontacted", "contacted"),
  status: lead("Statuschange"),
  edit: lead("Editable"),
  remove: lead("Removable"),
  script: { ...lead("Scripted"), first_name: "<script>document.title='hacked'</script>" },
};

test.beforeAll(async () => {
  await seed(Object.values(LEADS));
});

const fullName = (l: SeedLead) => `${l.first_name} ${l.last_name}`;

async function searchFor(page: Page, text: string, status = "all") {
  const form = page.getByRole("search", { name: "Filter leads" });
  await form.getByRole("searchbox", { name: "Search" }).fill(text);
  await form.getByLabel("Status").selectOption(status);
  await form.getByRole("button", { name: "Filter" }).click();
  // Row links carry the current filters: act on the list only once it reflects this search.
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
  await expect(page.getByText(/^(Showing \d|No leads$)/).first()).toBeVisible();
}

const rowOf = (page: Page, l: SeedLead) =>
  page
    .getByRole("row")
    .filter({ hasText: fullName(l) })
    .first();

test("Sign-in shows the field messages and clears one when its field is edited", async ({ page, javaScriptEnabled }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  if (javaScriptEnabled) await expect(page.getByText("Email is required")).toBeHidden();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
});

test("Sign-in shows the password on request and says Signing in... while the form posts", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "needs JavaScript");
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await page.getByLabel("Email").fill(ADMIN.email);
  await password.fill(ADMIN.password);
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  // What the button says once the form goes out, noted where it outlives the page (the tab's
  // session storage) by a listener that runs after the page's own.
  await page.locator("form[data-login]").evaluate((form: HTMLFormElement) =>
    form.addEventListener("submit", () => {
      const button = form.querySelector("button[type=submit]") as HTMLButtonElement;
      sessionStorage.setItem("sign-in-button", JSON.stringify({ text: button.textContent, disabled: button.disabled }));
    }),
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("sign-in-button"))) ?? "null")).toEqual({ text: "Signing in...", disabled: true });
});

test("A wrong password shows one message that does not say whether the account exists", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(`nobody.${run.toLowerCase()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect. Please try again.");
});

test("An admin created with user:create signs in, sees the dashboard and signs out", async ({ page, javaScriptEnabled }) => {
  await signInThroughLoginPage(page, ADMIN.email, ADMIN.password, "en", javaScriptEnabled);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  for (const card of ["Total Leads", "New Leads", "Converted", "In Progress"]) {
    await expect(page.getByRole("region", { name: "Summary" }).getByText(card, { exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
});

test("An admin filters leads by search text and status, kept in the URL", async ({ page }) => {
  await signInAsAdmin(page);
  await searchFor(page, run);
  await expect(rowOf(page, LEADS.filterNew)).toBeVisible();
  await expect(rowOf(page, LEADS.filterContacted)).toBeVisible();

  await searchFor(page, run, "contacted");
  await expect(page).toHaveURL(new RegExp(`q=${run}&status=contacted`));
  await expect(rowOf(page, LEADS.filterContacted)).toBeVisible();
  await expect(rowOf(page, LEADS.filterContacted).getByText("Contacted", { exact: true })).toBeVisible();
  await expect(page.getByText(fullName(LEADS.filterNew))).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(run);
  await searchFor(page, `${run}-nothing-matches`);
  await expect(page.getByText("No leads found matching your criteria.")).toBeVisible();
});

test("A commercial lead's details read in words, not codes", async ({ page }, testInfo) => {
  const key = `Boardmember${testInfo.project.name.replace(/\W/g, "")}`;
  await seedLeadOnce({
    first_name: `${key} del Carmen`,
    last_name: run,
    full_name: `${key} del Carmen ${run}`,
    email: `${key.toLowerCase()}.${run.toLowerCase()}@example.com`,
    phone: "(305) 555-0123",
    zip_code: "33131",
    service_type: "commercial",
    service_frequency: "bi-weekly",
    referral_source: "referral",
    management_company: "Bayside Management",
    community_name: "Coral Bay HOA",
    role: "board",
    num_homes: 240,
    request_type: "proposal",
    special_instructions: "Gate code 1234; two dog parks by the pool.",
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, leadsMatching(key));
  const row = page.locator("tbody").filter({ hasText: `${key} del Carmen ${run}` });
  const details = await openDetails(row);
  await expect(details.getByText("Board member", { exact: true })).toBeVisible();
  await expect(details.getByText("Proposal", { exact: true })).toBeVisible();
  // A community request is never asked how often: the service reads "Commercial" alone, whatever the column holds.
  await expect(details.getByText("Commercial", { exact: true })).toBeVisible();
  await expect(details.getByText(/Bi-Weekly/)).toHaveCount(0);
  await expect(details.getByText("heard via Referral from a friend or neighbour")).toBeVisible();
  await expect(details.getByText("board", { exact: true })).toHaveCount(0);
  await expect(details.getByText("proposal", { exact: true })).toHaveCount(0);
  await screenshots(page, `admin-lead-details-${testInfo.project.name}`, { widths: [1280], fullPage: true, height: () => 720 });
});

test("An admin changes a lead's status from its details", async ({ page, javaScriptEnabled }) => {
  await signInAsAdmin(page, leadsMatching(fullName(LEADS.status)));
  const details = await openDetails(rowOf(page, LEADS.status));
  await expect(details.getByText("No instructions in the quote")).toBeVisible();
  await details.getByLabel("Status").selectOption("scheduled");
  if (javaScriptEnabled) await expect(details.getByText("Saved")).toBeVisible();
  else await details.getByRole("button", { name: "Save" }).click();
  await expect(rowOf(page, LEADS.status).getByText("Scheduled", { exact: true })).toBeVisible();
  await page.reload();
  await expect(rowOf(page, LEADS.status).getByText("Scheduled", { exact: true })).toBeVisible();
});

test("An admin edits a lead in the Edit Lead dialog, with server-side validation", async ({ page }) => {
  await signInAsAdmin(page, leadsMatching(fullName(LEADS.edit)));
  await rowOf(page, LEADS.edit).getByRole("link", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Lead" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads\/\d+\/edit\?q=/);

  await dialog.getByLabel("Email").fill("broken-address");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Email is invalid")).toBeVisible();

  await dialog.getByLabel("Email").fill(`edited.${run.toLowerCase()}@example.com`);
  await dialog.getByLabel("First name").fill("Edited");
  await dialog.getByLabel("Customer's instructions from the quote").fill("Side gate; friendly beagle.");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\?q=/);

  await searchFor(page, `Edited ${run}`);
  const edited = page
    .getByRole("row")
    .filter({ hasText: `Edited ${run}` })
    .first();
  await expect(edited).toBeVisible();
  await expect((await openDetails(edited)).getByText("Side gate; friendly beagle.")).toBeVisible();
});

test("An admin deletes a lead after confirming, then restores it from the Deleted view", async ({ page }) => {
  await signInAsAdmin(page, leadsMatching(fullName(LEADS.remove)));
  await rowOf(page, LEADS.remove)
    .getByRole("link", { name: /^Delete/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete lead" });
  await expect(dialog.getByText("Are you sure you want to delete this lead?")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete lead" }).click();
  await expect(page.getByText("No leads found matching your criteria.")).toBeVisible();

  await page.getByRole("link", { name: "Deleted" }).click();
  await expect(page).toHaveURL(/view=deleted/);
  await rowOf(page, LEADS.remove)
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expect(page.getByText("No leads found matching your criteria.")).toBeVisible();

  await page.getByRole("link", { name: "Active" }).click();
  await expect(rowOf(page, LEADS.remove)).toBeVisible();
  await (await openDetails(rowOf(page, LEADS.remove))).getByRole("link", { name: "View history" }).click();
  const history = page.getByRole("dialog", { name: "Lead history" });
  await expect(history.getByText("Deleted", { exact: true })).toBeVisible();
  await expect(history.getByText("Restored", { exact: true })).toBeVisible();
  await expect(history.getByText(`by ${ADMIN.email}`).first()).toBeVisible();
});

test("A lead name containing a script tag is shown as text, not run", async ({ page }) => {
  await signInAsAdmin(page, leadsMatching(`Scripted.${run}`));
  const name = `<script>document.title='hacked'</script> ${run}`;
  await expect(page.getByRole("paragraph").filter({ hasText: name })).toHaveText(name);
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toBeVisible();
  await expect(page).not.toHaveTitle("hacked");
});
