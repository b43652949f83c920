import type { LatLng, Travel } from "./travel";

/**
 * Arrival estimates of a crew member's day. From the route order, the day's start time and the
 * real time of each close: the crew is where it last closed a stop (at that time), or at the yard at
 * the day's start; each open stop after it takes the drive there and the minutes per stop. A stop
 * the crew tapped "On my way" for is next, from the time of the tap. No estimate is before now.
 * The window around an estimate is whole quarter hours, wider with every open stop before it, and
 * never starts before now.
 */

export interface DayStop<Id> {
  id: Id;
  at: LatLng | null;
  status: "scheduled" | "done" | "skipped";
  /** ISO time of the close (done or skipped). */
  closedAt: string | null;
  /** ISO time of the crew's "On my way" tap, if any. */
  onMyWayAt: string | null;
}

export interface DayPlan {
  /** The day's start, as a Date (the yard, at the start time in Miami). */
  start: Date;
  yard: LatLng | null;
  minutesPerStop: number;
  travel: Travel;
  now: Date;
}

export interface Arrival<Id> {
  id: Id;
  /** The estimate itself. */
  expected: Date;
  /** The window: whole quarter hours, `from` never before now. */
  from: Date;
  to: Date;
  /** Open stops before this one. */
  before: number;
  /** The crew tapped "On my way" for this stop. */
  onTheWay: boolean;
}

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const floorQuarter = (t: number) => Math.floor(t / QUARTER) * QUARTER;
const ceilQuarter = (t: number) => Math.ceil(t / QUARTER) * QUARTER;

/** Minutes either side of an estimate: 15, and 5 more for every open stop before it (at most 90). */
export const spreadMinutes = (before: number) => Math.min(15 + 5 * before, 90);

/** Each open stop's arrival, in route order (`stops` in route order, closed ones included). */
export function arrivals<Id>(stops: readonly DayStop<Id>[], plan: DayPlan): Arrival<Id>[] {
  const now = plan.now.getTime();
  // Where and when the crew last was: its latest close, else the yard at the day's start.
  let clock = plan.start.getTime();
  let here: LatLng | null = plan.yard;
  for (const s of stops) {
    if (s.status === "scheduled" || !s.closedAt) continue;
    const t = Date.parse(s.closedAt);
    if (t >= clock) {
      clock = t;
      here = s.at ?? here;
    }
  }
  const open = stops.filter((s) => s.status === "scheduled");
  // The stop the crew is driving to comes first, from the time of the tap.
  const onTheWay = open.filter((s) => s.onMyWayAt).sort((a, b) => Date.parse(b.onMyWayAt!) - Date.parse(a.onMyWayAt!))[0];
  const ordered = onTheWay ? [onTheWay, ...open.filter((s) => s !== onTheWay)] : open;
  if (onTheWay) clock = Math.max(clock, Date.parse(onTheWay.onMyWayAt!));
  clock = Math.max(clock, now);
  const out: Arrival<Id>[] = [];
  ordered.forEach((s, before) => {
    if (here && s.at) clock += plan.travel.minutes(here, s.at) * MINUTE;
    here = s.at ?? here;
    const expected = Math.max(clock, now);
    const spread = spreadMinutes(before) * MINUTE;
    // Never before now, nor before the day starts.
    const from = Math.max(floorQuarter(expected - spread), ceilQuarter(now), floorQuarter(plan.start.getTime()));
    const to = Math.max(ceilQuarter(expected + spread), from + QUARTER);
    out.push({ id: s.id, expected: new Date(expected), from: new Date(from), to: new Date(to), before, onTheWay: s === onTheWay });
    clock = expected + plan.minutesPerStop * MINUTE;
  });
  return out;
}

/** "about 15 minutes": minutes to an estimate, rounded up to 5, at least 5. */
export const minutesUntil = (expected: Date, now: Date) => Math.max(5, Math.ceil((expected.getTime() - now.getTime()) / (5 * MINUTE)) * 5);
