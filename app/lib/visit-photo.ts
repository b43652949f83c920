import { href } from "react-router";
import type { PhotoSize } from "./visit-options";

/**
 * The address of a visit's photo in `size` (app/routes/visits/photo.ts): the display copy (what a
 * link opens) or the thumbnail (what a page shows in a list). Never the phone's original.
 */
export function photoSrc(visitId: number, size: PhotoSize = "display"): string {
  const path = href("/visits/:id/photo", { id: String(visitId) });
  return size === "display" ? path : `${path}?size=${size}`;
}
