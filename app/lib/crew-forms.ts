import { idParam } from "~/lib/forms";
import { idField, z } from "~/lib/zod";

/** The "Crew" choice (Edit Lead, the week board's assign form): an account id, or "" for Unassigned. */
export const CREW_CHOICE_MESSAGE = "Choose an active crew member, or Unassigned";
const crewChoice = z.pipe(
  z.string(CREW_CHOICE_MESSAGE).check(z.refine((v) => v === "" || idParam(v) !== null, CREW_CHOICE_MESSAGE)),
  z.transform((v) => (v === "" ? null : Number(v))),
);

/**
 * Edit Lead's Crew field, read beside the lead's own fields, with `crewShown`: the crew member the
 * page showed ("" for Unassigned). A Crew left as shown changes nothing (a tab opened before another
 * assignment never puts the old crew member back); a Crew changed from a route that changed since is
 * refused (409). Either absent (an older page): nothing changes.
 */
export const crewFieldSchema = z.object({ crew: z.optional(crewChoice), crewShown: z.optional(crewChoice) });

/** Edit Lead's answer when the route changed since its page was loaded. */
export const CREW_STALE_MESSAGE = "Nothing was saved: this customer's crew was changed while this page was open. Check the Crew field and save again.";

/** The week board's form that puts an unassigned customer on a route; `current` is the crew member the page showed ("" for none). */
export const assignCrewSchema = z.object({
  leadId: idField(),
  crew: crewChoice,
  current: crewChoice,
});
/** An assign form without what its page showed (a page from before it carried it). */
export const ASSIGN_OUT_OF_DATE_MESSAGE = "This form is out of date: reload the board and assign again. Nothing was changed.";

/** The most stops a crew member's day can be set to hold before the board warns. */
export const CAPACITY_MAX = 200;
export const CAPACITY_MESSAGE = `Enter a whole number of stops from 1 to ${CAPACITY_MAX}`;

/** The week board's capacity form: how many stops a crew member's day holds before the board warns. */
export const capacitySchema = z.object({
  capacity: z.pipe(
    z.string(CAPACITY_MESSAGE).check(
      z.regex(/^\s*\d{1,3}\s*$/, CAPACITY_MESSAGE),
      z.refine((v) => Number(v) >= 1 && Number(v) <= CAPACITY_MAX, CAPACITY_MESSAGE),
    ),
    z.transform((v) => Number(v.trim())),
  ),
});

/** "25.7617, -80.1918": a latitude and a longitude, as the office types or pastes them from a map. */
export const COORDINATES_MESSAGE = "Enter the latitude and longitude, such as 25.7617, -80.1918";
const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d{1,8})?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d{1,8})?)\s*$/;
export const coordinates = z.pipe(
  z.string(COORDINATES_MESSAGE).check(
    z.regex(COORDINATES, COORDINATES_MESSAGE),
    z.refine((v) => {
      const [, lat, lng] = COORDINATES.exec(v) ?? [];
      return Math.abs(Number(lat)) <= 90 && Math.abs(Number(lng)) <= 180;
    }, COORDINATES_MESSAGE),
  ),
  z.transform((v) => {
    const [, lat, lng] = COORDINATES.exec(v) ?? [];
    return { lat: Number(lat), lng: Number(lng) };
  }),
);

/** The board's pin of a customer the office checked: the coordinates it typed. */
export const placeSchema = z.object({
  leadId: idField(),
  position: coordinates,
});

const decimal = (message: string, min: number, max: number) =>
  z.pipe(
    z.string(message).check(
      z.regex(/^\s*\d{1,3}(\.\d{1,2})?\s*$/, message),
      z.refine((v) => Number(v) >= min && Number(v) <= max, message),
    ),
    z.transform((v) => Number(v.trim())),
  );

export const ROUTE_SETTING_MESSAGES = {
  roadFactor: "Enter a road factor from 1 to 3, such as 1.3",
  averageMph: "Enter an average speed from 5 to 70 mph",
  minutesPerStop: "Enter minutes per stop from 1 to 120",
  dayHours: "Enter the day's hours from 1 to 16",
  dayStart: "Enter the day's start as HH:MM, such as 08:00",
} as const;

/** The board's route settings: the yard (an address, or coordinates), the travel estimate and the day. */
export const routeSettingsSchema = z.object({
  yardAddress: z._default(z.string().check(z.trim(), z.maxLength(300, "Use at most 300 characters")), ""),
  yardPosition: z.pipe(
    z._default(z.string(), ""),
    z.transform((v) => v.trim()),
  ),
  roadFactor: decimal(ROUTE_SETTING_MESSAGES.roadFactor, 1, 3),
  averageMph: decimal(ROUTE_SETTING_MESSAGES.averageMph, 5, 70),
  minutesPerStop: decimal(ROUTE_SETTING_MESSAGES.minutesPerStop, 1, 120),
  dayHours: decimal(ROUTE_SETTING_MESSAGES.dayHours, 1, 16),
  dayStart: z.string(ROUTE_SETTING_MESSAGES.dayStart).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, ROUTE_SETTING_MESSAGES.dayStart)),
});
