import { redirect } from "react-router";
import { isLocale, LANG_COOKIE, localeFromPath } from "~/lib/i18n";
import type { Route } from "./+types/language";

/** One year: the choice outlives a session but not a device. */
const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * GET /language?to=es&next=/es/pricing: remembers the visitor's language in the `lang` cookie and
 * goes to `next`. Only a path on this site is followed; anything else goes to that language's home.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  if (!isLocale(to)) throw new Response("Unknown language", { status: 400 });
  const home = to === "es" ? "/es" : "/";
  const next = url.searchParams.get("next") ?? home;
  let target = home;
  try {
    const parsed = new URL(next, url.origin);
    if (next.startsWith("/") && parsed.origin === url.origin && next.length <= 2000) target = parsed.pathname + parsed.search;
  } catch {
    // Not a URL: go home.
  }
  // The choice and the page agree: a Spanish choice leads to a Spanish page and vice versa.
  if (localeFromPath(new URL(target, url.origin).pathname) !== to) target = home;
  const secure = url.protocol === "https:" ? "; Secure" : "";
  return redirect(target, {
    status: 303,
    headers: {
      "Set-Cookie": `${LANG_COOKIE}=${to}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; HttpOnly${secure}`,
      "Cache-Control": "private, no-store",
    },
  });
}
