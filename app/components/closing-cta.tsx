import { useBusiness } from "~/root";
import { PhoneIcon } from "./icons";

/** The closing call to action shared by location, locations and blog pages. */
export function ClosingCta({ heading, text }: { heading: string; text: string }) {
  const contact = useBusiness();
  return (
    <section aria-labelledby="closing-cta" className="bg-ink text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="closing-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <a href="/get-started" className="btn-primary w-full sm:w-auto">
            Get Your Free Quote
          </a>
          <a href={contact.phoneHref} className="btn-on-dark w-full sm:w-auto">
            <PhoneIcon className="h-5 w-5" />
            Call {contact.phone}
          </a>
        </div>
      </div>
    </section>
  );
}
