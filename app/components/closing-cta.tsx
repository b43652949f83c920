import { useLocalizedHref } from "~/lib/i18n";
import { useBusiness, useUi } from "~/lib/root-data";
import { PhoneIcon } from "./icons";

/**
 * The closing call to action shared by location, locations and blog pages. Pages pass their
 * words from loader data; the two button labels default to the chrome's (server/content/ui.ts).
 */
export function ClosingCta({
  heading,
  text,
  quoteLabel,
  callLabel,
}: {
  heading: string;
  text: string;
  quoteLabel?: string;
  /** Before the phone number: "Call (305) …", "Llame al (305) …". */
  callLabel?: string;
}) {
  const contact = useBusiness();
  const ui = useUi();
  const to = useLocalizedHref();
  return (
    <section aria-labelledby="closing-cta" className="defer-render bg-ink text-white [--defer-size:492px] sm:[--defer-size:420px] lg:[--defer-size:380px]">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="closing-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href={to("/get-started")} className="btn-primary w-full sm:w-auto">
            {quoteLabel ?? ui.sections.quote}
          </a>
          <a href={contact.phoneHref} className="btn-on-dark w-full sm:w-auto">
            <PhoneIcon className="h-5 w-5" />
            {callLabel ?? ui.sections.call} {contact.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
