import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businessDate } from "~/lib/dates";
import { leads, visits } from "~server/db/schema";
import { planVisits } from "~server/models/visits";
import { customerAccountFor } from "./support/auth";
import { db, eventsFor, insertLead, leadById } from "./support/leads";
import { closedVisit, futureVisits } from "./support/visits";
import { captureLogs } from "./support/logs";
import { postSignedEvent, postWebhook, signedHeader } from "./support/stripe";

/**
 * The billing events of the payment provider, as signed fixtures in the shape of its documented
 * payloads (only the fields the webhook reads, plus a few it ignores).
 */
let seq = 0;
const now = () => Math.floor(Date.now() / 1000);
const event = (type: string, object: Record<string, unknown>, { id = `evt_billing_${++seq}`, created = now() } = {}) => ({
  id,
  object: "event",
  type,
  created,
  livemode: false,
  data: { object },
});
const subscription = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: "subscription",
  customer: `cus_${id}`,
  status,
  pause_collection: null,
  items: { object: "list", data: [{ id: `si_${id}`, current_period_end: 1_798_761_600, price: { id: "price_weekly" } }] },
  ...extra,
});
const invoice = (subscriptionId: string, extra: Record<string, unknown> = {}) => ({
  id: `in_${++seq}`,
  object: "invoice",
  customer: `cus_${subscriptionId}`,
  parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } },
  ...extra,
});

/** A converted customer with an account, a weekly plan, visits planned ahead and an active subscription. */
async function subscribedCustomer(name: string) {
  const sub = `sub_${name}`;
  const lead = await insertLead({
    email: `${name}@example.com`,
    status: "converted",
    service_frequency: "weekly",
    preferred_day: "thursday",
    // A street line and a service-area ZIP: what visits are planned for (server/models/visits.ts).
    address: "1450 Brickell Ave",
    zip_code: "33131",
    stripe_subscription_id: sub,
    stripe_customer_id: `cus_${sub}`,
    billing_state: "active",
    billing_event_created: 1,
  });
  await customerAccountFor(lead, "customer password 1", name);
  await planVisits(db, businessDate(), { leadId: lead.id });
  return { lead, sub };
}

