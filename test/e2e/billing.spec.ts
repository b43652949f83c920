import type { APIRequestContext, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/auth";
import { seedCustomer } from "./support/customers";
import { runId } from "./support/local-state";
import { screenshots } from "./support/screenshots";
import { leadsMatching, openDetails } from "./support/leads";
import { postSignedEvent } from "./support/payments";
import { expect, test } from "./support/test";
import { outboxSubjects } from "./support/outbox";

/**
 * Billing as the office and a customer meet it: the office sends a payment link to a customer it
 * converted by phone; the payment provider's stand-in (/dev/stripe, server/billing/stand-in.ts)
 * records one checkout session for the plan's price and the development outbox one e-mail in the
 * customer's language; after the provider's signed events the customer's billing tab shows the
 * subscription. The server's payment settings: test/e2e/support/server.ts, E2E_WORKER_VARS.
 */

const run = runId();
const PASSWORD = "billing customer pass 1";

interface StandInRecord {
  path: string;
  params: Record<string, string>;
  authorized: boolean;
}

/** A residential customer the office converted by phone, in Spanish: converted lead, account (known password), no subscription. */
const seedPhoneCustomer = (project: string) =>
  seedCustomer({
    email: `pago.${project}.${run}@example.com`,
    password: PASSWORD,
    firstName: "Lucía",
    lastName: `Pago${project.replace(/\W/g, "")}${run}`,
    locale: "es",
    lead: { phone: "(305) 555-0171", address: "71 Coral Way, Miami, FL", zip_code: "33145", preferred_day: "tuesday" },
  });

/** The checkout sessions the stand-in was asked for, for one customer's e-mail. */
async function checkoutsFor(request: APIRequestContext, email: string): Promise<StandInRecord[]> {
  const records = (await (await request.get("/dev/stripe/requests")).json()) as StandInRecord[];
  return records.filter((r) => r.path === "/v1/checkout/sessions" && r.params.customer_email === email);
}

/** With SCREENSHOT_DIR set, a full-page capture of what the person sees at this step (390 and 1280 px wide). */
const shot = (page: Page, name: string) => screenshots(page, `${name}-${test.info().project.name}`, { fullPage: true });

test("The office sends a payment link to a customer converted by phone, and the customer sees the subscription once paid", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(90_000);
  const customer = await seedPhoneCustomer(testInfo.project.name);

  await signInAsAdmin(page, leadsMatching(customer.email));
  await openDetails(page.getByRole("row").filter({ hasText: customer.name }).first());
  const billing = page.getByRole("region", { name: "Billing" });
  await expect(billing.getByText("No subscription yet.")).toBeVisible();
  await shot(page, "billing-admin-details");
  await billing.getByRole("button", { name: "Send payment link" }).click();

  const dialog = page.getByRole("dialog", { name: "Send payment link" });
  await expect(dialog.getByRole("status")).toHaveText(`Payment link for the Weekly plan e-mailed to ${customer.email} (in Spanish). It works for 24 hours.`);
  await shot(page, "billing-admin-sent");

  // The stand-in was asked for exactly one subscription checkout, for the weekly plan's price, in Spanish.
  const checkouts = await checkoutsFor(page.request, customer.email);
  expect(checkouts).toHaveLength(1);
  const [checkout] = checkouts;
  expect(checkout?.authorized).toBe(true);
  expect(checkout?.params).toMatchObject({ mode: "subscription", "line_items[0][price]": "price_test_weekly", "line_items[0][quantity]": "1", locale: "es" });
  expect(checkout?.params.client_reference_id).toMatch(/^residential_\d+_[A-Za-z0-9_-]{22}$/);

  // One e-mail, in the customer's language, with the checkout link.
  expect(await outboxSubjects(page, customer.email, 1)).toEqual(["Comience su servicio de Clean Paws Miami: configure su pago"]);

  // The customer, signed in, sees the way to pay until the subscription exists.
  const context = await browser.newContext({ javaScriptEnabled });
  const customerPage = await context.newPage();
  await customerPage.goto("/login");
  if (javaScriptEnabled) await customerPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await customerPage.getByLabel("Email").fill(customer.email);
  await customerPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await customerPage.getByRole("button", { name: "Sign in" }).click();
  await expect(customerPage).toHaveURL(/\/es\/customer/);
  await customerPage.goto("/es/customer?tab=billing");
  if (javaScriptEnabled) await customerPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(customerPage.getByRole("button", { name: "Configurar el pago" })).toBeVisible();
  await shot(customerPage, "billing-customer-start");

  // The provider's signed events: the checkout completes, then the first invoice is paid.
  const subscription = `sub_e2e_${testInfo.project.name.replace(/\W/g, "")}_${run}`;
  const now = Math.floor(Date.now() / 1000);
  await postSignedEvent(page.request, {
    id: `evt_checkout_${subscription}`,
    type: "checkout.session.completed",
    created: now - 2,
    data: {
      object: {
        id: `cs_${subscription}`,
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: checkout?.params.client_reference_id,
        payment_status: "paid",
        customer: `cus_${subscription}`,
        subscription,
      },
    },
  });
  expect(
    await postSignedEvent(page.request, {
      id: `evt_paid_${subscription}`,
      type: "invoice.paid",
      created: now,
      data: { object: { id: `in_${subscription}`, object: "invoice", customer: `cus_${subscription}`, parent: { subscription_details: { subscription } } } },
    }),
  ).toMatchObject({ matched: true, duplicate: false });

  await customerPage.reload();
  if (javaScriptEnabled) await customerPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const tab = customerPage.getByRole("region", { name: "Facturación" });
  await expect(tab.getByText("Activa", { exact: true })).toBeVisible();
  await expect(tab.getByText("Servicio semanal")).toBeVisible();
  await expect(tab.getByRole("link", { name: /Administrar pagos/ })).toBeVisible();
  await expect(customerPage.getByRole("button", { name: "Configurar el pago" })).toHaveCount(0);
  await shot(customerPage, "billing-customer-active");
  await context.close();

  // The office sees it too.
  await page.goto(leadsMatching(customer.email));
  // The list row's badge.
  await expect(page.getByText("Service: Active").first()).toBeVisible();
});
