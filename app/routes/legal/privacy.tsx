import { href } from "react-router";
import { LegalDocumentBody, LegalShell } from "~/components/legal-shell";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { lastUpdatedIn, legalTerms, privacyCopy } from "~server/content/legal";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/privacy";

export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { locale, doc: inLocale(privacyCopy, locale), updated: lastUpdatedIn(locale, legalTerms.privacyLastUpdated) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData.doc.meta.title, description: loaderData.doc.meta.description, path: "/privacy", locale: loaderData.locale });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LegalShell updated={loaderData.updated}>
      {/* A translation links the English version, which governs. */}
      <LegalDocumentBody doc={loaderData.doc} englishHref={href("/privacy")} />
    </LegalShell>
  );
}
