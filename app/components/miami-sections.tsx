import { CheckIcon, ChevronRightIcon, LeafIcon, MapPinIcon, PawIcon, ShieldIcon } from "~/components/icons";
import { useLocalizedHref } from "~/lib/i18n";

/**
 * The four sections only Miami's city page carries (app/routes/marketing/location.tsx), with their
 * words from the city's Markdown file (server/content/{en,es}/cities/miami.md, read by server/content/city-pages.ts).
 */
export interface MiamiSections {
  whyEyebrow: string;
  whyHeading: string;
  whyChoose: readonly { title: string; text: string }[];
  neighbourhoodCards: readonly { name: string; text: string }[];
  alsoCovered: string;
  environment: { heading: string; text: string; environmentalTitle: string; healthTitle: string };
  environmentalBenefits: readonly string[];
  healthBenefits: readonly string[];
  faqHeading: string;
  moreAnswers: { before: string; link: string; after: string };
  faq: readonly { question: string; answer: string }[];
}

/** Miami's neighbourhoods as cards, each with a line about it, then the others it also covers. */
export function MiamiNeighbourhoods({ miami }: { miami: MiamiSections }) {
  return (
    <>
      <ul data-testid="neighbourhoods" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {miami.neighbourhoodCards.map((n) => (
          <li key={n.name} className="card p-5">
            <h3 className="flex items-center gap-2 font-bold text-ink">
              <MapPinIcon className="h-5 w-5 text-brand" />
              {n.name}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{n.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-ink-muted">{miami.alsoCovered}</p>
    </>
  );
}

const whyIcons = [MapPinIcon, LeafIcon, PawIcon];

export function WhyChooseMiami({ miami }: { miami: MiamiSections }) {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6 lg:pt-20">
      <p className="eyebrow">{miami.whyEyebrow}</p>
      <h2 id="why-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink">
        {miami.whyHeading}
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {miami.whyChoose.map((item, i) => {
          const Icon = whyIcons[i] ?? ShieldIcon;
          return (
            <div key={item.title} className="card p-6">
              <span className="grid h-12 w-12 place-items-center rounded-full bg-ink text-white">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{item.text}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function ProtectingMiami({ miami }: { miami: MiamiSections }) {
  const lists = [
    { title: miami.environment.environmentalTitle, items: miami.environmentalBenefits, icon: LeafIcon },
    { title: miami.environment.healthTitle, items: miami.healthBenefits, icon: ShieldIcon },
  ];
  return (
    <section
      aria-labelledby="environment-heading"
      className="defer-render border-t border-line bg-brand-tint [--defer-size:1384px] sm:[--defer-size:1063px] lg:[--defer-size:697px]"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="environment-heading" className="text-3xl font-bold tracking-tight text-ink">
          {miami.environment.heading}
        </h2>
        <p className="prose-body mt-4">{miami.environment.text}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {lists.map((list) => (
            <div key={list.title} className="card p-6">
              <h3 className="flex items-center gap-2 text-xl font-bold text-ink">
                <list.icon className="h-6 w-6 text-brand" />
                {list.title}
              </h3>
              <ul className="mt-4 grid gap-3">
                {list.items.map((item) => (
                  <li key={item} className="flex items-start gap-3 text-ink-soft">
                    <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function MiamiFaq({ miami }: { miami: MiamiSections }) {
  const to = useLocalizedHref();
  return (
    <section
      aria-labelledby="faq-heading"
      className="defer-render mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20 [--defer-size:680px] sm:[--defer-size:499px] lg:[--defer-size:499px]"
    >
      <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-ink">
        {miami.faqHeading}
      </h2>
      <div className="mt-8 divide-y divide-line rounded-2xl border border-line bg-white">
        {miami.faq.map((f) => (
          <details key={f.question} className="group px-5 py-1">
            <summary className="flex min-h-14 items-center justify-between gap-4 py-3 font-semibold text-ink">
              {f.question}
              <ChevronRightIcon className="h-5 w-5 shrink-0 text-brand transition-transform group-open:rotate-90" />
            </summary>
            <p className="pb-5 leading-relaxed text-ink-muted">{f.answer}</p>
          </details>
        ))}
      </div>
      <p className="mt-6 text-ink-muted">
        {miami.moreAnswers.before}{" "}
        <a href={to("/faq")} className="link">
          {miami.moreAnswers.link}
        </a>
        {miami.moreAnswers.after}
      </p>
    </section>
  );
}
