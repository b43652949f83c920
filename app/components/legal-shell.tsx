import { business } from "~/content/business";
import { formatAddress } from "~/lib/business-contact";
import { fill, useLocalizedHref } from "~/lib/i18n";
import { useBusiness, useUi } from "~/lib/root-data";
import type { LegalBlock, LegalDocument } from "~server/content/legal";
import type { Translation } from "~server/content/catalogue";
import { ChevronLeftIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

/**
 * A small, quiet frame for the layout-less pages (privacy, terms, sitemap): logo, the same page in
 * the other language, back link, content. Its words come from the chrome catalogue (useUi()).
 */
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
          <div className="flex items-center gap-1">
            <LanguageSwitch className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-ink hover:bg-mist" />
            <a href={to("/")} className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-ink hover:bg-mist">
              <ChevronLeftIcon className="h-5 w-5" />
              {ui.legalShell.backHome}
            </a>
          </div>
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
          <p>{fill(ui.footer.copyright, { year: new Date().getFullYear(), legalName: business.legalName, area: ui.serviceArea })}</p>
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

/** A legal document (privacy, terms) from its catalogue: title, intro, which version governs, sections. */
export function LegalDocumentBody({ doc, englishHref }: { doc: Translation<LegalDocument>; englishHref: string }) {
  return (
    <>
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">{doc.title}</h1>
      <p className="mt-4 max-w-[72ch] text-lg leading-relaxed text-ink-muted">{doc.intro}</p>
      {doc.governing && (
        <p className="mt-6 max-w-[72ch] rounded-xl bg-mist p-4 text-ink">
          {doc.governing.text}{" "}
          <a className="link" href={englishHref} hrefLang="en">
            {doc.governing.link}
          </a>
        </p>
      )}
      {doc.sections.map((section) => (
        <LegalSection key={section.title} title={section.title}>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </LegalSection>
      ))}
    </>
  );
}

function Block({ block }: { block: Translation<LegalBlock> }) {
  const contact = useBusiness();
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "ul":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "contact":
      return (
        <p>
          {block.lead}
          {block.withAddress && ` ${formatAddress(contact.address)}.`} {block.email}{" "}
          <a className="link" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>{" "}
          {block.call}{" "}
          <a className="link" href={contact.phoneHref}>
            {contact.phone}
          </a>
          {block.end}
        </p>
      );
  }
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
