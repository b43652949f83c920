import { clockWords } from "~/lib/dates";

/**
 * The business's contact details: phone, e-mail, address, hours, billing portal and social links.
 * They are configuration (wrangler.toml `[vars]`, parsed once in server/config.ts) and reach pages
 * through the root loader (`useBusiness()` in app/root.tsx). Client-safe: types and formatting only.
 */
export interface BusinessAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface SocialLink {
  /** The network's name, used as the link's accessible name ("Facebook"). */
  name: string;
  url: string;
}

export interface BusinessContact {
  /** As people read it: "(305) 555-0142". */
  phone: string;
  /** "tel:+13055550142". */
  phoneHref: string;
  email: string;
  address: BusinessAddress;
  /** Days in words and 24-hour opening and closing times ("08:00"). */
  hours: { days: string; opens: string; closes: string };
  billingPortalUrl: string;
  social: SocialLink[];
}

/** "tel:+13055550142" for a US number in any common format; other numbers keep their digits and a leading +. */
export function telHref(phone: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 10) digits = `1${digits}`;
  return `tel:+${digits}`;
}

export function formatAddress(a: BusinessAddress): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;
}

/** "08:00" → "8am", "17:30" → "5:30pm"; in Spanish "8 a. m.", "5:30 p. m.". */
export function formatHour(time: string, locale: "en" | "es" = "en"): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return clockWords(h, m, locale, "compact");
}

/** "Monday to Saturday, 8am to 6pm"; in Spanish "de lunes a sábado, de 8 a. m. a 6 p. m." (days come from configuration in the page's language). */
export const hoursText = (hours: BusinessContact["hours"], locale: "en" | "es" = "en") =>
  locale === "es"
    ? `${hours.days}, de ${formatHour(hours.opens, "es")} a ${formatHour(hours.closes, "es")}`
    : `${hours.days}, ${formatHour(hours.opens)} to ${formatHour(hours.closes)}`;
