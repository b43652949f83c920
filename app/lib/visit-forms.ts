import { idParam } from "~/lib/forms";
import { CREW_SKIP_REASONS, type CrewSkipReason } from "~/lib/visit-options";
import { withoutUnsafeInText } from "~/lib/unsafe-text";
import { idField, versionField, z } from "~/lib/zod";

/** The longest note the crew can leave a customer on a closed visit (the text areas say it too). */
export const VISIT_NOTE_MAX = 1000;

/**
 * Why the crew's close form is refused, as keys of the crew page's messages
 * (server/content/crew-day.ts), which the page shows in its language.
 */
export type CloseFormProblem = "notFound" | "conflict" | "unknown" | "noteTooLong" | "reason";

/**
 * The crew's form that closes a visit (app/components/crew/crew-stop.tsx), as the server reads it:
 * "done" with a note (the photo file is checked by its bytes, server/visits/photos.ts) or "skip"
 * with a reason and a note. `date` is the page's day, compared with the visit's by the server. A
 * NUL is dropped from the note (some keyboards paste one) rather than refusing the visit.
 */
export const closeVisitSchema = z
  .object({
    visitId: idField("notFound"),
    version: versionField("conflict"),
    date: z.optional(z.string()),
    intent: z.enum(["done", "skip"], "unknown"),
    note: z._default(
      z.string().check(
        z.overwrite((note) => withoutUnsafeInText(note).trim()),
        z.maxLength(VISIT_NOTE_MAX, "noteTooLong"),
      ),
      "",
    ),
    // Read only on a skip: the done form has no reason.
    reason: z.optional(z.string()),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.intent === "skip" && !isSkipReason(form.reason)) ctx.addIssue({ code: "custom", path: ["reason"], message: "reason", input: form.reason });
    }),
  );

export const isSkipReason = (value: unknown): value is CrewSkipReason => (CREW_SKIP_REASONS as readonly unknown[]).includes(value);

/**
 * The office's up/down form on a stop of a route (/admin/visits): the customer, the page's day (the
 * stop swaps with its neighbour of that day) and the page's crew filter, kept across the move.
 */
export const moveStopSchema = z.object({
  leadId: idField(),
  visitId: idField(),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  direction: z.enum(["up", "down"]),
  crew: z._default(z.string().check(z.refine((v) => v === "" || v === "unassigned" || idParam(v) !== null)), ""),
});
