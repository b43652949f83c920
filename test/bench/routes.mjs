// Route order benchmark (issue 62): `npm run bench:routes`. Not a timed test: it prints figures.
// On 25 public places of Miami-Dade (test/bench/routes-places.json: their coordinates are approximate,
// typed from memory and not yet checked against OpenStreetMap, as the file says; `verified` there), the
// estimated driving miles of "Order by distance" (server/routing/order.ts, nearest neighbour then
// 2-opt) against the order they are listed in (today's order: the order customers joined) and the
// best of 1,000 random orders; then the time to order 25 and 100 stops. The routing modules are
// bundled with esbuild and run in Node's V8, the engine the Worker runs.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");
const bundled = await build({
  stdin: {
    contents: 'export * from "./server/routing/order.ts"; export * from "./server/routing/travel.ts";',
    resolveDir: root,
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "neutral",
  write: false,
});
const { orderByDistance, pathMiles, straightLineTravel } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString("base64")}`
);

const { source, verified, places } = JSON.parse(await readFile(path.join(import.meta.dirname, "routes-places.json"), "utf8"));
// The office's defaults (server/models/route-settings.ts); the yard at the business's Brickell address.
const travel = straightLineTravel({ roadFactor: 1.3, averageMph: 22 });
const yard = { lat: 25.7617, lng: -80.1918 };
const stops = places.map((p, i) => ({ id: i, at: { lat: p.lat, lng: p.lng } }));
const miles = (ids) => pathMiles(travel, [yard, ...ids.map((i) => stops[i].at)]);

// A seeded shuffle, so every run prints the same random orders.
let seed = 62;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const shuffled = (ids) => {
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

const listed = stops.map((s) => s.id);
const ordered = orderByDistance(yard, stops, travel);
let bestRandom = Infinity;
for (let i = 0; i < 1000; i += 1) bestRandom = Math.min(bestRandom, miles(shuffled(listed)));

const time = (n) => {
  const many = Array.from({ length: n }, (_, i) => ({ id: i, at: { lat: 25.45 + random() * 0.5, lng: -80.45 + random() * 0.33 } }));
  const runs = 20;
  const start = performance.now();
  for (let r = 0; r < runs; r += 1) orderByDistance(yard, many, travel);
  return (performance.now() - start) / runs;
};

console.log(`Route order: ${places.length} places in Miami-Dade, from a yard in Brickell (road factor 1.3)`);
console.log(`  ${source}`);
if (!verified) console.log("  (Coordinates not yet checked against a map: see toVerify in test/bench/routes-places.json.)");
console.log(`  Order by distance:          ${miles(ordered).toFixed(1)} mi`);
console.log(`  Today's order (as listed):  ${miles(listed).toFixed(1)} mi`);
console.log(`  Best of 1,000 random orders: ${bestRandom.toFixed(1)} mi`);
console.log(`  Time to order 25 stops:  ${time(25).toFixed(2)} ms`);
console.log(`  Time to order 100 stops: ${time(100).toFixed(2)} ms`);
