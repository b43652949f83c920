import { getConfig } from "../config";
import { createDb } from "../db/client";
import { log } from "../log";
import { keepEmail } from "../models/outbox";
import { business } from "~/content/business";
import type { EmailContent } from "./templates";

export interface OutgoingEmail extends EmailContent {
  to: string;
}

/** What a deliverer may be handed (tests): the fetch the providers and the webhook use, the clock. */
export interface DeliveryDeps {
  fetcher?: typeof fetch;
  now?: Date;
}

/** Who every e-mail comes from: EMAIL_FROM, or the business's name at a local address (development). */
const senderOf = (config: { EMAIL_FROM?: string | undefined }) => config.EMAIL_FROM ?? `${business.name} <no-reply@localhost>`;

/** A failed send, with a message safe for logs and the admin (no addresses, no provider body). */
export class SendError extends Error {
  constructor(message: string) {
    super(redact(message).slice(0, 200));
    this.name = "SendError";
  }
}

/** Removes anything that looks like an e-mail address from an error text. */
export function redact(message: string): string {
  return message.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "[address]");
}

/**
 * Sends one e-mail, from `senderOf(config)`, through the provider EMAIL_PROVIDER names:
 * - `log`: logs that an e-mail would go out (subject length only, no personal data).
 * - `outbox`: development and tests; keeps the rendered e-mail in D1 (`email_outbox`, /dev/outbox).
 * - `http`: a transactional provider's HTTP API (Resend-like): POST EMAIL_API_URL with
 *   `Authorization: Bearer EMAIL_API_KEY` and `{ from, to: [to], subject, text, html }`; any 2xx is sent.
 * - `cloudflare`: the `EMAIL` send_email binding.
 * Throws SendError when the provider refuses or cannot be reached; the queue consumer retries.
 */
export async function sendEmail(env: Env, email: OutgoingEmail, fetcher: typeof fetch = fetch): Promise<void> {
  const config = getConfig(env);
  switch (config.EMAIL_PROVIDER) {
    case "log":
      log.info("email_logged", { provider: "log", subjectLength: email.subject.length, textLength: email.text.length });
      return;
    case "outbox":
      // Development and tests only (server/config.ts refuses it when deployed): read at /dev/outbox.
      await keepEmail(createDb(env.DB), email);
      return;
    case "http": {
      if (!config.EMAIL_API_URL || !config.EMAIL_API_KEY) throw new SendError("EMAIL_API_URL or EMAIL_API_KEY is not set");
      let res: Response;
      try {
        res = await fetcher(config.EMAIL_API_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.EMAIL_API_KEY}` },
          body: JSON.stringify({ from: senderOf(config), to: [email.to], subject: email.subject, text: email.text, html: email.html }),
        });
      } catch (error) {
        throw new SendError(`Email provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      // Drain the body so the connection is released; its content may echo addresses, so it is not kept.
      await res.body?.cancel();
      if (!res.ok) throw new SendError(`Email provider answered HTTP ${res.status}`);
      return;
    }
    case "cloudflare": {
      if (!env.EMAIL) throw new SendError('EMAIL_PROVIDER is "cloudflare" but the EMAIL send_email binding is missing');
      try {
        await env.EMAIL.send({ from: parseAddress(senderOf(config)), to: email.to, subject: email.subject, text: email.text, html: email.html });
      } catch (error) {
        throw new SendError(`Cloudflare e-mail sending failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      return;
    }
  }
}

/** "Name <a@b>" as the binding's { name, email }; a bare address as is. */
function parseAddress(value: string): string | EmailAddress {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  return match?.[2] ? { name: match[1] ?? "", email: match[2] } : value.trim();
}

/** POSTs the new lead to LEAD_WEBHOOK_URL as `{ event: "lead.created", lead }`; any 2xx is delivered. */
export async function sendWebhook(url: string, payload: unknown, fetcher: typeof fetch = fetch): Promise<void> {
  let res: Response;
  try {
    res = await fetcher(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) });
  } catch (error) {
    throw new SendError(`Webhook unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  await res.body?.cancel();
  if (!res.ok) throw new SendError(`Webhook answered HTTP ${res.status}`);
}
