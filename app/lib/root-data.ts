import { useRouteLoaderData } from "react-router";
import type { BusinessContact } from "~/lib/business-contact";
import type { NavLink } from "~/lib/navigation-types";
import type { SPANISH_HINT, UiCopy } from "~server/content/ui";

/** The site chrome's words in one language (server/content/ui.ts) and the footer's legal links. */
export type ChromeCopy = UiCopy & { legalLinks: NavLink[] };

/** What the root loader (app/root.tsx) gives every page. */
export interface RootData {
  siteUrl: string;
  billingPortalUrl: string;
  business: BusinessContact;
  /** The site chrome's words in the page's language (server/content/ui.ts). */
  ui: ChromeCopy;
  /** Offer the Spanish edition to a browser that prefers it (never a redirect). */
  spanishHint: typeof SPANISH_HINT | null;
}

/** Without root data (the root loader itself failed) contact details are empty and not shown. */
const NO_BUSINESS: BusinessContact = {
  phone: "",
  phoneHref: "",
  email: "",
  address: { street: "", locality: "", region: "", postalCode: "", country: "US" },
  hours: { days: "", opens: "08:00", closes: "18:00" },
  billingPortalUrl: "#",
  social: [],
};

export function useRootData() {
  const data = useRouteLoaderData<RootData>("root");
  return data ?? { siteUrl: "", billingPortalUrl: "#", business: NO_BUSINESS, ui: undefined, spanishHint: null };
}

/**
 * The chrome's words in the page's language (server/content/ui.ts), from the root loader. Every
 * page renders below a successful root loader; only the root error boundary can lack them.
 */
export function useUi(): ChromeCopy {
  const { ui } = useRootData();
  if (!ui) throw new Error("useUi() needs the root loader's data");
  return ui;
}

/** The business's phone, e-mail, address, hours and links, from configuration (server/config.ts). */
export const useBusiness = () => useRootData().business;
