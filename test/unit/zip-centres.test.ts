import { describe, expect, it } from "vitest";
import { zipCentre } from "../../server/geo/zip-centres";
// @ts-expect-error: a plain ES module script of the project's (no types)
import { serviceZips, zipCentres } from "../../scripts/zip-centres.mjs";

/** The ZIP centres the Worker reads are the data package's, for every ZIP of the service area. */
describe("ZIP centres", () => {
  it("the table is what the package gives today (regenerate with npm run data:zip-centres)", () => {
    const expected = zipCentres() as Record<string, [number, number]>;
    for (const zip of serviceZips() as string[]) {
      const centre = expected[zip];
      expect(zipCentre(zip), zip).toEqual(centre ? { lat: centre[0], lng: centre[1] } : null);
    }
  });

  it("places a Miami ZIP and nothing outside the area", () => {
    const brickell = zipCentre("33131");
    expect(brickell?.lat).toBeCloseTo(25.76, 1);
    expect(brickell?.lng).toBeCloseTo(-80.19, 1);
    expect(zipCentre("10001")).toBeNull();
  });
});
