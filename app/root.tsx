import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import { businessContact, getConfig } from "~server/config";
import { cloudflareContext } from "~server/context";
import { INLINE_CSS_ID, useInlineCss } from "~/lib/inline-css";
import { ENHANCE } from "~/enhance/scripts";
import { useNonce } from "~/lib/nonce";
import { useEffect } from "react";
import { type Locale, localeFromPath, useLocale, useLocalizedHref } from "~/lib/i18n";
import { inLocale } from "~server/content/catalogue";
import { localeOf, showsSpanishHint } from "~server/request-language";
import { navigation } from "~server/content/navigation";
import { SPANISH_HINT, uiCopy, type UiCopy } from "~server/content/ui";
import { type ChromeCopy, type RootData, useBusiness, useRootData } from "~/lib/root-data";
import { pageHydrates, pageScripts, pageStylesheet } from "~/lib/route-handle";

import type { Route } from "./+types/root";

/** The chrome's words per language, built once per isolate (they change only with a deploy). */
const chromeCopy = new Map<Locale, ChromeCopy>();

function chromeCopyFor(locale: Locale) {
  let copy = chromeCopy.get(locale);
  if (!copy) {
    copy = { ...inLocale(uiCopy, locale), legalLinks: navigation(locale).footer.legalLinks };
    chromeCopy.set(locale, copy);
  }
  return copy;
}

export function loader({ context, request }: Route.LoaderArgs): RootData {
  const config = getConfig(context.get(cloudflareContext).env);
  const locale = localeOf(request);
  return {
    siteUrl: config.SITE_URL.replace(/\/$/, ""),
    billingPortalUrl: config.BILLING_PORTAL_URL,
    business: businessContact(config, locale),
    /** The site chrome's words in the page's language (server/content/ui.ts). */
    ui: chromeCopyFor(locale),
    /** Offer the Spanish edition to a browser that prefers it (never a redirect). */
    spanishHint: showsSpanishHint(request) ? SPANISH_HINT : null,
  };
}

/** Root data is configuration and the chrome's language: it changes only with the language. */
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

/** The root error boundary's words when the root loader itself failed (no catalogue reached the page). */
const ROOT_FAILURE_WORDS: UiCopy["errors"] = {
  serverHeading: "Unexpected Application Error",
  serverText: "Something went wrong on our side. Please try again in a moment.",
  notFound: "Page not found",
  badRequest: "This request could not be completed",
  backHome: "Back to the home page",
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const hydrate = pageHydrates(matches);
  // A page's standalone scripts replace React: a page that hydrates loads none of them.
  const scripts = hydrate ? [] : pageScripts(matches);
  // A document without React gets the stylesheet of the static pages only (app/styles/static-pages.css),
  // or the one its route names (the crew's day: app/styles/crew-day.css; the customer area: app/styles/customer-area.css).
  const css = useInlineCss(pageStylesheet(matches, hydrate));
  // React pages with the site header load the script too, for the header alone.
  const siteScript = !hydrate || matches.some((m) => m.id === "routes/site-layout" || m.id === "es:routes/site-layout");
  const locale = useLocale();
  // Marks the document once React has hydrated it (this effect runs after every child's), so
  // styles can reveal enhancements and browser tests know when the page is fully interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a3d" />
        <style id={INLINE_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="bg-canvas text-ink antialiased">
        {children}
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
        {scripts.map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} suppressHydrationWarning />
        ))}
        {(siteScript || scripts.length > 0) && (
          // Runs after the page's own scripts (module scripts run in document order); without React it
          // marks <html data-hydrated> once they have wired the page.
          <script type="module" src={ENHANCE.site} nonce={nonce} data-standalone={hydrate ? undefined : ""} suppressHydrationWarning />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const business = useBusiness();
  const errors = useRootData().ui?.errors ?? ROOT_FAILURE_WORDS;
  const to = useLocalizedHref();
  // Server failures (a database outage, a bug) keep the router's familiar heading but say what to
  // do next; the error itself is shown only in development.
  let heading = errors.serverHeading;
  let details = errors.serverText;
  let showPhone = true;
  let stack: string | undefined;
  if (isRouteErrorResponse(error) && error.status < 500) {
    heading = error.status === 404 ? errors.notFound : errors.badRequest;
    details = `${error.status} ${error.statusText || ""}`.trim();
    showPhone = false;
  } else if (import.meta.env.DEV && error instanceof Error) {
    stack = `${error.message}\n${error.stack ?? ""}`;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{heading}</h1>
      <p className="mt-4 text-lg text-ink-muted">{details}</p>
      {showPhone && business.phone && (
        <p className="mt-4 text-lg">
          <a href={business.phoneHref} className="link font-semibold">
            {business.phone}
          </a>
        </p>
      )}
      <p className="mt-8">
        <a href={to("/")} className="btn-primary">
          {errors.backHome}
        </a>
      </p>
      {stack && (
        <pre className="mt-8 overflow-x-auto rounded-lg bg-white p-4 text-left text-xs">
          <code>{stack}</code>
        </pre>
      )}
    </main>
  );
}
