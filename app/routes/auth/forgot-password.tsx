import { data, href, Link, redirect } from "react-router";
import { AuthShell, FormAlert } from "~/components/auth/auth-shell";
import { Field } from "~/components/form-field";
import { CheckIcon, MailIcon } from "~/components/icons";
import { ENHANCE } from "~/enhance/scripts";
import { type FieldErrors, formValues } from "~/lib/forms";
import { localeFromPath, localizePath, useLocale } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { requestPasswordReset } from "~server/auth/accounts";
import { parseResetEmail } from "~server/auth/password-policy";
import { accountPages } from "~server/content/account-pages";
import { cloudflareContext, dbContext } from "~server/context";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import { reserveRateLimits } from "~server/models/rate-limits";
import { clientIp, rateLimitRules } from "~server/rate-limit-rules";
import type { Route } from "./+types/forgot-password";

/**
 * A document without React (docs/decisions/0022): the form posts as a document with or without
 * JavaScript; app/enhance/sign-in-form.js adds the check before submit and the busy button on the
 * same markup.
 */
export const handle: RouteHandle = { hydrate: false, scripts: [ENHANCE.signInForm] };
export const clientLoader = loadAsDocument;

export function loader({ request, url }: Route.LoaderArgs) {
  const copy = inLocale(accountPages, localeOf(request));
  return { common: copy.common, copy: copy.forgot, sent: url.searchParams.has("sent") };
}

/**
 * Every well-formed request gets the same answer (a redirect to the "check your e-mail" state)
 * after the same work: the throttle, then the account lookup and the queue run after the answer
 * (waitUntil), so neither the status, the body nor the time tells whether the address has an account.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { env, ctx } = context.get(cloudflareContext);
  const db = context.get(dbContext);
  const copy = inLocale(accountPages, localeOf(request));
  const typed = (formValues(await request.formData()).email ?? "").slice(0, 320);
  const parsed = parseResetEmail(typed, copy);
  if ("error" in parsed) return data({ errors: { email: parsed.error }, formError: null, email: typed }, { status: 400 });

  const ip = clientIp(request);
  const reserved = await reserveRateLimits(db, {
    address: { key: `reset:address-ip:${parsed.email}:${ip}`, rule: rateLimitRules.passwordResetsPerAddressIp },
    ip: { key: `reset:ip:${ip}`, rule: rateLimitRules.passwordResetsPerIp },
  });
  if (!reserved.address.allowed || !reserved.ip.allowed) {
    const retryAfter = Math.max(...[reserved.address, reserved.ip].filter((r) => !r.allowed).map((r) => r.retryAfter));
    return data({ errors: {}, formError: copy.forgot.throttled, email: typed }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
  }
  ctx.waitUntil(requestPasswordReset(db, env, parsed.email));
  return redirect(`${url.pathname}?sent=1`, 303);
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(matches, {
    title: loaderData?.copy.title ?? "Reset your password",
    description: loaderData?.copy.metaDescription ?? "",
    path: href("/forgot-password"),
    locale: localeFromPath(location.pathname),
    noindex: true,
  });

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { common, copy, sent } = loaderData;
  const locale = useLocale();
  const footer = (
    <Link to={localizePath(locale, href("/login"))} className="link">
      {common.backToSignIn}
    </Link>
  );

  if (sent && !actionData) {
    return (
      <AuthShell icon={<CheckIcon className="size-5" />} title={copy.sentTitle} footer={footer}>
        <div role="status" className="space-y-3 text-ink">
          <p>{copy.sent}</p>
          <p className="text-sm text-ink-muted">{copy.sentHint}</p>
        </div>
        <Link to={localizePath(locale, href("/forgot-password"))} className="btn-secondary mt-6 w-full rounded-lg">
          {copy.sendAnother}
        </Link>
      </AuthShell>
    );
  }

  const errors: FieldErrors = actionData?.errors ?? {};
  const error = errors.email;
  return (
    <AuthShell icon={<MailIcon className="size-5" />} title={copy.title} intro={copy.intro} footer={footer}>
      {actionData?.formError && <FormAlert>{actionData.formError}</FormAlert>}
      <form method="post" action={localizePath(locale, href("/forgot-password"))} noValidate data-login className="space-y-5">
        <Field name="email" label={common.email} error={error} required>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus={Boolean(error)}
              defaultValue={actionData?.email ?? ""}
              data-required={common.emailRequired}
              data-invalid={common.emailInvalid}
              className="field-input"
            />
          )}
        </Field>
        <button type="submit" data-pending={copy.pending} className="btn-primary w-full rounded-lg">
          {copy.submit}
        </button>
      </form>
    </AuthShell>
  );
}
