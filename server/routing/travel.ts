/**
 * How far and how long between two places of a route. Today an estimate from the straight-line
 * distance, a road factor and an average speed (office settings); a driving-time provider can
 * replace it behind the same interface.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Travel {
  /** Estimated driving miles from a to b. */
  miles(a: LatLng, b: LatLng): number;
  /** Estimated driving minutes from a to b. */
  minutes(a: LatLng, b: LatLng): number;
}

/** The earth's mean radius in miles (the week board's SQL sums use it too). */
export const EARTH_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance in miles (haversine). */
export function straightMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface TravelSettings {
  /** Road miles per straight-line mile (1.3: roads are about a third longer than the crow flies). */
  roadFactor: number;
  /** Average driving speed between stops, miles per hour. */
  averageMph: number;
}

/** Straight-line distance × road factor, at the average speed. */
export function straightLineTravel(settings: TravelSettings): Travel {
  return {
    miles: (a, b) => straightLineEstimate(straightMiles(a, b), settings).miles,
    minutes: (a, b) => straightLineEstimate(straightMiles(a, b), settings).minutes,
  };
}

/**
 * What straight-line travel makes of `straight` miles as the crow flies: the estimate is linear, so
 * a path's straight-line miles summed anywhere (SQL, for the week board) give the path's estimate.
 */
export function straightLineEstimate(straight: number, { roadFactor, averageMph }: TravelSettings): { miles: number; minutes: number } {
  const miles = straight * roadFactor;
  return { miles, minutes: (miles / averageMph) * 60 };
}

/** Miles of a path through `points` in order (from the first). */
export function pathMiles(travel: Travel, points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += travel.miles(points[i - 1]!, points[i]!);
  return total;
}
