import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StandInRecord } from "~server/billing/stand-in";

import { serviceCounts } from "~server/models/service-account";
import { businessDate } from "~/lib/dates";
import { customerAccountFor, signedInUser, signIn } from "./support/auth";
import { changeTestLead, db, eventsFor, insertLead, leadById } from "./support/leads";
import { decode } from "./support/html";
import { waitForMail } from "./support/mail";
import { postSignedEvent, routeToStandIn, withPayments } from "./support/stripe";
import { fetchApp, fetchWorker } from "./support/worker";

let records: StandInRecord[] = [];
function standIn() {
  records = routeToStandIn();
}
afterEach(() => {
  vi.restoreAllMocks();
});

const ADMIN = { email: "billing.admin@example.com", password: "billing admin password" };
let admin = "";
beforeAll(async () => {
  admin = await signedInUser(ADMIN, "admin");
});

/** A customer the office converted by phone: converted lead, linked account, no subscription. */
async function phoneCustomer(name: string, locale: "en" | "es" = "es", frequency: "weekly" | "bi-weekly" = "weekly") {
  const lead = await insertLead({
    email: `${name}@example.com`,
    first_name: name,
    status: "converted",
    locale,
    service_frequency: frequency,
    preferred_day: "tuesday",
  });
  await customerAccountFor(lead, "customer password 1", name, { locale });
  return { lead, cookie: await signIn(`${name}@example.com`, "customer password 1") };
}

const sendLink = (leadId: number, appEnv: Env) =>
  fetchApp(`/admin/leads/${leadId}/payment-link`, appEnv, { method: "POST", body: new URLSearchParams(), headers: { Cookie: admin } });

