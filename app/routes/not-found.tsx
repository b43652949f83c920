import { replace } from "react-router";
import { localeFromPath } from "~/lib/i18n";
import type { Route } from "./+types/not-found";

/** Unknown paths go to the home page of their language; `replace` keeps the bad URL out of history on client navigations. */
export function loader({ request }: Route.LoaderArgs) {
  throw replace(localeFromPath(new URL(request.url).pathname) === "es" ? "/es" : "/");
}

export default function NotFound() {
  return null;
}
