import { CheckIcon } from "~/components/icons";
import type { LeadServiceType } from "~/lib/lead-schema";
import { fill, type WizardCopy } from "./copy";

/** Numbered steps with the current one marked (aria-current) and a "Step n of 3" line for everyone. */
export function StepProgress({ current, serviceType, t }: { current: 1 | 2 | 3; serviceType: LeadServiceType | null; t: WizardCopy["progress"] }) {
  const labels = [t.service, t.contact, serviceType === "commercial" ? t.community : t.plan];
  return (
    <nav aria-label={t.label} className="mx-auto mt-8 max-w-md">
      <p className="sr-only">
        {fill(t.stepOf, { n: current })} {labels[current - 1]}
      </p>
      <ol className="flex items-center" aria-hidden="false">
        {labels.map((label, i) => {
          const n = i + 1;
          const done = n < current;
          const active = n === current;
          return (
            <li key={label} className="flex flex-1 items-center last:flex-none" aria-current={active ? "step" : undefined}>
              <span className="flex flex-col items-center gap-1.5">
                <span
                  className={`grid h-9 w-9 place-items-center rounded-full text-sm font-bold transition-colors ${
                    done ? "bg-brand text-white" : active ? "bg-ink text-white ring-4 ring-brand/20" : "border-2 border-line bg-white text-ink-muted"
                  }`}
                >
                  {done ? <CheckIcon className="h-4 w-4" /> : n}
                </span>
                <span className={`text-xs font-semibold whitespace-nowrap sm:text-sm ${active ? "text-ink" : "text-ink-muted"}`}>{label}</span>
              </span>
              {n < labels.length && <span className={`mx-2 mb-6 h-0.5 flex-1 rounded ${done ? "bg-brand" : "bg-line"}`} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
