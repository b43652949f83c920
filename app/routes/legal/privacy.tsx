import { LegalSection, LegalShell } from "~/components/legal-shell";
import { business } from "~/content/business";
import { formatAddress } from "~/lib/business-contact";
import { legalTerms } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle, useBusiness } from "~/root";
import type { Route } from "./+types/privacy";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

/** The page is rendered on the server (a route with only a clientLoader would render in the browser). */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy",
    description: "How Clean Paws Miami collects, uses and protects your information, and how to exercise your privacy rights.",
    path: "/privacy",
  });

export default function Privacy() {
  const contact = useBusiness();
  return (
    <LegalShell updated={legalTerms.lastUpdated}>
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">Privacy Policy</h1>
      <p className="mt-4 max-w-[72ch] text-lg leading-relaxed text-ink-muted">
        This policy explains what information {business.legalName} ("we", "us") collects when you use this website or our services, how we use it and the
        choices you have.
      </p>

      <LegalSection title="Information we collect">
        <p>When you request a quote or sign up, you give us:</p>
        <ul>
          <li>your name, e-mail address, phone number and ZIP code;</li>
          <li>details about your property and service needs, such as where the waste is, gate instructions and how often you want service;</li>
          <li>for commercial requests, your organisation, community name and role;</li>
          <li>how you heard about us, if you choose to tell us.</li>
        </ul>
        <p>
          Payments are handled by our card payment provider. Card numbers are entered on the provider's secure checkout and are not stored on our servers. We
          also keep basic technical records (such as IP address and browser type) to protect the site from abuse.
        </p>
      </LegalSection>

      <LegalSection title="How we use it">
        <ul>
          <li>to prepare your quote and contact you about it;</li>
          <li>to schedule and perform service and send confirmations and service summaries;</li>
          <li>to bill recurring service and answer billing questions;</li>
          <li>to send text updates, only if you opted in;</li>
          <li>to keep the website secure and improve it.</li>
        </ul>
        <p>We do not sell your personal information.</p>
      </LegalSection>

      <LegalSection title="Sharing">
        <p>
          We share information only with providers that help us run the business (payment processing, e-mail and text delivery, hosting), under contracts that
          limit their use of it, or when the law requires it.
        </p>
      </LegalSection>

      <LegalSection title="Retention and security">
        <p>
          We keep your information for as long as you are a customer and as long as needed afterwards for accounting and legal obligations. Access is limited to
          staff who need it, and data is sent over encrypted connections.
        </p>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          Our services are not directed to children under {legalTerms.privacyMinimumAge}, and we do not knowingly collect information from anyone under{" "}
          {legalTerms.privacyMinimumAge}. If you believe a child has given us information, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="Your rights, including California (CCPA) rights">
        <p>
          You may ask to see, correct or delete the personal information we hold about you, and to opt out of marketing messages at any time. California
          residents may also request details of the categories of information collected and the purposes for which it is used. We answer verified requests
          within {legalTerms.ccpaResponseDays} days.
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>
          {business.legalName}, {formatAddress(contact.address)}. E-mail{" "}
          <a className="link" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>{" "}
          or call{" "}
          <a className="link" href={contact.phoneHref}>
            {contact.phone}
          </a>
          .
        </p>
      </LegalSection>
    </LegalShell>
  );
}
