import { describe, expect, it } from "vitest";
import { cities, findCity, navCities } from "../../app/content/locations";
import { navGroups } from "../../app/content/navigation";

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

describe("navigation", () => {
  it("has the four groups of the spec with the locations group listing 15 cities", () => {
    expect(navGroups.map((g) => g.label)).toEqual(["Residential", "Commercial", "Locations", "How It Works"]);
    expect(navGroups.find((g) => g.label === "Locations")?.items).toHaveLength(15);
  });
});
