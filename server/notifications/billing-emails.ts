import type { Locale } from "~/lib/i18n";
import { business } from "~/content/business";
import { needsSubscription } from "../service/account";
import type { Db } from "../db/client";
import { catalogue, inLocale } from "../content/catalogue";
import { log } from "../log";
import { findLead } from "../models/leads";
import type { PaymentLinkMessage } from "./messages";
import { type DeliveryDeps, sendEmail } from "./providers";
import { type EmailContent, emailLocale, escapeHtml, htmlDocument } from "./templates";

const copy = catalogue(
  {
    subject: `Start your ${business.name} service: set up your payment`,
    greeting: (name: string) => (name ? `Hi ${name},` : "Hi,"),
    intro: (plan: string) => `Thanks for choosing ${business.name}. To start your ${plan} service, set up your payment with our card payment provider:`,
    action: "Set up payment",
    expiry: "This link is valid for a limited time. If it no longer works, reply to this e-mail or call us and we will send a new one.",
    safety: "Your card details go only to the payment provider; we never see your card number.",
    signOff: `— The ${business.name} team`,
  },
  {
    subject: `Comience su servicio de ${business.name}: configure su pago`,
    greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
    intro: (plan: string) =>
      `Gracias por elegir ${business.name}. Para comenzar su servicio ${plan}, configure su pago con nuestro proveedor de pagos con tarjeta:`,
    action: "Configurar el pago",
    expiry: "Este enlace es válido por tiempo limitado. Si ya no funciona, responda a este correo o llámenos y le enviaremos uno nuevo.",
    safety: "Los datos de su tarjeta van solo al proveedor de pagos; nunca vemos el número de su tarjeta.",
    signOff: `— El equipo de ${business.name}`,
  },
);

/** The plan in words inside the sentence ("weekly" / "semanal"), by service frequency. */
const PLAN_WORDS = catalogue(
  { weekly: "weekly", "bi-weekly": "every-other-week", monthly: "monthly" },
  { weekly: "semanal", "bi-weekly": "quincenal", monthly: "mensual" },
);

export interface PaymentLinkEmailInput {
  name: string;
  locale: Locale;
  frequency: "weekly" | "bi-weekly" | "monthly";
  /** The checkout session's URL. */
  link: string;
}

/** The payment-link e-mail the office sends a customer converted by phone, in the customer's language. */
export function paymentLinkEmail({ name, locale, frequency, link }: PaymentLinkEmailInput): EmailContent {
  const c = inLocale(copy, locale);
  const intro = c.intro(inLocale(PLAN_WORDS, locale)[frequency]);
  const greeting = c.greeting(name);
  const text = [greeting, "", intro, "", `${c.action}: ${link}`, "", c.expiry, c.safety, "", c.signOff].join("\n");
  const html = htmlDocument(
    c.subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#15803d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(c.action)}</a></p>` +
      `<p>${escapeHtml(c.expiry)}</p><p>${escapeHtml(c.safety)}</p><p>${escapeHtml(c.signOff)}</p>`,
    locale,
  );
  return { subject: c.subject, text, html };
}

/** Sends the payment link kept on the lead to the customer, in the lead's language; nothing when it has expired or was used. */
export async function deliverPaymentLink(db: Db, env: Env, body: PaymentLinkMessage, deps: DeliveryDeps): Promise<void> {
  const lead = await findLead(db, body.leadId);
  const expired = lead?.billing_checkout_expires_at ? lead.billing_checkout_expires_at < new Date().toISOString() : false;
  if (!lead || lead.deleted_at || !lead.billing_checkout_url || expired || !needsSubscription(lead)) {
    log.info("payment_link_skipped", { leadId: body.leadId });
    return;
  }
  const content = paymentLinkEmail({
    name: lead.first_name,
    locale: emailLocale(lead.locale),
    frequency: lead.service_frequency,
    link: lead.billing_checkout_url,
  });
  await sendEmail(env, { ...content, to: lead.email }, deps.fetcher);
  log.info("payment_link_sent", { leadId: lead.id });
}
