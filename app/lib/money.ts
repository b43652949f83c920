import { INTL_LOCALE, type Locale } from "~/lib/i18n";

/**
 * Money as the customer reads it, in the page's language (en-US, es-US): "$19.99", "¥2,000",
 * "KWD 1.500". Amounts arrive as the payment provider sends them, in the currency's minor units
 * (cents, or yen themselves, or fils); the currency's own number of decimals (ISO 4217, as the
 * runtime's Intl knows it) says how many make one unit, so no table is kept here.
 */
export function formatMoney(minorUnits: number, currency: string, locale: Locale): string {
  const code = currency.toUpperCase();
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: code });
  } catch {
    // Not a currency code at all (the provider never sends one): the amount as it came, and the code.
    return `${new Intl.NumberFormat(INTL_LOCALE[locale]).format(minorUnits)} ${code}`;
  }
  return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
