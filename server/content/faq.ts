/**
 * FAQ entries and the copy of /faq, in both languages: server-only, delivered through the page's
 * loader so the page's JavaScript does not carry them. Answers quote the service terms of ./legal-terms.ts.
 * Spanish: ./es/faq.ts.
 */
import type { FaqEntry as Entry } from "../../app/content/faq";
import type { Locale } from "../../app/lib/i18n";
import { catalogue, inLocale, type Translation } from "../i18n";
import { faqEntriesEs, faqPageEs } from "./es/faq";
import { promisesCopy } from "./promises";

const p = promisesCopy.en;

export { filterFaq } from "../../app/content/faq";

/** The category codes: the `?category=` values in both languages (the labels are translated). */
export const faqCategories = ["Services", "Billing", "Safety", "Commercial", "Location"] as const;
export type FaqCategory = (typeof faqCategories)[number];

export interface FaqEntry extends Entry {
  category: FaqCategory;
}

export function parseFaqCategory(value: string | null): FaqCategory | "All" {
  return faqCategories.find((c) => c === value) ?? "All";
}

export const FAQ_EMPTY_MESSAGE = "No FAQ matches your search. Try different keywords or browse all categories.";

/** The page's own copy around the entries; server-only like them. */
const faqPageEn = {
  title: "Frequently Asked Questions",
  description:
    "Answers about our Miami-Dade pet waste removal service: scheduling, rain days, billing, cancellations, safety, commercial properties and service areas.",
  eyebrow: "Help center",
  intro: "Scheduling, rain days, billing, safety and the areas we cover. Can't find your answer? Call or e-mail us, or start a free quote and ask there.",
  /** The search form's accessible name. */
  formLabel: "FAQ",
  searchLabel: "Search the FAQ",
  placeholder: "Search FAQ...",
  searchButton: "Search",
  filterLabel: "Filter by category",
  /** `{shown}` and `{total}` are numbers of questions. */
  showing: "Showing {shown} of {total} questions",
  empty: FAQ_EMPTY_MESSAGE,
  showAll: "Show all questions",
  /** Labels of the category filter; the values sent in `?category=` stay the codes. */
  categories: {
    All: "All",
    Services: "Services",
    Billing: "Billing",
    Safety: "Safety",
    Commercial: "Commercial",
    Location: "Location",
  } satisfies Record<FaqCategory | "All", string>,
  cta: {
    title: "Ready to Get Started",
    text: `Get a free quote in a couple of minutes. ${p.responseTime.firstVisit}`,
    buttonLabel: "Get Started",
  },
};

export type FaqPageCopy = typeof faqPageEn;
export const faqPage = catalogue(faqPageEn, faqPageEs);

/** The entries in one language: the same ids, categories and order in both. */
export function faqEntriesIn(locale: Locale): Translation<readonly FaqEntry[]> {
  return inLocale(faqCatalogue, locale);
}

