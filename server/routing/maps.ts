import type { LatLng } from "./travel";

/**
 * "Open the route in Maps": the remaining stops in order as Google Maps directions links (Maps URLs,
 * `api=1`, no key, nothing loaded from outside until the crew taps). A link carries at most
 * MAX_WAYPOINTS stops between its origin and destination (the Maps app's limit), so a longer route
 * is split: the first link starts where the phone is, each next one at the last stop of the one before.
 */

/** Waypoints one link may carry (Google Maps URLs: up to nine, beside the origin and the destination). */
export const MAX_WAYPOINTS = 9;

/** A placed stop by its coordinates; one not placed yet by its address. */
export type MapPoint = LatLng | string;
const point = (p: MapPoint) => (typeof p === "string" ? p : `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`);

/** One directions link through `stops`, from `origin` (none: where the phone is). */
function directionsLink(origin: MapPoint | null, stops: readonly MapPoint[]): string {
  const params = new URLSearchParams({ api: "1" });
  if (origin) params.set("origin", point(origin));
  params.set("destination", point(stops[stops.length - 1]!));
  const waypoints = stops.slice(0, -1);
  if (waypoints.length > 0) params.set("waypoints", waypoints.map(point).join("|"));
  params.set("travelmode", "driving");
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** The route's links, in driving order; none without stops. Each covers its stops in order, ending where the next starts. */
export function routeLinks(stops: readonly MapPoint[], maxWaypoints = MAX_WAYPOINTS): string[] {
  const links: string[] = [];
  const perLink = maxWaypoints + 1;
  for (let i = 0; i < stops.length; i += perLink) links.push(directionsLink(i === 0 ? null : stops[i - 1]!, stops.slice(i, i + perLink)));
  return links;
}
