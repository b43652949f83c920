import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { invoices } from "~server/db/schema";
import { createUser, signedInUser, signIn } from "./support/auth";
import { changeTestLead, db, leadById } from "./support/leads";
import { captureLogs } from "./support/logs";
import { mailTo, waitForMail } from "./support/mail";
import { postSignedEvent } from "./support/stripe";
import { convertedCustomer, CUSTOMER_PASSWORD } from "./support/visits";
import { decode } from "./support/html";
import { getWithCookie } from "./support/worker";
import { text } from "./support/wizard";

/**
 * What the customer pays and who is told when the provider stops the service (issue #48, items 4
 * and 5): the invoices and the plan's price kept from the provider's events, the billing tab, the
 * office's e-mail for a cancel or a failed payment from the provider's side, the admin's customer
 * box, the overview's links, and the demo account's sample.
 */

let seq = 0;
const now = () => Math.floor(Date.now() / 1000);
const event = (type: string, object: Record<string, unknown>, created = now()) => ({
  id: `evt_self_${++seq}_${Date.now()}`,
  object: "event",
  type,
  created,
  data: { object },
});

let admin = "";
beforeAll(async () => {
  admin = await signedInUser({ email: "self.billing.admin@example.com", password: "self billing admin password" }, "admin");
});

async function subscriber(name: string, locale: "en" | "es" = "en") {
  const sub = `sub_self_${name}_${Date.now()}`;
  const c = await convertedCustomer({
    locale,
    lead: {
      first_name: name,
      last_name: "Billing",
      address: "1450 Brickell Ave",
      stripe_subscription_id: sub,
      stripe_customer_id: `cus_${sub}`,
      billing_state: "active",
    },
  });
  return { ...c, sub, cookie: await signIn(c.email, CUSTOMER_PASSWORD) };
}

/** The billing tab's invoice rows, each as its markup. */
const invoiceRows = (html: string) => [...html.matchAll(/data-testid="invoice"[\s\S]*?<\/li>/g)].map((m) => m[0]);

