import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "~server/db/client";
import { createLead } from "~server/leads/change";
import { verifyStripeSignature } from "~server/billing/webhook-signature";
import { changeTestLead } from "./support/leads";
import { postWebhook, signedHeader, WEBHOOK_SECRET } from "./support/stripe";
let eventSeq = 0;
const completed = (reference: string, { id = `evt_${++eventSeq}`, payment_status = "paid" } = {}) =>
  JSON.stringify({ id, type: "checkout.session.completed", data: { object: { id: "cs_test_1", client_reference_id: reference, payment_status } } });

async function leadState(reference: string) {
  const lead = await env.DB.prepare("SELECT id, status FROM leads WHERE client_reference = ?").bind(reference).first<{ id: number; status: string }>();
  const events = await env.DB.prepare("SELECT type, from_status, to_status, actor FROM lead_events WHERE lead_id = ? ORDER BY id").bind(lead?.id).all();
  return { status: lead?.status, events: events.results };
}

/** The payment reference of Ana's quote, sent from the wizard (createLead, as the visitor's submit makes it). */
let REF = "";
let ANA = 0;

beforeAll(async () => {
  const { lead } = await createLead(
    createDb(env.DB),
    { firstName: "Ana", lastName: "Perez", email: "ana@example.com", phone: "(305) 555-0142", zipCode: "", serviceType: "residential" },
    { idempotencyKey: "seed-1", actor: "visitor" },
  );
  REF = lead.client_reference!;
  ANA = lead.id;
});

describe("POST /api/stripe/webhook", () => {
  it("rejects a wrong signature with 400 and changes nothing", async () => {
    const body = completed(REF);
    const res = await postWebhook(body, await signedHeader(body, undefined, "whsec_wrong"));
    expect(res.status).toBe(400);
    expect(await leadState(REF)).toMatchObject({ status: "new", events: [{ type: "created" }] });
  });

  it("rejects a missing signature and a tampered body", async () => {
    const body = completed(REF);
    expect((await postWebhook(body)).status).toBe(400);
    const header = await signedHeader(body);
    expect((await postWebhook(body.replace("cs_test_1", "cs_test_2"), header)).status).toBe(400);
    expect((await leadState(REF)).status).toBe("new");
  });

  it("rejects a signature older than five minutes", async () => {
    const body = completed(REF);
    const res = await postWebhook(body, await signedHeader(body, Math.floor(Date.now() / 1000) - 301));
    expect(res.status).toBe(400);
    expect((await leadState(REF)).status).toBe("new");
  });

  it("ignores a completed checkout that is not paid yet", async () => {
    const body = completed(REF, { payment_status: "unpaid" });
    const res = await postWebhook(body, await signedHeader(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, ignored: "unpaid" });
    expect((await leadState(REF)).status).toBe("new");
  });

  it("marks the lead converted on a paid checkout, and a replayed event has no second effect", async () => {
    const body = completed(REF, { id: "evt_replayed" });
    const res = await postWebhook(body, await signedHeader(body));
    expect(res.status).toBe(200);
    // The paying customer gets a pending account linked to the lead, and one invitation.
    expect(await res.json()).toEqual({
      received: true,
      duplicate: false,
      matched: true,
      changed: true,
      account: "created",
      visits: { missing: ["address", "zip", "day"] },
    });
    const account = await env.DB.prepare("SELECT id, status, role, lead_id FROM users WHERE email = 'ana@example.com'").all();
    expect(account.results).toEqual([{ id: expect.any(Number), status: "pending", role: "customer", lead_id: expect.any(Number) }]);
    const expected = {
      status: "converted",
      events: [
        { type: "created", from_status: null, to_status: "new", actor: "visitor" },
        { type: "converted", from_status: "new", to_status: "converted", actor: "stripe" },
      ],
    };
    expect(await leadState(REF)).toEqual(expected);

    // The lead moves back; a replay of the same event (freshly signed) must not convert it again.
    await changeTestLead(ANA, { status: "contacted" });
    const replays = await Promise.all(Array.from({ length: 5 }, async () => postWebhook(body, await signedHeader(body))));
    for (const again of replays) {
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, duplicate: true, matched: true, changed: false });
    }
    // No second account and no second invitation.
    const accounts = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE lower(email) = 'ana@example.com'").first<{ n: number }>();
    expect(accounts?.n).toBe(1);
    const invitations = await env.DB.prepare("SELECT count(*) AS n FROM account_events WHERE type = 'invited' AND user_id = ?")
      .bind(account.results[0]?.id)
      .first<{ n: number }>();
    expect(invitations?.n).toBe(1);
    expect(await leadState(REF)).toEqual({
      status: "contacted",
      events: [...expected.events, { type: "edited", from_status: "converted", to_status: "contacted", actor: "test-factory" }],
    });
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM stripe_events WHERE id = 'evt_replayed'").first<{ n: number }>();
    expect(stored?.n).toBe(1);
  });

  it("acknowledges events for unknown references and other event types", async () => {
    const unknown = completed("residential_1");
    expect(await (await postWebhook(unknown, await signedHeader(unknown))).json()).toEqual({
      received: true,
      duplicate: false,
      matched: false,
      changed: false,
    });
    const other = JSON.stringify({ id: "evt_other", type: "invoice.paid", data: { object: {} } });
    expect((await postWebhook(other, await signedHeader(other))).status).toBe(200);
  });

  it("answers 400 with JSON to malformed or null payloads that carry a valid signature", async () => {
    const bodies = [
      "null",
      "[]",
      "42",
      '"text"',
      "{}",
      "{not json",
      "",
      JSON.stringify({ id: "evt_x", type: "checkout.session.completed", data: null }),
      JSON.stringify({ id: "evt_x", type: "checkout.session.completed", data: { object: null } }),
      JSON.stringify({ id: null, type: "checkout.session.completed", data: { object: {} } }),
      JSON.stringify({ id: "evt_x", type: "checkout.session.completed", data: { object: { client_reference_id: 7, payment_status: "paid" } } }),
      JSON.stringify({ id: "evt_x", type: "checkout.session.completed", data: { object: { client_reference_id: REF, payment_status: { paid: true } } } }),
    ];
    for (const body of bodies) {
      const res = await postWebhook(body, await signedHeader(body));
      expect(res.status, body).toBe(400);
      expect(res.headers.get("Content-Type"), body).toMatch(/application\/json/);
      expect(await res.json(), body).toHaveProperty("error");
    }
  });
});

