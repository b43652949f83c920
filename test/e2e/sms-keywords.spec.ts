import { randomUUID } from "node:crypto";
import { openSignedIn } from "./support/auth";
import { postInboundText, seedTextingCustomer } from "./support/sms";
import { expect, test } from "./support/test";

/**
 * Issue 47: a Spanish-speaking customer texts STOP, then START. Each is confirmed once, in Spanish,
 * and the customer area shows their texts off, then on again; the provider's replay of the STOP
 * confirms nothing again.
 */

test.describe.configure({ timeout: 120_000 });

const STOP_ES = "Clean Paws Miami: dejamos de enviarle mensajes. Responda START para volver a recibirlos.";
const START_ES = "Clean Paws Miami: volvemos a enviarle mensajes sobre sus visitas. Responda STOP para darse de baja.";

test("A Spanish-speaking customer's STOP and START are confirmed once, in Spanish, and the customer area follows them", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const customer = await seedTextingCustomer("keywords", project, 4, { locale: "es", zip: "33134", texts: true });
  await openSignedIn(page, customer.email, "/es/customer?tab=notifications");
  const texts = page.getByRole("checkbox", { name: "Mensajes del equipo" });
  await expect(texts).toBeChecked();

  const text = (body: string) => ({
    MessageSid: `SM${randomUUID().replace(/-/g, "")}`,
    From: customer.phone.e164,
    To: "+13055550100",
    Body: body,
    AccountSid: `AC${"0".repeat(32)}`,
  });
  const stop = text("STOP");
  const stopped = await postInboundText(page, stop);
  expect(stopped.status()).toBe(200);
  expect(await stopped.text()).toContain(`<Message>${STOP_ES}</Message>`);
  // The provider retries the same message: nothing is confirmed twice.
  expect(await (await postInboundText(page, stop)).text()).not.toContain("<Message>");
  await page.reload();
  await expect(texts).not.toBeChecked();

  const started = await postInboundText(page, text("Start"));
  expect(await started.text()).toContain(`<Message>${START_ES}</Message>`);
  // A replay of the STOP after the START changes nothing.
  expect(await (await postInboundText(page, stop)).text()).not.toContain("<Message>");
  await page.reload();
  await expect(texts).toBeChecked();
});
