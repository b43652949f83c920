import { CheckIcon, ChevronLeftIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { useBusiness } from "~/lib/root-data";
import { StepHeading } from "./contact-step";
import { around, fill, type WizardCopy } from "./copy";
import { PricingTable } from "./pricing-table";
import type { PlanView } from "~/lib/wizard-view";

/** Residential "Choose Your Plan", after the lead is stored. */
export function PlanStep({ view, t }: { view: PlanView; t: WizardCopy }) {
  const contact = useBusiness();
  const [beforePhone, afterPhone] = around(t.plan.noScriptText, "phone");
  return (
    <div>
      <StepHeading eyebrow={t.service.residential.title} title={t.plan.title} />
      <div className="mb-6 flex gap-3 rounded-xl border border-brand/30 bg-brand-tint p-4 text-ink">
        <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
        <p>
          <span className="font-semibold">{view.firstName ? fill(t.plan.savedNamed, { name: view.firstName }) : t.plan.saved}</span> {t.plan.next}
        </p>
      </div>
      {view.outOfArea && (
        <div className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
          <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0" />
          <p>{fill(t.plan.outOfArea, { zip: view.zipCode })}</p>
        </div>
      )}

      {/* Without JavaScript the table cannot load: say so plainly and offer the phone instead. */}
      <noscript>
        <style>{".pricing-js{display:none}"}</style>
      </noscript>
      <div className="hidden rounded-2xl border border-line bg-mist p-6 noscript:block">
        <p className="text-lg font-semibold text-ink">{t.plan.noScriptTitle}</p>
        <p className="mt-2 text-ink-muted">
          {beforePhone}
          <strong className="text-ink">{view.phone}</strong>
          {afterPhone}
        </p>
        <p className="mt-4">
          <a href={contact.phoneHref} className="btn-primary">
            <PhoneIcon className="h-5 w-5" />
            {t.plan.callNow} {contact.phone}
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
          t={t.plan}
        />
      </div>

      <div className="mt-8 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <a href={view.backHref} className="btn-secondary">
          <ChevronLeftIcon className="h-5 w-5" />
          {t.buttons.back}
        </a>
        <p className="text-sm text-ink-muted">
          {t.plan.questions}{" "}
          <a href={contact.phoneHref} className="link">
            {contact.phone}
          </a>
        </p>
      </div>
    </div>
  );
}
