import { Link } from "react-router";
import { CheckIcon } from "~/components/icons";
import { ResultPage } from "~/components/wizard/result-page";
import { useLocalizedHref } from "~/lib/i18n";
import { useBusiness } from "~/lib/root-data";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/success";
import { resultPagesCopy } from "~server/content/result-pages";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import { log } from "~server/log";

/** A checkout session id as the payment provider writes it: cs_test_… or cs_live_… and letters and digits. */
const CHECKOUT_SESSION_ID = /^cs_(?:test|live)_[A-Za-z0-9]{10,200}$/;

/** A document without React (docs/decisions/0022): a page of words and links. */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request, url }: Route.LoaderArgs) {
  // The payment provider appends its checkout session id (the webhook does the work). Only whether
  // it came in the provider's form is logged: the URL is anyone's to write, so its value never is.
  const sessionId = url.searchParams.get("session_id");
  if (sessionId) log.info("checkout_success_page", { sessionId: CHECKOUT_SESSION_ID.test(sessionId) ? "valid" : "malformed" });
  const locale = localeOf(request);
  const copy = inLocale(resultPagesCopy, locale);
  return { locale, t: copy.success };
}

/** Kept out of search results, yet linked to its twin in the other language (hreflang). */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, { title: loaderData.t.meta.title, description: loaderData.t.meta.description, path: "/success", locale: loaderData.locale }),
  { name: "robots", content: "noindex, nofollow" },
];

export default function Page({ loaderData: { t } }: Route.ComponentProps) {
  const contact = useBusiness();
  const to = useLocalizedHref();
  return (
    <ResultPage icon={<CheckIcon className="h-8 w-8" />}>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t.text}</p>
      <ul className="mx-auto mt-6 max-w-sm space-y-2 text-left text-ink">
        {t.points.map((point) => (
          <li key={point} className="flex gap-2">
            <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand" />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={to("/customer")} className="btn-primary">
          {t.dashboard}
        </Link>
        <Link to={to("/")} className="btn-secondary">
          {t.home}
        </Link>
      </div>
      <p className="mt-6 text-sm text-ink-muted">
        {t.questions}{" "}
        <a href={contact.phoneHref} className="link">
          {contact.phone}
        </a>
      </p>
    </ResultPage>
  );
}
