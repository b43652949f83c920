/**
 * The FAQ filter, shared by the server render of /faq and its in-place filtering in the browser.
 * The FAQ content itself (entries, categories, page copy) is server-only: server/content/faq.ts
 * delivers it through the page's loader, so the page's JavaScript does not carry it.
 */

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  category: string;
}

/** Case-insensitive search over question and answer, combined with the category ("All" or empty means any). */
export function filterFaq<T extends FaqEntry>(entries: readonly T[], query: string, category: string): T[] {
  const q = query.trim().toLowerCase();
  return entries.filter(
    (e) => (category === "" || category === "All" || e.category === category) && (q === "" || `${e.question} ${e.answer}`.toLowerCase().includes(q)),
  );
}
