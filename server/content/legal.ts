/**
 * The legal pages (privacy, terms) and their frame, in both languages (docs/decisions/0005). The
 * Spanish text (./es/legal.ts) is a faithful translation and says that the English version governs.
 */
import { business } from "../../app/content/business";
import { INTL_LOCALE, type Locale } from "../../app/lib/i18n";
import type { Catalogue } from "../i18n";
import { esPrivacy, esTerms } from "./es/legal";
import { legalTerms } from "./legal-terms";
import { promisesCopy } from "./promises";

export { legalTerms };

const t = legalTerms;
const p = promisesCopy.en;

/**
 * A block of legal text. `contact` is a sentence that ends with the business's e-mail and phone
 * as links: "{lead} [address.] {email} <e-mail> {call} <phone>{end}".
 */
export type LegalBlock =
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "contact"; lead: string; withAddress: boolean; email: string; call: string; end: string };

export interface LegalDocument {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** On a translation: which version governs, with a link to the English page. */
  governing?: { text: string; link: string };
  sections: { title: string; blocks: LegalBlock[] }[];
}

const enPrivacy: LegalDocument = {
  meta: {
    title: "Privacy Policy",
    description: "How Clean Paws Miami collects, uses and protects your information, and how to exercise your privacy rights.",
  },
  title: "Privacy Policy",
  intro: `This policy explains what information ${business.legalName} ("we", "us") collects when you use this website or our services, how we use it and the choices you have.`,
  sections: [
    {
      title: "Information we collect",
      blocks: [
        { type: "p", text: "When you request a quote or sign up, you give us:" },
        {
          type: "ul",
          items: [
            "your name, e-mail address, phone number and ZIP code;",
            "details about your property and service needs, such as where the waste is, gate instructions and how often you want service;",
            "for commercial requests, your organisation, community name and role;",
            p.textMessages.privacyRecord,
            "how you heard about us, if you choose to tell us.",
          ],
        },
        {
          type: "p",
          text: "Payments are handled by our card payment provider. Card numbers are entered on the provider's secure checkout and are not stored on our servers. We also keep basic technical records (such as IP address and browser type) to protect the site from abuse.",
        },
      ],
    },
    {
      title: "How you found us",
      blocks: [
        {
          type: "p",
          text: "When you arrive from an ad, a link tagged with a campaign or another website, we remember how you found us in one cookie of our own: the campaign's source, medium and name (and its term and content, when the link has them), the ad click identifier and the network that added it (such as Google Ads or Meta), the page you landed on, the website that sent you (its address, without anything after a question mark) and when you arrived. If you then request a quote, these details are stored with your request, so we know which advertising brings customers.",
        },
        {
          type: "p",
          text: `The cookie lasts ${t.attributionCookieDays} days and later visits do not replace it. Only our website can read it; it is never sent to advertisers, analytics services or any other third party, and no third-party script runs on our pages to read it. Stored with a quote request, the details are kept as long as the request.`,
        },
        {
          type: "p",
          text: "If your browser sends a Global Privacy Control (Sec-GPC) or Do Not Track signal, we record only the campaign's source, medium and name: no click identifier, landing page or referring website.",
        },
        {
          type: "p",
          text: "We use no other tracking or advertising cookies. The other cookies we set are the ones the site needs: your language choice, your progress in the quote form and, once you sign in, your session.",
        },
      ],
    },
    {
      title: "How we use it",
      blocks: [
        {
          type: "ul",
          items: [
            "to prepare your quote and contact you about it;",
            "to schedule and perform service and send confirmations and service summaries;",
            "to bill recurring service and answer billing questions;",
            p.textMessages.privacyUse,
            "to keep the website secure and improve it.",
          ],
        },
        { type: "p", text: "We do not sell your personal information." },
      ],
    },
    {
      title: "Sharing",
      blocks: [
        {
          type: "p",
          text: `We share information only with providers that help us run the business (payment processing, e-mail delivery, ${p.textMessages.privacySharing}, hosting), under contracts that limit their use of it, or when the law requires it.`,
        },
      ],
    },
    {
      title: "Retention and security",
      blocks: [
        {
          type: "p",
          text: "We keep your information for as long as you are a customer and as long as needed afterwards for accounting and legal obligations. Access is limited to staff who need it, and data is sent over encrypted connections.",
        },
      ],
    },
    {
      title: "Children",
      blocks: [
        {
          type: "p",
          text: `Our services are not directed to children under ${t.privacyMinimumAge}, and we do not knowingly collect information from anyone under ${t.privacyMinimumAge}. If you believe a child has given us information, contact us and we will delete it.`,
        },
      ],
    },
    {
      title: "Your rights, including California (CCPA) rights",
      blocks: [
        {
          type: "p",
          text: `You may ask to see, correct or delete the personal information we hold about you, and to opt out of marketing messages at any time. California residents may also request details of the categories of information collected and the purposes for which it is used. We answer verified requests within ${t.ccpaResponseDays} days.`,
        },
      ],
    },
    {
      title: "Contact",
      blocks: [{ type: "contact", lead: `${business.legalName},`, withAddress: true, email: "E-mail", call: "or call", end: "." }],
    },
  ],
};

