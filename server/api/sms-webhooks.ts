import { Hono } from "hono";
import { getConfig } from "../config";
import { createDb } from "../db/client";
import { log } from "../log";
import { recordProviderStatus } from "../models/sms";
import { handleInboundText } from "../sms/consent";
import { MESSAGE_SID, receiveReply } from "../sms/replies";
import { verifyTwilioSignature } from "../sms/signature";

/**
 * The SMS provider's webhooks, server to server (exempt from the cross-site guard, like the payment
 * webhook) and signed: X-Twilio-Signature over the URL as received and the sorted form parameters,
 * keyed with TWILIO_AUTH_TOKEN. A request without a valid signature gets 403 and changes nothing.
 */
export const smsWebhooks = new Hono<{ Bindings: Env }>();

async function signedParams(request: Request, env: Env): Promise<URLSearchParams | null> {
  const token = getConfig(env).TWILIO_AUTH_TOKEN;
  if (!token) {
    log.error("sms_webhook_misconfigured", "TWILIO_AUTH_TOKEN is not set");
    return null;
  }
  const type = request.headers.get("Content-Type") ?? "";
  const params = type.startsWith("application/x-www-form-urlencoded") ? new URLSearchParams(await request.text()) : new URLSearchParams();
  const ok = await verifyTwilioSignature(token, request.headers.get("X-Twilio-Signature") ?? undefined, request.url, params);
  if (!ok) log.warn("sms_webhook_bad_signature", { path: new URL(request.url).pathname });
  return ok ? params : null;
}

const twiml = (message: string | null) =>
  new Response(
    `<?xml version="1.0" encoding="UTF-8"?><Response>${message ? `<Message>${message.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</Message>` : ""}</Response>`,
    { headers: { "Content-Type": "text/xml; charset=utf-8" } },
  );

/**
 * POST /api/sms/inbound: a text to our number. STOP (in the words people use), START and HELP act
 * once per MessageSid (STOP and START are confirmed in the customer's language, HELP answered, an
 * unclear opt-out asked about once); anything else is a customer's reply, kept once per MessageSid
 * and e-mailed to the office (server/sms/replies.ts), never answered automatically (an empty
 * TwiML). So is an opt-out that says more than "stop", marked as the message that opted out.
 */
smsWebhooks.post("/inbound", async (c) => {
  const params = await signedParams(c.req.raw, c.env);
  if (!params) return c.text("Forbidden", 403);
  try {
    const db = createDb(c.env.DB);
    const from = params.get("From") ?? "";
    const body = params.get("Body") ?? "";
    const messageSid = params.get("MessageSid") ?? "";
    const result = await handleInboundText(db, getConfig(c.env), from, body, MESSAGE_SID.test(messageSid) ? messageSid : null);
    // An opt-out's other words ("Cancel my visit tomorrow") reach the office too, marked as the message that opted out.
    if (result.kind === "other" || result.keep) await receiveReply(db, c.env, { from, body, messageSid, numMedia: params.get("NumMedia") });
    return twiml(result.reply);
  } catch (error) {
    // The provider retries a failed webhook; nothing half-written (each lead's change is one batch).
    log.error("sms_inbound_failed", error);
    return c.text("Temporarily unavailable", 503);
  }
});

const PROVIDER_STATUSES = { sent: "sent", delivered: "delivered", undelivered: "undelivered", failed: "failed" } as const;

/** POST /api/sms/status: the provider's delivery status of a text we sent. */
smsWebhooks.post("/status", async (c) => {
  const params = await signedParams(c.req.raw, c.env);
  if (!params) return c.text("Forbidden", 403);
  const sid = params.get("MessageSid") ?? "";
  const status = PROVIDER_STATUSES[(params.get("MessageStatus") ?? "") as keyof typeof PROVIDER_STATUSES];
  // Intermediate states (queued, sending, accepted) change nothing.
  if (!MESSAGE_SID.test(sid) || !status) return c.body(null, 204);
  const code = params.get("ErrorCode");
  try {
    await recordProviderStatus(createDb(c.env.DB), sid, status, code && /^\d{1,6}$/.test(code) ? code : null);
  } catch (error) {
    log.error("sms_status_failed", error);
    return c.text("Temporarily unavailable", 503);
  }
  return c.body(null, 204);
});