/** English entries (the source of the Spanish ones). */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: "what-included",
    category: "Services",
    question: "What is included in a regular visit?",
    answer: `We walk your whole yard (front, back and side yards), bag every pile and remove it from your property. Gates are closed and checked before we leave. ${p.visitSummary.sentence}`,
  },
  {
    id: "how-often",
    category: "Services",
    question: "How often should I schedule service?",
    answer:
      "We offer weekly, bi-weekly and monthly service on your preferred day. Weekly service is what we recommend for one or two dogs, especially in Miami's heat, when waste breaks down into the lawn quickly.",
  },
  {
    id: "be-home",
    category: "Services",
    question: "Do I need to be home during the service?",
    answer:
      "No. Just make sure we can get into the yard (an unlocked side gate or a gate code) and that your dogs are inside or somewhere safe if they are not friendly with visitors.",
  },
  {
    id: "rain",
    category: "Services",
    question: "What happens when it rains?",
    answer:
      "Service runs in the rain; afternoon showers are part of life here. If severe weather such as a tropical storm makes a visit unsafe, we reschedule you to the next available day.",
  },
  {
    id: "reschedule",
    category: "Services",
    question: "Can I skip or reschedule a visit?",
    answer: `Yes. ${p.reschedule.sentence} Tell us which day works better for you.`,
  },
  {
    id: "add-ons",
    category: "Services",
    question: "Do you offer sanitizing and deodorizing?",
    answer:
      "Yes. Optional add-ons include lawn sanitizing that kills 99.9% of bacteria, enzyme deodorizing for urine odor, and a deck and patio spray-down (a rinse with water). Ask for them when you request your quote.",
  },
  {
    id: "guarantee",
    category: "Services",
    question: "What if you miss a spot?",
    answer: `Our 100% satisfaction guarantee covers it. ${p.guarantee.sentence}`,
  },
  {
    id: "first-service",
    category: "Services",
    question: "How soon can you start?",
    answer: `${p.responseTime.firstVisit} ${p.textMessages.confirmationSentence}`,
  },
  {
    id: "payment-methods",
    category: "Billing",
    question: "How do I pay?",
    answer:
      "We accept all major credit cards. Recurring service is billed automatically, and payments are processed securely by our card payment provider. Prices are in US dollars and include taxes.",
  },
  {
    id: "contract",
    category: "Billing",
    question: "Is there a long-term contract?",
    answer:
      "No. Plans are month-to-month with no long-term contract. Changes to your plan and cancellations need 7 days' notice before your next billing date.",
  },
  {
    id: "refunds",
    category: "Billing",
    question: "Do you give refunds?",
    answer:
      "If you cancel a prepaid service, we refund the unused part on a prorated basis. Give us 7 days' notice before your next billing date and you will not be charged again.",
  },
  {
    id: "quote-cost",
    category: "Billing",
    question: "How much does service cost?",
    answer:
      "It depends on the number of dogs, the size of your yard and how often you want us to come. The quote is free and takes a couple of minutes on our Get Started page.",
  },
  {
    id: "technicians",
    category: "Safety",
    question: "Who will be coming to my home?",
    answer: "Background-checked technicians from our own team. We are licensed and insured, and we close and check your gates on every visit.",
  },
  {
    id: "products-safe",
    category: "Safety",
    question: "Are your products safe for pets and children?",
    answer:
      "Yes. We use eco-friendly, pet-safe products. For sanitizing and deodorizing treatments we tell you how long to keep pets and children off the treated area while it dries.",
  },
  {
    id: "health",
    category: "Safety",
    question: "Is dog waste in the yard really a health concern?",
    answer:
      "Dog waste can carry bacteria and parasites, and heavy rain washes it across lawns and into canals and Biscayne Bay. Regular removal, plus an optional sanitizing treatment that kills 99.9% of bacteria, keeps the yard healthier for pets and kids.",
  },
  {
    id: "dogs-out",
    category: "Safety",
    question: "Can my dog stay in the yard while you work?",
    answer:
      "Friendly dogs are welcome to say hello. If your dog is anxious or protective, please keep it inside during your service window. We always close and check gates before we leave.",
  },
  {
    id: "commercial-who",
    category: "Commercial",
    question: "Do you work with HOAs, condos and apartment communities?",
    answer:
      "Yes. We serve apartment complexes, HOA and condo associations, community managers, board members, property owners, parks and businesses with common area waste removal, pet waste stations and custom service plans.",
  },
  {
    id: "commercial-stations",
    category: "Commercial",
    question: "Can you install and maintain pet waste stations?",
    answer: "Yes. We install pet waste stations where residents walk their dogs and keep them emptied and stocked with bags on a regular schedule.",
  },
  {
    id: "commercial-goose",
    category: "Commercial",
    question: "Do you remove goose and duck droppings?",
    answer: "Yes. We clear goose and waterfowl droppings from lake banks, walking paths, sports fields, golf courses and office parks.",
  },
  {
    id: "commercial-proposal",
    category: "Commercial",
    question: "How do I get a proposal for my property?",
    answer:
      "Choose Commercial on our Get Started page and tell us about your community. Our team reviews it and contacts you with a proposal or the information you asked for.",
  },
  {
    id: "area",
    category: "Location",
    question: "Which areas do you serve?",
    answer:
      "We serve Miami-Dade County, including Miami, Miami Beach, Coral Gables, Doral, Kendall, Pinecrest, Aventura, Key Biscayne, Hialeah, Miami Gardens, Miami Lakes, North Miami, Sunny Isles Beach, Surfside and more.",
  },
  {
    id: "area-outside",
    category: "Location",
    question: "What if my city is not listed?",
    answer:
      "Request a quote with your ZIP code anyway. If you are in Miami-Dade County, we will let you know quickly whether we can fit you into a nearby route.",
  },
  {
    id: "condo-towers",
    category: "Location",
    question: "Do you service high-rise condo buildings?",
    answer:
      "Yes. Many towers in Brickell, Sunny Isles Beach and Aventura have pet relief areas on the pool deck or garage level. We clean them, treat artificial turf and maintain the stations.",
  },
];

const faqCatalogue = catalogue(faqEntries, faqEntriesEs);
