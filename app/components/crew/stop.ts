import type { FieldErrors } from "~/lib/forms";
import { fill } from "~/lib/i18n";
import { MAX_PHOTO_BYTES } from "~/lib/visit-options";
import type { CrewDayCopy } from "~server/content/crew-day";
import type { CrewVisit } from "~server/models/visits";

/** The photo limit in MB, as the messages and hints name it (from MAX_PHOTO_BYTES, the one place it is set). */
export const PHOTO_MB = Math.round(MAX_PHOTO_BYTES / 1024 / 1024);

/**
 * One stop of the crew's day as the page shows it: the visit, its customer, its place in the route
 * and when it was closed: the time of day ("9:05 AM") and the day ("Dec 6", for a visit the
 * customer skipped, which they did on an earlier day).
 */
export type StopView = CrewVisit & { position: number; closedAt: string | null; closedOn: string | null };

/** What the server answered for this stop's form: the errors beside the fields and what was typed. */
export interface StopResult {
  intent: string;
  errors: FieldErrors;
  note: string;
  reason: string;
}

/** What the done and skip forms of a stop are given. */
export interface CloseFormProps {
  stop: StopView;
  t: CrewDayCopy;
  /** The page's day, sent with the form, so a visit of another day is not closed from here. */
  date: string;
  result: StopResult | null;
  /** The stop, for the button's accessible name. */
  label: string;
}

/** A maps link that opens the phone's maps app with directions to the address. */
export function directionsUrl(address: string, zip: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address}, ${zip}`.trim())}`;
}

/** "Stop 2: Marta Diaz, 33 Palm Ave": what each button's accessible name says after its words, so a screen reader knows which stop it closes. */
export function stopLabel(t: CrewDayCopy, stop: StopView): string {
  return `${fill(t.stop.position, { n: stop.position })}: ${stop.name}, ${stop.address}`;
}
