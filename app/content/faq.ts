/**
 * What the /faq page needs in the browser: categories, the empty-result message and the filter.
 * The questions and answers themselves are server-only (server/content/faq.ts) and reach the page
 * through its loader, so they are not shipped in the page's JavaScript.
 */

export const faqCategories = ["Services", "Billing", "Safety", "Commercial", "Location"] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const FAQ_EMPTY_MESSAGE = "No FAQ matches your search. Try different keywords or browse all categories.";

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
}

/** Case-insensitive search over question and answer, combined with the category ("All" or empty means any). */
export function filterFaq(entries: readonly FaqEntry[], query: string, category: string): FaqEntry[] {
  const q = query.trim().toLowerCase();
  return entries.filter(
    (e) =>
      (category === "" || category === "All" || e.category === category) &&
      (q === "" || `${e.question} ${e.answer}`.toLowerCase().includes(q)),
  );
}

export function parseFaqCategory(value: string | null): FaqCategory | "All" {
  return faqCategories.find((c) => c === value) ?? "All";
}