const enTerms: LegalDocument = {
  meta: {
    title: "Terms of Service",
    description: "The terms of Clean Paws Miami's pet waste removal service: subscriptions, cancellation, guarantee, payment and liability.",
  },
  title: "Terms of Service",
  intro: `These terms apply to the pet waste removal and related services provided by ${business.legalName} in ${business.serviceArea}, Florida. By booking a service you agree to them.`,
  sections: [
    {
      title: "Services",
      blocks: [
        {
          type: "p",
          text: "We provide scheduled and one-time pet waste removal and the add-on services you choose (such as sanitizing, deodorizing or a deck and patio spray-down). You agree to give us safe access to the service area and to keep pets that may be unsafe around visitors secured during the service.",
        },
      ],
    },
    {
      title: "Subscriptions and cancellation",
      blocks: [
        {
          type: "p",
          text: `Recurring service is a monthly subscription with no long-term contract. To change or cancel a monthly subscription, give us at least ${t.cancellationNoticeDays} days' notice before your next billing date. Refunds for prepaid services are prorated.`,
        },
      ],
    },
    {
      title: "Scheduling and weather",
      blocks: [
        {
          type: "p",
          text: `${p.reschedule.sentence} Service runs in the rain; if severe weather makes a visit unsafe, we reschedule to the next available day.`,
        },
      ],
    },
    {
      title: "Service guarantee",
      blocks: [
        {
          type: "p",
          text: p.guarantee.sentence,
        },
      ],
    },
    {
      title: "Prices and payment",
      blocks: [
        {
          type: "p",
          text: `Prices are quoted in US dollars (${t.currency}) and include applicable taxes. Payment is due in advance. Recurring charges are billed automatically to the card you provide, through our card payment provider.`,
        },
      ],
    },
    {
      title: "Liability",
      blocks: [
        {
          type: "p",
          text: `To the extent the law allows, our total liability for any claim relating to our services is limited to the amounts you paid us in the ${t.liabilityCapMonths} months before the claim arose. Any claim must be filed within one year of the event that gave rise to it.`,
        },
      ],
    },
    {
      title: "Changes and contact",
      blocks: [
        {
          type: "contact",
          lead: "We may update these terms and will post the new version on this page. Questions:",
          withAddress: false,
          email: "e-mail",
          call: "or call",
          end: ".",
        },
      ],
    },
  ],
};

export const privacyCopy: Catalogue<LegalDocument> = { en: enPrivacy, es: esPrivacy };
export const termsCopy: Catalogue<LegalDocument> = { en: enTerms, es: esTerms };

/** A legal page's "last updated" date in the page's language ("May 1, 2025", "1 de mayo de 2025"). */
export function lastUpdatedIn(locale: Locale, date: string = legalTerms.lastUpdated): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(Date.parse(`${date}T00:00:00Z`));
}
