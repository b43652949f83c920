/** Blog categories, in the order of the filter. "All" is the filter's default, not a category. */
export const blogCategories = ["Pet Health", "Yard Maintenance", "Environment", "Services", "Commercial", "Maintenance"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** URL form of a category for `?category=`, e.g. "Pet Health" → "pet-health". */
export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase().replace(/\s+/g, "-");
}

export function categoryFromSlug(slug: string | null): BlogCategory | undefined {
  return blogCategories.find((c) => categorySlug(c) === slug);
}
