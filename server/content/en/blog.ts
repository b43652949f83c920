import type { BlogCategory } from "~/content/blog-categories";

/**
 * The English copy of /blog and /blog/:slug around the articles. The articles themselves are
 * Markdown files, one per article, in ./blog/ (read by ../blog.ts); ../es/blog.ts is the Spanish twin.
 */
export const blogCopyEn = {
  list: {
    metaTitle: "Pet Waste & Yard Care Blog",
    description:
      "Practical advice for Miami dog owners, HOAs and property managers: pet health, lawn care in the rainy season, Biscayne Bay and pet waste stations.",
    eyebrow: "Advice from the yard",
    title: "Pet Waste & Yard Care Blog",
    intro:
      "Straightforward advice for Miami-Dade dog owners and community managers: keeping pets healthy, lawns green through the rainy season and waste out of Biscayne Bay.",
    postsHeading: "Articles",
    categoriesLabel: "Blog categories",
    all: "All",
    /** `{count}` is the number of articles shown, `{category}` the chosen category. */
    countOne: "1 article",
    countOther: "{count} articles",
    inCategory: " in {category}",
    emptyTitle: "No articles in {category} yet.",
    emptyBefore: "We're writing one. In the meantime,",
    emptyLink: "browse all articles",
    emptyAfter: ".",
    learnMore: "Learn More",
    cta: {
      heading: "Rather leave the scooping to us?",
      text: "Weekly pet waste removal for Miami-Dade homes and communities. Get a free quote in a couple of minutes.",
    },
  },
  post: {
    asideLabel: "Get a quote",
    asideTitle: "Want the yard handled every week?",
    asideText: "Weekly pet waste removal across Miami-Dade, with a service summary after every visit. No need to be home.",
    asideButton: "Get Started",
    allArticles: "All articles",
    moreHeading: "More from the blog",
    readArticle: "Read article",
    cta: {
      heading: "A cleaner yard, every week",
      text: "Tell us about your dogs and your yard, and we'll send a free quote for Miami-Dade service.",
    },
  },
  crumbs: { home: "Home", blog: "Blog" },
  /** Labels of the categories; the category itself (and its `?category=` slug) stays the English code. */
  categories: {
    "Pet Health": "Pet Health",
    "Yard Maintenance": "Yard Maintenance",
    Environment: "Environment",
    Services: "Services",
    Commercial: "Commercial",
    Maintenance: "Maintenance",
  } satisfies Record<BlogCategory, string>,
};

/** The shape of the copy in every language: ../es/blog.ts is typed against it. */
export type BlogCopy = typeof blogCopyEn;
