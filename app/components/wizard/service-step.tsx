import { BuildingIcon, CheckIcon, HomeIcon } from "~/components/icons";
import type { LeadServiceType } from "~/lib/lead-schema";
import type { WizardCopy } from "./copy";
import type { FormView } from "~/lib/wizard-view";
import { StepButton, WizardForm } from "./wizard-form";

const cards = [
  { type: "residential", Icon: HomeIcon },
  { type: "commercial", Icon: BuildingIcon },
] as const satisfies readonly { type: LeadServiceType; Icon: typeof HomeIcon }[];

/** Step 1: one small form per card, so each "Get Custom Quote" posts its own service type. */
export function ServiceStep({ view, t }: { view: FormView; t: WizardCopy }) {
  return (
    <div>
      <h2 id="step-heading" tabIndex={-1} className="text-center text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl">
        {t.service.heading}
      </h2>
      {view.errors.serviceType && (
        <p role="alert" className="field-error text-center">
          {view.errors.serviceType}
        </p>
      )}
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        {cards.map(({ type, Icon }) => {
          const { title, text, audience, points } = t.service[type];
          return (
            <section key={type} aria-labelledby={`${type}-title`} className="card flex flex-col p-6 transition-shadow hover:shadow-lift sm:p-8">
              <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-soft text-brand-dark">
                <Icon className="h-7 w-7" />
              </span>
              <h3 id={`${type}-title`} className="mt-5 text-xl font-bold text-ink">
                {title}
              </h3>
              <p className="mt-1 text-ink-muted">{text}</p>
              <p className="mt-3 inline-flex w-fit rounded-full bg-mist px-3 py-1 text-sm font-semibold text-ink-soft">{audience}</p>
              <ul className="mt-5 space-y-2 text-sm text-ink">
                {points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
                    {p}
                  </li>
                ))}
              </ul>
              <WizardForm view={{ ...view, serviceType: type }} visible={[]} t={t} className="mt-auto pt-6">
                <StepButton intent="service" label={t.service.button} className="w-full" />
              </WizardForm>
            </section>
          );
        })}
      </div>
    </div>
  );
}
