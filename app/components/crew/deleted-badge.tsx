import type { CrewDayCopy } from "~server/content/crew-day";

/** Only the office's list shows a deleted customer's stop, marked in words. */
export function DeletedBadge({ t }: { t: CrewDayCopy }) {
  return <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 align-middle text-xs font-semibold text-red-800">{t.stop.deleted}</span>;
}
