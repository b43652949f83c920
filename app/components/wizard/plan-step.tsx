import { Link } from "react-router";
import { CheckIcon, ChevronLeftIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { useBusiness } from "~/root";
import { StepHeading } from "./contact-step";
import { PricingTable } from "./pricing-table";
import type { PlanView } from "./types";

/** Residential "Choose Your Plan", after the lead is stored. */
export function PlanStep({ view }: { view: PlanView }) {
  const contact = useBusiness();
  return (
    <div>
      <StepHeading eyebrow="Residential Scooping" title="Choose Your Plan" />
      <div className="mb-6 flex gap-3 rounded-xl border border-brand/30 bg-brand-tint p-4 text-ink">
        <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
        <p>
          <span className="font-semibold">Thanks{view.firstName ? `, ${view.firstName}` : ""}! Your request is saved.</span> Pick a plan below to start service.
          We confirm the details and schedule your first visit within 24 hours.
        </p>
      </div>
      {view.outOfArea && (
        <div className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
          <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0" />
          <p>
            Zip code {view.zipCode} looks outside Miami-Dade County, our usual service area. We have your request and will contact you to confirm coverage
            before your first visit.
          </p>
        </div>
      )}

      {/* Without JavaScript the table cannot load: say so plainly and offer the phone instead. */}
      <noscript>
        <style>{".pricing-js{display:none}"}</style>
      </noscript>
      <div className="hidden rounded-2xl border border-line bg-mist p-6 noscript:block">
        <p className="text-lg font-semibold text-ink">Choosing a plan online needs JavaScript.</p>
        <p className="mt-2 text-ink-muted">
          No problem: your request is saved and we will call you at <strong className="text-ink">{view.phone}</strong> within one business day to set up your
          plan.
        </p>
        <p className="mt-4">
          <a href={contact.phoneHref} className="btn-primary">
            <PhoneIcon className="h-5 w-5" />
            Call us now: {contact.phone}
          </a>
        </p>
      </div>
      <div className="pricing-js noscript:hidden">
        <PricingTable
          scriptUrl={view.pricing.scriptUrl}
          tableId={view.pricing.tableId}
          publishableKey={view.pricing.publishableKey}
          email={view.email}
          clientReference={view.clientReference}
          backHref={view.backHref}
        />
      </div>

      <div className="mt-8 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Link to={view.backHref} className="btn-secondary">
          <ChevronLeftIcon className="h-5 w-5" />
          Back
        </Link>
        <p className="text-sm text-ink-muted">
          Questions? Call{" "}
          <a href={contact.phoneHref} className="link">
            {contact.phone}
          </a>
        </p>
      </div>
    </div>
  );
}
