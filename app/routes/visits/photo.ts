import { idParam } from "~/lib/forms";
import { data } from "react-router";
import { requireUser } from "~server/auth/guards";
import { cloudflareContext, dbContext } from "~server/context";
import { findVisit } from "~server/models/visits";
import { readPhoto } from "~server/visits/photos";
import { mayReadVisit } from "~server/visits/reach";
import { businessDate } from "~/lib/dates";
import { PHOTO_SIZE_NAMES, type PhotoSize } from "~/lib/visit-options";
import type { Route } from "./+types/photo";

/**
 * A visit's photo, read from the private R2 bucket, in one of its sizes (server/visits/photos.ts):
 * the display copy, or the thumbnail with `?size=thumb` (what pages show; see photoSrc). A photo
 * stored before photos were sized is sized on its first view. For the visit's own customer, admins
 * and the crew member whose route it is on, within the crew's days. Anyone else gets 404, the same as a visit that does not exist, so ids cannot be probed.
 * `private, no-cache` with an ETag: the browser keeps a copy but asks each time (a 304 when
 * unchanged), so after sign-out the next person on a shared phone is sent to sign in instead of
 * being shown the last customer's yard from the cache.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = idParam(params.id);
  const visit = id !== null ? await findVisit(context.get(dbContext), id) : undefined;
  const db = context.get(dbContext);
  // The customer's own visit; the office any; the crew only its own route's, in its days (server/visits/reach.ts).
  const allowed = visit && (user.role === "customer" ? visit.user_id === user.id : await mayReadVisit(db, user, visit, businessDate()));
  if (!visit?.photo_key || !allowed) throw data("Not found", { status: 404 });
  const size = sizeOf(request);
  if (!size) throw data("Not found", { status: 404 });
  const copy = await readPhoto(context.get(cloudflareContext).env, visit.photo_key, size, etagOf(request));
  if (!copy) throw data("Not found", { status: 404 });
  // Not sizable right now and too large to send as it is: the page tries again later.
  if (copy === "unavailable") throw data("Photo not ready", { status: 503, headers: { "Retry-After": "60" } });
  const headers = {
    "Cache-Control": "private, no-cache",
    ETag: copy.etag,
    "X-Content-Type-Options": "nosniff",
  };
  // The browser's copy is current: the precondition failed and R2 sent no body.
  if (!copy.body) return new Response(null, { status: 304, headers });
  return new Response(copy.body, {
    headers: { ...headers, "Content-Type": copy.contentType, "Content-Disposition": "inline" },
  });
}

/** The size asked for: the display copy unless `?size=` names another; an unknown one is not found. */
function sizeOf(request: Request): PhotoSize | null {
  const asked = new URL(request.url).searchParams.get("size") ?? "display";
  return (PHOTO_SIZE_NAMES as string[]).includes(asked) ? (asked as PhotoSize) : null;
}

/** The entity tag of If-None-Match without quotes or weak marker (R2 compares bare tags), or undefined. */
function etagOf(request: Request): string | undefined {
  const value = request.headers.get("If-None-Match")?.split(",")[0]?.trim();
  return value ? value.replace(/^W\//, "").replace(/^"(.*)"$/, "$1") : undefined;
}
