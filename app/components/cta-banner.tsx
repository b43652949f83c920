import { Link } from "react-router";
import { useLocalizedHref } from "~/lib/i18n";
import { useUi } from "~/lib/root-data";
import { ArrowRightIcon } from "./icons";

/** The closing call to action used across marketing pages (its own module, so a page can load it alone). */
export function CtaBanner({ title, text, buttonLabel, id = "cta" }: { title: string; text: string; buttonLabel?: string; id?: string }) {
  const ui = useUi();
  const to = useLocalizedHref();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="defer-render px-4 py-16 sm:px-6 sm:py-20 [--defer-size:400px] sm:[--defer-size:344px] lg:[--defer-size:304px]"
    >
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center shadow-lift sm:px-12">
        <div aria-hidden="true" className="absolute -top-24 -right-24 h-64 w-64 rounded-full bg-brand/25 blur-2xl" />
        <div aria-hidden="true" className="absolute -bottom-28 -left-20 h-64 w-64 rounded-full bg-brand/20 blur-2xl" />
        <div className="relative">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{text}</p>
          <p className="mt-8">
            <Link to={to("/get-started")} className="btn-primary px-8 text-lg">
              {buttonLabel ?? ui.sections.ctaButton}
              <ArrowRightIcon className="h-5 w-5" />
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
