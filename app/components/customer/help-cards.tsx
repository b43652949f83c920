import { href } from "react-router";
import { MailIcon, PhoneIcon } from "~/components/icons";
import { hoursText } from "~/lib/business-contact";
import { fill, localizePath, useLocale } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import type { CustomerAreaCopy } from "~server/content/customer-area";

/** A signed-in account with no service linked: say so, and how to fix it, instead of showing anything invented. */
export function NoServiceYet({ t }: { t: CustomerAreaCopy["none"] }) {
  const contact = useBusiness();
  const locale = useLocale();
  return (
    <section aria-labelledby="no-service-heading" className="card max-w-2xl p-6 sm:p-8">
      <h2 id="no-service-heading" className="text-xl font-bold text-ink">
        {t.title}
      </h2>
      <p className="mt-2 text-ink-soft">{t.body}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a href={contact.phoneHref} className="btn-primary">
          <PhoneIcon className="h-4 w-4" />
          {fill(t.call, { phone: contact.phone })}
        </a>
        <a href={localizePath(locale, href("/get-started"))} className="btn-secondary">
          {t.quote}
        </a>
      </p>
    </section>
  );
}

/** How to reach the office, beside the tabs (and below them on a phone). */
export function HelpCard({ className = "", t }: { className?: string; t: CustomerAreaCopy["help"] }) {
  const contact = useBusiness();
  const locale = useLocale();
  return (
    <section aria-label={t.title} className={`card p-5 ${className}`}>
      <h2 className="font-bold text-ink">{t.title}</h2>
      <p className="mt-1 text-sm text-ink-muted">{fill(t.hours, { hours: hoursText(contact.hours, locale) })}</p>
      <ul className="mt-3 grid gap-2 text-sm">
        <li>
          <a href={contact.phoneHref} className="link inline-flex min-h-11 items-center gap-2 sm:min-h-0">
            <PhoneIcon className="h-4 w-4" />
            {contact.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${contact.email}`} className="link inline-flex min-h-11 items-center gap-2 sm:min-h-0">
            <MailIcon className="h-4 w-4" />
            {contact.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
