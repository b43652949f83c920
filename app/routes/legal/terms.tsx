import { LegalSection, LegalShell } from "~/components/legal-shell";
import { business } from "~/content/business";
import { legalTerms } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle, useBusiness } from "~/root";
import type { Route } from "./+types/terms";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

/** The page is rendered on the server (a route with only a clientLoader would render in the browser). */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms of Service",
    description: "The terms of Clean Paws Miami's pet waste removal service: subscriptions, cancellation, guarantee, payment and liability.",
    path: "/terms",
  });

export default function Terms() {
  const contact = useBusiness();
  const t = legalTerms;
  return (
    <LegalShell updated={t.lastUpdated}>
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">Terms of Service</h1>
      <p className="mt-4 max-w-[72ch] text-lg leading-relaxed text-ink-muted">
        These terms apply to the pet waste removal and related services provided by {business.legalName} in {business.serviceArea}, Florida. By booking a
        service you agree to them.
      </p>

      <LegalSection title="Services">
        <p>
          We provide scheduled and one-time pet waste removal and the add-on services you choose (such as sanitizing, deodorizing or a deck and patio
          spray-down). You agree to give us safe access to the service area and to keep pets that may be unsafe around visitors secured during the service.
        </p>
      </LegalSection>

      <LegalSection title="Subscriptions and cancellation">
        <p>
          Recurring service is a monthly subscription with no long-term contract. To change or cancel a monthly subscription, give us at least{" "}
          {t.cancellationNoticeDays} days' notice before your next billing date. Refunds for prepaid services are prorated.
        </p>
      </LegalSection>

      <LegalSection title="Scheduling and weather">
        <p>
          Please reschedule at least 24 hours in advance. Service runs in the rain; if severe weather makes a visit unsafe, we reschedule to the next available
          day.
        </p>
      </LegalSection>

      <LegalSection title="Service guarantee">
        <p>
          If you are not satisfied with a visit, report it within {t.guaranteeReportHours} hours of the service and we will return within 24 hours to put it
          right at no charge.
        </p>
      </LegalSection>

      <LegalSection title="Prices and payment">
        <p>
          Prices are quoted in US dollars ({t.currency}) and include applicable taxes. Payment is due in advance. Recurring charges are billed automatically to
          the card you provide, through our card payment provider.
        </p>
      </LegalSection>

      <LegalSection title="Liability">
        <p>
          To the extent the law allows, our total liability for any claim relating to our services is limited to the amounts you paid us in the{" "}
          {t.liabilityCapMonths} months before the claim arose. Any claim must be filed within one year of the event that gave rise to it.
        </p>
      </LegalSection>

      <LegalSection title="Changes and contact">
        <p>
          We may update these terms and will post the new version on this page. Questions: e-mail{" "}
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
