import { type FieldErrors, idParam, parseForm } from "~/lib/forms";
import { closeVisitSchema, isSkipReason, VISIT_NOTE_MAX } from "~/lib/visit-forms";
import type { CrewMessage } from "../content/crew-day";
import type { Db } from "../db/client";
import type { Visit } from "../db/schema";
import { log } from "../log";
import { closeVisit, findVisit } from "../models/visits";
import { enqueueVisitSummary } from "../notifications/enqueue";
import { textVisitClosed } from "../sms/send";
import { checkPhoto, deletePhoto, storePhoto } from "./photos";
import { mayReadVisit, type Reader } from "./reach";

export type CloseField = "form" | "note" | "reason" | "photo";

/** What closing a visit from the crew's form came to: closed, or refused with the field, the message's key and the status. */
export type CloseVisitResult =
  | { result: "closed"; visit: Visit }
  | { result: "refused"; status: 400 | 404 | 409; field: CloseField; message: CrewMessage; values?: Record<string, string | number>; visitDate?: string };

const refused = (
  status: 400 | 404 | 409,
  field: CloseField,
  message: CrewMessage,
  extra: { values?: Record<string, string | number>; visitDate?: string } = {},
): CloseVisitResult => ({
  result: "refused",
  status,
  field,
  message,
  ...extra,
});

/**
 * Closes one visit from the crew page's form: "done" (a note, an optional photo checked by its
 * bytes and stored in R2) or "skip" (a reason and a note). The form must carry the visit's day.
 * Only a visit of today or the past (in Miami) can be closed: a later one answers 409 and nothing
 * is stored or e-mailed; a crew account closes only its own route's stops of its days
 * (server/visits/reach.ts: today and the 7 days before), anything else is "not found" to it. A visit
 * another crew member (or a second submit) closed first answers 409, and a photo stored for it is
 * deleted again. The summary e-mail is queued once per visit (claimed in D1).
 */
export async function closeVisitFromForm(db: Db, env: Env, form: FormData, { actor, today }: { actor: Reader; today: string }): Promise<CloseVisitResult> {
  const actorId = actor.id;
  const parsed = parseForm(closeVisitSchema, form);
  // The first problem per field (its message is the crew's message key, app/lib/visit-forms.ts).
  const problems: FieldErrors = parsed.ok ? {} : parsed.errors;
  const visitId = idParam(parsed.values.visitId);
  if (problems.visitId || visitId === null) return refused(404, "form", "notFound");
  const visit = await findVisit(db, visitId);
  // A crew member's reach (server/visits/reach.ts): another route's stop, or a deleted customer's, does not exist for them.
  if (!visit || !(await mayReadVisit(db, actor, visit, today))) return refused(404, "form", "notFound");
  // The page's day travels with the form and must be the visit's: an id of another day's visit is not closed from here.
  if (parsed.values.date !== visit.date) return refused(400, "form", "otherDay");
  if (visit.date > today) return refused(409, "form", "future", { values: { date: visit.date }, visitDate: visit.date });
  if (problems.intent) return refused(400, "form", "unknown");
  if (problems.version) return refused(409, "form", "conflict");
  if (problems.note) return refused(400, "note", "noteTooLong", { values: { max: VISIT_NOTE_MAX } });
  if (problems.reason) return refused(400, "reason", "reason");
  if (!parsed.ok) return refused(400, "form", "unknown");
  const { intent, note, version, reason } = parsed.data;

  let outcome: Awaited<ReturnType<typeof closeVisit>>;
  let photo: { key: string; type: string } | null = null;
  if (intent === "skip") {
    if (!isSkipReason(reason)) return refused(400, "reason", "reason");
    outcome = await closeVisit(db, visit.id, version, { status: "skipped", reason, note }, actorId);
  } else {
    // An empty file input sends one nameless, empty file: that is "no photo".
    const files = form.getAll("photo").filter((f): f is File => f instanceof File && (f.size > 0 || f.name !== ""));
    if (files.length > 1) return refused(400, "photo", "tooMany");
    const file = files[0];
    if (file) {
      if (visit.status !== "scheduled" || visit.version !== version) return refused(409, "form", "conflict");
      const checked = await checkPhoto(file);
      if ("problem" in checked) return refused(400, "photo", checked.problem);
      photo = await storePhoto(env, visit.id, checked.bytes, checked.type);
    }
    outcome = await closeVisit(db, visit.id, version, { status: "done", note, photo }, actorId);
  }
  // A photo stored for a visit someone else closed first is not kept.
  if (outcome.result !== "ok" && photo) await deletePhoto(env.PHOTOS, photo.key);
  if (outcome.result === "not_found") return refused(404, "form", "notFound");
  if (outcome.result === "conflict") return refused(409, "form", "conflict");
  try {
    await enqueueVisitSummary(db, env, visit.id);
  } catch (error) {
    // The visit is closed; the daily job sends summaries it finds unqueued (unqueuedSummaries), and the logs say why.
    log.error("visit_summary_enqueue_failed", error, { visitId: visit.id });
  }
  // The done/skipped text, for a customer who agreed to texts (one per visit; server/sms/).
  try {
    await textVisitClosed(db, env, visit.id);
  } catch (error) {
    log.error("visit_text_failed", error, { visitId: visit.id });
  }
  return { result: "closed", visit: outcome.visit };
}
