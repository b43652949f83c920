import { describe, expect, it } from "vitest";
import { cities, findCity, navCities } from "../../app/content/locations";
import { navigation } from "../../server/content/navigation";
import { articles, articleWordCount, blogCategories } from "../../server/content/blog";
import { blogTeasers } from "../../server/content/home";

describe("service areas", () => {
  it("lists 20 cities for the route table and 15 for navigation, alphabetically", () => {
    expect(cities).toHaveLength(20);
    expect(navCities).toHaveLength(15);
    const names = navCities.map((c) => c.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
    expect(names).not.toContain("Kendall");
    expect(names).toContain("Opa-locka");
  });

  it("finds a city by slug and nothing for an unknown one", () => {
    expect(findCity("key-biscayne")?.name).toBe("Key Biscayne");
    expect(findCity("atlantis")).toBeUndefined();
  });
});

const { navGroups } = navigation("en");

describe("navigation", () => {
  it("has the four groups of the spec with the locations group listing 15 cities", () => {
    expect(navGroups.map((g) => g.label)).toEqual(["Residential", "Commercial", "Locations", "How It Works"]);
    expect(navGroups.find((g) => g.label === "Locations")?.items).toHaveLength(15);
  });
});

describe("blog content", () => {
  it("has at least one article in every category, so no filter is empty", () => {
    for (const category of blogCategories)
      expect(
        articles.some((a) => a.category === category),
        category,
      ).toBe(true);
  });

  it("teases the three newest articles on the home page, linking to them", () => {
    const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    expect(blogTeasers.map((t) => t.href)).toEqual(newest.map((a) => `/blog/${a.slug}`));
    expect(articleWordCount(articles.find((a) => a.category === "Maintenance")!)).toBeGreaterThanOrEqual(500);
  });
});
