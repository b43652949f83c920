import { Form, href, redirect } from "react-router";
import { Logo } from "~/components/logo";
import { business } from "~/content/business";
import { localizePath } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { destroySession, getSessionUser } from "~server/auth/session";
import { cloudflareContext, dbContext } from "~server/context";
import type { Route } from "./+types/logout";

/** GET never signs anyone out (links can be prefetched); it offers the button, or goes to /login. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const user = await getSessionUser(request, env, context.get(dbContext));
  if (!user) throw redirect(href("/login"));
  return { email: user.email };
}

/** Deletes the session in KV, clears the cookie and the browser's cache of the site, and goes to the sign-in page in the language the form names. */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const locale = (await request.formData().catch(() => null))?.get("locale") === "es" ? "es" : "en";
  const cookie = await destroySession(request, env);
  // "cache": on a shared phone, the next person cannot open the pages and photos the last one saw from the browser's cache.
  return redirect(localizePath(locale, href("/login")), { status: 303, headers: { "Set-Cookie": cookie, "Clear-Site-Data": '"cache"' } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sign Out", description: "Sign out of your account.", path: href("/logout"), noindex: true });

export default function LogoutPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-mist px-4">
      <main id="main" className="card w-full max-w-sm p-8 text-center">
        <div className="mb-6 flex h-14 justify-center">
          <Logo />
        </div>
        <h1 className="text-2xl font-bold text-ink">Sign out?</h1>
        <p className="mt-2 text-sm text-ink-muted">
          You are signed in to {business.name} as <strong className="text-ink">{loaderData.email}</strong>.
        </p>
        <Form method="post" className="mt-6">
          <button type="submit" className="btn-primary w-full rounded-lg">
            Sign out
          </button>
        </Form>
      </main>
    </div>
  );
}
