import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { idParam, versionParam } from "~/lib/forms";
import { idField, versionField } from "~/lib/zod";

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

/** The form schemas' fields read ids and versions as the parsers do (app/lib/zod.ts). */
describe("idField and versionField", () => {
  const read = (schema: ReturnType<typeof idField>, value: string) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  };
  it.each(["1e1", "-3", "0", "0x10", "1.0", "", " 7", "007", "12a", "7", "123456789012345"])("%j reads as idParam reads it", (value) => {
    expect(read(idField(), value)).toBe(idParam(value));
  });
  it.each(["0", "42", "-1", "1e2", "", "4.0", "007"])("%j reads as versionParam reads it", (value) => {
    expect(read(versionField(), value)).toBe(versionParam(value));
  });
});

const root = path.resolve(import.meta.dirname, "../..");
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );

/** Issue 60: the office's and sign-in's routes are thin, and nothing reads an id or a version by hand. */
describe("the routes read the request one way", () => {
  it("no module of app/ or server/ turns a form field, a route param or a query value into a number by hand", () => {
    const byHand = /(Number|parseInt|parseFloat)\(\s*(form|formData|params|url\.searchParams|searchParams|query|navigation\.formData)\b/;
    const found = [...sources("app"), ...sources("server")].filter((file) => byHand.test(readFileSync(path.join(root, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("no route module of the office or sign-in is over 200 lines (the rest lives in server/ and app/components/)", () => {
    const long = [...sources("app/routes/admin"), ...sources("app/routes/auth")]
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > 200);
    expect(long).toEqual([]);
  });
});
