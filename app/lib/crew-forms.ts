import { z } from "~/lib/zod";

/** The "Crew" choice (Edit Lead, the week board's assign form): an account id, or "" for Unassigned. */
export const CREW_CHOICE_MESSAGE = "Choose an active crew member, or Unassigned";
const crewChoice = z.pipe(
  z.string(CREW_CHOICE_MESSAGE).check(z.regex(/^(\d{1,15})?$/, CREW_CHOICE_MESSAGE)),
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
  leadId: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/)), z.transform(Number)),
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