const paidInvoice = (sub: string, id: string, amount: number, created: number) => ({
  id,
  object: "invoice",
  number: `CPM-${id.slice(-4)}`,
  customer: `cus_${sub}`,
  created,
  amount_paid: amount,
  amount_due: amount,
  currency: "usd",
  hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${id}`,
  parent: { subscription_details: { subscription: sub } },
});

describe("What they pay", () => {
  it("the billing tab shows the plan's price from the subscription's event and the paid invoices, newest first, with the provider's link", async () => {
    const c = await subscriber("payer");
    const before = await text(await getWithCookie("/customer?tab=billing", c.cookie));
    expect(before).toContain("Not reported by the payment provider yet");
    expect(before).toContain("No invoices yet");

    const sub = {
      id: c.sub,
      object: "subscription",
      customer: `cus_${c.sub}`,
      status: "active",
      items: {
        data: [{ current_period_end: now() + 7 * 86400, price: { unit_amount: 1999, currency: "usd", recurring: { interval: "week", interval_count: 1 } } }],
      },
    };
    expect((await postSignedEvent(event("customer.subscription.updated", sub))).status).toBe(200);
    expect((await postSignedEvent(event("invoice.paid", paidInvoice(c.sub, "in_old_0001", 7996, now() - 40 * 86400)))).status).toBe(200);
    expect((await postSignedEvent(event("invoice.paid", paidInvoice(c.sub, "in_new_0002", 1999, now() - 86400)))).status).toBe(200);

    const html = await text(await getWithCookie("/customer?tab=billing", c.cookie));
    expect(html).toContain("$19.99 a week");
    const listed = invoiceRows(html);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toContain("CPM-0002");
    expect(listed[0]).toContain("$19.99");
    expect(listed[1]).toContain("CPM-0001");
    expect(listed[1]).toContain("$79.96");
    expect(listed[1]).toContain("Paid");
    expect(listed[1]).toContain('href="https://invoice.stripe.com/i/acct_test/in_old_0001"');
  });

  it("shows each amount in its currency's own minor units (yen none, dinar three), as the page's language writes money", async () => {
    const c = await subscriber("yen");
    const plan = {
      id: c.sub,
      object: "subscription",
      customer: `cus_${c.sub}`,
      status: "active",
      items: { data: [{ current_period_end: now() + 30 * 86400, price: { unit_amount: 2000, currency: "jpy", recurring: { interval: "month" } } }] },
    };
    expect((await postSignedEvent(event("customer.subscription.updated", plan))).status).toBe(200);
    for (const [id, amount, currency, daysAgo] of [
      ["in_jpy_0005", 2000, "jpy", 3],
      ["in_kwd_0006", 1500, "kwd", 2],
      ["in_usd_0007", 123456, "usd", 1],
    ] as const) {
      const paid = event("invoice.paid", { ...paidInvoice(c.sub, id, amount, now() - daysAgo * 86400), currency });
      expect((await postSignedEvent(paid)).status).toBe(200);
    }
    const amounts = (html: string) => invoiceRows(html).map((row) => decode(row).match(/(¥|KWD|\$)\s?[\d.,]+/)?.[0]);
    const price = (html: string) => decode(html.match(/data-testid="plan-price"[^>]*>([\s\S]*?)<\/dd>/)?.[1] ?? "");
    const en = await text(await getWithCookie("/customer?tab=billing", c.cookie));
    expect(price(en)).toBe("¥2,000 a month");
    expect(amounts(en)).toEqual(["$1,234.56", "KWD 1.500", "¥2,000"]);
    const es = await text(await getWithCookie("/es/customer?tab=billing", c.cookie));
    expect(price(es)).toBe("¥2,000 al mes");
    expect(amounts(es)).toEqual(["$1,234.56", "KWD 1.500", "¥2,000"]);
  });

  it("keeps a one-off invoice (no subscription) for the customer the provider's customer id names, and leaves the billing state as it was", async () => {
    const c = await subscriber("oneoff");
    await postSignedEvent(event("invoice.payment_failed", paidInvoice(c.sub, "in_sub_0008", 1999, now() - 86400)));
    expect((await leadById(c.lead.id))?.billing_state).toBe("past_due");
    const oneOff = (id: string, amount: number) => {
      const { parent: _parent, ...invoice } = paidInvoice(c.sub, id, amount, now());
      return { ...invoice, parent: null, subscription: null };
    };
    // A paid extra (a yard cleanup) does not settle the subscription's failed payment.
    expect((await postSignedEvent(event("invoice.paid", oneOff("in_one_0009", 4500)))).status).toBe(200);
    expect((await leadById(c.lead.id))?.billing_state).toBe("past_due");
    await changeTestLead(c.lead.id, { billing_state: "active" });
    // A failed one-off payment does not make an active subscription past due.
    expect((await postSignedEvent(event("invoice.payment_failed", { ...oneOff("in_one_0010", 3000), amount_paid: 0 }))).status).toBe(200);
    expect((await leadById(c.lead.id))?.billing_state).toBe("active");

    expect(await db.select().from(invoices).where(eq(invoices.lead_id, c.lead.id))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: "in_one_0009", amount: 4500, status: "paid" }),
        expect.objectContaining({ id: "in_one_0010", amount: 3000, status: "failed" }),
      ]),
    );
    const html = await text(await getWithCookie("/customer?tab=billing", c.cookie));
    const listed = invoiceRows(html).map(decode);
    expect(listed.filter((l) => l.includes("CPM-0009") && l.includes("$45.00") && l.includes("Paid"))).toHaveLength(1);
    expect(listed.filter((l) => l.includes("CPM-0010") && l.includes("$30.00") && l.includes("Payment failed"))).toHaveLength(1);
  });

  it("gives a one-off invoice of a provider customer shared by several services to the one with a subscription, else the most recent, and logs the doubt", async () => {
    const customer = `cus_shared_${Date.now()}`;
    const oneOff = (id: string) => ({
      id,
      object: "invoice",
      number: `CPM-${id.slice(-4)}`,
      customer,
      created: now(),
      amount_paid: 2500,
      currency: "usd",
      subscription: null,
    });
    const old = await convertedCustomer({ lead: { stripe_customer_id: customer, billing_state: "canceled" } });
    const subscribed = await convertedCustomer({
      lead: { stripe_customer_id: customer, stripe_subscription_id: `sub_shared_${Date.now()}`, billing_state: "active" },
    });
    expect((await postSignedEvent(event("invoice.paid", oneOff("in_shared_0011")))).status).toBe(200);
    expect(await db.select({ lead: invoices.lead_id }).from(invoices).where(eq(invoices.id, "in_shared_0011"))).toEqual([{ lead: subscribed.lead.id }]);

    // Two with a subscription: the most recent one keeps it, and the log says it was a choice.
    const newer = await convertedCustomer({
      lead: { stripe_customer_id: customer, stripe_subscription_id: `sub_shared_new_${Date.now()}`, billing_state: "active" },
    });
    const logs = captureLogs();
    expect((await postSignedEvent(event("invoice.paid", oneOff("in_shared_0012")))).status).toBe(200);
    expect(await db.select({ lead: invoices.lead_id }).from(invoices).where(eq(invoices.id, "in_shared_0012"))).toEqual([{ lead: newer.lead.id }]);
    const doubt = logs.find((l) => l.includes("stripe_invoice_ambiguous"));
    expect(doubt).toContain(`"leadId":${newer.lead.id}`);
    expect(doubt).not.toContain(customer);
    expect(old.lead.id).toBeLessThan(newer.lead.id);

    // No lead of that customer at the provider: nothing is kept.
    expect((await postSignedEvent(event("invoice.paid", { ...oneOff("in_nobody_0013"), customer: "cus_nobody_here" }))).status).toBe(200);
    expect(await db.select().from(invoices).where(eq(invoices.id, "in_nobody_0013"))).toEqual([]);
  });

  it("a failed payment keeps the invoice as failed and e-mails the office and the customer at once, whatever the reminders switch", async () => {
    const c = await subscriber("failer", "es");
    await changeTestLead(c.lead.id, { notify_reminders: false });
    const res = await postSignedEvent(event("invoice.payment_failed", { ...paidInvoice(c.sub, "in_fail_0003", 1999, now()), amount_paid: 0 }));
    expect(res.status).toBe(200);
    expect(await db.select().from(invoices).where(eq(invoices.id, "in_fail_0003"))).toMatchObject([{ status: "failed", amount: 1999, lead_id: c.lead.id }]);
    const [mail] = await waitForMail(c.email);
    expect(mail?.subject).toBe("No pudimos cobrar su pago");
    await vi.waitFor(async () => expect((await mailTo("staff@localhost")).some((m) => m.subject === "Payment past due: failer Billing")).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    const html = await text(await getWithCookie("/es/customer?tab=account", c.cookie));
    expect(html).toContain("No pudimos cobrar su último pago");
  });

  it("a cancel from the provider's side e-mails the office, and the office's lead list says why there are no visits", async () => {
    const c = await subscriber("ender");
    const res = await postSignedEvent(
      event("customer.subscription.deleted", { id: c.sub, object: "subscription", customer: `cus_${c.sub}`, status: "canceled" }),
    );
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect((await mailTo("staff@localhost")).some((m) => m.subject === "Subscription canceled: ender Billing")).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    const list = await text(await getWithCookie(`/admin/leads/${c.lead.id}?billing=canceled&q=${encodeURIComponent(c.email)}`, admin));
    expect(list).toContain("No visits: the subscription was canceled.");
    expect(list).not.toContain("Visits are planned once the account is linked");
    const services = await text(await getWithCookie("/customer?tab=services", c.cookie));
    expect(services).toContain("Your plan (ended)");
    expect(services).toContain("Your service has ended");
  });

  it("the overview's billing figures link to the lead list filtered by billing state", async () => {
    const c = await subscriber("pastdue");
    await postSignedEvent(event("invoice.payment_failed", paidInvoice(c.sub, "in_pd_0004", 1999, now())));
    const overview = await text(await getWithCookie("/admin/overview", admin));
    expect(overview).toContain('href="/admin?billing=past_due"');
    const list = await text(await getWithCookie("/admin?billing=past_due", admin));
    expect(list).toContain(c.email);
    const active = await text(await getWithCookie("/admin?billing=active", admin));
    expect(active).not.toContain(c.email);
  });
});

describe("The demo account", () => {
  it("shows the sample's plan, $80.00 a month, and its monthly invoices, in both languages", async () => {
    await createUser("self.demo@example.com", "demo password 123", "customer", "Demo Customer", { demo: true });
    const cookie = await signIn("self.demo@example.com", "demo password 123");
    const html = await text(await getWithCookie("/customer?tab=billing", cookie));
    expect(html).toContain("$80.00 a month");
    const listed = invoiceRows(html).map(decode);
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.every((l) => l.includes("$80.00") && l.includes("Paid"))).toBe(true);
    const es = await text(await getWithCookie("/es/customer?tab=billing", cookie));
    expect(es).toContain("$80.00 al mes");
  });
});
