import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyStripeSignature } from "~server/api/stripe-webhook";
import { hmacHex } from "~server/leads/signing";

const SECRET = "whsec_test_secret";

async function signedHeader(body: string, t = Math.floor(Date.now() / 1000), secret = SECRET) {
  return `t=${t},v1=${await hmacHex(secret, `${t}.${body}`)}`;
}
function postWebhook(body: string, signature?: string) {
  return exports.default.fetch(
    new Request("http://localhost/api/stripe/webhook", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
    }),
  );
}
const completed = (reference: string) =>
  JSON.stringify({ id: "evt_1", type: "checkout.session.completed", data: { object: { id: "cs_test_1", client_reference_id: reference } } });

async function leadState(reference: string) {
  const lead = await env.DB.prepare("SELECT id, status FROM leads WHERE client_reference = ?").bind(reference).first<{ id: number; status: string }>();
  const events = await env.DB.prepare("SELECT type, from_status, to_status, actor FROM lead_events WHERE lead_id = ? ORDER BY id").bind(lead?.id).all();
  return { status: lead?.status, events: events.results };
}

const REF = "residential_1767225600000";

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO leads (first_name, last_name, email, phone, service_type, property_type, client_reference, idempotency_key) VALUES ('Ana', 'Perez', 'ana@example.com', '(305) 555-0142', 'residential', 'Residential', ?, 'seed-1')",
    ).bind(REF),
    env.DB.prepare("INSERT INTO lead_events (lead_id, type, to_status, actor) SELECT id, 'created', 'new', 'visitor' FROM leads WHERE idempotency_key = 'seed-1'"),
  ]);
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

  it("marks the lead converted on a completed checkout, once", async () => {
    const body = completed(REF);
    const res = await postWebhook(body, await signedHeader(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, matched: true, changed: true });
    const expected = {
      status: "converted",
      events: [
        { type: "created", from_status: null, to_status: "new", actor: "visitor" },
        { type: "converted", from_status: "new", to_status: "converted", actor: "stripe" },
      ],
    };
    expect(await leadState(REF)).toEqual(expected);

    // The provider retries deliveries: a replay adds no second event.
    const again = await postWebhook(body, await signedHeader(body));
    expect(await again.json()).toEqual({ received: true, matched: true, changed: false });
    expect(await leadState(REF)).toEqual(expected);
  });

  it("acknowledges events for unknown references and other event types", async () => {
    const unknown = completed("residential_1");
    expect(await (await postWebhook(unknown, await signedHeader(unknown))).json()).toEqual({ received: true, matched: false, changed: false });
    const other = JSON.stringify({ type: "invoice.paid", data: { object: {} } });
    expect((await postWebhook(other, await signedHeader(other))).status).toBe(200);
  });
});

describe("verifyStripeSignature", () => {
  it("accepts any matching v1 among several and uses the given clock", async () => {
    const body = "{}";
    const valid = await signedHeader(body, 1_000_000);
    const header = `t=1000000,v1=${"0".repeat(64)},${valid.split(",")[1]}`;
    expect(await verifyStripeSignature(SECRET, header, body, 1_000_100)).toBe(true);
    expect(await verifyStripeSignature(SECRET, header, body, 1_000_400)).toBe(false);
    expect(await verifyStripeSignature(SECRET, "t=abc,v1=00", body, 1_000_000)).toBe(false);
  });
});
