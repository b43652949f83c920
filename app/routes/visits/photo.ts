import { data } from "react-router";
import { requireUser } from "~server/auth/guards";
import { cloudflareContext, dbContext } from "~server/context";
import { findVisit } from "~server/models/visits";
import type { Route } from "./+types/photo";

/**
 * A visit's photo, read from the private R2 bucket: for the visit's own customer and for admins.
 * Anyone else gets 404, the same as a visit that does not exist, so ids cannot be probed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = Number(params.id);
  const visit = Number.isInteger(id) && id > 0 ? await findVisit(context.get(dbContext), id) : undefined;
  if (!visit?.photo_key || (user.role !== "admin" && visit.user_id !== user.id)) throw data("Not found", { status: 404 });
  const object = await context.get(cloudflareContext).env.PHOTOS.get(visit.photo_key);
  if (!object) throw data("Not found", { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": visit.photo_type ?? "application/octet-stream",
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
