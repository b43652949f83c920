import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { business } from "~/content/business";

/**
 * The frame of the two result pages (no shared layout): logo, one centred card, a quiet footer.
 * The page gives the home link and the footer's words in its language.
 */
export function ResultPage({ icon, home, footer, children }: { icon: React.ReactNode; home: string; footer: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-mist">
      <header className="flex h-20 items-center justify-center border-b border-line bg-white">
        <Link to={home} className="h-16">
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
        © {new Date().getFullYear()} {business.legalName} · {footer}
      </footer>
    </div>
  );
}
