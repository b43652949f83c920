import { ADMIN } from "./support/accounts";
import { runId, seedLeadsOnce } from "./support/local-state";
import { expect, test } from "./support/test";

/** Three leads converted this week, with a surname of their own per run. */
const run = runId("O").toUpperCase();

test.beforeAll(async () => {
  await seedLeadsOnce(
    [1, 2, 3].map((n) => ({
      first_name: `Overview${n}`,
      last_name: run,
      email: `overview${n}.${run.toLowerCase()}@example.com`,
      phone: `(305) 555-01${n}0`,
      address: "1 Bay Rd, Miami, FL",
      service_type: "residential",
      status: "converted",
      referral_source: "google",
    })),
  );
});

test("An admin opens the overview from the dashboard and reads the charts as tables", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lead Overview" })).toBeVisible();
  const figures = page.getByRole("region", { name: "Key figures" });
  await expect(figures.getByText("Conversion rate", { exact: true })).toBeVisible();
  await expect(figures.getByText("Median time to first contact", { exact: true })).toBeVisible();

  for (const title of ["Leads per week by source", "Leads per week by status"]) {
    const figure = page.getByRole("figure", { name: title });
    await expect(figure.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(figure.getByRole("img", { name: title })).toBeVisible();
    const table = figure.getByRole("table");
    await expect(table).toBeHidden();
    await figure.getByText("Show as table").click();
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(13);
  }

  // The newest week is the last row; this run's three converted leads are in it.
  const statusTable = page.getByRole("figure", { name: "Leads per week by status" }).getByRole("table");
  const headers = await statusTable.getByRole("columnheader").allTextContents();
  const convertedColumn = headers.indexOf("Converted") - 1;
  expect(convertedColumn).toBeGreaterThanOrEqual(0);
  const thisWeek = statusTable.getByRole("row").last();
  const converted = Number(await thisWeek.getByRole("cell").nth(convertedColumn).textContent());
  expect(converted).toBeGreaterThanOrEqual(3);
});
