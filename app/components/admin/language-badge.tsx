import type { LeadLocale } from "~/lib/lead-options";

/**
 * "ES" on a lead sent from the Spanish pages (/es): whoever calls back knows to answer in Spanish.
 * English leads, the usual case, carry no badge.
 */
export function LanguageBadge({ locale }: { locale: LeadLocale }) {
  if (locale !== "es") return null;
  return (
    <span
      title="Sent from the Spanish pages"
      className="ml-1.5 inline-flex items-center rounded bg-sky-50 px-1.5 py-0.5 align-middle text-xs font-bold tracking-wide text-sky-900 ring-1 ring-sky-600/30 ring-inset"
    >
      <span aria-hidden="true">ES</span>
      <span className="sr-only">(Spanish)</span>
    </span>
  );
}
