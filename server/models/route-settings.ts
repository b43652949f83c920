import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { officeSettings } from "../db/schema";
import { type LatLng, straightLineTravel, type Travel } from "../routing/travel";

/**
 * The office's settings of routes and days (office_settings, one row each): where the yard is (the
 * routes start there), the road factor and average speed of the travel estimate, minutes per stop,
 * the hours a crew member's day holds and when it starts.
 */
export interface RouteSettings {
  yardAddress: string;
  yard: LatLng | null;
  roadFactor: number;
  averageMph: number;
  minutesPerStop: number;
  dayHours: number;
  /** "08:00", Miami time. */
  dayStart: string;
}

export const ROUTE_DEFAULTS: RouteSettings = {
  yardAddress: "",
  yard: null,
  roadFactor: 1.3,
  averageMph: 22,
  minutesPerStop: 10,
  dayHours: 8,
  dayStart: "08:00",
};

const KEYS = {
  yardAddress: "yard_address",
  yard: "yard_position",
  roadFactor: "road_factor",
  averageMph: "average_mph",
  minutesPerStop: "minutes_per_stop",
  dayHours: "day_hours",
  dayStart: "day_start",
} as const satisfies Record<keyof RouteSettings, string>;

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
};

function parseYard(v: string | undefined): LatLng | null {
  const [lat, lng] = (v ?? "").split(",").map(Number);
  return lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) && v ? { lat, lng } : null;
}

export async function routeSettings(db: Db): Promise<RouteSettings> {
  const rows = await db
    .select()
    .from(officeSettings)
    .where(inArray(officeSettings.key, Object.values(KEYS)));
  const v = (key: keyof RouteSettings) => rows.find((r) => r.key === KEYS[key])?.value;
  const start = v("dayStart");
  return {
    yardAddress: v("yardAddress") ?? ROUTE_DEFAULTS.yardAddress,
    yard: parseYard(v("yard")),
    roadFactor: positive(v("roadFactor"), ROUTE_DEFAULTS.roadFactor),
    averageMph: positive(v("averageMph"), ROUTE_DEFAULTS.averageMph),
    minutesPerStop: positive(v("minutesPerStop"), ROUTE_DEFAULTS.minutesPerStop),
    dayHours: positive(v("dayHours"), ROUTE_DEFAULTS.dayHours),
    dayStart: start && /^\d{2}:\d{2}$/.test(start) ? start : ROUTE_DEFAULTS.dayStart,
  };
}

export async function saveRouteSettings(db: Db, settings: RouteSettings): Promise<void> {
  const at = new Date().toISOString();
  const values: Record<keyof RouteSettings, string> = {
    yardAddress: settings.yardAddress,
    yard: settings.yard ? `${settings.yard.lat},${settings.yard.lng}` : "",
    roadFactor: String(settings.roadFactor),
    averageMph: String(settings.averageMph),
    minutesPerStop: String(settings.minutesPerStop),
    dayHours: String(settings.dayHours),
    dayStart: settings.dayStart,
  };
  const upsert = (k: keyof RouteSettings) =>
    db
      .insert(officeSettings)
      .values({ key: KEYS[k], value: values[k], updated_at: at })
      .onConflictDoUpdate({ target: officeSettings.key, set: { value: values[k], updated_at: at } });
  await db.batch([
    upsert("yardAddress"),
    upsert("yard"),
    upsert("roadFactor"),
    upsert("averageMph"),
    upsert("minutesPerStop"),
    upsert("dayHours"),
    upsert("dayStart"),
  ]);
}

/** The travel estimate the settings describe (one interface: a driving-time provider can replace it). */
export const travelOf = (s: Pick<RouteSettings, "roadFactor" | "averageMph">): Travel => straightLineTravel(s);
