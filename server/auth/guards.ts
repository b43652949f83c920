import { href, redirect, type RouterContextProvider } from "react-router";
import { type Locale, localizePath } from "~/lib/i18n";
import { cloudflareContext, dbContext } from "../context";
import { localeOf } from "../request-language";
import { getSessionUser, type SessionUser } from "./session";

type Ctx = Readonly<RouterContextProvider>;

/** Any signed-in user, or a redirect to the sign-in page in the page's language. */
export async function requireUser(request: Request, context: Ctx): Promise<SessionUser> {
  const { env } = context.get(cloudflareContext);
  const user = await getSessionUser(request, env, context.get(dbContext));
  if (!user) throw redirect(localizePath(localeOf(request), href("/login")));
  return user;
}

/**
 * Staff: an admin, or a crew member where `allow` is "crew" (the day's visits); anonymous visitors go to
 * /login, other signed-in users to / (a crew member on an admin-only page is answered as a
 * customer is: no data, nothing changed). Called once, by the admin layout's middleware.
 */
export async function requireStaff(request: Request, context: Ctx, allow: "admin" | "crew" = "admin"): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (user.role === "admin" || (user.role === "crew" && allow === "crew")) return user;
  throw redirect(href("/"));
}

/**
 * Where an account starts after signing in or choosing a password: admins on the dashboard; the
 * crew on the day's visits;
 * customers in their customer area, in Spanish when their account language is Spanish or they
 * were on a Spanish page.
 */
export function accountHome(user: { role: string; locale: Locale }, pageLocale: Locale): string {
  if (user.role === "admin") return href("/admin");
  if (user.role === "crew") return localizePath(user.locale === "es" || pageLocale === "es" ? "es" : "en", href("/admin/visits"));
  return localizePath(user.locale === "es" || pageLocale === "es" ? "es" : "en", href("/customer"));
}
