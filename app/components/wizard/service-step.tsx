import { BuildingIcon, CheckIcon, HomeIcon } from "~/components/icons";
import type { LeadServiceType } from "~/lib/lead-schema";
import type { FormView } from "./types";
import { StepButton, WizardForm } from "./wizard-form";

const options: { type: LeadServiceType; title: string; text: string; audience: string; points: string[]; Icon: typeof HomeIcon }[] = [
  {
    type: "residential",
    title: "Residential Scooping",
    text: "Weekly service based on your needs.",
    audience: "Perfect for homeowners",
    points: ["Weekly, bi-weekly or monthly visits", "No need to be home", "Service summary after each visit"],
    Icon: HomeIcon,
  },
  {
    type: "commercial",
    title: "Commercial Scooping",
    text: "Help managing pet waste in your community.",
    audience: "Ideal for communities",
    points: ["HOAs, condos and apartment complexes", "Pet waste stations and restocking", "Common areas kept clean"],
    Icon: BuildingIcon,
  },
];

/** Step 1: one small form per card, so each "Get Custom Quote" posts its own service type. */
export function ServiceStep({ view }: { view: FormView }) {
  return (
    <div>
      <h2 id="step-heading" tabIndex={-1} className="text-center text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl">
        What type of service do you need?
      </h2>
      {view.errors.serviceType && (
        <p role="alert" className="field-error text-center">
          {view.errors.serviceType}
        </p>
      )}
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        {options.map(({ type, title, text, audience, points, Icon }) => (
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
            <WizardForm view={{ ...view, serviceType: type }} visible={[]} className="mt-auto pt-6">
              <StepButton intent="service" label="Get Custom Quote" className="w-full" />
            </WizardForm>
          </section>
        ))}
      </div>
    </div>
  );
}
