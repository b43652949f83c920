import { data, redirect } from "react-router";
import { leadIdParam, leadListUrl } from "~/lib/lead-admin-url";
import { dbContext, staffContext } from "~server/context";
import { turnTextsOffByOffice } from "~server/leads/change";
import { log } from "~server/log";
import type { Route } from "./+types/lead-texts-off";

/** Nothing to show: the button lives in the lead's conversation on the dashboard. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(leadListUrl(url.searchParams));
}

/**
 * "Turn texts off", beside a customer's reply that reads as a wish to stop texts ("please stop
 * texting me, we moved"): the office withdraws the consent of the lead's number, kept in its
 * consent history, through the lead's owner (server/leads/change.ts).
 */
export async function action({ context, params, url }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const user = context.get(staffContext);
  const outcome = await turnTextsOffByOffice(db, leadIdParam(params.id), user);
  if (outcome.result === "not_found") throw data("Lead not found", { status: 404 });
  if (outcome.result === "applied") log.info("sms_opt_out", { leads: 1, keyword: "office" });
  return redirect(leadListUrl(url.searchParams), 303);
}
