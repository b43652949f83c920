import { Link } from "react-router";
import { business } from "~/content/business";
import { PhoneIcon } from "./icons";

/** The closing call to action shared by location, locations and blog pages. */
export function ClosingCta({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby="closing-cta" className="bg-ink text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="closing-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/get-started" className="btn-primary w-full sm:w-auto">
            Get Your Free Quote
          </Link>
          <a href={business.phoneHref} className="btn-on-dark w-full sm:w-auto">
            <PhoneIcon className="h-5 w-5" />
            Call {business.phone}
          </a>
        </div>
      </div>
    </section>
  );
}

/** Five filled stars with one accessible name. */
export function FiveStars({ className = "" }: { className?: string }) {
  return (
    <span role="img" aria-label="Rated 5 out of 5 stars" className={`inline-flex gap-0.5 text-star ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
