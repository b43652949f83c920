import { business } from "~/content/business";
import { formatAddress, hoursText } from "~/lib/business-contact";
import { fill, useLocale } from "~/lib/i18n";
import { useBusiness, useUi } from "~/lib/root-data";
import { LanguageSwitch } from "./language-switch";
import type { NavLink } from "~/lib/navigation-types";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons";
import { Logo } from "./logo";

export interface FooterLinks {
  quickLinks: readonly NavLink[];
  cities: readonly NavLink[];
  legalLinks: readonly NavLink[];
}

/** The links come from the site layout's loader, so pages with React do not ship them as code. */
export function SiteFooter({ links: { quickLinks: footerQuickLinks, cities: navCities, legalLinks } }: { links: FooterLinks }) {
  const contact = useBusiness();
  const ui = useUi();
  const locale = useLocale();
  const area = ui.serviceArea;
  const year = new Date().getFullYear();
  // Bottom padding on phones keeps the last line clear of the sticky bar. The footer is below the
  // fold on every page: it renders when it nears the viewport (--defer-size: its usual height
  // without padding at each breakpoint).
  return (
    <footer className="defer-render bg-ink pb-20 text-white/85 [--defer-size:1366px] md:[--defer-size:851px] lg:pb-0 lg:[--defer-size:522px]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.6fr_1.3fr]">
        <div>
          <div className="h-16 rounded-xl bg-white px-3 inline-block">
            <Logo label="" />
          </div>
          <p className="mt-4 max-w-xs text-white/80">{fill(ui.footer.blurb, { area })}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-bold tracking-wide text-white uppercase">
            {ui.footer.quickLinks}
          </h2>
          <ul className="mt-4 grid gap-1">
            {footerQuickLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="inline-block py-1 hover:text-white hover:underline">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-areas">
          <h2 id="footer-areas" className="text-sm font-bold tracking-wide text-white uppercase">
            {ui.footer.serviceAreas}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1">
            {navCities.map((c) => (
              <li key={c.href}>
                <a href={c.href} className="inline-block py-1 hover:text-white hover:underline">
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">{ui.footer.contact}</h2>
          <address className="mt-4 grid gap-3 not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-soft" />
              <span>{formatAddress(contact.address)}</span>
            </p>
            <a href={contact.phoneHref} className="flex gap-3 hover:text-white hover:underline">
              <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-soft" />
              {contact.phone}
            </a>
            <a href={`mailto:${contact.email}`} className="flex gap-3 hover:text-white hover:underline">
              <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-soft" />
              {contact.email}
            </a>
            <p className="flex gap-3">
              <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-soft" />
              {/* A line of its own starts with a capital: "De lunes a sábado, …" (the phrase is lower case mid-sentence). */}
              <span className="first-letter:uppercase">{hoursText(contact.hours, locale)}</span>
            </p>
          </address>
          {contact.social.length > 0 && (
            <ul aria-label={ui.footer.followUs} className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
              {contact.social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer" className="hover:text-white hover:underline">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{fill(ui.footer.copyright, { year, legalName: business.legalName, area })}</p>
          <nav aria-label={ui.footer.legal}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              <li>
                <LanguageSwitch className="inline-block py-1 font-semibold text-white hover:underline" />
              </li>
              {legalLinks.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="inline-block py-1 hover:text-white hover:underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
