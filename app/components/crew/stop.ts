import { fill } from "~/lib/i18n";
import type { CrewDayCopy } from "~server/content/crew-day";
import type { StopResult, StopView } from "~server/visits/day-view";

export { PHOTO_MB } from "~/lib/visit-options";
export type { StopGroup, StopResult, StopView } from "~server/visits/day-view";

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
