import { isRouteErrorResponse } from "react-router";

/**
 * An admin page that failed to load (its ErrorBoundary): the page's title, what went wrong and a
 * link that loads the page again. A plain link, so it works whatever state the app is in.
 */
export function AdminErrorPage({
  error,
  title,
  fallback,
  reload,
  words = { heading: "Error", apology: "Something went wrong on our side. Please try again in a moment." },
}: {
  error: unknown;
  title: string;
  /** The message when the error is not a response (a thrown exception). */
  fallback: string;
  reload: { to: string; label: string };
  /** The fixed words, in the page's language (the admin pages are English; the crew's day is in both). */
  words?: { heading: string; apology: string };
}) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : fallback;
  return (
    <div className="min-h-dvh bg-mist">
      <main id="main" className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{words.heading}</p>
          <p className="text-sm">{message}</p>
          <p className="mt-1 text-sm">{words.apology}</p>
        </div>
        <p className="mt-6">
          <a href={reload.to} className="link">
            {reload.label}
          </a>
        </p>
      </main>
    </div>
  );
}
