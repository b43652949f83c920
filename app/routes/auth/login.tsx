import { data, href, redirect } from "react-router";
import { AlertIcon, ExternalLinkIcon, EyeIcon, EyeOffIcon, LockIcon } from "~/components/icons";
import { Logo } from "~/components/logo";
import { TurnstileWidget } from "~/components/turnstile-widget";
import { ENHANCE } from "~/enhance/scripts";
import type { FieldErrors } from "~/lib/forms";
import { loginRules } from "~/lib/login-rules";
import { localeFromPath, localizePath, useLocale } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { accountHome } from "~server/auth/guards";
import { getSessionUser } from "~server/auth/session";
import { signInFromForm, signInWords } from "~server/auth/sign-in";
import { cloudflareContext, dbContext } from "~server/context";
import { localeOf } from "~server/request-language";
import type { Route } from "./+types/login";

/**
 * A document without React (docs/decisions/0002): the form posts as a document with or without
 * JavaScript; app/enhance/sign-in-form.js adds the checks before submit, the show-password toggle and the
 * "Signing in..." state on the same markup.
 */
export const handle: RouteHandle = { hydrate: false, scripts: [ENHANCE.signInForm] };
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const user = await getSessionUser(request, env, context.get(dbContext));
  if (user) throw redirect(accountHome(user, localeOf(request)));
  return signInWords(localeOf(request));
}

/** Signs in (server/auth/sign-in.ts): to the account's home, or the form again with what was wrong. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await signInFromForm(context.get(dbContext), context.get(cloudflareContext).env, request, localeOf(request));
  if (outcome.result === "signed_in") return redirect(outcome.location, { status: 303, headers: { "Set-Cookie": outcome.cookie } });
  return data(outcome.form, { status: outcome.status, headers: outcome.retryAfter === undefined ? {} : { "Retry-After": String(outcome.retryAfter) } });
}

/** Passes the 429's Retry-After through to the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData?.copy.metaTitle ?? "Sign In",
    description: loaderData?.copy.metaDescription ?? "",
    path: href("/login"),
    locale: localeFromPath(location.pathname),
  });

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { common, copy } = loaderData;
  const locale = useLocale();
  const { billingPortalUrl } = useRootData();
  const rules = loginRules({ ...common, passwordRequired: copy.passwordRequired });
  const errors: FieldErrors = actionData?.errors ?? {};
  const formError = actionData?.formError;

  return (
    <div className="relative flex min-h-dvh flex-col items-center overflow-hidden bg-mist px-4 pt-10 pb-10 sm:pt-20 sm:pb-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-brand-soft/70 to-transparent" />
      <main id="main" className="relative w-full max-w-[26rem]">
        <div className="mb-8 flex justify-center">
          <a href={localizePath(locale, "/")} className="h-16 rounded-lg">
            <Logo />
          </a>
        </div>

        <div className="card p-6 sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-3 grid size-11 place-items-center rounded-full bg-brand-tint text-brand-dark">
              <LockIcon className="size-5" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-ink">{copy.title}</h1>
            <p className="mt-1 text-sm text-ink-muted">{copy.intro}</p>
          </div>

          {formError && (
            <div role="alert" className="mb-5 flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
              <AlertIcon className="mt-0.5 size-4.5 shrink-0 text-red-700" />
              <p>{formError}</p>
            </div>
          )}

          <form method="post" action={localizePath(locale, href("/login"))} noValidate data-login className="space-y-5">
            <div data-field>
              <label htmlFor="email" className="field-label">
                {common.email}
              </label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                defaultValue={actionData?.email ?? ""}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "email-error" : undefined}
                data-required={rules.email.required}
                data-invalid={rules.email.invalid}
                className="field-input"
              />
              {errors.email && (
                <p id="email-error" className="field-error">
                  {errors.email}
                </p>
              )}
            </div>

            <div data-field>
              <label htmlFor="password" className="field-label">
                {copy.password}
              </label>
              <div className="relative">
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? "password-error" : undefined}
                  data-required={rules.password.required}
                  className="field-input pr-12"
                />
                {/* In the server HTML too; shown by CSS once the page has hydrated and the toggle works. */}
                <button
                  type="button"
                  aria-pressed="false"
                  aria-controls="password"
                  aria-label={copy.showPassword}
                  data-show={copy.showPassword}
                  data-hide={copy.hidePassword}
                  className="group js-only absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-lg text-ink-muted hover:text-ink"
                >
                  <EyeIcon className="size-5 group-aria-pressed:hidden" />
                  <EyeOffIcon className="hidden size-5 group-aria-pressed:block" />
                </button>
              </div>
              {errors.password && (
                <p id="password-error" className="field-error">
                  {errors.password}
                </p>
              )}
            </div>

            <div className="flex min-h-11 items-center justify-between gap-4">
              <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-ink">
                <input type="checkbox" name="remember" className="size-4.5 rounded border-ink/30 accent-brand" />
                {copy.remember}
              </label>
            </div>

            {actionData && "turnstileSiteKey" in actionData && typeof actionData.turnstileSiteKey === "string" && (
              <TurnstileWidget siteKey={actionData.turnstileSiteKey} noScriptText={copy.checkNoScript} />
            )}

            <button type="submit" data-pending={copy.pending} className="btn-primary w-full rounded-lg">
              {copy.submit}
            </button>
          </form>

          <p className="mt-6 border-t border-line pt-5 text-center text-sm">
            <a href={localizePath(locale, href("/forgot-password"))} className="link inline-flex min-h-11 items-center font-semibold">
              {copy.forgot}
            </a>
          </p>
        </div>

        {/* The header's "Log in" leads here; customers who only pay still reach the payment provider's portal. */}
        <div className="mt-6 text-center text-sm text-ink-muted">
          <p>{copy.portalIntro}</p>
          <a href={billingPortalUrl} target="_blank" rel="noopener noreferrer" className="link inline-flex min-h-11 items-center gap-1 font-semibold">
            {copy.portal}
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only"> {copy.newTab}</span>
          </a>
        </div>

        <p className="mt-3 text-center text-sm text-ink-muted">
          <a href={localizePath(locale, "/")} className="link">
            {common.backHome}
          </a>
        </p>
      </main>
    </div>
  );
}
