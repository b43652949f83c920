import { useState } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { AuthShell, FormAlert } from "~/components/auth/auth-shell";
import { Field } from "~/components/form-field";
import { AlertIcon, KeyIcon } from "~/components/icons";
import { business } from "~/content/business";
import { type FieldErrors, formValues } from "~/lib/forms";
import { fill, localizePath, useLocale } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { hashPassword } from "~server/auth/password";
import { newPasswordErrors } from "~server/auth/password-policy";
import { createSession, destroySession } from "~server/auth/session";
import { accountPages } from "~server/content/account-pages";
import { cloudflareContext, dbContext } from "~server/context";
import type { TokenPurpose } from "~server/db/schema";
import { inLocale } from "~server/content/catalogue";
import { localeOf } from "~server/request-language";
import { peekToken, redeemPasswordToken } from "~server/models/auth-tokens";
import { findUserById } from "~server/models/users";
import { accountHome } from "~server/auth/guards";
import type { Route } from "./+types/set-password";

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
  if (!account) return data({ ...page, email: null }, { status: 410 });
  return { ...page, email: account.email };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const db = context.get(dbContext);
  const copy = inLocale(accountPages, localeOf(request));
  const purpose = purposeOf(url);
  const account = await peekToken(db, params.token, purpose);
  if (!account) return data({ errors: {}, formError: copy.setPassword.invalid, expired: true }, { status: 410 });

  const { password = "", confirm = "" } = formValues(await request.formData());
  const errors = await newPasswordErrors(password, confirm, account.email, copy);
  if (Object.keys(errors).length > 0) return data({ errors, formError: null, expired: false }, { status: 400 });

  // One batch: the password, the account's activation, the end of its other sessions and the link's use.
  const userId = await redeemPasswordToken(db, params.token, purpose, await hashPassword(password));
  if (userId === null) return data({ errors: {}, formError: copy.setPassword.invalid, expired: true }, { status: 410 });
  const user = await findUserById(db, userId);
  if (!user) return data({ errors: {}, formError: copy.setPassword.invalid, expired: true }, { status: 410 });

  await destroySession(request, env);
  const session = await createSession(env, user, false);
  return redirect(accountHome(user, localeOf(request)), { status: 303, headers: { "Set-Cookie": session.cookie } });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const t = loaderData?.copy;
  return pageMeta(matches, {
    title: (loaderData?.purpose === "invitation" ? t?.inviteTitle : t?.resetTitle) ?? "Choose a password",
    description: t?.metaDescription ?? "",
    path: href("/forgot-password"),
    locale: location.pathname.startsWith("/es/") ? "es" : "en",
    noindex: true,
  });
};

export default function SetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { common, copy, purpose, email } = loaderData;
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [show, setShow] = useState(false);
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
  return (
    <AuthShell
      icon={<KeyIcon className="size-5" />}
      title={invite ? copy.inviteTitle : copy.resetTitle}
      intro={fill(invite ? copy.inviteIntro : copy.resetIntro, { email, business: business.name })}
      footer={footer}
    >
      {actionData?.formError && <FormAlert>{actionData.formError}</FormAlert>}
      <Form method="post" noValidate className="space-y-5">
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field name="password" label={copy.password} hint={copy.passwordHint} error={errors.password} required>
          {(props) => (
            <input
              {...props}
              type={show ? "text" : "password"}
              autoComplete="new-password"
              minLength={12}
              autoFocus={Boolean(errors.password)}
              className="field-input"
            />
          )}
        </Field>
        <Field name="confirm" label={copy.confirm} error={errors.confirm} required>
          {(props) => (
            <input {...props} type={show ? "text" : "password"} autoComplete="new-password" autoFocus={Boolean(errors.confirm)} className="field-input" />
          )}
        </Field>
        {/* In the server HTML too; shown by CSS once the page has hydrated and the toggle works. */}
        <button type="button" onClick={() => setShow((v) => !v)} aria-pressed={show} className="js-only link min-h-11 text-sm font-semibold">
          {show ? copy.hide : copy.show}
        </button>
        <button type="submit" disabled={busy} className="btn-primary w-full rounded-lg">
          {busy ? copy.pending : copy.submit}
        </button>
      </Form>
    </AuthShell>
  );
}
