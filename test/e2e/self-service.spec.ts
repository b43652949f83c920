import { openSignedIn, signInAsAdmin } from "./support/auth";
import { seedCustomer } from "./support/customers";
import { planVisit, query, runId } from "./support/local-state";
import { expectOutboxSubject } from "./support/outbox";
import { postSignedEvent } from "./support/payments";
import { expect, test } from "./support/test";
import { addDays, businessDate, formatIsoDate, nextWeekday } from "../../app/lib/dates";
import { customerArea } from "../../server/content/customer-area";

/** What the payment provider's stand-in recorded (GET /dev/stripe/requests). */
interface StandInRecord {
  path: string;
  params: Record<string, string>;
}

/**
 * Issues #48 and #58, end to end: a Spanish customer on a phone (390 px) skips a visit, tries a
 * pause that is too long, pauses two weeks, ends the pause (the skip stays), and cancels with a
 * reason; the payment provider's stand-in is asked to cancel at the period's end; then a payment
 * arrives and the service restarts. After each step the office's list, the crew's day and the
 * outbox say the same as the customer's page (the service's one account, decision 0025). Runs with
 * JavaScript on and off (the projects).
 */
test.describe("customer self-service, Spanish, on a phone", () => {
  const run = runId("ss");
  const PASSWORD = "self service password 1";
  // A whole journey (the customer's four changes, then the office's view of each): about 35 s on a
  // loaded 2-core machine, so a budget of its own.
  test.beforeEach(() => test.setTimeout(90_000));
  test.use({ viewport: { width: 390, height: 844 } });

  test("skips a visit, is refused a 120-day pause, pauses two weeks, ends the pause, cancels, then pays; the office sees each", async ({
    browser,
  }, testInfo) => {
    const t = customerArea.es;
    const project = testInfo.project.name.replace(/\W/g, "");
    const email = `self.service.${project}.${run}@example.com`;
    const subscription = `sub_e2e_${project}_${run}`;
    const { clientReference } = await seedCustomer({
      email,
      password: PASSWORD,
      firstName: "Marta",
      lastName: `Self${project}${run}`,
      locale: "es",
      lead: {
        phone: "(305) 555-0188",
        address: "2200 SW 8th St",
        zip_code: "33135",
        preferred_day: "monday",
        stripe_subscription_id: subscription,
        billing_state: "active",
      },
    });
    const today = businessDate();
    const first = nextWeekday(addDays(today, 2), "monday");
    for (const w of [0, 1, 2, 3]) await planVisit(email, addDays(first, 7 * w));
    const [{ id: leadId } = { id: 0 }] = await query<{ id: number }>(`SELECT id FROM leads WHERE email = '${email}'`);

    const js = testInfo.project.use.javaScriptEnabled !== false;
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openSignedIn(page, email, "/es/customer?tab=services");

    // 1. Skip the first visit.
    const firstWords = formatIsoDate(first, "es");
    await page.getByRole("button", { name: `Omitir esta visita del ${firstWords}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `la visita del ${firstWords} quedó omitida` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Deshacer la omisión del ${firstWords}` })).toBeVisible();

    // 2. A 120-day pause is refused beside the form; two weeks are taken.
    const pauseCard = page.getByRole("region", { name: t.selfService.pauseCard });
    await pauseCard.getByLabel(t.selfService.pauseStart).fill(addDays(today, 2));
    await pauseCard.getByLabel(t.selfService.pauseEnd).fill(addDays(today, 121));
    await pauseCard.getByRole("button", { name: t.selfService.pause }).click();
    await expect(page.getByText(t.selfService.errors.tooLong)).toBeVisible();
    await expect(page.getByLabel(t.selfService.pauseEnd)).toHaveValue(addDays(today, 121));
    // From the day after the skipped visit: the next two Mondays fall in the pause, and its start is
    // within the 14 days ahead that the banner announces, whatever day of the week today is.
    const start = addDays(first, 1);
    const end = addDays(start, 13);
    await page.getByLabel(t.selfService.pauseStart).fill(start);
    await page.getByLabel(t.selfService.pauseEnd).fill(end);
    await page.getByRole("button", { name: t.selfService.pause }).click();
    await expect(page.getByRole("status").filter({ hasText: "sus visitas quedan en pausa" })).toBeVisible();
    await expect(page.getByTestId("service-banner")).toContainText("Su servicio está en pausa");
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/self-service-paused-${project}-390.png`, fullPage: true });

    // 2b. End the pause before it starts: it is withdrawn, the skip stays, and both sides are e-mailed.
    await page.getByRole("button", { name: t.selfService.endPause }).click();
    await expect(page.getByRole("status").filter({ hasText: t.selfService.pauseEndedNotice })).toBeVisible();
    await expect(page.getByRole("button", { name: `Deshacer la omisión del ${firstWords}` })).toBeVisible();
    await expect(page.getByTestId("service-banner")).toHaveCount(0);
    await expectOutboxSubject(page, email, "Su pausa terminó");

    // 3. Cancel with a reason and a comment.
    const last = addDays(end, 10);
    const cancelCard = page.getByRole("region", { name: t.selfService.cancelCard });
    await cancelCard.getByLabel(t.selfService.cancelEnd).fill(last);
    await cancelCard.getByLabel(t.selfService.cancelReason).selectOption("moving");
    await cancelCard.getByLabel(t.selfService.cancelComment).fill("Nos mudamos a Orlando");
    await cancelCard.getByRole("button", { name: t.selfService.cancel }).click();
    await expect(page.getByRole("status").filter({ hasText: "Lamentamos que se vaya" })).toBeVisible();
    await expect(page.getByTestId("service-banner")).toContainText(`Su servicio termina el ${formatIsoDate(last, "es")}`);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/self-service-canceled-${project}-390.png`, fullPage: true });

    // The provider's stand-in was asked to cancel at the end of the paid period.
    const records = (await (await page.request.get("/dev/stripe/requests")).json()) as StandInRecord[];
    expect(records.filter((r) => r.path === `/v1/subscriptions/${subscription}`).map((r) => r.params)).toEqual([{ cancel_at_period_end: "true" }]);

    // The office sees each change in the lead's history, and on the crew's day the skipped stop.
    const office = await browser.newPage();
    await signInAsAdmin(office, `/admin/leads/${leadId}/history`);
    await expect(office.getByText(`Customer skipped the visit of ${first}`)).toBeVisible();
    await expect(office.getByText(`Customer paused ${start} to ${end}`)).toBeVisible();
    await expect(office.getByText(`Pause (${start} to ${end}) ended early`)).toBeVisible();
    await expect(office.getByText(`Customer canceled: last day ${last}, reason: Moving, "Nos mudamos a Orlando"`)).toBeVisible();
    await office.goto(`/admin/visits?date=${first}`);
    const skipped = office.locator("details", { hasText: `Marta Self${project}${run}` });
    await skipped.locator("summary").click();
    // The day the customer skipped it (today), not the time of their click.
    await expect(skipped.getByText(/^Skipped by the customer on [A-Z][a-z]{2} \d{1,2}$/).first()).toBeVisible();

    // The office's list says Ending (and lists them under that filter); the crew's last stop of the customer is marked.
    await office.goto(`/admin?billing=ending&q=${encodeURIComponent(email)}`);
    await expect(office.getByText("Service: Ending")).toBeAttached();
    const [lastVisit] = await query<{ date: string }>(`SELECT max(date) AS date FROM visits WHERE lead_id = ${leadId} AND status = 'scheduled'`);
    await office.goto(`/admin/visits?date=${lastVisit?.date ?? ""}`);
    await expect(office.locator("article", { hasText: `Marta Self${project}${run}` }).getByText("Last visit: the customer's service ends")).toBeVisible();

    // 4. A payment arrives while the cancellation is pending: the service restarts, everyone is told.
    const restarted = await postSignedEvent(page.request, {
      id: `evt_restart_${project}_${run}`,
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_restart_${project}_${run}`,
          client_reference_id: clientReference,
          payment_status: "paid",
          customer: `cus_restart_${project}_${run}`,
          subscription: `sub_restart_${project}_${run}`,
        },
      },
    });
    expect(restarted).toMatchObject({ restarted: true });
    await page.goto("/es/customer?tab=services");
    await expect(page.getByTestId("service-banner")).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Deshacer la omisión del ${firstWords}` })).toBeVisible();
    await expectOutboxSubject(page, email, "Su servicio continúa");
    await expectOutboxSubject(page, "staff@localhost", `Service restarted: Marta Self${project}${run}`);
    await office.goto(`/admin?billing=ending&q=${encodeURIComponent(email)}`);
    await expect(office.getByText("Service: Ending")).toHaveCount(0);
    await office.goto(`/admin?q=${encodeURIComponent(email)}`);
    await expect(office.getByText("Service: Active")).toBeAttached();
    await context.close();
    await office.close();
  });
});