describe("billing events", () => {
  it("customer.subscription.deleted cancels: future scheduled visits go in the same request, closed visits stay, history says which event", async () => {
    const { lead, sub } = await subscribedCustomer("cancel");
    expect((await futureVisits(lead.id, "scheduled")).length).toBeGreaterThanOrEqual(4);
    const closed = await closedVisit(lead.id, "2026-01-08", { status: "done" });

    const res = await postSignedEvent(event("customer.subscription.deleted", subscription(sub, "canceled"), { id: "evt_cancel" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false, matched: true, applied: true, state: "canceled" });

    expect(await futureVisits(lead.id, "scheduled")).toEqual([]);
    expect(await db.select().from(visits).where(eq(visits.id, closed.id))).toHaveLength(1);
    const after = await leadById(lead.id);
    expect(after).toMatchObject({ billing_state: "canceled", billing_next_charge_at: null });
    expect(after?.billing_state_at).not.toBe("2026-01-01T00:00:00.000Z");
    const history = (await eventsFor(lead.id)).filter((e) => e.type === "billing_changed");
    expect(history).toEqual([
      expect.objectContaining({
        from_status: "active",
        to_status: "canceled",
        actor: "stripe",
        changes: JSON.stringify({ event: "evt_cancel", event_type: "customer.subscription.deleted" }),
      }),
    ]);
  });

  it("reactivating re-plans: a paused subscription loses its visits, a paid invoice leaves it paused, resuming brings them back", async () => {
    const { lead, sub } = await subscribedCustomer("pause");
    const planned = (await futureVisits(lead.id, "scheduled")).map((v) => v.date);
    const paused = await postSignedEvent(
      event("customer.subscription.updated", subscription(sub, "active", { pause_collection: { behavior: "void" } }), { created: now() - 10 }),
    );
    expect(await paused.json()).toMatchObject({ applied: true, state: "paused" });
    expect(await futureVisits(lead.id, "scheduled")).toEqual([]);

    // A payment (an invoice from before the pause) does not resume collection the provider paused.
    const paid = await postSignedEvent(event("invoice.paid", invoice(sub), { created: now() - 5 }));
    expect(await paid.json()).toMatchObject({ applied: false });
    expect((await leadById(lead.id))?.billing_state).toBe("paused");
    expect(await futureVisits(lead.id, "scheduled")).toEqual([]);

    const resumed = await postSignedEvent(event("customer.subscription.updated", subscription(sub, "active"), { created: now() - 2 }));
    expect(await resumed.json()).toMatchObject({ applied: true, state: "active" });
    expect((await futureVisits(lead.id, "scheduled")).map((v) => v.date)).toEqual(planned);
    expect((await eventsFor(lead.id)).filter((e) => e.type === "billing_changed").map((e) => [e.from_status, e.to_status])).toEqual([
      ["active", "paused"],
      ["paused", "active"],
    ]);
  });

  it("invoice.payment_failed makes the customer past due and keeps their visits", async () => {
    const { lead, sub } = await subscribedCustomer("pastdue");
    const before = (await futureVisits(lead.id, "scheduled")).map((v) => v.id);
    const res = await postSignedEvent(event("invoice.payment_failed", invoice(sub)));
    expect(await res.json()).toMatchObject({ applied: true, state: "past_due" });
    expect((await futureVisits(lead.id, "scheduled")).map((v) => v.id)).toEqual(before);
    expect((await leadById(lead.id))?.billing_state).toBe("past_due");
  });

  it("customer.subscription.updated keeps the next charge date the provider gives", async () => {
    const { lead, sub } = await subscribedCustomer("period");
    const res = await postSignedEvent(event("customer.subscription.updated", subscription(sub, "active")));
    expect(await res.json()).toMatchObject({ applied: true, state: "active" });
    expect((await leadById(lead.id))?.billing_next_charge_at).toBe(new Date(1_798_761_600 * 1000).toISOString());
    // Same state: no history row.
    expect((await eventsFor(lead.id)).filter((e) => e.type === "billing_changed")).toEqual([]);
  });

  it("a replayed event changes nothing, even after a newer state", async () => {
    const { lead, sub } = await subscribedCustomer("replay");
    const failed = event("invoice.payment_failed", invoice(sub), { created: now() - 20 });
    expect(await (await postSignedEvent(failed)).json()).toMatchObject({ duplicate: false, state: "past_due" });
    // The office's view is now active again (a later invoice.paid), then the failure is delivered again.
    expect(await (await postSignedEvent(event("invoice.paid", invoice(sub), { created: now() - 10 }))).json()).toMatchObject({ state: "active" });
    const visitsBefore = (await futureVisits(lead.id, "scheduled")).map((v) => v.id);
    const historyBefore = await eventsFor(lead.id);
    const replays = await Promise.all(Array.from({ length: 3 }, () => postSignedEvent(failed)));
    for (const replay of replays) expect(await replay.json()).toEqual({ received: true, duplicate: true, matched: true, applied: false, state: null });
    expect((await leadById(lead.id))?.billing_state).toBe("active");
    expect(await eventsFor(lead.id)).toEqual(historyBefore);
    expect((await futureVisits(lead.id, "scheduled")).map((v) => v.id)).toEqual(visitsBefore);
  });

  it("an older event delivered after a newer one does not undo it", async () => {
    const { lead, sub } = await subscribedCustomer("order");
    const t = now();
    expect(await (await postSignedEvent(event("customer.subscription.deleted", subscription(sub, "canceled"), { created: t }))).json()).toMatchObject({
      state: "canceled",
    });
    const late = await postSignedEvent(event("invoice.paid", invoice(sub), { created: t - 60 }));
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ received: true, duplicate: false, matched: true, applied: false, state: null });
    expect(await leadById(lead.id)).toMatchObject({ billing_state: "canceled", billing_event_created: t });
    expect(await futureVisits(lead.id, "scheduled")).toEqual([]);
    expect((await eventsFor(lead.id)).filter((e) => e.type === "billing_changed")).toHaveLength(1);
  });

  it("unsigned and badly signed events answer 400 and change nothing", async () => {
    const { lead, sub } = await subscribedCustomer("unsigned");
    const body = JSON.stringify(event("customer.subscription.deleted", subscription(sub, "canceled")));
    expect((await postWebhook(body)).status).toBe(400);
    expect((await postWebhook(body, await signedHeader(body, undefined, "whsec_other"))).status).toBe(400);
    expect((await postWebhook(body.replace("canceled", "active"), await signedHeader(body))).status).toBe(400);
    expect(await leadById(lead.id)).toMatchObject({ billing_state: "active" });
    expect((await futureVisits(lead.id, "scheduled")).length).toBeGreaterThanOrEqual(4);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM stripe_events WHERE type = 'customer.subscription.deleted' AND lead_id = ?")
      .bind(lead.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("an event for an unknown subscription is acknowledged (200) so the provider stops retrying", async () => {
    const res = await postSignedEvent(event("invoice.payment_failed", invoice("sub_nobody")));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false, matched: false, applied: false, state: null });
  });

  it("a subscription checkout with nothing to pay (trial, full discount) converts and starts billing", async () => {
    const lead = await insertLead({
      email: "trial@example.com",
      service_frequency: "weekly",
      preferred_day: "monday",
      address: "1450 Brickell Ave",
      zip_code: "33131",
    });
    const session = {
      id: "cs_trial",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: lead.client_reference,
      payment_status: "no_payment_required",
      customer: "cus_trial",
      subscription: "sub_trial",
    };
    const res = await postSignedEvent(event("checkout.session.completed", session, { id: "evt_trial" }));
    expect(await res.json()).toMatchObject({ received: true, matched: true, changed: true, account: "created" });
    expect(await leadById(lead.id)).toMatchObject({
      status: "converted",
      billing_state: "active",
      stripe_subscription_id: "sub_trial",
      stripe_customer_id: "cus_trial",
    });
    expect((await eventsFor(lead.id)).map((e) => [e.type, e.to_status])).toEqual([
      ["converted", "converted"],
      ["billing_changed", "active"],
    ]);
    // Its visits are planned; a later cancellation by subscription id finds the customer.
    expect((await futureVisits(lead.id, "scheduled")).length).toBeGreaterThan(0);
    await postSignedEvent(event("customer.subscription.deleted", subscription("sub_trial", "canceled")));
    expect(await futureVisits(lead.id, "scheduled")).toEqual([]);
    expect((await db.query.leads.findFirst({ where: eq(leads.id, lead.id) }))?.billing_state).toBe("canceled");
  });
});

