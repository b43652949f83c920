import { data, href, Link, redirect } from "react-router";
import { AuthShell, FormAlert } from "~/components/auth/auth-shell";
import { Field } from "~/components/form-field";
import { AlertIcon, KeyIcon } from "~/components/icons";
import { ENHANCE } from "~/enhance/scripts";
import { business } from "~/content/business";
import type { FieldErrors } from "~/lib/forms";
import { fill, localeFromPath, localizePath, useLocale } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { loadAsDocument, type RouteHandle } from "~/lib/route-handle";
import { createSession, destroySession } from "~server/auth/session";
import { accountPages } from "~server/content/account-pages";
import { cloudflareContext, dbContext } from "~server/context";
import type { TokenPurpose } from "~server/db/schema";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import { peekToken } from "~server/models/auth-tokens";
import { redeemAccountLink, savedServiceNow } from "~server/auth/redeem-link";
import { ServiceDetailsFields } from "~/components/customer/service-details-fields";
import { customerArea } from "~server/content/customer-area";
import { invitedService } from "~server/models/customer-service";
import { ConflictNotice, VersionField } from "~/components/customer/form-status";
import { accountHome } from "~server/auth/guards";
import type { Route } from "./+types/set-password";

/**
 * A document without React (docs/decisions/0022): the form posts as a document with or without
 * JavaScript; app/enhance/sign-in-form.js adds the show-passwords toggle and the busy button on the
 * same markup.
 */
export const handle: RouteHandle = { hydrate: false, scripts: [ENHANCE.signInForm] };
export const clientLoader = loadAsDocument;

/** /reset-password/:token and /invite/:token (and their /es twins) share this page; the path says which link it is. */
function purposeOf(url: URL): TokenPurpose {
  return url.pathname.replace(/^\/es/, "").startsWith("/invite/") ? "invitation" : "password_reset";
}

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const copy = inLocale(accountPages, localeOf(request));
  const purpose = purposeOf(url);
  const account = await peekToken(context.get(dbContext), params.token, purpose);
  const page = { common: copy.common, copy: copy.setPassword, purpose };
  // A link that no longer works is a page that says so (and how to get a new one), not an error screen.
  if (!account) return data({ ...page, email: null, service: null }, { status: 410 });
  // An invitation to a service also asks where and when the crew comes, filled in with what the office has.
  const lead = purpose === "invitation" ? await invitedService(context.get(dbContext), account.userId) : undefined;
  const area = inLocale(customerArea, localeOf(request));
  const service = lead
    ? {
        values: { address: lead.address, zipCode: lead.zip_code, preferredDay: lead.preferred_day ?? "", gateInstructions: lead.gate_instructions },
        t: { account: area.account, days: area.days, invite: area.invite, conflict: area.conflict },
        // The version these values are at: the save is refused (409) if the lead changed since.
        version: lead.version,
      }
    : null;
  return { ...page, email: account.email, service };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const locale = localeOf(request);
  const token = params.token;
  const outcome = await redeemAccountLink(context.get(dbContext), env, { token, purpose: purposeOf(url), form: await request.formData(), locale });
  switch (outcome.result) {
    case "expired":
      return data({ errors: {}, formError: inLocale(accountPages, locale).setPassword.invalid, expired: true }, { status: 410 });
    case "invalid":
      return data({ errors: outcome.errors, formError: null, expired: false, values: outcome.values }, { status: 400 });
    case "stale": {
      // Nothing saved, the link not used: the page shows what is saved now and keeps what was typed, the password too.
      const conflict = savedServiceNow(outcome.current, locale);
      return data({ errors: {}, formError: null, expired: false, values: outcome.values, conflict, version: outcome.current.version }, { status: 409 });
    }
    case "redeemed": {
      await destroySession(request, env);
      const session = await createSession(env, outcome.user, false);
      return redirect(accountHome(outcome.user, locale), { status: 303, headers: { "Set-Cookie": session.cookie } });
    }
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const t = loaderData?.copy;
  return pageMeta(matches, {
    title: (loaderData?.purpose === "invitation" ? t?.inviteTitle : t?.resetTitle) ?? "Choose a password",
    description: t?.metaDescription ?? "",
    path: href("/forgot-password"),
    locale: localeFromPath(location.pathname),
    noindex: true,
  });
};

