import { type LatLng, type Travel } from "./travel";

/**
 * A route's order from distance: from the yard, the nearest stop not yet visited each time, then
 * 2-opt (reverse any stretch whose reversal shortens the path) until no reversal helps. The path is
 * open: the crew does not drive back to the yard between stops, so its return is not counted.
 */

export interface Placed<Id> {
  id: Id;
  at: LatLng;
}

/** `stops` in driving order from `start` (ids only). */
export function orderByDistance<Id>(start: LatLng, stops: readonly Placed<Id>[], travel: Travel): Id[] {
  const n = stops.length;
  if (n <= 1) return stops.map((s) => s.id);
  // Distances once: index 0 is the start, i + 1 is stops[i].
  const points = [start, ...stops.map((s) => s.at)];
  const d = points.map((a) => points.map((b) => travel.miles(a, b)));
  const dist = (i: number, j: number) => d[i]![j]!;

  const path = [0];
  const left = new Set(stops.map((_, i) => i + 1));
  while (left.size > 0) {
    const from = path[path.length - 1]!;
    let best = -1;
    for (const i of left) if (best === -1 || dist(from, i) < dist(from, best)) best = i;
    path.push(best);
    left.delete(best);
  }

  // 2-opt on the open path: reversing path[i..j] changes the edges (i-1, i) and (j, j+1) only.
  const EPS = 1e-9;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < path.length - 1; i += 1) {
      for (let j = i + 1; j < path.length; j += 1) {
        const a = path[i - 1]!;
        const b = path[i]!;
        const c = path[j]!;
        const next = path[j + 1];
        const before = dist(a, b) + (next === undefined ? 0 : dist(c, next));
        const after = dist(a, c) + (next === undefined ? 0 : dist(b, next));
        if (after < before - EPS) {
          path.splice(i, j - i + 1, ...path.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return path.slice(1).map((i) => stops[i - 1]!.id);
}

export interface RouteStop<Id> {
  id: Id;
  /** Null: not placed; it keeps its place among the others at the end of the route. */
  at: LatLng | null;
  /** Moved by the office: it stays at its index. */
  pinned: boolean;
}

/**
 * The whole route's new order. `route` is the current order. Pinned stops keep their index when
 * `keepPinned` (an automatic re-order); the others are ordered by distance around them, and the
 * stops without a position follow in their current order.
 */
export function reorderRoute<Id>(start: LatLng | null, route: readonly RouteStop<Id>[], travel: Travel, { keepPinned }: { keepPinned: boolean }): Id[] {
  const pinned = keepPinned ? route.map((s, i) => ({ s, i })).filter(({ s }) => s.pinned) : [];
  const free = route.filter((s) => !(keepPinned && s.pinned));
  const placed = free.filter((s): s is RouteStop<Id> & { at: LatLng } => s.at !== null);
  const origin = start ?? placed[0]?.at ?? null;
  const ordered = origin ? orderByDistance(origin, placed, travel) : [];
  const out = [...ordered, ...free.filter((s) => s.at === null).map((s) => s.id)];
  for (const { s, i } of pinned) out.splice(Math.min(i, out.length), 0, s.id);
  return out;
}
