import type { ReactNode } from "react";
import { Link } from "react-router";
import { AlertIcon } from "~/components/icons";
import { Logo } from "~/components/logo";
import { localizePath, useLocale } from "~/lib/i18n";

/**
 * The frame of the sign-in pages (sign in, forgot password, choose a password): the logo home,
 * one card with an icon, the page's h1 and intro, and a link under the card.
 */
export function AuthShell({
  icon,
  title,
  intro,
  footer,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <div className="relative flex min-h-dvh flex-col items-center overflow-hidden bg-mist px-4 pt-10 pb-10 sm:pt-20 sm:pb-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-brand-soft/70 to-transparent" />
      <main id="main" className="relative w-full max-w-[26rem]">
        <div className="mb-8 flex justify-center">
          <Link to={localizePath(locale, "/")} className="h-16 rounded-lg">
            <Logo />
          </Link>
        </div>

        <div className="card p-6 sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-3 grid size-11 place-items-center rounded-full bg-brand-tint text-brand-dark">{icon}</span>
            <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
            {intro && <p className="mt-1 text-sm text-ink-muted">{intro}</p>}
          </div>
          {children}
        </div>

        <p className="mt-6 text-center text-sm text-ink-muted">{footer}</p>
      </main>
    </div>
  );
}

/** The form-level message above an auth form (role=alert, so it is read when it appears). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="mb-5 flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <AlertIcon className="mt-0.5 size-4.5 shrink-0 text-red-700" />
      <p>{children}</p>
    </div>
  );
}