export default function SetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { common, copy, purpose, email, service } = loaderData;
  const locale = useLocale();
  const footer = (
    <Link to={localizePath(locale, href("/login"))} className="link">
      {common.backToSignIn}
    </Link>
  );

  if (!email || actionData?.expired) {
    return (
      <AuthShell icon={<AlertIcon className="size-5" />} title={copy.invalidTitle} intro={copy.invalid} footer={footer}>
        {purpose === "invitation" && <p className="mb-5 text-sm text-ink-muted">{copy.invalidInviteHelp}</p>}
        <Link to={localizePath(locale, href("/forgot-password"))} className="btn-primary w-full rounded-lg">
          {copy.invalidResetAction}
        </Link>
      </AuthShell>
    );
  }

  const invite = purpose === "invitation";
  const errors: FieldErrors = actionData?.errors ?? {};
  const typed = actionData && "values" in actionData ? actionData.values : null;
  const conflict = actionData && "conflict" in actionData ? actionData.conflict : null;
  const version = actionData && "version" in actionData ? actionData.version : (service?.version ?? null);
  return (
    <AuthShell
      icon={<KeyIcon className="size-5" />}
      title={invite ? copy.inviteTitle : copy.resetTitle}
      intro={fill(invite ? copy.inviteIntro : copy.resetIntro, { email, business: business.name })}
      footer={footer}
    >
      {actionData?.formError && <FormAlert>{actionData.formError}</FormAlert>}
      <form method="post" noValidate data-login className="space-y-5">
        {service && <VersionField version={version} />}
        {service && <ConflictNotice saved={conflict} t={service.t.conflict} />}
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field name="password" label={copy.password} hint={copy.passwordHint} error={errors.password} required>
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="new-password"
              // Kept only when the save was refused because the service changed meanwhile (nothing else was wrong).
              defaultValue={conflict ? (typed?.password ?? "") : undefined}
              minLength={12}
              autoFocus={Boolean(errors.password)}
              className="field-input"
            />
          )}
        </Field>
        <Field name="confirm" label={copy.confirm} error={errors.confirm} required>
          {(props) => (
            <input
              {...props}
              type="password"
              autoComplete="new-password"
              defaultValue={conflict ? (typed?.confirm ?? "") : undefined}
              autoFocus={Boolean(errors.confirm)}
              className="field-input"
            />
          )}
        </Field>
        {/* In the server HTML too; shown by CSS once the script runs and the toggle works; beside the fields it shows. */}
        <button
          type="button"
          aria-pressed="false"
          aria-controls="password confirm"
          data-show={copy.show}
          data-hide={copy.hide}
          className="js-only link min-h-11 text-sm font-semibold"
        >
          {copy.show}
        </button>
        {service && (
          <fieldset className="space-y-4 border-t border-line pt-5">
            <legend className="float-left mb-1 w-full text-base font-bold text-ink">{service.t.invite.title}</legend>
            <p className="clear-left text-sm text-ink-muted">{service.t.invite.intro}</p>
            <ServiceDetailsFields
              values={{
                address: typed?.address ?? service.values.address,
                zipCode: typed?.zipCode ?? service.values.zipCode,
                preferredDay: typed?.preferredDay ?? service.values.preferredDay,
                gateInstructions: typed?.gateInstructions ?? service.values.gateInstructions,
              }}
              errors={errors}
              t={service.t.account}
              days={service.t.days}
            />
          </fieldset>
        )}
        <button type="submit" data-pending={copy.pending} className="btn-primary w-full rounded-lg">
          {copy.submit}
        </button>
      </form>
    </AuthShell>
  );
}
