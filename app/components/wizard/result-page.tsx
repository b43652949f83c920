import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { business } from "~/content/business";
import { fill, useLocalizedHref } from "~/lib/i18n";
import { useUi } from "~/lib/root-data";

/** The frame of the two result pages (no shared layout): logo, one centred card, a quiet footer, in the page's language. */
export function ResultPage({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  const ui = useUi();
  const to = useLocalizedHref();
  return (
    <div className="flex min-h-screen flex-col bg-mist">
      <header className="flex h-20 items-center justify-center border-b border-line bg-white">
        <Link to={to("/")} className="h-16">
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center sm:py-16">
        <div className="card w-full max-w-xl p-8 text-center sm:p-12">
          <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-brand-soft text-brand-dark">{icon}</span>
          {children}
        </div>
      </main>
      <footer className="px-4 pb-8 text-center text-sm text-ink-muted">
        {fill(ui.footer.copyright, { year: new Date().getFullYear(), legalName: business.legalName, area: ui.serviceArea })}
      </footer>
    </div>
  );
}
