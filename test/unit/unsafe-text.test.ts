import { describe, expect, it } from "vitest";
import { plainText, z } from "~/lib/zod";
import { withoutUnsafeInLine, withoutUnsafeInMessage, withoutUnsafeInText } from "~/lib/unsafe-text";
import { closeVisitSchema } from "~/lib/visit-forms";
import { cleanReplyBody } from "~server/sms/replies";

/** One set of unsafe characters (~/lib/unsafe-text), read the same way by every place that takes text. */
const UNSAFE = ["\u0000", "\u0007", "\u001B", "\u007F", "\u0085", "\u009B", "\u061C", "\u200E", "\u200F", "\u202E", "\u2066"];

describe("unsafe characters, one rule", () => {
  const line = z.string().check(plainText());
  const text = z.string().check(plainText({ multiline: true }));

  it("a form field refuses each one, C1 controls and bidi marks included; a text area keeps tab and new lines", () => {
    for (const c of UNSAFE) {
      expect(line.safeParse(`Ana${c}Pérez`).success, JSON.stringify(c)).toBe(false);
      expect(text.safeParse(`Gate${c}code`).success, JSON.stringify(c)).toBe(false);
    }
    expect(line.safeParse("Ana\tPérez").success).toBe(false);
    expect(text.safeParse("Gate code 4512\r\nRex\tinside").success).toBe(true);
    expect(line.safeParse("José Núñez 🐶").success).toBe(true);
  });

  it("the campaign values, the crew's note and a reply take the same ones out", () => {
    for (const c of UNSAFE) {
      expect(withoutUnsafeInLine(`summer${c}sale`)).toBe("summersale");
      expect(withoutUnsafeInText(`Gate${c} latched\nRex inside`)).toBe("Gate latched\nRex inside");
      expect(withoutUnsafeInMessage(`Gracias${c}!`)).toBe("Gracias!");
    }
    const note = closeVisitSchema.safeParse({ visitId: "1", version: "0", intent: "done", note: "  Gate\u202E latched\u0000  " });
    expect(note.success && note.data.note).toBe("Gate latched");
    // A reply also loses the invisible format characters and the line separators.
    expect(cleanReplyBody("Yes\u200B\uFEFF please\u2028come\u00AD")).toBe("Yes pleasecome");
  });
});
