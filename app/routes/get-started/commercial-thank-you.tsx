import { Link } from "react-router";
import { CheckIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { ResultPage } from "~/components/wizard/result-page";
import { hoursText } from "~/lib/business-contact";
import { useLocalizedHref } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/commercial-thank-you";
import { resultPagesCopy } from "~server/content/result-pages";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";

/** A document without React (docs/decisions/0022): a page of words and links. */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const copy = inLocale(resultPagesCopy, locale);
  return {
    locale,
    t: copy.commercial,
    confirmCoverage: url.searchParams.get("coverage") === "confirm",
  };
}

/**
 * Kept out of search results, yet linked to its twin in the other language (hreflang), like
 * every public page (docs/decisions/0005).
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, {
    title: loaderData.t.meta.title,
    description: loaderData.t.meta.description,
    path: "/commercial-thank-you",
    locale: loaderData.locale,
  }),
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  const contact = useBusiness();
  const to = useLocalizedHref();
  return (
    <ResultPage icon={<CheckIcon className="h-8 w-8" />}>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t.text}</p>
      {loaderData.confirmCoverage && (
        <p className="mt-6 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left text-amber-950">
          <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0" />
          {t.coverage}
        </p>
      )}
      <div className="mt-8 rounded-xl bg-mist p-5 text-left">
        <p className="font-semibold text-ink">{t.sooner}</p>
        <ul className="mt-3 space-y-2">
          <li>
            <a href={contact.phoneHref} className="link inline-flex items-center gap-2">
              <PhoneIcon className="h-4 w-4" />
              {contact.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${contact.email}`} className="link inline-flex items-center gap-2">
              <MailIcon className="h-4 w-4" />
              {contact.email}
            </a>
          </li>
        </ul>
        <p className="mt-3 text-sm text-ink-muted first-letter:uppercase">{hoursText(contact.hours, loaderData.locale)}</p>
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={to("/")} className="btn-primary">
          {t.home}
        </Link>
        <Link to={to("/commercial")} className="btn-secondary">
          {t.services}
        </Link>
      </div>
    </ResultPage>
  );
}