describe("events that arrive before their checkout's", () => {
  it("find the customer by the lead id our checkout put in the subscription's metadata, and the older checkout does not undo them", async () => {
    const lead = await insertLead({
      email: "early@example.com",
      service_frequency: "weekly",
      preferred_day: "friday",
    });
    const t = now();
    const early = await postSignedEvent(
      event("customer.subscription.updated", subscription("sub_early", "past_due", { metadata: { lead_id: String(lead.id) } }), { created: t }),
    );
    expect(await early.json()).toMatchObject({ matched: true, applied: true, state: "past_due" });
    expect(await leadById(lead.id)).toMatchObject({ billing_state: "past_due", stripe_subscription_id: "sub_early", stripe_customer_id: "cus_sub_early" });

    const checkout = {
      id: "cs_early",
      mode: "subscription",
      client_reference_id: lead.client_reference,
      payment_status: "paid",
      customer: "cus_sub_early",
      subscription: "sub_early",
    };
    expect(await (await postSignedEvent(event("checkout.session.completed", checkout, { created: t - 30 }))).json()).toMatchObject({
      matched: true,
      changed: true,
    });
    // Converted, but the state stays what the newer event said.
    expect(await leadById(lead.id)).toMatchObject({ status: "converted", billing_state: "past_due" });

    // Metadata never moves a subscription that another customer already has.
    const other = await insertLead({ email: "other@example.com", stripe_subscription_id: "sub_other", billing_state: "active", billing_event_created: 1 });
    const stray = await postSignedEvent(
      event("customer.subscription.deleted", subscription("sub_stray", "canceled", { customer: "cus_stray", metadata: { lead_id: String(other.id) } })),
    );
    expect(await stray.json()).toMatchObject({ matched: false });
    expect((await leadById(other.id))?.billing_state).toBe("active");
  });
});