describe("client references", () => {
  it("gives 20 leads created in the same millisecond 20 distinct, lead-specific references", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T12:00:00.000Z"));
    try {
      const db = createDb(env.DB);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          createLead(
            db,
            { firstName: `Same${i}`, lastName: "Moment", email: `same${i}@example.com`, phone: "(305) 555-0100", zipCode: "33139", serviceType: "residential" },
            { idempotencyKey: `same-ms-${i}`, actor: "visitor" },
          ),
        ),
      );
      const refs = results.map((r) => r.lead.client_reference);
      expect(new Set(results.map((r) => r.lead.created_at))).toEqual(new Set(["2026-11-23T12:00:00.000Z"]));
      expect(new Set(refs).size).toBe(20);
      for (const { lead } of results) expect(lead.client_reference).toMatch(new RegExp(`^residential_${lead.id}_[A-Za-z0-9_-]{22}$`));

      // A retry with the same key finds the same lead and keeps its reference.
      const again = await createLead(
        db,
        { firstName: "Same0", lastName: "Moment", email: "same0@example.com", phone: "(305) 555-0100", zipCode: "33139", serviceType: "residential" },
        { idempotencyKey: "same-ms-0", actor: "visitor" },
      );
      expect(again).toMatchObject({ created: false, lead: { client_reference: refs[0] } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("verifyStripeSignature", () => {
  it("accepts any matching v1 among several and uses the given clock", async () => {
    const body = "{}";
    const valid = await signedHeader(body, 1_000_000);
    const header = `t=1000000,v1=${"0".repeat(64)},${valid.split(",")[1]}`;
    expect(await verifyStripeSignature(WEBHOOK_SECRET, header, body, 1_000_100)).toBe(true);
    expect(await verifyStripeSignature(WEBHOOK_SECRET, header, body, 1_000_400)).toBe(false);
    expect(await verifyStripeSignature(WEBHOOK_SECRET, "t=abc,v1=00", body, 1_000_000)).toBe(false);
  });
});
