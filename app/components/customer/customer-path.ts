import { href } from "react-router";
import { localizePath, useLocale } from "~/lib/i18n";

/** The customer area's own URL in the page's language, with a query. */
export function useCustomerPath() {
  const locale = useLocale();
  return (query: string) => `${localizePath(locale, href("/customer"))}${query}`;
}
