/**
 * The FAQ filter, shared by the server render of /faq (and /es/faq) and its in-place filtering in
 * the browser. The FAQ content itself (entries, categories, page copy, in both languages) is
 * server-only: server/content/faq.ts delivers it through the page's loader, so the page's
 * JavaScript does not carry it.
 */

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  category: string;
}

/**
 * Text as search compares it: lower case and without accents or other marks, so "cotizacion"
 * finds "cotización", "NINO" finds "niño" and "Cafe" finds "café", in either language.
 */
export function searchable(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

/** Search over question and answer ignoring case and accents, combined with the category ("All" or empty means any). */
export function filterFaq<T extends FaqEntry>(entries: readonly T[], query: string, category: string): T[] {
  const q = searchable(query.trim());
  return entries.filter(
    (e) => (category === "" || category === "All" || e.category === category) && (q === "" || searchable(`${e.question} ${e.answer}`).includes(q)),
  );
}
