import { describe, expect, it } from "vitest";
import { idParam, versionParam } from "~/lib/forms";

/** One parser of a record's id and one of its version, for every URL and form (issue 60). */
describe("record ids and versions", () => {
  it.each(["1e1", "-3", "0", "0x10", "1.0", "", " 7", "7 ", "007", "9999999999999999", "12a"])("%j is not an id", (value) => {
    expect(idParam(value)).toBeNull();
  });

  it("reads an id written in digits", () => {
    expect(idParam("1")).toBe(1);
    expect(idParam("123456789012345")).toBe(123456789012345);
    expect(idParam(null)).toBeNull();
    expect(idParam(12)).toBeNull();
  });

  it("reads a version from 0, digits only", () => {
    expect(versionParam("0")).toBe(0);
    expect(versionParam("42")).toBe(42);
    for (const value of ["-1", "1e2", "", "4.0", null]) expect(versionParam(value)).toBeNull();
  });
});
