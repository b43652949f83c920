const SPANISH_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];

/**
 * "May 20, 2025" (or "20 de mayo de 2025" in Spanish, as es-US writes it) from an ISO date,
 * without depending on the runtime's locale data or time zone.
 */
export function formatIsoDate(iso: string, locale: "en" | "es" = "en"): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (locale === "es") return `${d} de ${SPANISH_MONTHS[(m ?? 1) - 1]} de ${y}`;
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  return `${months[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** "November 2026" (or "noviembre de 2026") from an ISO date. */
export function formatMonthYearIn(iso: string, locale: "en" | "es" = "en"): string {
  const [y, m] = iso.split("-").map(Number);
  if (locale === "es") return `${SPANISH_MONTHS[(m ?? 1) - 1]} de ${y}`;
  return formatIsoDate(iso, "en").replace(/ \d+,/, "");
}

/** "2026-11-23": the calendar date in the business's time zone (America/New_York) at that instant. */
export function businessDate(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}