describe("Send payment link", () => {
  it("makes one subscription checkout for the plan's price and e-mails it in the customer's language", async () => {
    standIn();
    const { lead } = await phoneCustomer("pago");
    const res = await sendLink(lead.id, withPayments());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Payment link for the Weekly plan e-mailed to pago@example.com (in Spanish)");

    expect(records).toHaveLength(1);
    const [checkout] = records;
    expect(checkout).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", authorized: true });
    const stored = await leadById(lead.id);
    expect(checkout?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_weekly_test",
      "line_items[0][quantity]": "1",
      client_reference_id: stored?.client_reference,
      customer_email: "pago@example.com",
      locale: "es",
      "metadata[lead_id]": String(lead.id),
    });
    expect(checkout?.params.success_url).toMatch(/\/es\/customer\?tab=billing&checkout=done$/);
    expect(stored?.client_reference).toMatch(new RegExp(`^residential_${lead.id}_[A-Za-z0-9_-]{22}$`));
    expect(stored?.billing_checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect((await eventsFor(lead.id)).map((e) => [e.type, e.actor])).toEqual([["payment_link_sent", ADMIN.email]]);

    const [mail] = await waitForMail("pago@example.com");
    expect(mail?.subject).toMatch(/^Comience su servicio/);
    expect(mail?.text).toContain(stored?.billing_checkout_url);
    expect(mail?.text).toContain("semanal");
  });

  it("says payments are not configured when there is no secret key, and makes nothing", async () => {
    standIn();
    const { lead } = await phoneCustomer("sinclave", "en");
    const res = await fetchWorker(`/admin/leads/${lead.id}/payment-link`, { method: "POST", body: new URLSearchParams(), headers: { Cookie: admin } });
    expect(res.status).toBe(409);
    // It says who can set payments up, and offers no "Try again", which cannot help (issue 50).
    const text = decode(await res.text());
    expect(text).toContain("Payments are not configured on this site");
    expect(text).toContain("trying again will not help. Whoever manages the site's Cloudflare settings (its operator) can set up payments");
    expect(text).not.toContain("Try again");
    expect(records).toEqual([]);
    expect(await leadById(lead.id)).toMatchObject({ billing_checkout_url: null, client_reference: lead.client_reference });
  });

  it("names the missing price id and makes no link", async () => {
    standIn();
    const { lead } = await phoneCustomer("sinprecio", "en", "bi-weekly");
    const res = await sendLink(lead.id, withPayments());
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("No price is configured for the Bi-Weekly plan (STRIPE_PRICE_BI_WEEKLY)");
    expect(records).toEqual([]);
    expect((await leadById(lead.id))?.billing_checkout_url).toBeNull();
    expect(await eventsFor(lead.id)).toEqual([]);
  });

  it("is for admins only", async () => {
    const { lead, cookie } = await phoneCustomer("intruso", "en");
    const res = await fetchApp(`/admin/leads/${lead.id}/payment-link`, withPayments(), {
      method: "POST",
      body: new URLSearchParams(),
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(302);
    expect((await leadById(lead.id))?.billing_checkout_url).toBeNull();
  });
});

describe("the customer's billing tab", () => {
  it("offers the checkout until a subscription exists, then shows plan, state, next charge and the portal", async () => {
    standIn();
    const { lead, cookie } = await phoneCustomer("cliente", "es");
    const before = await fetchApp("/es/customer?tab=billing", withPayments(), { headers: { Cookie: cookie } });
    const page = await before.text();
    expect(page).toContain("Configure su pago");
    expect(page).toContain('value="checkout"');

    // The button: a checkout for their plan, and a 303 to the provider's page.
    const start = await fetchApp("/es/customer?tab=billing", withPayments(), {
      method: "POST",
      body: new URLSearchParams({ intent: "checkout" }),
      headers: { Cookie: cookie },
    });
    expect(start.status).toBe(303);
    expect(start.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(records.map((r) => r.params["line_items[0][price]"])).toEqual(["price_weekly_test"]);

    // The checkout completes, then the provider's invoice.paid arrives.
    const reference = (await leadById(lead.id))?.client_reference;
    await postSignedEvent({
      id: "evt_cliente_checkout",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000) - 5,
      data: {
        object: {
          id: "cs_cliente",
          mode: "subscription",
          client_reference_id: reference,
          payment_status: "paid",
          customer: "cus_cliente",
          subscription: "sub_cliente",
        },
      },
    });
    await postSignedEvent({
      id: "evt_cliente_period",
      type: "customer.subscription.updated",
      created: Math.floor(Date.now() / 1000) - 4,
      data: { object: { id: "sub_cliente", customer: "cus_cliente", status: "active", items: { data: [{ current_period_end: 1_798_761_600 }] } } },
    });
    const paid = await postSignedEvent({
      id: "evt_cliente_paid",
      type: "invoice.paid",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "in_cliente", customer: "cus_cliente", parent: { subscription_details: { subscription: "sub_cliente" } } } },
    });
    expect(paid.status).toBe(200);

    const after = await (await fetchApp("/es/customer?tab=billing", withPayments(), { headers: { Cookie: cookie } })).text();
    expect(after).toContain('data-billing-state="active"');
    expect(after).toContain("Activa");
    expect(after).toContain("Servicio semanal");
    // 2027-01-01T00:00Z is the evening of December 31 in Miami.
    expect(after).toContain("31 de diciembre de 2026");
    expect(after).not.toContain('value="checkout"');
    expect(after).toContain("Administrar pagos");
  });

  it("warns a past-due customer, in English too", async () => {
    const { lead, cookie } = await phoneCustomer("late", "en");
    await changeTestLead(lead.id, { billing_state: "past_due", stripe_subscription_id: "sub_late" });
    const page = await (await fetchWorker("/customer?tab=billing", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Past due");
    expect(page).toContain("Your last payment did not go through");
  });

  it("explains that online payment is not available when payments are not configured", async () => {
    const { cookie } = await phoneCustomer("nokeys", "en");
    const page = await (await fetchWorker("/customer?tab=billing", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Online payment is not available right now");
    expect(page).not.toContain('value="checkout"');
  });
});

describe("the office sees billing", () => {
  it("in the lead list, the details, the history and the overview's counts", async () => {
    const { lead } = await phoneCustomer("oficina", "en");
    await changeTestLead(lead.id, { billing_state: "active", stripe_subscription_id: "sub_oficina", billing_event_created: 1 });
    const before = await serviceCounts(db, businessDate());
    const t = Math.floor(Date.now() / 1000);
    await postSignedEvent({ id: "evt_oficina_failed", type: "invoice.payment_failed", created: t - 10, data: { object: { subscription: "sub_oficina" } } });

    const list = await (await fetchWorker(`/admin/leads/${lead.id}?q=${encodeURIComponent("oficina@example.com")}`, { headers: { Cookie: admin } })).text();
    expect(list).toContain('<span class="sr-only">Service: </span>Past due');
    expect(list).toContain("The last payment failed. Visits continue");
    expect(await serviceCounts(db, businessDate())).toEqual({ ...before, active: before.active - 1, past_due: before.past_due + 1 });
    const overview = await (await fetchWorker("/admin/overview", { headers: { Cookie: admin } })).text();
    expect(overview).toContain("Customers now");
    expect(overview).toMatch(new RegExp(`Past due</p><p[^>]*>${before.past_due + 1}</p>`));

    await postSignedEvent({
      id: "evt_oficina_deleted",
      type: "customer.subscription.deleted",
      created: t,
      data: { object: { id: "sub_oficina", status: "canceled" } },
    });
    const history = await (await fetchWorker(`/admin/leads/${lead.id}/history`, { headers: { Cookie: admin } })).text();
    expect(history).toContain("Billing: Active → Past due (invoice.payment_failed)");
    expect(history).toContain("Billing: Past due → Canceled (customer.subscription.deleted)");
    // Canceled: the office may send a new payment link.
    expect(
      await (await fetchWorker(`/admin/leads/${lead.id}?q=${encodeURIComponent("oficina@example.com")}`, { headers: { Cookie: admin } })).text(),
    ).toContain("Send payment link");
  });
});