describe("events are matched by subscription (issue 47)", () => {
  it("another (old) subscription of the same customer being deleted leaves this customer's service and visits as they were, and is logged", async () => {
    const { lead, sub } = await subscribedCustomer("oldsub");
    const before = (await futureVisits(lead.id, "scheduled")).map((v) => v.id);
    const lines = captureLogs();
    const res = await postSignedEvent(event("customer.subscription.deleted", subscription("sub_oldsub_2024", "canceled", { customer: `cus_${sub}` })));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false, matched: false, applied: false, state: null });
    expect(await leadById(lead.id)).toMatchObject({ billing_state: "active", stripe_subscription_id: sub });
    expect((await futureVisits(lead.id, "scheduled")).map((v) => v.id)).toEqual(before);
    expect((await eventsFor(lead.id)).filter((e) => e.type === "billing_changed")).toEqual([]);
    expect(lines.join("\n")).toContain("stripe_billing_ignored");
    expect(lines.join("\n")).toContain("other_subscription");
  });

  it("a paid one-off invoice with no subscription does not bring a canceled customer back", async () => {
    const { lead, sub } = await subscribedCustomer("oneoff");
    await postSignedEvent(event("customer.subscription.deleted", subscription(sub, "canceled"), { created: now() - 30 }));
    expect(await futureVisits(lead.id, "scheduled")).toEqual([]);
    const lines = captureLogs();
    const res = await postSignedEvent(event("invoice.paid", { id: "in_oneoff", object: "invoice", customer: `cus_${sub}`, parent: null, subscription: null }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ matched: false, applied: false, state: null });
    expect((await leadById(lead.id))?.billing_state).toBe("canceled");
    expect(await futureVisits(lead.id, "scheduled")).toEqual([]);
    expect(lines.join("\n")).toContain("no_subscription");
  });

  it("a customer backfilled active without a subscription id is matched by customer id once, and keeps the subscription id from then on", async () => {
    const lead = await insertLead({
      email: "backfilled@example.com",
      status: "converted",
      stripe_customer_id: "cus_backfilled",
      billing_state: "active",
    });
    const res = await postSignedEvent(
      event("customer.subscription.updated", subscription("sub_backfilled", "past_due", { customer: "cus_backfilled" }), { created: now() - 20 }),
    );
    expect(await res.json()).toMatchObject({ matched: true, applied: true, state: "past_due" });
    expect(await leadById(lead.id)).toMatchObject({ billing_state: "past_due", stripe_subscription_id: "sub_backfilled" });
    // From then on only that subscription's events count.
    const other = await postSignedEvent(
      event("customer.subscription.deleted", subscription("sub_backfilled_other", "canceled", { customer: "cus_backfilled" })),
    );
    expect(await other.json()).toMatchObject({ matched: false, applied: false });
    expect((await leadById(lead.id))?.billing_state).toBe("past_due");
  });

  it("customer.subscription.deleted is final for that subscription: a later update or paid invoice of it changes nothing", async () => {
    const { lead, sub } = await subscribedCustomer("final");
    const t = now() - 60;
    await postSignedEvent(event("customer.subscription.deleted", subscription(sub, "canceled"), { created: t }));
    const later = await postSignedEvent(event("customer.subscription.updated", subscription(sub, "active"), { created: t + 30 }));
    expect(await later.json()).toMatchObject({ matched: true, applied: false, state: null });
    const paid = await postSignedEvent(event("invoice.paid", invoice(sub), { created: t + 40 }));
    expect(await paid.json()).toMatchObject({ applied: false });
    expect((await leadById(lead.id))?.billing_state).toBe("canceled");
    expect(await futureVisits(lead.id, "scheduled")).toEqual([]);
  });

  it("events of the same second resolve toward canceled, whichever arrives first", async () => {
    const first = await subscribedCustomer("samesecond1");
    const second = await subscribedCustomer("samesecond2");
    const t = now() - 5;
    // Paid then deleted, and deleted then paid, in the same second: canceled both times.
    await postSignedEvent(event("invoice.paid", invoice(first.sub), { created: t }));
    await postSignedEvent(event("customer.subscription.deleted", subscription(first.sub, "canceled"), { created: t }));
    await postSignedEvent(event("customer.subscription.deleted", subscription(second.sub, "canceled"), { created: t }));
    const late = await postSignedEvent(event("customer.subscription.updated", subscription(second.sub, "past_due"), { created: t }));
    expect(await late.json()).toMatchObject({ applied: false });
    expect((await leadById(first.lead.id))?.billing_state).toBe("canceled");
    expect((await leadById(second.lead.id))?.billing_state).toBe("canceled");
  });
});

describe("absurd values in a signed event (issue 47)", () => {
  it("current_period_end: 9000000000000 answers 200 with the field ignored, not 503", async () => {
    const { lead, sub } = await subscribedCustomer("absurd");
    const res = await postSignedEvent(
      event(
        "customer.subscription.updated",
        subscription(sub, "past_due", { current_period_end: 9_000_000_000_000, items: { data: [{ current_period_end: 9_000_000_000_000 }] } }),
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ matched: true, applied: true, state: "past_due" });
    expect(await leadById(lead.id)).toMatchObject({ billing_state: "past_due", billing_next_charge_at: null });
  });

  it("an absurd created time cannot block the customer's later events", async () => {
    const { lead, sub } = await subscribedCustomer("absurdcreated");
    const res = await postSignedEvent(event("invoice.payment_failed", invoice(sub), { created: 9_000_000_000_000 }));
    expect(res.status).toBe(200);
    expect((await leadById(lead.id))?.billing_state).toBe("past_due");
    const paid = await postSignedEvent(event("invoice.paid", invoice(sub), { created: now() + 5 }));
    expect(await paid.json()).toMatchObject({ applied: true, state: "active" });
  });
});
