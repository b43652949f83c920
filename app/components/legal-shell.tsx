import { business } from "~/content/business";
import { useLocalizedHref } from "~/lib/i18n";
import { useUi } from "~/root";
import { ChevronLeftIcon } from "./icons";
import { Logo } from "./logo";

/** A small, quiet frame for the layout-less pages (privacy, terms, sitemap): logo, back link, content. */
export function LegalShell({ children, updated }: { children: React.ReactNode; updated?: string }) {
  const ui = useUi();
  const to = useLocalizedHref();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4 sm:px-6">
          <a href={to("/")} className="block h-full">
            <Logo />
          </a>
          <a href={to("/")} className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-ink hover:bg-mist">
            <ChevronLeftIcon className="h-5 w-5" />
            {ui.legalShell.backHome}
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
        {children}
        {updated && (
          <p className="mt-12 text-sm text-ink-muted">
            {ui.legalShell.lastUpdated} {updated}
          </p>
        )}
      </main>
      <footer className="border-t border-line bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-ink-muted sm:px-6">
          <p>
            © {business.legalName}. {ui.serviceArea}, Florida.
          </p>
          <ul className="flex gap-4">
            {ui.legalLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="hover:text-ink hover:underline">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </footer>
    </div>
  );
}

/** Headings and paragraphs for legal text, at a readable measure. */
export function LegalSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold text-ink">{title}</h2>
      <div className="mt-3 grid max-w-[72ch] gap-3 text-lg leading-relaxed text-ink-muted [&_ul]:list-disc [&_ul]:pl-6">{children}</div>
    </section>
  );
}
