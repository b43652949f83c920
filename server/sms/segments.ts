/**
 * How many SMS segments a text takes, as carriers bill it. A text made only of the GSM 03.38
 * alphabet is sent in GSM-7: 160 characters in one segment, 153 per segment once split (the
 * extension characters ^ { } \ [ ] ~ | € and the form feed count twice). Any other character
 * (á, í, ó, ú, an emoji, a curly quote) sends the whole text as UCS-2: 70 UTF-16 code units in one
 * segment, 67 per segment once split. Spanish texts with accents are therefore UCS-2.
 */

const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SegmentCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** The encoding a text is sent in and how many segments it takes. */
export function countSegments(text: string): SegmentCount {
  let septets = 0;
  for (const ch of text) {
    if (basic.has(ch)) septets += 1;
    else if (extension.has(ch)) septets += 2;
    else {
      const units = text.length;
      return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "GSM-7", units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/** Every template is held to this (a worker test renders each one in both languages). */
export const MAX_SEGMENTS = 2;
