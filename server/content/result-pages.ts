/** The pages after the wizard: /success (payment) and /commercial-thank-you (docs/decisions/0005). */
import { business } from "../../app/content/business";
import { type BusinessContact, hoursText } from "../../app/lib/business-contact";
import { INTL_LOCALE, type Locale } from "../../app/lib/i18n";
import type { Catalogue } from "../i18n";
import { esResultPages } from "./es/result-pages";

const en = {
  /** The frame's footer, after "© {year} {legal name} · ". */
  footer: `Serving ${business.serviceArea}`,
  success: {
    meta: { title: "Payment Successful", description: "Your payment was received." },
    title: "Payment Successful",
    text: `Welcome to ${business.name}! Your plan is active. We will confirm your details and schedule your first visit within 24 hours, by e-mail or text.`,
    points: ["A confirmation is on its way to your inbox", "No need to be home on service day", "A service summary after every visit"],
    dashboard: "Go to your dashboard",
    home: "Back to home",
    questions: "Questions? Call",
  },
  commercial: {
    meta: { title: "Request Received", description: "Thank you for your request. Our team will be in touch." },
    title: "Thank You for Your Request",
    text: "We have received your request. Our commercial team will review your community's details and be in touch within one business day.",
    coverage: "Your zip code looks outside Miami-Dade County, our usual service area. We will confirm coverage with you first.",
    sooner: "Need us sooner?",
    home: "Back to home",
    services: "Commercial services",
  },
};

export type ResultPagesCopy = typeof en;

export const resultPagesCopy: Catalogue<ResultPagesCopy> = { en, es: esResultPages };

const SPANISH_DAY_WORDS: Record<string, string> = {
  monday: "lunes",
  tuesday: "martes",
  wednesday: "miércoles",
  thursday: "jueves",
  friday: "viernes",
  saturday: "sábado",
  sunday: "domingo",
  mondays: "lunes",
  saturdays: "sábados",
  sundays: "domingos",
  to: "a",
  through: "a",
  and: "y",
  daily: "todos los días",
  weekdays: "días de semana",
  weekends: "fines de semana",
};

/**
 * Opening hours in the page's language: "Monday to Saturday, 8am to 6pm" or "De lunes a sábado,
 * de 8:00 a. m. a 6:00 p. m.". The days are configuration written in English; their usual words
 * are translated, anything else is kept as written.
 */
export function hoursIn(locale: Locale, hours: BusinessContact["hours"]): string {
  if (locale === "en") return hoursText(hours);
  const days = hours.days.replace(/[A-Za-z]+/g, (word) => SPANISH_DAY_WORDS[word.toLowerCase()] ?? word);
  const time = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(":").map(Number);
    return new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(2025, 0, 1, h, m));
  };
  const range = / a /.test(days) ? `De ${days}` : days.charAt(0).toUpperCase() + days.slice(1);
  return `${range}, de ${time(hours.opens)} a ${time(hours.closes)}`;
}
